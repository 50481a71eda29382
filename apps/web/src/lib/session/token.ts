import {
  REMEMBER_ME_COOKIE_MAX_AGE,
  TOKEN_COOKIE,
  TOKEN_COOKIE_MAX_AGE,
} from '@storefront/contract/constants';
import { readCookie, writeCookie } from '../cookies';
import { endOnServer } from './end-on-server';
import { MANAGER_CREDENTIALS_KEY, managerCredentials } from './manager-credentials';
import { appWasLeft, markPresent } from './presence';
import { localStore } from './storage';

/**
 * The session's key (`auth_key`, spec sections 4 and 9, ADR 012): kept in the token cookie for
 * 1 day, or 30 days with remember-me; without remember-me it is dropped when the shop was left
 * (see presence.ts). A manager acting as a customer uses the manager token instead (ADR 013).
 * Free of React and zod: the boot script reads it to start the settings call.
 */

const REMEMBER_ME_KEY = 'remember_me';
/** Written on every sign-in and sign-out so that the shop's other tabs follow. */
const SESSION_CHANGED_KEY = 'session_changed_at';

type Listener = () => void;
const listeners = new Set<Listener>();
let token: string | null | undefined;
let startToken: string | null = null;
let restored = false;
let endedOnPurpose = false;

function notify(): void {
  for (const listener of listeners) listener();
}

function readToken(): string | null {
  const value = readCookie(TOKEN_COOKIE);
  return value ? value : null;
}

/** The key calls send: a manager acting as a customer sends the manager token, anyone else the cookie's. */
function currentToken(): string | null {
  return managerCredentials()?.token ?? readToken();
}

function removeToken(): void {
  writeCookie(TOKEN_COOKIE, '', 0);
  localStore()?.removeItem(REMEMBER_ME_KEY);
}

/**
 * Applies the "dropped when the app is left" rule once per page load, before anything reads the
 * token: a token without remember-me whose app was left is removed.
 */
export function restoreSession(now = Date.now()): void {
  if (restored) return;
  restored = true;
  if (readToken() && !isRememberMe() && appWasLeft(now)) {
    endOnServer(readToken());
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

/**
 * The browser's own login session, even while a tab acts as a customer with a manager token: what
 * the back-office's calls send (a manager token is never a staff credential, ADR 034).
 */
export function ownSessionToken(): string | null {
  restoreSession();
  return readToken();
}

export function isRememberMe(): boolean {
  return localStore()?.getItem(REMEMBER_ME_KEY) === '1';
}

/**
 * Keeps a new session: the token cookie for 1 day, or 30 days with remember-me, never longer than
 * the server said the session lives (`expiresAt`, a login's answer: a staff session is a few hours
 * whatever remember-me says, issue 10).
 */
export function storeSession(authKey: string, rememberMe: boolean, expiresAt?: string): void {
  const byRemember = rememberMe ? REMEMBER_ME_COOKIE_MAX_AGE : TOKEN_COOKIE_MAX_AGE;
  const untilExpiry = expiresAt ? Math.floor((Date.parse(expiresAt) - Date.now()) / 1000) : Number.NaN;
  writeCookie(
    TOKEN_COOKIE,
    authKey,
    Number.isFinite(untilExpiry) ? Math.max(0, Math.min(byRemember, untilExpiry)) : byRemember,
  );
  const store = localStore();
  if (rememberMe) store?.setItem(REMEMBER_ME_KEY, '1');
  else store?.removeItem(REMEMBER_ME_KEY);
  store?.setItem(SESSION_CHANGED_KEY, String(Date.now()));
  markPresent();
  token = authKey;
  endedOnPurpose = false;
  notify();
}

/**
 * Ends the session in this browser (logout, a 401, a failed auto-login): the token and the
 * remember-me flag go; the clientID stays. In manager mode only that mode ends: the manager
 * credentials go and the browser's own session, if it has one, carries on. `deliberate` marks a
 * logout the user asked for (the account guard then goes home rather than to the login page); it
 * also ends the dropped key on the server, which after a 401 has ended it already.
 */
export function clearSession({ deliberate = false }: { deliberate?: boolean } = {}): void {
  const hadToken = sessionToken() !== null;
  const manager = managerCredentials();
  const store = localStore();
  if (manager) {
    if (deliberate) endOnServer(manager.token);
  } else {
    if (deliberate) endOnServer(readToken());
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

/** For tests: forget what this module read, as a new page load would. */
export function resetSessionModuleForTests(): void {
  token = undefined;
  startToken = null;
  restored = false;
  endedOnPurpose = false;
  listeners.clear();
}
