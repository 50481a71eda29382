import type { AnswerOf, loginCall } from '@storefront/contract';
import type { FormOutput } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import { guestCartIds, guestCartKey } from '@/lib/session/cart-ids';
import { clientId } from '@/lib/session/client-id';

import type { loginSchema } from './rules';

/** The login form's rules (see rules.ts), loaded with the form's first focus. */
export const loadLoginRules = () => loadChunk(() => import('./rules')).then((rules) => rules.loginSchema);
export type LoginSchema = typeof loginSchema;

export interface LoginFormValues {
  LoginForm: { username: string; password: string; rememberMe: boolean };
}

export type LoginRequest = FormOutput<LoginSchema>;
export type LoginAnswer = AnswerOf<typeof loginCall>;

/**
 * Logs in with the browser's analytics clientID; the guest cart of the ids and key this browser
 * holds is merged into the customer's cart.
 */
export function login(values: LoginRequest): Promise<LoginAnswer> {
  return callApi('login', {
    LoginForm: values.LoginForm,
    cart_ids: guestCartIds(),
    cart_key: guestCartKey(),
    clientID: clientId(),
  });
}

/**
 * Links the analytics clientID to the account just signed in to. Best effort: analytics never
 * blocks or fails a login (a 401 still ends the session, as every call's does).
 */
export function linkClientId(): void {
  callApi('setClientId', { clientID: clientId() }).catch(() => undefined);
}
