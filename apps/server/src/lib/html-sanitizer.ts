import { HTML_POLICY, mapSrcset } from '@storefront/contract';
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_POLICY.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(HTML_POLICY.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...HTML_POLICY.schemes],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Content of a removed <script> or <style> goes with it; other removed tags keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
  transformTags: {
    // A link that opens a new tab cannot reach back to the shop's.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return target === '_blank'
        ? { tagName, attribs: { ...rest, target, rel: 'noopener noreferrer' } }
        : { tagName, attribs: rest };
    },
  },
};

/**
 * HTML the back-office saves (pages, articles, FAQ answers), cleaned by the one allow-list the
 * browser shows it with (contract `HTML_POLICY`; docs/decisions/036-back-office-content.md). The
 * server's page renderer also gives where images point (`imageUrl`), as the browser rewrites them.
 */
export function sanitizeContentHtml(html: string, imageUrl?: (url: string) => string): string {
  if (!imageUrl) return sanitizeHtml(html, options).trim();
  return sanitizeHtml(html, {
    ...options,
    transformTags: {
      ...options.transformTags,
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          ...(attribs.src !== undefined ? { src: imageUrl(attribs.src) } : {}),
          ...(attribs.srcset !== undefined ? { srcset: mapSrcset(attribs.srcset, imageUrl) } : {}),
        },
      }),
    },
  }).trim();
}

/**
 * A mail's HTML part as the demo's outbox shows it (docs/decisions/067): the content allow-list
 * without images (a picture would be fetched from wherever the mail points), its title a heading
 * the allow-list keeps, and every link opening a new tab that cannot reach back to the
 * back-office's.
 */
export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, {
    ...options,
    allowedTags: HTML_POLICY.tags.filter((tag) => tag !== 'img'),
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const { target: _target, rel: _rel, ...rest } = attribs;
        return { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } };
      },
    },
  }).trim();
}
