import { MANAGER_CREDENTIALS_TTL_MINUTES } from '@storefront/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startWithToken } from '@/testing/session';
import {
  captureManagerCredentials,
  MANAGER_CREDENTIALS_KEY,
  managerCredentials,
} from './manager-credentials';
import { settingsFields } from './credentials';
import { clearSession, resetSessionModuleForTests, sessionToken } from './token';

const TOKEN = 'm'.repeat(43);

function openAt(url: string) {
  window.history.replaceState(null, '', url);
}

afterEach(() => openAt('/'));

describe('manager credentials from the link', () => {
  it('keeps the token and user id with a 20-minute expiry and takes them out of the address', () => {
    openAt(`/account/profile?tab=1&manager_token=${TOKEN}&user_id=42#top`);
    const entries = window.history.length;
    const now = Date.UTC(2026, 10, 21, 11, 0);

    captureManagerCredentials(now);

    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/account/profile?tab=1#top',
    );
    expect(window.location.href).not.toContain('manager_token');
    expect(window.history.length).toBe(entries);
    expect(JSON.parse(localStorage.getItem(MANAGER_CREDENTIALS_KEY) ?? 'null')).toEqual({
      token: TOKEN,
      userId: '42',
      expiresAt: now + MANAGER_CREDENTIALS_TTL_MINUTES * 60_000,
    });
    expect(managerCredentials(now)).toMatchObject({ token: TOKEN, userId: '42' });
  });

  it('reads the credentials from the fragment, where links carry them (ADR 023)', () => {
    openAt(`/catalog?x=1#manager_token=${TOKEN}&user_id=42`);
    const now = Date.UTC(2026, 10, 21, 11, 0);
    captureManagerCredentials(now);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/catalog?x=1');
    expect(managerCredentials(now)).toMatchObject({ token: TOKEN, userId: '42' });
  });

  it('removes half a link from the address but keeps nothing', () => {
    openAt(`/?manager_token=${TOKEN}`);
    captureManagerCredentials();
    expect(window.location.search).toBe('');
    expect(localStorage.getItem(MANAGER_CREDENTIALS_KEY)).toBeNull();

    openAt('/?manager_token=&user_id=abc');
    captureManagerCredentials();
    expect(window.location.search).toBe('');
    expect(managerCredentials()).toBeNull();
  });

  it('leaves an address without the parameters alone', () => {
    openAt('/faq?x=1');
    captureManagerCredentials();
    expect(window.location.search).toBe('?x=1');
    expect(localStorage.getItem(MANAGER_CREDENTIALS_KEY)).toBeNull();
  });

  it('drops expired and damaged credentials', () => {
    const now = Date.now();
    localStorage.setItem(
      MANAGER_CREDENTIALS_KEY,
      JSON.stringify({ token: TOKEN, userId: '42', expiresAt: now - 1 }),
    );
    expect(managerCredentials(now)).toBeNull();
    expect(localStorage.getItem(MANAGER_CREDENTIALS_KEY)).toBeNull();

    localStorage.setItem(MANAGER_CREDENTIALS_KEY, '{"token":');
    expect(managerCredentials(now)).toBeNull();
    expect(localStorage.getItem(MANAGER_CREDENTIALS_KEY)).toBeNull();
  });

  it('is expired 20 minutes after the link was opened', () => {
    openAt(`/?manager_token=${TOKEN}&user_id=42`);
    const now = Date.now();
    captureManagerCredentials(now);
    expect(managerCredentials(now + MANAGER_CREDENTIALS_TTL_MINUTES * 60_000 - 1)).not.toBeNull();
    expect(managerCredentials(now + MANAGER_CREDENTIALS_TTL_MINUTES * 60_000)).toBeNull();
  });
});

describe('the session in manager mode', () => {
  it('sends the manager token as auth_key, and settings the manager fields without clientID', () => {
    startWithToken('own-session-of-the-manager');
    openAt(`/?manager_token=${TOKEN}&user_id=42`);
    captureManagerCredentials();
    resetSessionModuleForTests();

    expect(sessionToken()).toBe(TOKEN);
    expect(settingsFields('ru-RU')).toEqual({
      lang: 'ru-RU',
      manager_auth_key: TOKEN,
      manager_user_id: '42',
    });
  });

  it('goes back to the cookie session once the credentials have expired', () => {
    startWithToken('customer-token');
    localStorage.setItem(
      MANAGER_CREDENTIALS_KEY,
      JSON.stringify({ token: TOKEN, userId: '42', expiresAt: Date.now() - 1000 }),
    );
    resetSessionModuleForTests();
    expect(sessionToken()).toBe('customer-token');
    expect(settingsFields('ru-RU')).toMatchObject({ auth_key: 'customer-token' });
  });

  it('ends with the session (a 401 or the way out)', () => {
    openAt(`/?manager_token=${TOKEN}&user_id=42`);
    captureManagerCredentials();
    resetSessionModuleForTests();
    clearSession({ deliberate: true });
    expect(managerCredentials()).toBeNull();
    expect(sessionToken()).toBeNull();
  });

  it('ends only the manager mode when the browser has its own session, revoking the manager token', () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true }));
    vi.stubGlobal('fetch', fetchMock);
    startWithToken('managers-own-session');
    openAt(`/?manager_token=${TOKEN}&user_id=42`);
    captureManagerCredentials();
    resetSessionModuleForTests();
    expect(sessionToken()).toBe(TOKEN);

    clearSession({ deliberate: true });
    expect(managerCredentials()).toBeNull();
    expect(sessionToken()).toBe('managers-own-session');
    expect(document.cookie).toContain('auth_key=managers-own-session');
    const bodies = fetchMock.mock.calls.map((call) =>
      String((call as unknown as [string, RequestInit])[1].body),
    );
    expect(bodies).toEqual([`auth_key=${TOKEN}`]);
    vi.unstubAllGlobals();
  });
});
