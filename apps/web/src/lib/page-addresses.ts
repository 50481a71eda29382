import { DEFAULT_LANGUAGE, type Locale, SUPPORTED_LANGUAGES } from '@storefront/contract/constants';
import { hreflangOf, localizedPath } from '@storefront/contract/language-paths';

/** A page's addresses as its head names them for search engines. */
export interface PageAddresses {
  /** The page's own address: in the language it shows. */
  canonical: string;
  /** The page in each language, by hreflang, and `x-default` (the shop's first language). */
  alternates: { hreflang: string; href: string }[];
}

const isLocale = (lang: string): lang is Locale => (SUPPORTED_LANGUAGES as readonly string[]).includes(lang);

/**
 * The address of `path` (a root-relative path with its query) in `lang` (ADR 070): under the
 * language's prefix; a language without addresses of its own is at the root, as the cookie says.
 */
export function addressIn(lang: string, path: string): string {
  return isLocale(lang) ? localizedPath(lang, path) : path;
}

/**
 * The addresses of the page at `path` (without a language's prefix, with only the query that
 * names what it shows, as `?page=2` of a list) shown in `lang`, absolute under `siteUrl` as the
 * sitemap names them (ADR 070). A page at the root shown in English (by the cookie) has its
 * English address as the canonical one.
 */
export function pageAddresses(siteUrl: string, lang: string, path: string): PageAddresses {
  const address = (locale: string) => new URL(`${siteUrl}${addressIn(locale, path)}`).href;
  return {
    canonical: address(lang),
    alternates: [
      ...SUPPORTED_LANGUAGES.map((locale) => ({ hreflang: hreflangOf(locale), href: address(locale) })),
      { hreflang: 'x-default', href: address(DEFAULT_LANGUAGE) },
    ],
  };
}
