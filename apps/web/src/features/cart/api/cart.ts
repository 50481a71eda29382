import type { AnswerOf, CartItemWire, addToCartCall } from '@storefront/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type ChosenCompany, paths } from '@/config/paths';
import { ApiRequestError, callApi } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { clearGuestCartIds, guestCartIds, guestCartKey, storeGuestCart } from '@/lib/session/cart-ids';
import { sessionToken } from '@/lib/session/token';
import type { Settings } from '@/lib/settings/get-settings';
import { showToast } from '@/lib/toast';
import { announceCartChange } from './cart-sync';

/**
 * The cart's calls (spec section 7). The cart itself lives in the settings answer (`cart`), which
 * every page already reads; a change puts the new cart there, keeps a guest's ids and its cart's
 * key in local storage (spec section 4, ADR 055) and tells the shop's other tabs, which ask
 * settings again.
 */

/**
 * The cart a call answered, shown in this tab, kept for a guest (with the key of the cart its
 * lines are in) and announced to the other tabs.
 */
export function applyCart(
  queryClient: QueryClient,
  lang: string,
  cart: CartItemWire[],
  cartKey: string | undefined,
): void {
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
  else
    storeGuestCart(
      cart.map((item) => item.id),
      cartKey,
    );
  announceCartChange();
}

/** A guest's held ids and its cart's key; a customer's cart is found by the session the call sends. */
const cartOfCaller = (): { cart_ids: number[]; cart_key?: string } =>
  sessionToken() ? { cart_ids: [] } : { cart_ids: guestCartIds(), cart_key: guestCartKey() };

/** A cart call's answer with the key of the guest cart its lines are in: the one sent, or a new cart's. */
export interface CartChange {
  cart: CartItemWire[];
  message?: AnswerOf<typeof addToCartCall>['message'];
  cartKey: string | undefined;
}

export interface AddToCartInput {
  company: ChosenCompany;
  productId: number;
  /** The euro price the customer saw; the server refuses to add at a price that changed. */
  price: number;
}

export async function addToCart(input: AddToCartInput, lang: string): Promise<CartChange> {
  const { company } = input;
  const held = cartOfCaller();
  const answer = await callApi('addToCart', {
    lang,
    ...held,
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
  return { cart: answer.cart, message: answer.message, cartKey: answer.cart_key ?? held.cart_key };
}

export async function removeFromCart(cartId: number, lang: string): Promise<CartChange> {
  const held = cartOfCaller();
  const answer = await callApi('removeFromCart', { lang, ...held, cart_id: cartId });
  return { cart: answer.cart, cartKey: held.cart_key };
}

/**
 * Adds a product for a company; toasts the outcome (a changed price shows the new one in the cart),
 * an added document with the way on to the checkout.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const { lang } = useLanguage();
  const t = useT();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: AddToCartInput) => addToCart(input, lang),
    onSuccess: (answer) => {
      applyCart(queryClient, lang, answer.cart, answer.cartKey);
      if (answer.message) void showToast(t(answer.message), 'error');
      else
        void showToast(t('AddedToCart'), 'success', {
          label: t('CheckoutButton'),
          href: paths.checkout,
          navigate: (href) => void navigate(href),
        });
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
      applyCart(queryClient, lang, answer.cart, answer.cartKey);
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
