import { LIMITS, phoneField, requiredText, saveOrderFields, withPayerRules } from '@storefront/contract';

/*
 * The checkout form's rules: the save-order call's own, as the server checks them. They load with
 * the first focus on the form, not with the page (see useContractForm).
 */

/** What the customer types; the page adds the language, the cart and the analytics id itself. */
const checkoutFields = saveOrderFields.pick({
  first_name: true,
  last_name: true,
  middle_name: true,
  email: true,
  phone: true,
  yur_name: true,
  yur_inn: true,
  yur_country: true,
  save_legal_entity: true,
  delivery_country: true,
  delivery_region: true,
  delivery_city: true,
  delivery_address: true,
  contact_name: true,
  contact_phone: true,
  contact_index: true,
  payment_method: true,
  comment: true,
  token: true,
});

/**
 * The delivery block is optional in the call (only the cart says whether it is needed) and
 * required in the form when an item of the cart needs delivery; the server checks the same
 * (the region stays optional: not every country has one).
 */
const withDelivery = checkoutFields.extend({
  delivery_country: requiredText(LIMITS.shortText),
  delivery_city: requiredText(LIMITS.shortText),
  delivery_address: requiredText(LIMITS.longText),
  contact_name: requiredText(LIMITS.shortText),
  contact_phone: phoneField,
  contact_index: requiredText(LIMITS.shortText),
});

/** The payer's number checked by its country, as the server does (an INN, or a foreign tax id). */
const withoutDeliveryRules = withPayerRules(checkoutFields);
const withDeliveryRules = withPayerRules(withDelivery);

export function checkoutSchema(deliveryRequired: boolean) {
  return deliveryRequired ? withDeliveryRules : withoutDeliveryRules;
}
