import {
  LOGOUT_PATH,
  REMEMBER_ME_COOKIE_MAX_AGE,
  TOKEN_COOKIE,
  TOKEN_COOKIE_MAX_AGE,
} from '@storefront/contract';
import { readCookie, writeCookie } from './cookies';
import { MANAGER_CREDENTIALS_KEY, managerCredentials } from './manager-credentials';

/**
 * The browser's side of a session (spec sections 4 and 9, ADR 011): the `auth_key` in the token
 * cookie (1 day, 30 days with remember-me), the remember-me flag and the analytics clientID in
 * local storage. Free of React and zod: the boot script reads it to start the settings call.
 *
 * Without remember-me the token is dropped when the app is left. "Left" means no tab of the shop
 * has been open for APP_LEFT_AFTER_MS: every open tab marks the shop as present in local storage
 * (now and every PRESENCE_INTERVAL_MS, and when it is hidden or closed), and a start that finds
 * the mark older than that drops the token. So a reload, a second tab or a round trip to a bank's
 * page keep the session, closing the last tab ends it.
 */

export const REMEMBER_ME_KEY = 'remember_me';
export const CLIENT_ID_KEY = 'client_id';
/** Where the manager-impersonation credentials are kept (they are cleared with the session). */
export { MANAGER_CREDENTIALS_KEY };
const PRESENCE_KEY = 'app_present_at';
/** Written on every sign-in and sign-out so that the shop's other tabs follow. */
const SESSION_CHANGED_KEY = 'session_changed_at';

const PRESENCE_INTERVAL_MS = 30_000;
export const APP_LEFT_AFTER_MS = 120_000;

type Listener = () => void;
const listeners = new Set<Listener>();
let token: string | null | undefined;
let startToken: string | null = null;
let restored = false;
let endedOnPurpose = false;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage switched off (some private modes): the session simply lives in the cookie.
    return undefined;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function readToken(): string | null {
  const value = readCookie(TOKEN_COOKIE);
  return value ? value : null;
}

/**
 * The `auth_key` every call sends: a manager acting as a customer sends the manager token (ADR
 * 011), anyone else the cookie's.
 */
function currentToken(): string | null {
  return managerCredentials()?.token ?? readToken();
}

/**
 * Asks the server to end a token this browser drops (the logout call, extra to the spec), so a
 * copied cookie stops working too. Best effort: `keepalive` lets it finish while the page goes.
 */
