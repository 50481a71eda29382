import type { Faq } from '@storefront/contract';
import type { FAQPage, WithContext } from 'schema-dts';
import { SCHEMA_CONTEXT } from './json-ld';

/** Elements whose content is not text: the shop's sanitiser drops them with their content. */
const NON_TEXT = /<(script|style|textarea|option|noscript|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Where a line ends in the text a reader sees. */
const LINE_END = /<br\s*\/?>|<\/(?:p|div|li|h[1-6]|tr|blockquote|pre|ul|ol|table)\s*>/gi;
const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeReference(reference: string, decimal?: string, hex?: string, name?: string): string {
  if (name !== undefined) return NAMED_REFERENCES[name] ?? reference;
  const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
  const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return valid ? String.fromCodePoint(code) : '\ufffd';
}

/**
 * An answer's HTML as plain text: the tags gone, a line per paragraph, spaces collapsed. The
 * answers are stored as the shop's sanitiser writes them (rules/html-policy.ts), which spells every
 * character out but `& < > "`: those, `&apos;`, `&nbsp;` and numeric references are all it decodes;
 * any other reference stays as written.
 */
export function htmlToText(html: string): string {
  return (
    html
      .replace(NON_TEXT, '')
      // A line break in the source is a space on the page.
      .replace(/\s+/g, ' ')
      .replace(LINE_END, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&(?:#(\d+)|#x([\da-f]+)|([a-z]+));/gi, decodeReference)
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n')
  );
}

/** The FAQ: each question with its answer as text. */
export function faqPage(faqs: readonly Faq[]): WithContext<FAQPage> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: htmlToText(faq.answer) },
    })),
  };
}
