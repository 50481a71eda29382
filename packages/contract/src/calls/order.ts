import { z } from 'zod';
import {
  authKeyField,
  checkedText,
  emptyObject,
  formFlag,
  formId,
  formInt,
  langField,
  LIMITS,
  optionalAuthKeyField,
  optionalText,
  requiredText,
} from '../common.js';
import { cartItem, isoCountryCode, paymentMethodIds, user } from '../entities.js';
import {
  FOREIGN_TAX_ID_MAX_LENGTH,
  INN_COUNTRY,
  isValidForeignTaxId,
  isValidInn,
} from '../rules/requisites.js';
import {
  clientIdField,
  emailField,
  humanCheckToken,
  optionalField,
  optionalPhoneField,
  phoneField,
  whenFieldsValid,
} from './auth.js';
import { cartIdsField, cartKeyField, customerIdField } from './cart.js';
import { routes } from '../routes.js';
import { defineCall } from './define.js';
import { orderShipment } from './shipment.js';

/**
 * An order's life: awaiting payment -> paid -> in progress -> completed (every
 * document delivered), or cancelled (by a manager, or unpaid for too long).
 */
export const orderStatuses = ['awaiting_payment', 'paid', 'in_progress', 'completed', 'cancelled'] as const;
export type OrderStatusName = (typeof orderStatuses)[number];

/** The state of an order's latest payment attempt. */
export const paymentStatuses = ['pending', 'succeeded', 'failed', 'cancelled', 'refunded'] as const;

/** The latest payment attempt of an order, and why it failed when the provider said. */
export const orderPayment = z.object({
  provider: z.string(),
  status: z.enum(paymentStatuses),
  /** A message key (PaymentDeclined, PaymentCancelled, PaymentExpired, PaymentFailed) or null. */
  failure: z.string().nullable(),
  updated_at: z.string(),
});
export type OrderPaymentWire = z.infer<typeof orderPayment>;

/** An act, invoice or delivered file of the order, downloaded through the account's calls. */
export const orderDocument = z.object({
  id: z.number().int(),
  type: z.enum(['act', 'invoice', 'file']),
  number: z.string(),
  issued_at: z.string(),
  /** `/api/user-invoice?id=`, `/api/user-act?id=` or `/api/user-file?id=` */
  url: z.string(),
});

/** Where the paper documents go; null when no item of the order needs delivery. */
export const orderDelivery = z.object({
  country: z.string(),
  region: z.string(),
  city: z.string(),
  address: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  contact_index: z.string(),
});

/** A placed order: its items as they were in the cart, totals in € and ₽ (sum of the lines' ₽). */
export const order = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(orderStatuses),
  created_at: z.string(),
  items: z.array(cartItem),
  total_eur: z.number().nonnegative(),
  total_rub: z.number().int().nonnegative(),
  /** The rouble rate the order was priced at (decimal text) and the day that rate is of. */
  ruble_course: z.string(),
  ruble_course_date: z.string(),
  delivery: orderDelivery.nullable(),
  payment_method: z.enum(paymentMethodIds),
  email: z.string(),
  yur_name: z.string().nullable(),
  yur_inn: z.string().nullable(),
  paid_at: z.string().nullable(),
  /**
   * The day the documents are expected (YYYY-MM-DD): the payment date plus the largest duration of
   * the items in Russian working days; null before payment (`duration_days` after it) and once
   * cancelled, as the back-office has it (rules/ready-day.ts). `expected_date_estimate` is true
   * when a year on the way has no production calendar yet (statutory holidays only).
   */
  expected_date: z.string().nullable(),
  expected_date_estimate: z.boolean(),
  /** The largest duration of the items, in working days. */
  duration_days: z.number().int().nonnegative(),
  /** An online payment can be (re)started: the order awaits payment by card. */
  can_pay: z.boolean(),
  payment: orderPayment.nullable(),
  documents: z.array(orderDocument),
  /** Extra: the parcels the paper originals left in, oldest first. */
  shipments: z.array(orderShipment),
});
export type Order = z.infer<typeof order>;

/**
 * The checkout page's own random value (at least 16 bytes, base64url), made once per visit of the
 * page and sent with each save-order of it. The server keeps only its hash with the order: a
 * repeated save-order (a retry, a double click) signs a guest's browser in only with the same value.
 */
export const checkoutKeyField = optionalField(
  z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, { message: 'FieldHasWrongValue' }),
);

/** The form the browser posts to the payment provider: `fields` become hidden inputs. */
export const paymentForm = z.object({
  provider: z.string(),
  action: z.url(),
  method: z.enum(['POST', 'GET']),
  fields: z.record(z.string(), z.string()),
});
export type PaymentForm = z.infer<typeof paymentForm>;

/**
 * The paying legal entity's country (ISO code, extra: not in the spec): a Russian payer (RU, or no
 * country sent, as the spec's checkout sends none) has an INN in `yur_inn`, a payer of any other
 * country its own tax id there.
 */
const payerCountryField = optionalField(checkedText(z.string().trim().toUpperCase().pipe(isoCountryCode)));

/** Whether the payer of a checkout is outside Russia: its `yur_inn` is then a foreign tax id. */
export const isForeignPayer = (country: string | undefined): boolean =>
  country !== undefined && country !== INN_COUNTRY;