function revokeOnServer(authKey: string | null | undefined): void {
  if (!authKey) return;
  try {
    void fetch(LOGOUT_PATH, {
      method: 'POST',
      body: new URLSearchParams({ auth_key: authKey }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch here: the token simply runs out.
  }
}

/** Marks the shop as open now (see the module comment). */
function markPresent(now = Date.now()): void {
  storage()?.setItem(PRESENCE_KEY, String(now));
}

/**
 * Applies the "dropped when the app is left" rule once per page load, before anything reads the
 * token: a token without remember-me whose app was left is removed.
 */
export function restoreSession(now = Date.now()): void {
  if (restored) return;
  restored = true;
  const store = storage();
  const presentAt = Number(store?.getItem(PRESENCE_KEY) ?? 0);
  if (readToken() && !isRememberMe() && now - presentAt > APP_LEFT_AFTER_MS) {
    revokeOnServer(readToken());
    removeToken();
  }
  markPresent(now);
  token = currentToken();
  startToken = token;
}

/** The token this page load started with (after the rule above): the one auto-login checks. */
export function initialSessionToken(): string | null {
  restoreSession();
  return startToken;
}

/** The session token (`auth_key`), or null when signed out. */
export function sessionToken(): string | null {
  restoreSession();
  return token ?? null;
}

export function isRememberMe(): boolean {
  return storage()?.getItem(REMEMBER_ME_KEY) === '1';
}

/** Keeps a new session: the token cookie for 1 day, or 30 days with remember-me. */
export function storeSession(authKey: string, rememberMe: boolean): void {
  writeCookie(TOKEN_COOKIE, authKey, rememberMe ? REMEMBER_ME_COOKIE_MAX_AGE : TOKEN_COOKIE_MAX_AGE);
  const store = storage();
  if (rememberMe) store?.setItem(REMEMBER_ME_KEY, '1');
  else store?.removeItem(REMEMBER_ME_KEY);
  store?.setItem(SESSION_CHANGED_KEY, String(Date.now()));
  markPresent();
  token = authKey;
  endedOnPurpose = false;
  notify();
}

function removeToken(): void {
  writeCookie(TOKEN_COOKIE, '', 0);
  storage()?.removeItem(REMEMBER_ME_KEY);
}

/**
 * Ends the session in this browser (logout, a 401, a failed auto-login): the token and the
 * remember-me flag go; the clientID stays. In manager mode only that mode ends: the manager
 * credentials go and the browser's own session, if it has one, carries on. `deliberate` marks a
 * logout the user asked for (the account guard then goes home rather than to the login page); it
 * also ends the dropped token on the server, which after a 401 has ended it already.
 */
export function clearSession({ deliberate = false }: { deliberate?: boolean } = {}): void {
  const hadToken = sessionToken() !== null;
  const manager = managerCredentials();
  const store = storage();
  if (manager) {
    if (deliberate) revokeOnServer(manager.token);
  } else {
    if (deliberate) revokeOnServer(readToken());
    removeToken();
  }
  store?.removeItem(MANAGER_CREDENTIALS_KEY);
  endedOnPurpose = deliberate;
  if (hadToken) store?.setItem(SESSION_CHANGED_KEY, String(Date.now()));
  token = currentToken();
  if (hadToken) notify();
}

/** Whether the last session ended by the user's own logout (not a 401 or another tab). */
export function sessionEndedOnPurpose(): boolean {
  return endedOnPurpose;
}

/**
 * Subscribes to sign-ins and sign-outs, in this tab and in the shop's other tabs (which announce
 * them through local storage).
 */
export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_CHANGED_KEY) return;
    const next = currentToken();
    if (next === token) return;
    token = next;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Keeps the presence mark fresh while this tab is open; returns the stop function. */
export function startPresence(): () => void {
  const mark = () => markPresent();
  const timer = window.setInterval(mark, PRESENCE_INTERVAL_MS);
  window.addEventListener('pagehide', mark);
  document.addEventListener('visibilitychange', mark);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('pagehide', mark);
    document.removeEventListener('visibilitychange', mark);
  };
}

/** randomUUID exists only in secure contexts (HTTPS, localhost); a plain-HTTP host gets the same 122 random bits. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The first-party analytics client id: made once (a random UUID) and kept in local storage. */
export function clientId(): string {
  const store = storage();
  const saved = store?.getItem(CLIENT_ID_KEY);
  if (saved) return saved;
  const made = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : randomId();
  store?.setItem(CLIENT_ID_KEY, made);
  return made;
}

/**
 * The fields of the settings call for this browser: the language, the token when signed in, and
 * the clientID. The boot script and the app build them the same way, so the early request serves
 * the first load whether or not someone is signed in.
 */
export function settingsFields(lang: string): Record<string, string> {
  const manager = managerCredentials();
  // Acting as a customer: the manager's fields only, no clientID (it would link the manager's
  // analytics id to the customer).
  if (manager && sessionToken() === manager.token) {
    return { lang, manager_auth_key: manager.token, manager_user_id: manager.userId };
  }
  const authKey = sessionToken();
  return authKey ? { lang, auth_key: authKey, clientID: clientId() } : { lang, clientID: clientId() };
}

/** For tests: forget what this module read, as a new page load would. */
export function resetSessionModuleForTests(): void {
  token = undefined;
  startToken = null;
  restored = false;
  endedOnPurpose = false;
  listeners.clear();
}
