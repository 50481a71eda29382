import { useCartSync } from '../api/cart-sync';

/** Mounted once in the app: the cart follows changes made in the shop's other tabs. */
export function CartSync() {
  useCartSync();
  return null;
}
