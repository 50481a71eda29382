import { afterEach, describe, expect, it } from 'vitest';
import { resetBrowserSession, startWithToken } from '@/testing/session';
import { CART_IDS_KEY, CART_KEY_KEY } from './cart-ids';
import { clientId } from './client-id';
import { credentialFor, settingsFields } from './credentials';
import { MANAGER_CREDENTIALS_KEY } from './manager-credentials';

const OWN = 'o'.repeat(43);
const MANAGER_TOKEN = 'm'.repeat(43);

afterEach(resetBrowserSession);

describe('the credential a call sends', () => {
  it("sends the manager token to the shop's calls but the own login session to the back-office's", () => {
    startWithToken(OWN);
    localStorage.setItem(
      MANAGER_CREDENTIALS_KEY,
      JSON.stringify({ token: MANAGER_TOKEN, userId: '42', expiresAt: Date.now() + 60_000 }),
    );
    expect(credentialFor({ access: 'customer' })).toEqual({ auth_key: MANAGER_TOKEN });
    expect(credentialFor({ access: 'guest-or-customer' })).toEqual({ auth_key: MANAGER_TOKEN });
    expect(credentialFor({ access: 'manager' })).toEqual({ auth_key: OWN });
    expect(credentialFor({ access: 'admin' })).toEqual({ auth_key: OWN });
    expect(credentialFor({ access: 'anyone' })).toEqual({});
  });

  it('sends nothing to the back-office without an own login session', () => {
    resetBrowserSession();
    localStorage.setItem(
      MANAGER_CREDENTIALS_KEY,
      JSON.stringify({ token: MANAGER_TOKEN, userId: '42', expiresAt: Date.now() + 60_000 }),
    );
    expect(credentialFor({ access: 'manager' })).toEqual({});
  });
});

describe('the guest cart a settings call sends', () => {
  const CART_KEY = 'k'.repeat(43);

  it('sends a guest’s cart ids with its cart’s key', () => {
    localStorage.setItem(CART_IDS_KEY, '[3,4]');
    localStorage.setItem(CART_KEY_KEY, CART_KEY);
    expect(settingsFields('ru-RU')).toEqual({
      lang: 'ru-RU',
      clientID: clientId(),
      'cart_ids[0]': '3',
      'cart_ids[1]': '4',
      cart_key: CART_KEY,
    });
  });

  it('sends no key without ids, as a visitor the server renders pages for', () => {
    localStorage.setItem(CART_IDS_KEY, '[]');
    localStorage.setItem(CART_KEY_KEY, CART_KEY);
    expect(settingsFields('ru-RU')).toEqual({ lang: 'ru-RU', clientID: clientId() });
  });

  it('sends neither for a signed-in customer', () => {
    localStorage.setItem(CART_IDS_KEY, '[3]');
    localStorage.setItem(CART_KEY_KEY, CART_KEY);
    startWithToken(OWN);
    expect(settingsFields('ru-RU')).toEqual({ lang: 'ru-RU', auth_key: OWN, clientID: clientId() });
  });
});
