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
/**
 * Written on every sign-in and sign-out so that the shop's other tabs follow: when, and whether the
 * writing tab is left with a session ('<ms> in' or '<ms> out').
 */
const SESSION_CHANGED_KEY = 'session_changed_at';
/** How often, and how many times, a tab told of a sign-in looks for the new cookie. */
const COOKIE_LOOK_MS = 100;
const COOKIE_LOOKS = 20;

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

/** Tells the shop's other tabs that this one signed in or out (see onOtherTab). */
function announceChange(): void {
  localStore()?.setItem(SESSION_CHANGED_KEY, `${Date.now()} ${token ? 'in' : 'out'}`);
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
 * whatever remember-me says).
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
  markPresent();
  token = authKey;
  endedOnPurpose = false;
  announceChange();
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
  token = currentToken();
  if (!hadToken) return;
  announceChange();
  notify();
}

/** Whether the last session ended by the user's own logout (not a 401 or another tab). */
export function sessionEndedOnPurpose(): boolean {
  return endedOnPurpose;
}

/** This tab's session becomes `next`, told to every subscriber; false when it already was. */
function follow(next: string | null): boolean {
  if (next === token) return false;
  token = next;
  endedOnPurpose = false;
  notify();
  return true;
}

/** Takes the cookie's token over once this tab reads the new cookie (looking again a while). */
function followCookie(looksLeft: number): void {
  if (follow(currentToken()) || looksLeft <= 0) return;
  window.setTimeout(() => followCookie(looksLeft - 1), COOKIE_LOOK_MS);
}

/**
 * Another tab signed in or out (or the storage was cleared): this tab follows at once and tells
 * every subscriber, so an open account page leaves without waiting for its next call. The news
 * can come before this tab reads the changed cookie (a browser updates a tab's cookies on its own
 * time): a sign-out is taken from the news, a sign-in's token from the cookie once it shows. One
 * listener for all: the first to see the change must not leave the others behind.
 */
function onOtherTab(event: StorageEvent): void {
  if (event.key !== SESSION_CHANGED_KEY && event.key !== null) return;
  if (event.newValue?.endsWith(' out')) follow(null);
  else followCookie(COOKIE_LOOKS);
}

/**
 * Subscribes to sign-ins and sign-outs, in this tab and in the shop's other tabs (which announce
 * them through local storage).
 */
export function subscribeToSession(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onOtherTab);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onOtherTab);
  };
}

/** For tests: forget what this module read, as a new page load would. */
export function resetSessionModuleForTests(): void {
  token = undefined;
  startToken = null;
  restored = false;
  endedOnPurpose = false;
  listeners.clear();
  window.removeEventListener('storage', onOtherTab);
}
