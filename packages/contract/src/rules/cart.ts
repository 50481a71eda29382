import { z } from 'zod';
import { cartItem, type CartItemWire } from '../entities.js';
import { centsFromEuro, euroFromCents, rublePrice } from './money.js';

/** A cart item with its duration read into numbers; the other fields keep their wire names. */
export type CartItem = Omit<CartItemWire, 'product_duration'> & { durationFrom: number; durationTo: number };

/** `text` carries the from value of the `{text, to}` reading, as a number or as its digits. */
const durationFromText = z.union([
  z.number().int().nonnegative(),
  z.string().trim().regex(/^\d+$/).transform(Number),
]);

const cartItemReader = cartItem.transform((wire, ctx): CartItem => {
  const { product_duration: duration, ...rest } = wire;
  let from = duration.from;
  if (from === undefined) {
    const parsed = durationFromText.safeParse(duration.text);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'FieldHasWrongValue', path: ['product_duration', 'text'] });
      return z.NEVER;
    }
    from = parsed.data;
  }
  return { ...rest, durationFrom: from, durationTo: duration.to };
});

/**
 * Reads a cart item in either reading of spec section 3 (`product_duration: {text, to}` or
 * `{from, to}`). `from` wins when both are present. Throws a ZodError on anything else.
 */
export function buildCartItem(raw: unknown): CartItem {
  return cartItemReader.parse(raw);
}

export interface CartTotals {
  count: number;
  euro: number;
  /** Null while the shop has no rouble rate. */
  ruble: number | null;
  deliveryRequired: boolean;
}

/**
 * Totals shown under the cart (spec section 9). The euro total is summed in whole cents so that
 * 0.1 + 0.2 is 0.3. The rouble total is the sum of each line's own rouble price, not the rouble
 * price of the euro total: every line shows ceil(price × course), and rounding the total once
 * could come out below the sum of the lines the customer sees.
 */
export function cartTotals(
  items: readonly Pick<CartItem, 'product_price_num' | 'delivery'>[],
  rubleCourse: number | string | null,
): CartTotals {
  let cents = 0;
  let ruble = 0;
  for (const item of items) {
    cents += centsFromEuro(item.product_price_num);
    if (rubleCourse !== null) ruble += rublePrice(item.product_price_num, rubleCourse);
  }
  return {
    count: items.length,
    euro: euroFromCents(cents),
    ruble: rubleCourse === null ? null : ruble,
    deliveryRequired: items.some((item) => item.delivery),
  };
}

export interface CartDuration {
  from: number;
  to: number;
}

/** The cart's from-to range in working days; null (shown blank) when the cart is empty or items differ in from or to. */
export function cartDuration(
  items: readonly Pick<CartItem, 'durationFrom' | 'durationTo'>[],
): CartDuration | null {
  const [first, ...rest] = items;
  if (!first) return null;
  const same = rest.every(
    (item) => item.durationFrom === first.durationFrom && item.durationTo === first.durationTo,
  );
  return same ? { from: first.durationFrom, to: first.durationTo } : null;
}
