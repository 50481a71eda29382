import { type AnswerOf, type PaymentMethodId, shopRoutes, type saveOrderCall } from '@storefront/contract';
import type { FormOutput } from '@/components/form/use-contract-form';
import { ApiRequestError, postCall, readAnswer } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import { guestCartIds, guestCartKey } from '@/lib/session/cart-ids';
import { clientId } from '@/lib/session/client-id';
import { sessionToken } from '@/lib/session/token';
import type { checkoutSchema } from './rules';

/** The checkout's rules (see rules.ts), loaded with the form's first focus. */
export const loadCheckoutRules = (deliveryRequired: boolean) =>
  loadChunk(() => import('./rules')).then((rules) => rules.checkoutSchema(deliveryRequired));
export type CheckoutSchema = ReturnType<typeof checkoutSchema>;

/** The checkout form as typed: every field is text, but the save-the-payer box. */
export interface CheckoutFormValues {
  first_name: string;
  last_name: string;
  middle_name: string;
  email: string;
  phone: string;
  yur_name: string;
  yur_inn: string;
  /** The payer's country (ISO code): RU for an INN, another for a foreign tax id. */
  yur_country: string;
  /** Keep the payer typed in among the customer's legal entities (a signed-in customer only). */
  save_legal_entity: boolean;
  delivery_country: string;
  delivery_region: string;
  delivery_city: string;
  delivery_address: string;
  contact_name: string;
  contact_phone: string;
  contact_index: string;
  payment_method: PaymentMethodId | '';
  comment: string;
}

export type CheckoutRequest = FormOutput<CheckoutSchema>;
export type SaveOrderAnswer = AnswerOf<typeof saveOrderCall>;

/**
 * The message key of spec section 8's `userExists` failure: the e-mail belongs to an account, so
 * the customer logs in first (nothing is created or attached to that account).
 */
export const USER_EXISTS_KEY = 'UserExists';

export const isUserExists = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.key === USER_EXISTS_KEY;

/**
 * Places the order: a guest's cart by its `cart_ids` and `cart_key`, a customer's by the session
 * (and their id, as the spec sends it), with the human check's token, the analytics clientID and the checkout
 * page's value (`checkoutKey`, the same for every submit of one visit: a retry of a guest's order
 * signs the browser in only with it). A failure throws the server's key (`UserExists` beside the
 * spec's `userExists` flag), else ErrorSavingOrder.
 */
export async function saveOrder(
  values: CheckoutRequest,
  {
    token,
    lang,
    customerId,
    checkoutKey,
  }: { token: string; lang: string; customerId?: number; checkoutKey: string },
): Promise<SaveOrderAnswer> {
  const signedIn = sessionToken() !== null;
  const response = await postCall(shopRoutes.saveOrder, {
    ...values,
    lang,
    ...(signedIn && customerId !== undefined ? { customer_id: customerId } : {}),
    cart_ids: signedIn ? [] : guestCartIds(),
    cart_key: signedIn ? undefined : guestCartKey(),
    token,
    clientID: clientId(),
    checkout_key: checkoutKey,
  });
  return readAnswer('saveOrder', response);
}
