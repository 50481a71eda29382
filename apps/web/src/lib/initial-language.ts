import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE } from '@storefront/contract/constants';
import { languageOfPath } from '@storefront/contract/language-paths';
import { readCookie } from './cookies';

/** Where the address is read outside a browser: the page being rendered on the server. */
let serverPathname: () => string = () => '/';

/** Set once by the server's renderer (entry-server.tsx): the path of the request in hand. */
export function setServerPathnameSource(source: () => string): void {
  serverPathname = source;
}

/** The language of the language cookie; ru-RU when it is absent or not a language tag. */
function cookieLanguage(): string {
  const saved = readCookie(LANGUAGE_COOKIE);
  return saved && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(saved) ? saved : DEFAULT_LANGUAGE;
}

/**
 * The language the page opens in (ADR 070): the one its address names (`/en/…` is English
 * whatever the cookie), else the cookie's. Free of React and zod, so the boot script can use it
 * before the app's code has loaded.
 */
export function initialLanguage(): string {
  const pathname = typeof window === 'undefined' ? serverPathname() : window.location.pathname;
  return languageOfPath(pathname).lang ?? cookieLanguage();
}
