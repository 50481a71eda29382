import type { CallRoute } from '@storefront/contract';
import { guestCartFields, guestCartIds, guestCartKey } from './cart-ids';
import { clientId } from './client-id';
import { managerCredentials } from './manager-credentials';
import { ownSessionToken, sessionToken } from './token';

/**
 * The `auth_key` a call sends, from its declared access (the contract's routes.ts): the session's
 * key for every call that reads a credential, nothing for calls open to anyone or for a guest. The
 * back-office's calls send the browser's own login session: a manager who opened the shop as a
 * customer in another tab keeps working in the back-office (ADR 034).
 */
export function credentialFor(route: Pick<CallRoute, 'access'>): { auth_key?: string } {
  if (route.access === 'anyone') return {};
  const authKey = route.access === 'manager' || route.access === 'admin' ? ownSessionToken() : sessionToken();
  return authKey ? { auth_key: authKey } : {};
}

/**
 * The fields of the settings call for this browser: the language, the credential when signed in
 * (else a guest's `cart_ids` with its `cart_key`), and the clientID. The boot script and the app
 * build them the same way, so the early request serves the first load whether or not someone is
 * signed in.
 */
export function settingsFields(lang: string): Record<string, string> {
  const manager = managerCredentials();
  // Acting as a customer: the manager's fields only (spec section 6), no clientID (it would link
  // the manager's analytics id to the customer).
  if (manager && sessionToken() === manager.token) {
    return { lang, manager_auth_key: manager.token, manager_user_id: manager.userId };
  }
  const authKey = sessionToken();
  return authKey
    ? { lang, auth_key: authKey, clientID: clientId() }
    : { lang, clientID: clientId(), ...guestCartFields(guestCartIds(), guestCartKey()) };
}
