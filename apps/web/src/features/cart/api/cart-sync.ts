import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CART_IDS_KEY } from '@/lib/session/cart-ids';

/**
 * Two tabs of the shop show the same cart: a change in one is announced on a broadcast channel
 * (and a guest's `cart_ids` change in local storage), and the others ask settings again, which
 * answer the cart. Kept apart from the cart's calls so that every page loads only this.
 */
const CHANNEL = 'storefront-cart';

function channel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
}

export function announceCartChange(): void {
  const announce = channel();
  announce?.postMessage('changed');
  announce?.close();
}

/** Mounted once: another tab's cart change asks settings (and so the cart) again here. */
export function useCartSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['settings'] });
    const listen = channel();
    listen?.addEventListener('message', refresh);
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_IDS_KEY) refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listen?.close();
      window.removeEventListener('storage', onStorage);
    };
  }, [queryClient]);
}
