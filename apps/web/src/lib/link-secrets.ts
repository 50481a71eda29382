import { languageOfPath } from '@storefront/contract/language-paths';

/**
 * Secrets a mailed or handed-over link carries (a reset token, a manager's credentials). Links put
 * them after `#` (`/reset-password#token=...`): a fragment is never sent, so no proxy or access log
 * records it (ADR 023). Links of the old form, with them in the query, still work.
 */

export interface LinkSecrets<N extends string> {
  /** Each name's value: the fragment's first, else the query's; null when neither has it. */
  values: Record<N, string | null>;
  /** Whether the address named any of them (even empty): then it must be replaced by `rest`. */
  found: boolean;
  /** The address without them: path, the query's other parameters, the fragment's other part. */
  rest: string;
}

/** Reads `names` from the fragment (as URLSearchParams), then the query, of `url`. */
export function linkSecrets<N extends string>(url: URL, names: readonly N[]): LinkSecrets<N> {
  const fragment = new URLSearchParams(url.hash.slice(1));
  const query = new URLSearchParams(url.search);
  const values = {} as Record<N, string | null>;
  let inFragment = false;
  let inQuery = false;
  for (const name of names) {
    values[name] = fragment.get(name) ?? query.get(name);
    inFragment ||= fragment.has(name);
    inQuery ||= query.has(name);
    fragment.delete(name);
    query.delete(name);
  }
  const search = inQuery ? (query.size > 0 ? `?${query}` : '') : url.search;
  // A fragment without them (an anchor such as `#top`) is kept as it was.
  const hash = inFragment ? (fragment.size > 0 ? `#${fragment}` : '') : url.hash;
  return { values, found: inFragment || inQuery, rest: `${url.pathname}${search}${hash}` };
}

/**
 * Takes `names` out of the browser's address at once with history.replaceState (no new history
 * entry, nothing left for a bookmark, a screenshot or the history), answering their values.
 */
export function takeLinkSecrets<N extends string>(names: readonly N[]): Record<N, string | null> {
  const { values, found, rest } = linkSecrets(new URL(window.location.href), names);
  if (found) window.history.replaceState(window.history.state, '', rest);
  return values;
}

/**
 * For a route's loader: the secrets of the address it loads. The router's request never has the
 * fragment; on a page's first load the browser's address is that address, fragment included, and
 * they are taken out of it at once. A navigation inside the app to an address with them in the
 * query also answers `rest`: the loader keeps them and redirects there, replacing the entry.
 */
export function loaderLinkSecrets<N extends string>(
  request: Request,
  names: readonly N[],
): { values: Record<N, string | null>; rest?: string } {
  const url = new URL(request.url);
  const shown = new URL(window.location.href);
  if (shown.pathname === url.pathname && shown.search === url.search)
    return { values: takeLinkSecrets(names) };
  const { values, found, rest } = linkSecrets(url, names);
  // The request names the whole address; a redirect is read under the router's basename, which is
  // the address's language prefix (`/en`, ADR 070).
  return found ? { values, rest: languageOfPath(rest).path } : { values };
}
