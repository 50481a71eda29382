import type { Thing, WithContext } from 'schema-dts';

/**
 * Structured data (schema.org as JSON-LD) about what a page shows, for search engines: the pure
 * builders beside this module make a block from a page's own data, each in a module of its own so
 * that a page's code carries only its own builder. `siteUrl` is the shop's address as customers
 * open it (PUBLIC_URL), without a trailing slash.
 */

export type StructuredDataBlock = WithContext<Thing>;

export const SCHEMA_CONTEXT = 'https://schema.org';

/** A URL with its own scheme (`https:`, `data:`) or protocol-relative (`//cdn`): left as written. */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * A path of the shop, or an upload's path as the API gives it (`/uploads/x.svg`, `uploads/x.svg`),
 * as an absolute URL under the shop's address; a URL of its own stays as it is.
 */
export function absoluteUrl(path: string, siteUrl: string): string {
  const trimmed = path.trim();
  if (ABSOLUTE_URL.test(trimmed)) return trimmed;
  return new URL(`${siteUrl}/${trimmed.replace(/^(?:\.{0,2}\/)+/, '')}`).href;
}

/** JSON that cannot end the `<script>` element it sits in, nor a line in old parsers: the state's rule. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A block as the element the document carries. */
export function jsonLdScript(block: StructuredDataBlock): string {
  return `<script type="application/ld+json">${jsonForScript(block)}</script>`;
}