const payerFields = {
  yur_inn: optionalText(FOREIGN_TAX_ID_MAX_LENGTH),
  yur_country: payerCountryField,
};

/**
 * The payer's number by its country: an INN with its check digits for a Russian payer
 * (InnIsInvalid), letters and digits of a sensible length for a foreign one (TaxIdIsInvalid).
 */
export function withPayerRules<S extends z.ZodObject<typeof payerFields>>(schema: S) {
  const when = whenFieldsValid('yur_inn', 'yur_country');
  return schema
    .refine(
      (form) => form.yur_inn === undefined || isForeignPayer(form.yur_country) || isValidInn(form.yur_inn),
      { message: 'InnIsInvalid', path: ['yur_inn'], when },
    )
    .refine(
      (form) =>
        form.yur_inn === undefined || !isForeignPayer(form.yur_country) || isValidForeignTaxId(form.yur_inn),
      { message: 'TaxIdIsInvalid', path: ['yur_inn'], when },
    );
}

/**
 * Checkout's fields, without the rule between the payer's country and number (withPayerRules):
 * the browser's form takes its own pick of them. A guest's items come from `cart_ids` with its
 * `cart_key`, a customer's from the server-side cart. Delivery fields are optional here because
 * only the cart's items tell whether delivery is required; the server checks them against the
 * cart.
 */
export const saveOrderFields = z.object({
  lang: langField,
  auth_key: optionalAuthKeyField,
  customer_id: customerIdField,
  cart_ids: cartIdsField,
  cart_key: cartKeyField,
  first_name: requiredText(LIMITS.shortText),
  last_name: requiredText(LIMITS.shortText),
  middle_name: optionalText(LIMITS.shortText),
  email: emailField,
  phone: phoneField,
  yur_name: optionalText(LIMITS.shortText),
  ...payerFields,
  /**
   * Extra: a signed-in customer asks to keep the payer typed in among their legal entities
   * (a Russian payer; one with this INN already kept is not added again).
   */
  save_legal_entity: formFlag.default(false),
  delivery_country: optionalText(LIMITS.shortText),
  delivery_region: optionalText(LIMITS.shortText),
  delivery_city: optionalText(LIMITS.shortText),
  delivery_address: optionalText(LIMITS.longText),
  contact_name: optionalText(LIMITS.shortText),
  contact_phone: optionalPhoneField,
  contact_index: optionalText(LIMITS.shortText),
  payment_method: z.enum(paymentMethodIds),
  comment: optionalText(LIMITS.longText),
  token: humanCheckToken,
  clientID: clientIdField,
  checkout_key: checkoutKeyField,
});

/** Checkout (spec section 7): the fields above with the payer's rule. */
export const saveOrderCall = defineCall(routes.saveOrder, {
  body: withPayerRules(saveOrderFields),
  query: emptyObject,
  /**
   * `user` carries the `auth_key` a new customer is logged in with; `payment_form` is null for a
   * payment method without an online form (e.g. a bank transfer on invoice).
   */
  answer: z.object({
    user: user.extend({ auth_key: z.string() }),
    order,
    payment_form: paymentForm.nullable(),
  }),
});

/**
 * The failed save-order answer: `userExists` when the email belongs to a registered user (the
 * customer must log in), otherwise `error` (a message key; ErrorSavingOrder when absent).
 */
export const saveOrderFailure = z
  .object({ userExists: z.boolean().optional(), error: z.string().optional() })
  .refine((failure) => failure.userExists !== undefined || failure.error !== undefined, {
    message: 'FieldCannotBeEmpty',
  });
export type SaveOrderFailure = z.infer<typeof saveOrderFailure>;

export const getOrderCall = defineCall(routes.getOrder, {
  body: z.object({ lang: langField, auth_key: optionalAuthKeyField }),
  query: z.object({ order_id: formId }),
  answer: z.object({ order }),
});

/**
 * Extra: starts a new online payment attempt of the customer's order awaiting payment
 * ("pay again" after a declined payment) and answers the form to send the payer to.
 */
export const payOrderCall = defineCall(routes.payOrder, {
  body: z.object({ lang: langField, auth_key: authKeyField }),
  query: z.object({ order_id: formId }),
  answer: z.object({ order, payment_form: paymentForm }),
});

/**
 * Extra: the return pages ask the provider for the latest payment attempt's state
 * (where the provider can be asked) and sync the order through the same step as a notification;
 * answers the order as it is then.
 */
export const checkPaymentCall = defineCall(routes.checkPayment, {
  body: z.object({ lang: langField, auth_key: authKeyField }),
  query: z.object({ order_id: formId }),
  answer: z.object({ order }),
});

/**
 * Extra: the day documents of `days` working days would be ready if paid today, counted
 * in Russian working days (the production calendar); `estimate` when a year on the way has no
 * calendar yet. The checkout shows it beside the cart.
 */
export const readyDateCall = defineCall(routes.readyDate, {
  body: z.object({ days: formInt(0, 365) }),
  query: emptyObject,
  answer: z.object({ date: z.string(), estimate: z.boolean() }),
});
