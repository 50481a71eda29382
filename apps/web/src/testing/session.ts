import { TOKEN_COOKIE } from '@storefront/contract';
import { resetSessionModuleForTests } from '@/lib/session/token';

/** A page load that starts with this session token in its cookie (and, optionally, remember-me). */
export function startWithToken(authKey: string, { rememberMe = false } = {}): void {
  document.cookie = `${TOKEN_COOKIE}=${authKey}; Path=/`;
  if (rememberMe) localStorage.setItem('remember_me', '1');
  localStorage.setItem('app_present_at', String(Date.now()));
  resetSessionModuleForTests();
}

/** Forgets cookies, local storage and what the session module read: the next test is a new browser. */
export function resetBrowserSession(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  resetSessionModuleForTests();
}
