import type { CartItemWire } from '@storefront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { guestCartIds, guestCartKey } from '@/lib/session/cart-ids';
import { sessionToken } from '@/lib/session/token';
import { applyCart, type CartChange } from './cart';

/**
 * Tells the server the customer was shown these lines' price changes (`price_change`): each takes
 * the prices it was shown at (a price changed once more meanwhile is told again), and the cart
 * comes back without the notices.
 */
export async function markCartPricesSeen(lines: CartItemWire[], lang: string): Promise<CartChange> {
  const held: { cart_ids: number[]; cart_key?: string | undefined } = sessionToken()
    ? { cart_ids: [] }
    : { cart_ids: guestCartIds(), cart_key: guestCartKey() };
  const answer = await callApi('cartPricesSeen', {
    lang,
    ...held,
    seen: lines.map((line) => ({
      id: line.id,
      price: line.product_price_num.toFixed(2),
      ruble_price: line.product_ruble_price_num ?? undefined,
    })),
  });
  return { cart: answer.cart, cartKey: held.cart_key };
}

/** Marks the changes seen; the cart's answer replaces the one shown (and the other tabs' too). */
export function useMarkCartPricesSeen() {
  const queryClient = useQueryClient();
  const { lang } = useLanguage();
  return useMutation({
    mutationFn: (lines: CartItemWire[]) => markCartPricesSeen(lines, lang),
    onSuccess: (answer) => applyCart(queryClient, lang, answer.cart, answer.cartKey),
  });
}
