/**
 * The shop's address as customers open it (PUBLIC_URL, no trailing slash), for the absolute URLs
 * of a page's canonical and alternate links; empty where it is not known. The server's renderer
 * sets it from its configuration, never from a request's Host (which a client writes and a kept
 * page would hand on); the browser takes it from a page the server rendered. A page the browser
 * rendered from index.html (a signed-in visitor's) has none, and no such links: they are for
 * search engines, which are guests.
 */
let current = '';

export function setSiteUrl(url: string): void {
  current = url;
}

export function siteUrl(): string {
  return current;
}
