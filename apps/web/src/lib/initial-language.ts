import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE } from '@storefront/contract/constants';
import { readCookie } from './cookies';

/**
 * The language of the language cookie; ru-RU when it is absent or not a language tag. Free of React
 * and zod, so the boot script can use it before the app's code has loaded.
 */
export function initialLanguage(): string {
  const saved = readCookie(LANGUAGE_COOKIE);
  return saved && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(saved) ? saved : DEFAULT_LANGUAGE;
}
