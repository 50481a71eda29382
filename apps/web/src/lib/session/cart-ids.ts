import { localStore } from './storage';

/**
 * A guest's cart item ids, kept in local storage as `cart_ids` (spec section 4): a JSON list, an
 * empty one when the cart is empty. A signed-in customer's cart lives on the server only, so the
 * key is removed then. Shared by the settings call, the login and the cart feature.
 */
export const CART_IDS_KEY = 'cart_ids';

export function guestCartIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStore()?.getItem(CART_IDS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0).slice(0, 100)
      : [];
  } catch {
    return [];
  }
}

/** After a guest's cart changed: the ids of its lines. */
export function storeGuestCartIds(ids: readonly number[]): void {
  try {
    localStore()?.setItem(CART_IDS_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or off: the cart lasts as long as the page.
  }
}

/** A customer's cart is not kept locally, and logout clears the browser's cart. */
export function clearGuestCartIds(): void {
  localStore()?.removeItem(CART_IDS_KEY);
}

/** `cart_ids` as indexed form names (`cart_ids[0]`), for bodies built as plain text fields. */
export function cartIdFields(ids: readonly number[]): Record<string, string> {
  return Object.fromEntries(ids.map((id, index) => [`cart_ids[${index}]`, String(id)]));
}
