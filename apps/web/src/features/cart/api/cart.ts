import type { AnswerOf, CartItemWire, addToCartCall } from '@storefront/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChosenCompany } from '@/config/paths';
import { ApiRequestError, callApi } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { clearGuestCartIds, guestCartIds, storeGuestCartIds } from '@/lib/session/cart-ids';
import { sessionToken } from '@/lib/session/token';
import type { Settings } from '@/lib/settings/get-settings';
import { showToast } from '@/lib/toast';
import { announceCartChange } from './cart-sync';

/**
 * The cart's calls (spec section 7). The cart itself lives in the settings answer (`cart`), which
 * every page already reads; a change puts the new cart there, keeps a guest's ids in local storage
 * (spec section 4) and tells the shop's other tabs, which ask settings again.
 */

/** The cart a call answered, shown in this tab, kept for a guest and announced to the other tabs. */
export function applyCart(queryClient: QueryClient, lang: string, cart: CartItemWire[]): void {
  queryClient.setQueryData<Settings>(['settings', lang], (settings) =>
    settings ? { ...settings, cart } : settings,
  );
  // Other languages' settings name the products in their language: asked again when next shown.
  void queryClient.invalidateQueries({
    queryKey: ['settings'],
    predicate: (query) => query.queryKey[1] !== lang,
    refetchType: 'none',
  });
  if (sessionToken()) clearGuestCartIds();
  else storeGuestCartIds(cart.map((item) => item.id));
  announceCartChange();
}

/** A guest's held ids; a customer's cart is found by the session the call sends. */
const cartIdsOfCaller = () => (sessionToken() ? [] : guestCartIds());

export interface AddToCartInput {
  company: ChosenCompany;
  productId: number;
  /** The euro price the customer saw; the server refuses to add at a price that changed. */
  price: number;
}

export type AddToCartAnswer = AnswerOf<typeof addToCartCall>;

export function addToCart(input: AddToCartInput, lang: string): Promise<AddToCartAnswer> {
  const { company } = input;
  return callApi('addToCart', {
    lang,
    cart_ids: cartIdsOfCaller(),
    company: {
      id: company.id,
      name: company.name,
      inn: company.inn,
      status: company.status,
      type: company.type,
      country: company.country,
      address: company.address,
    },
    product_id: input.productId,
    price: input.price.toFixed(2),
  });
}

export function removeFromCart(cartId: number, lang: string): Promise<{ cart: CartItemWire[] }> {
  return callApi('removeFromCart', { lang, cart_ids: cartIdsOfCaller(), cart_id: cartId });
}

/** Adds a product for a company; toasts the outcome (a changed price shows the new one in the cart). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const { lang } = useLanguage();
  const t = useT();
  return useMutation({
    mutationFn: (input: AddToCartInput) => addToCart(input, lang),
    onSuccess: (answer) => {
      applyCart(queryClient, lang, answer.cart);
      void showToast(t(answer.message ?? 'AddedToCart'), answer.message ? 'error' : 'success');
    },
    onError: (error) => {
      void showToast(
        t(
          error instanceof ApiRequestError ? error.key : 'UnknownError',
          ...(error instanceof ApiRequestError ? (error.args ?? []) : []),
        ),
        'error',
      );
    },
  });
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  const { lang } = useLanguage();
  const t = useT();
  return useMutation({
    mutationFn: (cartId: number) => removeFromCart(cartId, lang),
    onSuccess: (answer) => {
      applyCart(queryClient, lang, answer.cart);
      void showToast(t('RemovedFromCart'), 'success');
    },
    onError: (error) => {
      // Removed meanwhile (another tab): show the cart as the server has it.
      if (error instanceof ApiRequestError && error.status === 404)
        void queryClient.invalidateQueries({ queryKey: ['settings'] });
      void showToast(t(error instanceof ApiRequestError ? error.key : 'UnknownError'), 'error');
    },
  });
}
