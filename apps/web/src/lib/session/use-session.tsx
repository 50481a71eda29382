import type { CartItemWire, User } from '@storefront/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { type Settings, useSettingsQuery } from '@/lib/settings/get-settings';
import { useT } from '../i18n';
import { USER_DATA_KEY } from '../language';
import { clearGuestCartIds } from './cart-ids';
import { type ManagerCredentials, managerCredentials } from './manager-credentials';
import { startPresence } from './presence';
import { clearSession, sessionToken, storeSession, subscribeToSession } from './token';
import { showToast } from '../toast';

/**
 * The signed-in state for components (ADR 011). The token lives in lib/session (cookie); the user
 * and the cart live in the settings answer (`user_data`, `cart`) that the settings call returns
 * for the token, so everything that reads settings follows a sign-in or sign-out. Data of the
 * account pages is kept under USER_DATA_KEY, dropped on sign-out and on a language switch.
 */

/** The session token (`auth_key`), or null; re-renders on sign-in and sign-out in any tab. */
export function useAuthKey(): string | null {
  return useSyncExternalStore(subscribeToSession, sessionToken, sessionToken);
}

/**
 * The credentials of a manager acting as a customer (ADR 011) while they are the session's token;
 * null otherwise.
 */
export function useManagerMode(): ManagerCredentials | null {
  const authKey = useAuthKey();
  if (!authKey) return null;
  const credentials = managerCredentials();
  return credentials?.token === authKey ? credentials : null;
}

export interface SessionState {
  authKey: string | null;
  /** The signed-in user; null for a guest (the default user: no purchases, the clientID kept locally). */
  user: User | null;
  isLoggedIn: boolean;
}

export function useSession(): SessionState {
  const authKey = useAuthKey();
  const { data } = useSettingsQuery();
  const user = authKey ? (data?.user_data ?? null) : null;
  return { authKey, user, isLoggedIn: authKey !== null };
}

/**
 * The user of a page behind the account guard (null until settings bring it); throws outside it.
 * Calls attach the session's key themselves (lib/api-client).
 */
export function useSignedIn(): { user: User | null } {
  const { authKey, user } = useSession();
  if (!authKey) throw new Error('useSignedIn outside the account guard');
  return { user };
}

/** Puts the user and cart into every cached settings answer (all languages). */
export function setSessionData(queryClient: QueryClient, user: User | null, cart?: CartItemWire[]): void {
  queryClient.setQueriesData<Settings>({ queryKey: ['settings'] }, (settings) =>
    settings ? { ...settings, user_data: user, cart: cart ?? settings.cart } : settings,
  );
}

/**
 * After a login or registration: keeps the token (cookie lifetime by remember-me, capped by the
 * session's own end when the answer gives it), shows the
 * user and the cart, and links the analytics clientID to the account (`set-client-id`, run by the
 * caller that has the API).
 */
export function signIn(
  queryClient: QueryClient,
  answer: { user: User; cart?: CartItemWire[] },
  rememberMe: boolean,
): string {
  const authKey = answer.user.auth_key;
  if (!authKey) throw new Error('A sign-in answer without auth_key');
  queryClient.removeQueries({ queryKey: USER_DATA_KEY });
  setSessionData(queryClient, answer.user, answer.cart);
  // The guest's lines are the customer's now (merged by the server); a customer's cart is not kept locally.
  clearGuestCartIds();
  storeSession(authKey, rememberMe, answer.user.auth_key_expires_at);
  return authKey;
}

/**
 * Logs out in this browser (the spec has no logout call): token, manager data, user and cart go
 * (SessionSync below). On an account page the guard then goes home.
 */
export function useLogOut(): () => void {
  const t = useT();
  return useCallback(() => {
    clearSession({ deliberate: true });
    void showToast(t('LoggedOut'), 'success');
  }, [t]);
}

/**
 * Mounted once in the app: keeps the shop's presence mark fresh (see lib/session) and, whenever
 * the session ends (logout, a 401 from any call, another tab's logout), resets the user to the
 * guest, clears the cart and drops the account data; when another tab signs in, settings are
 * asked again for the new token.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  useEffect(() => startPresence(), []);
  useEffect(
    () =>
      subscribeToSession(() => {
        if (sessionToken()) {
          void queryClient.invalidateQueries({ queryKey: ['settings'] });
          return;
        }
        queryClient.removeQueries({ queryKey: USER_DATA_KEY });
        clearGuestCartIds();
        setSessionData(queryClient, null, []);
      }),
    [queryClient],
  );
  return null;
}
