import { type Locale, SUPPORTED_LANGUAGES } from '../constants.js';

/**
 * Each language's public pages have their own addresses, so that search engines index each page
 * in its language: the shop's first language at the root (`/faq`), the others under their prefix
 * (`/en/faq`, `/en` for the home page).
 */
export const LANGUAGE_PATH_PREFIX: Readonly<Record<Locale, string>> = { 'ru-RU': '', 'en-US': '/en' };

/** The hreflang code of a language (`ru`, `en`): the language alone, as both are meant for anyone. */
export const hreflangOf = (lang: Locale): string => lang.split('-')[0]!;

/** The address of `path` (a root-relative path of the shop, with or without a query) in `lang`. */
export function localizedPath(lang: Locale, path: string): string {
  const prefix = LANGUAGE_PATH_PREFIX[lang];
  if (!prefix) return path;
  if (path === '/') return prefix;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/**
 * The language an address names, and the address in the shop's first language (`/en/faq` is
 * English and `/faq`); an address without a prefix names no language.
 */
export function languageOfPath(path: string): { lang: Locale | undefined; path: string } {
  for (const lang of SUPPORTED_LANGUAGES) {
    const prefix = LANGUAGE_PATH_PREFIX[lang];
    if (!prefix) continue;
    if (path === prefix) return { lang, path: '/' };
    const rest = path.slice(prefix.length);
    if (path.startsWith(prefix) && /^[/?#]/.test(rest))
      return { lang, path: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { lang: undefined, path };
}
