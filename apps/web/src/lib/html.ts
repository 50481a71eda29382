import { HTML_POLICY, HTML_POLICY_ATTRIBUTES, mapSrcset } from '@storefront/contract/html-policy';
import type { PageHtmlSanitizer } from '@storefront/contract/page-renderer';
import DOMPurify from 'dompurify';
import { createTrustedPolicy, type TrustedHTML } from './trusted-types';

/** A URL with its own scheme (`https:`, `data:`) or protocol-relative (`//cdn`): left as the server wrote it. */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * An upload path as an absolute URL on the server host (spec section 2: image paths in page text
 * are rewritten to the server host). `/uploads/x.svg`, `uploads/x.svg` and `./uploads/x.svg` all
 * name the same file; a page at `/page/about` would otherwise resolve the bare form under `/page/`.
 */
export function toServerUrl(path: string, serverOrigin: string = pageOrigin()): string {
  const trimmed = path.trim();
  if (trimmed === '' || ABSOLUTE_URL.test(trimmed)) return trimmed;
  const url = new URL(trimmed.replace(/^(?:\.{1,2}\/)+/, '/'), `${serverOrigin || SERVER_SIDE}/`);
  // On the server (no origin known): the path from the root, which the browser resolves the same.
  return serverOrigin ? url.href : `${url.pathname}${url.search}${url.hash}`;
}

const SERVER_SIDE = 'http://server.invalid';
/** The page's origin; none where the page is being rendered on the server. */
const pageOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * Server HTML (pages, articles, FAQ answers) made safe to insert: DOMPurify keeps only the tags and
 * attributes of the contract's allow-list (rules/html-policy.ts: no scripts, event handlers,
 * `javascript:` links, frames, forms or inline styles, so the text takes the site's look). Image paths point at the server host, and links that open a new tab cannot reach
 * back to this one.
 */
export function sanitizeHtml(html: string, serverOrigin: string = window.location.origin): string {
  const fragment = DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    // The contract's one allow-list, which the server also cleans saved HTML with.
    ALLOWED_TAGS: [...HTML_POLICY.tags],
    ALLOWED_ATTR: [...HTML_POLICY_ATTRIBUTES],
  });

  for (const image of fragment.querySelectorAll('img')) {
    const src = image.getAttribute('src');
    if (src !== null) image.setAttribute('src', toServerUrl(src, serverOrigin));
    const srcset = image.getAttribute('srcset');
    if (srcset !== null)
      image.setAttribute(
        'srcset',
        mapSrcset(srcset, (url) => toServerUrl(url, serverOrigin)),
      );
  }

  for (const element of fragment.querySelectorAll('[target]')) {
    if (element.tagName === 'A' && element.getAttribute('target') === '_blank') {
      element.setAttribute('rel', 'noopener noreferrer');
    } else {
      element.removeAttribute('target');
    }
  }

  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/** The server's own sanitiser (the same allow-list), for pages rendered on the server (ADR 042). */
let serverSanitizer: PageHtmlSanitizer | undefined;

/** Set once by the server's renderer (entry-server.tsx): there is no DOM there for DOMPurify. */
export function setServerHtmlSanitizer(sanitizer: PageHtmlSanitizer): void {
  serverSanitizer = sanitizer;
}

/** The page's one policy for HTML: whatever passes through it is sanitised first. */
const htmlPolicy = createTrustedPolicy('storefront-html', { createHTML: (html) => sanitizeHtml(html) });

/**
 * Server HTML sanitised for `dangerouslySetInnerHTML`: a TrustedHTML made by the storefront-html
 * policy where the browser enforces Trusted Types, else the sanitised string.
 */
export function sanitizedHtml(html: string): TrustedHTML | string {
  if (typeof window === 'undefined') {
    if (!serverSanitizer) throw new Error('no HTML sanitiser on the server');
    return serverSanitizer(html, (url) => toServerUrl(url, ''));
  }
  return htmlPolicy?.createHTML ? htmlPolicy.createHTML(html) : sanitizeHtml(html);
}
