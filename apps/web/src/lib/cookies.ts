import { DEFAULT_COOKIE_MAX_AGE } from '@storefront/contract/constants';

/** Where cookies are read from outside a browser: the request being rendered on the server. */
let serverCookies: () => string = () => '';

/** Set once by the server's renderer (entry-server.tsx): the Cookie header of the request in hand. */
export function setServerCookieSource(source: () => string): void {
  serverCookies = source;
}

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const cookies = typeof document === 'undefined' ? serverCookies() : document.cookie;
  for (const part of cookies.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}

export function writeCookie(
  name: string,
  value: string,
  maxAgeSeconds: number = DEFAULT_COOKIE_MAX_AGE,
): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
