import { afterEach, describe, expect, it, vi } from 'vitest';
import { startWithToken } from '@/testing/session';
import { clientId } from './client-id';
import { settingsFields } from './credentials';
import { MANAGER_CREDENTIALS_KEY } from './manager-credentials';
import { APP_LEFT_AFTER_MS } from './presence';
import {
  clearSession,
  isRememberMe,
  restoreSession,
  sessionToken,
  storeSession,
  subscribeToSession,
} from './token';

/** The storage mark another tab of the shop writes when it signs in or out. */
function otherTabAnnounces(state: 'in' | 'out') {
  window.dispatchEvent(
    new StorageEvent('storage', { key: 'session_changed_at', newValue: `${Date.now()} ${state}` }),
  );
}

/** What another tab of the shop does on a sign-in or sign-out: the cookie, then the storage mark. */
function otherTabSets(cookie: string | null) {
  document.cookie = cookie === null ? 'auth_key=; Max-Age=0; Path=/' : `auth_key=${cookie}; Path=/`;
  otherTabAnnounces(cookie === null ? 'out' : 'in');
}

/** The Set-Cookie strings the page wrote for the token cookie. */
function spyOnTokenCookie() {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    if (value.startsWith('auth_key=')) writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

describe('the session in the browser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the token 1 day without remember-me and 30 days with it, the flag in local storage', () => {
    const writes = spyOnTokenCookie();
    storeSession('day-key', false);
    expect(writes.at(-1)).toMatch(/^auth_key=day-key; Max-Age=86400; Path=\/; SameSite=Lax$/);
    expect(isRememberMe()).toBe(false);
    expect(localStorage.getItem('remember_me')).toBeNull();

    storeSession('month-key', true);
    expect(writes.at(-1)).toMatch(/^auth_key=month-key; Max-Age=2592000; Path=\/; SameSite=Lax$/);
    expect(localStorage.getItem('remember_me')).toBe('1');
    expect(sessionToken()).toBe('month-key');
  });

  it('never keeps the token cookie longer than the server said the session lives (staff)', () => {
    const writes = spyOnTokenCookie();
    storeSession('staff-key', true, new Date(Date.now() + 8 * 3_600_000).toISOString());
    const maxAge = Number(/Max-Age=(\d+)/.exec(writes.at(-1)!)![1]);
    expect(maxAge).toBeLessThanOrEqual(8 * 3_600);
    expect(maxAge).toBeGreaterThan(8 * 3_600 - 60);
    // A longer end than remember-me gives changes nothing.
    storeSession('month-key', true, new Date(Date.now() + 90 * 86_400_000).toISOString());
    expect(writes.at(-1)).toMatch(/Max-Age=2592000;/);
  });

  it('drops a token without remember-me when the shop was left, keeps it over a reload or with remember-me', () => {
    const now = Date.now();
    startWithToken('left-key');
    localStorage.setItem('app_present_at', String(now - APP_LEFT_AFTER_MS - 1));
    restoreSession(now);
    expect(sessionToken()).toBeNull();
    expect(document.cookie).not.toContain('auth_key=');

    // A reload (or another tab still open): the shop was there a moment ago.
    startWithToken('reload-key');
    localStorage.setItem('app_present_at', String(now - 5_000));
    restoreSession(now);
    expect(sessionToken()).toBe('reload-key');

    // Remember-me: kept however long the shop was left.
    startWithToken('kept-key', { rememberMe: true });
    localStorage.setItem('app_present_at', String(now - 30 * 86_400_000));
    restoreSession(now);
    expect(sessionToken()).toBe('kept-key');
  });

  it('ends a session: token, remember-me and manager data go, the clientID stays', () => {
    const id = clientId();
    storeSession('some-key', true);
    localStorage.setItem(MANAGER_CREDENTIALS_KEY, '{"token":"m"}');
    clearSession();
    expect(sessionToken()).toBeNull();
    expect(document.cookie).not.toContain('auth_key=');
    expect(localStorage.getItem('remember_me')).toBeNull();
    expect(localStorage.getItem(MANAGER_CREDENTIALS_KEY)).toBeNull();
    expect(clientId()).toBe(id);
  });

  it('asks the server to revoke the tokens a logout or a left shop drops, but not after a 401', () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true }));
    vi.stubGlobal('fetch', fetchMock);
    const revoked = () =>
      fetchMock.mock.calls.map((call) => {
        const [url, init] = call as unknown as [string, RequestInit];
        return [url, String(init.body), init.keepalive];
      });

    storeSession('dead-key', false);
    clearSession(); // a 401: the server has ended it already
    expect(fetchMock).not.toHaveBeenCalled();

    storeSession('mine', true);
    clearSession({ deliberate: true });
    expect(revoked()).toEqual([['/api/logout', 'auth_key=mine', true]]);

    fetchMock.mockClear();
    startWithToken('left-key');
    localStorage.setItem('app_present_at', String(Date.now() - APP_LEFT_AFTER_MS - 1));
    restoreSession();
    expect(revoked()).toEqual([['/api/logout', 'auth_key=left-key', true]]);
    vi.unstubAllGlobals();
  });

  it('tells every subscriber at once when another tab signs out or in, and only on a change', () => {
    storeSession('shared-key', false);
    const heard: string[] = [];
    const stops = ['header', 'guard', 'sync'].map((name) =>
      subscribeToSession(() => heard.push(`${name}: ${sessionToken()}`)),
    );

    otherTabSets(null);
    expect(heard).toEqual(['header: null', 'guard: null', 'sync: null']);
    // The same news again (another key of the storage, or a second event) changes nothing.
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart_ids', newValue: '[]' }));
    otherTabSets(null);
    expect(heard).toHaveLength(3);

    otherTabSets('signed-in-elsewhere');
    expect(heard.slice(3)).toEqual([
      'header: signed-in-elsewhere',
      'guard: signed-in-elsewhere',
      'sync: signed-in-elsewhere',
    ]);
    for (const stop of stops) stop();
    otherTabSets(null);
    expect(heard).toHaveLength(6);
  });

  it("follows another tab's news even before this tab reads the changed cookie", () => {
    vi.useFakeTimers();
    try {
      restoreSession();
      storeSession('old-key', false);
      const heard: (string | null)[] = [];
      const stop = subscribeToSession(() => heard.push(sessionToken()));

      // Signed out there; here the cookie still reads the old key for a moment.
      otherTabAnnounces('out');
      expect(heard).toEqual([null]);

      // Signed in there; the new cookie shows here a little later.
      document.cookie = 'auth_key=; Max-Age=0; Path=/';
      otherTabAnnounces('in');
      vi.advanceTimersByTime(300);
      expect(heard).toEqual([null]);
      document.cookie = 'auth_key=new-key; Path=/';
      vi.advanceTimersByTime(100);
      expect(heard).toEqual([null, 'new-key']);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells the other tabs whether it is left with a session', () => {
    storeSession('mine', false);
    expect(localStorage.getItem('session_changed_at')).toMatch(/^\d+ in$/);
    clearSession();
    expect(localStorage.getItem('session_changed_at')).toMatch(/^\d+ out$/);
  });

  it('makes the analytics clientID once and sends it, with the token when signed in, to settings', () => {
    const id = clientId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(clientId()).toBe(id);
    expect(settingsFields('ru-RU')).toEqual({ lang: 'ru-RU', clientID: id });
    storeSession('the-key', false);
    expect(settingsFields('en-US')).toEqual({ lang: 'en-US', auth_key: 'the-key', clientID: id });
  });
});
