import { z } from 'zod';
import {
  emptyObject,
  formId,
  langField,
  LIMITS,
  optionalAuthKeyField,
  optionalText,
  requiredText,
} from '../common.js';
import { cartItem, user } from '../entities.js';
import { innField } from '../rules/requisites.js';
import {
  clientIdField,
  emailField,
  humanCheckToken,
  optionalField,
  optionalPhoneField,
  phoneField,
} from './auth.js';
import { cartIdsField, customerIdField } from './cart.js';
import { routes } from '../routes.js';
import { defineCall } from './define.js';

export const orderStatuses = ['new', 'paid', 'processing', 'completed', 'cancelled'] as const;

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
  delivery: orderDelivery.nullable(),
  payment_method: z.string(),
});
export type Order = z.infer<typeof order>;

/** The form the browser posts to the payment provider: `fields` become hidden inputs. */
export const paymentForm = z.object({
  provider: z.string(),
  action: z.url(),
  method: z.enum(['POST', 'GET']),
  fields: z.record(z.string(), z.string()),
});
export type PaymentForm = z.infer<typeof paymentForm>;

/**
 * Checkout. A guest's items come from `cart_ids`, a customer's from the server-side cart. Delivery
 * fields are optional here because only the cart's items tell whether delivery is required; the
 * server checks them against the cart.
 */
export const saveOrderCall = defineCall(routes.saveOrder, {
  body: z.object({
    lang: langField,
    auth_key: optionalAuthKeyField,
    customer_id: customerIdField,
    cart_ids: cartIdsField,
    first_name: requiredText(LIMITS.shortText),
    last_name: requiredText(LIMITS.shortText),
    middle_name: optionalText(LIMITS.shortText),
    email: emailField,
    phone: phoneField,
    yur_name: optionalText(LIMITS.shortText),
    yur_inn: optionalField(innField),
    delivery_country: optionalText(LIMITS.shortText),
    delivery_region: optionalText(LIMITS.shortText),
    delivery_city: optionalText(LIMITS.shortText),
    delivery_address: optionalText(LIMITS.longText),
    contact_name: optionalText(LIMITS.shortText),
    contact_phone: optionalPhoneField,
    contact_index: optionalText(LIMITS.shortText),
    payment_method: requiredText(64),
    comment: optionalText(LIMITS.longText),
    token: humanCheckToken,
    clientID: clientIdField,
  }),
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
