import type { User } from '@storefront/contract';
import type { ConsultFormValues } from '../api/send-consult';

export interface ConsultPrefill {
  values: ConsultFormValues;
  /** The user's phone country (`phoneMask.iso_code_2`), when known. */
  phoneCountry?: string;
}

/**
 * The contact form's starting values: empty for a guest; for a signed-in user (spec section 2)
 * their name, e-mail and phone, and the company of their default legal entity.
 */
export function consultPrefill(user: User | null | undefined): ConsultPrefill {
  if (!user) return { values: { name: '', email: '', phone: '', company: '' } };
  return {
    values: {
      name: (user.first_name ?? '').replace(/\d/g, '').trim(),
      email: user.email.trim(),
      phone: user.phone?.trim() ?? '',
      company: user.def_your_name?.trim() ?? '',
    },
    phoneCountry: user.phoneMask?.iso_code_2,
  };
}
