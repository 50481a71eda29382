import { afterEach, describe, expect, it } from 'vitest';
import { resetBrowserSession, startWithToken } from '@/testing/session';
import { credentialFor } from './credentials';
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
