import { z } from 'zod';
import {
  emptyObject,
  formId,
  formList,
  langField,
  LIMITS,
  optionalAuthKeyField,
  optionalFormId,
  optionalText,
  requiredText,
} from '../common.js';
import { cartItem } from '../entities.js';
import { routes } from '../routes.js';
import { defineCall } from './define.js';

/** A guest's cart item ids, kept in local storage and sent as `cart_ids[]`; one id may arrive as a plain value. */
export const cartIdsField = formList(formId, LIMITS.maxCartItems);

/**
 * The guest cart's secret, kept in local storage beside `cart_ids` (not in the spec). The server
 * answers it once, when an add made the cart (`addToCartAnswer.cart_key`), and keeps only its
 * hash: held ids reach the lines of the guest cart whose key is sent, never another's. Any text is
 * taken, so that a key the browser kept wrongly reads as an empty cart rather than a refusal.
 */
export const cartKeyField = optionalText(LIMITS.shortText);

/**
 * The logged-in customer's user id (spec section 7); guests send `cart_ids` instead. It names the
 * cart only together with that customer's `auth_key`, never alone.
 */
export const customerIdField = optionalFormId;

/** Every cart call answers with the whole cart. */
export const cartAnswer = z.object({ cart: z.array(cartItem) });

/**
 * An add answers the whole cart too. `message` (CartPriceChanged) says nothing was added because
 * the price the customer saw is not the catalog's any more; the cart shows the current prices.
 */
export const addToCartAnswer = cartAnswer.extend({
  message: z.enum(['CartPriceChanged']).optional(),
  /** Only when this add made a new guest cart: its key, which the browser keeps with `cart_ids`. */
  cart_key: z.string().optional(),
});

/** A price in euros with up to two decimals, sent as text. */
const euroPriceText = (value: unknown) =>
  typeof value === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(value) ? Number(value) : value;

const euroPriceField = z.preprocess(euroPriceText, z.number().nonnegative().max(LIMITS.maxId));

/** The same, where empty reads as absent. */
const optionalEuroPriceField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : euroPriceText(value)),
  z.number().nonnegative().optional(),
);

/**
 * The company the product is ordered for. A company typed in by the user has a local id from
 * 1000000000 up and '-' for inn, status, type and address.
 */
const cartCompany = z.object({
  id: formId,
  name: requiredText(LIMITS.shortText),
  inn: optionalText(LIMITS.shortText),
  status: optionalText(LIMITS.shortText),
  type: optionalText(LIMITS.shortText),
  country: optionalText(LIMITS.shortText),
  address: optionalText(LIMITS.longText),
});

/** Who the cart calls are for: a customer by the session, a guest by its line ids and cart key. */
const cartCaller = {
  lang: langField,
  auth_key: optionalAuthKeyField,
  customer_id: customerIdField,
  cart_ids: cartIdsField,
  cart_key: cartKeyField,
};

export const listCartCall = defineCall(routes.listCart, {
  body: z.object({
    ...cartCaller,
  }),
  query: emptyObject,
  answer: cartAnswer,
});

/**
 * `price` is the euro price the customer saw; the server charges the product's own price and may
 * use this one only to notice a change.
 */
export const addToCartCall = defineCall(routes.addToCart, {
  body: z.object({
    ...cartCaller,
    company: cartCompany,
    product_id: formId,
    price: optionalEuroPriceField,
  }),
  query: emptyObject,
  answer: addToCartAnswer,
});

/** A whole number of roubles sent as text. */
const rublePriceField = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number().int().nonnegative().max(LIMITS.maxId),
);

/**
 * Extra: the customer was shown that these lines' prices changed since they were added
 * (`price_change`); each takes the prices it was shown at (`price`, `ruble_price` as the line
 * answered them), so the notice does not come again. A line whose price changed once more
 * meanwhile keeps its old prices, and its notice comes with the newer ones. Answers the cart.
 */
export const cartPricesSeenCall = defineCall(routes.cartPricesSeen, {
  body: z.object({
    ...cartCaller,
    seen: formList(
      z.object({
        id: formId,
        price: euroPriceField,
        ruble_price: z.preprocess((value) => (value === '' ? undefined : value), rublePriceField.optional()),
      }),
      LIMITS.maxCartItems,
    ),
  }),
  query: emptyObject,
  answer: cartAnswer,
});

export const removeFromCartCall = defineCall(routes.removeFromCart, {
  body: z.object({
    ...cartCaller,
    cart_id: formId,
  }),
  query: emptyObject,
  answer: cartAnswer,
});
