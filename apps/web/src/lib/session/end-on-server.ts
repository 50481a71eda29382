import { LOGOUT_PATH } from '@storefront/contract/constants';

/**
 * Asks the server to end a key this browser drops (the logout call, extra to the spec), so a copied
 * cookie stops working too. Best effort: `keepalive` lets it finish while the page goes.
 */
export function endOnServer(authKey: string | null | undefined): void {
  if (!authKey) return;
  try {
    void fetch(LOGOUT_PATH, {
      method: 'POST',
      body: new URLSearchParams({ auth_key: authKey }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch here: the key simply runs out.
  }
}
