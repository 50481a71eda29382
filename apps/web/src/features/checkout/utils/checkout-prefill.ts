import { INN_COUNTRY, type LegalEntity, type PaymentMethodId, type User } from '@storefront/contract';
import type { CheckoutFormValues } from '../api/save-order';

export interface CheckoutPrefill {
  values: CheckoutFormValues;
  /** The phones' countries (`phoneMask.iso_code_2`, `contact_phoneMask.iso_code_2`), when known. */
  phoneCountry?: string;
  contactPhoneCountry?: string;
}

const text = (value: string | null | undefined) => value?.trim() ?? '';

/** The legal entity a customer pays as by default: the one marked default, else the first. */
export function defaultPayer(entities: readonly LegalEntity[]): LegalEntity | undefined {
  return entities.find((entity) => entity.default_use) ?? entities[0];
}

/**
 * The checkout's starting values: empty for a guest (the first payment method chosen, a Russian
 * payer, kept among the legal entities once signed in); for a signed-in customer the profile's
 * names, e-mail, phones and delivery address, and the payer from `payer` (the chosen legal entity,
 * Russian) or else the one of the last checkout, in its country.
 */
export function checkoutPrefill(
  user: User | null | undefined,
  paymentMethods: readonly PaymentMethodId[],
  payer?: Pick<LegalEntity, 'name' | 'inn'>,
): CheckoutPrefill {
  const values: CheckoutFormValues = {
    first_name: '',
    last_name: '',
    middle_name: '',
    email: '',
    phone: '',
    yur_name: '',
    yur_inn: '',
    yur_country: INN_COUNTRY,
    save_legal_entity: true,
    delivery_country: '',
    delivery_region: '',
    delivery_city: '',
    delivery_address: '',
    contact_name: '',
    contact_phone: '',
    contact_index: '',
    payment_method: paymentMethods[0] ?? '',
    comment: '',
  };
  if (!user) return { values };
  return {
    values: {
      ...values,
      first_name: text(user.first_name),
      last_name: text(user.last_name),
      middle_name: text(user.middle_name),
      email: text(user.email),
      phone: text(user.phone),
      yur_name: payer ? text(payer.name) : text(user.def_your_name),
      yur_inn: payer ? text(payer.inn) : text(user.def_your_inn),
      yur_country: (!payer && user.def_your_country) || INN_COUNTRY,
      delivery_country: text(user.country),
      delivery_region: text(user.region),
      delivery_city: text(user.city),
      delivery_address: text(user.address),
      contact_name: text(user.contact_name),
      contact_phone: text(user.contact_phone),
      contact_index: text(user.contact_index),
    },
    phoneCountry: user.phone ? undefined : user.phoneMask?.iso_code_2,
    contactPhoneCountry: user.contact_phone ? undefined : user.contact_phoneMask?.iso_code_2,
  };
}
