import { localStore } from './storage';

/**
 * A guest's cart item ids, kept in local storage as `cart_ids` (spec section 4): a JSON list, an
 * empty one when the cart is empty. Beside them `cart_key`, the guest cart's secret the server
 * answered when the cart was made: the ids reach the cart's lines only with it (ADR 055). A
 * signed-in customer's cart lives on the server only, so both go then. Local storage is shared by
 * the shop's tabs, so every tab holds the same cart. Shared by the settings call, the login and the
 * cart feature.
 */
export const CART_IDS_KEY = 'cart_ids';
export const CART_KEY_KEY = 'cart_key';

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

/** The guest cart's key, if this browser has a guest cart. */
export function guestCartKey(): string | undefined {
  return localStore()?.getItem(CART_KEY_KEY) || undefined;
}

/**
 * After a guest's cart changed: the ids of its lines with the key of the cart they are in (the
 * one the call sent, or the new cart's it answered), kept together so that a tab never pairs one
 * cart's ids with another cart's key.
 */
export function storeGuestCart(ids: readonly number[], key: string | undefined): void {
  try {
    const storage = localStore();
    if (key === undefined) storage?.removeItem(CART_KEY_KEY);
    else storage?.setItem(CART_KEY_KEY, key);
    storage?.setItem(CART_IDS_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or off: the cart lasts as long as the page.
  }
}

/** A customer's cart is not kept locally, and logout clears the browser's cart: its ids and key. */
export function clearGuestCartIds(): void {
  const storage = localStore();
  storage?.removeItem(CART_IDS_KEY);
  storage?.removeItem(CART_KEY_KEY);
}

/**
 * A guest's `cart_ids` as indexed form names (`cart_ids[0]`) with its `cart_key`, for bodies built
 * as plain text fields; nothing for a guest without a cart.
 */
export function guestCartFields(ids: readonly number[], key: string | undefined): Record<string, string> {
  if (ids.length === 0) return {};
  return {
    ...Object.fromEntries(ids.map((id, index) => [`cart_ids[${index}]`, String(id)])),
    ...(key === undefined ? {} : { cart_key: key }),
  };
}
