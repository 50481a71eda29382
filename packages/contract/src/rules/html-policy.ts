/**
 * The one allow-list for the HTML of pages, articles and FAQ answers
 * (docs/decisions/036-back-office-content.md): the server cleans what the back-office saves with
 * it, and the browser cleans what it shows with it again. Anything not named here goes: scripts,
 * styles, event handlers, frames, forms, classes and ids.
 */
export const HTML_POLICY = {
  tags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'img',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
    'sub',
    'sup',
  ],
  /** Attributes by tag; no tag keeps any other. */
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  /** Link and image addresses: these schemes, or a path on the shop's own host. */
  schemes: ['http', 'https', 'mailto', 'tel'],
} as const;

/** Every attribute the policy keeps on some tag (DOMPurify takes one flat list). */
export const HTML_POLICY_ATTRIBUTES: readonly string[] = [
  ...new Set(Object.values(HTML_POLICY.attributes).flat()),
];

/**
 * `srcset="a.png 1x, b.png 2x"` with each candidate's URL passed through `url`, its descriptor
 * kept: the browser and the server's page renderer point images at the server the same way.
 */
export function mapSrcset(srcset: string, url: (value: string) => string): string {
  return srcset
    .split(',')
    .map((candidate) => {
      const [value = '', ...descriptors] = candidate.trim().split(/\s+/);
      return [url(value), ...descriptors].join(' ');
    })
    .join(', ');
}
