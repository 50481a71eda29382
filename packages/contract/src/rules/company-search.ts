/**
 * How a company name and a search query are normalised. The server stores
 * `companySearchText(name)` as `company.search_name` and matches the query's words against it, so
 * both sides must agree: this is the one place that decides what "the same name" means.
 */

/**
 * What parts words: punctuation that only separates them, and double quotes (`ООО«Ромашка»`); `%`,
 * `_`, `\`, `&` and the like stay, taken literally. A run of them is one space.
 */
const PARTING = /[\s.,;:!?()[\]{}<>|/«»"„“”‟″〝〞＂]+/g;
/** Single quotes and apostrophes join words (`O'Brien`): they go before the words are parted. */
const JOINING_QUOTES = /['‘’‚‛`´]/g;
const HAS_JOINING_QUOTE = /['‘’‚‛`´]/;
/**
 * Characters outside Latin (from the space up to U+02FF) and Cyrillic without its combining marks:
 * only a text with one of them can change under NFC (a combining mark, a singleton such as `Å`,
 * Hangul), so only such a text is normalised, which a register's millions of names mostly skip.
 */
const MAY_CHANGE_UNDER_NFC = /[^ -\u02ff\u0400-\u0482\u048a-\u04ff]/;

/** Legal forms spelled out: removed before the words are split (longest first). */
const LEGAL_FORM_PHRASES = [
  'публичное акционерное общество',
  'непубличное акционерное общество',
  'закрытое акционерное общество',
  'открытое акционерное общество',
  'акционерное общество',
  'общество с ограниченной ответственностью',
  'общество с дополнительной ответственностью',
  'индивидуальный предприниматель',
  'автономная некоммерческая организация',
  'некоммерческая организация',
  'private limited company',
  'public limited company',
  'limited liability partnership',
  'limited liability company',
  'community interest company',
];

/** Each phrase with the space before it, as a whole phrase (a space follows): one pass for all. */
const LEGAL_FORM_PHRASE = new RegExp(` (?:${LEGAL_FORM_PHRASES.join('|')})(?= )`, 'g');
/** Every phrase holds one of these: a name without any skips the phrase pass. */
const LEGAL_FORM_HINT = /обществ|предпринимател|организац|limited|company/;

/** Legal-form abbreviations, as whole words, in lower case with `ё` already made `е`. */
const LEGAL_FORM_WORDS = new Set([
  'ооо',
  'оао',
  'зао',
  'пао',
  'нао',
  'ао',
  'одо',
  'ип',
  'нко',
  'ано',
  'тоо',
  'чп',
  'уп',
  'гуп',
  'муп',
  'фгуп',
  'ltd',
  'limited',
  'plc',
  'llp',
  'llc',
  'lp',
  'gmbh',
  'ag',
  'inc',
  'corp',
  'cic',
]);

/**
 * Lower case, `ё` as `е`, quotes and separators dropped: the words with a space before and after
 * each. Each pass runs only when the text needs it: a register import normalises millions of names.
 */
function spacedWords(text: string): string {
  let lower = (MAY_CHANGE_UNDER_NFC.test(text) ? text.normalize('NFC') : text).toLowerCase();
  if (lower.includes('ё')) lower = lower.replaceAll('ё', 'е');
  if (HAS_JOINING_QUOTE.test(lower)) lower = lower.replace(JOINING_QUOTES, '');
  return ` ${lower.replace(PARTING, ' ')} `;
}

/** Lower case, `ё` as `е`, quotes, separators and legal forms dropped, one space between words. */
export function companySearchWords(text: string): string[] {
  let lower = spacedWords(text);
  if (LEGAL_FORM_HINT.test(lower)) lower = lower.replace(LEGAL_FORM_PHRASE, '');
  return lower.split(' ').filter((word) => word !== '' && !LEGAL_FORM_WORDS.has(word));
}

/** The normalised name stored in `company.search_name` (and compared with a query's words). */
export function companySearchText(name: string): string {
  return companySearchWords(name).join(' ');
}

/** The shortest word (in characters) that a name search needs: the trigram index sees no less. */
export const COMPANY_QUERY_MIN_LETTERS = 3;
/** A number this long or longer is also matched as a prefix. */
export const COMPANY_NUMBER_PREFIX_MIN = 5;

export type CompanyQuery =
  /** A register or tax number (or its prefix): digits, optionally after a two-letter register prefix. */
  | { kind: 'number'; number: string }
  /** Name words, normalised; `text` is them joined, as a `search_name` equal to the query would be. */
  | { kind: 'words'; words: string[]; text: string }
  | { kind: 'too_short' }
  /** Only legal forms (`ООО`, `Акционерное общество`, `Ltd`): no name is searched by them. */
  | { kind: 'legal_form' };

const NUMBER = new RegExp(`^[a-z]{0,2}\\d{${COMPANY_NUMBER_PREFIX_MIN},}$`, 'i');

/**
 * What a query asks for: a number (INN 10/12, OGRN 13, OGRNIP 15, a company number such as
 * `SC123456`, or a prefix of 5+ digits), or name words. Spaces and dashes inside a number are
 * ignored. A query of legal forms alone is told apart (the page says what to type instead); one
 * whose longest word is under 3 letters is too short to search.
 */
export function parseCompanyQuery(query: string): CompanyQuery {
  const compact = query.trim().replace(/[\s-]+/g, '');
  if (NUMBER.test(compact)) return { kind: 'number', number: compact.toUpperCase() };
  const words = companySearchWords(query);
  if (words.length === 0 && spacedWords(query).trim() !== '') return { kind: 'legal_form' };
  if (!words.some((word) => [...word].length >= COMPANY_QUERY_MIN_LETTERS)) return { kind: 'too_short' };
  return { kind: 'words', words, text: words.join(' ') };
}
