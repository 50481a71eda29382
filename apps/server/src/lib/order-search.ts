/**
 * How the back-office finds an order the way customers ask about it: by its number, their e-mail,
 * their name in any order ("Иванов Пётр" finds Пётр Иванов), their phone as digits, the legal
 * entity, or a company of an item by name, INN or register number. Each order keeps one
 * normalised text of all that (`customer_order.search_text`); a query's words must each be found
 * in it. Both sides are normalised here, so both databases compare plain lower-case text.
 */

/** Lower case, `ё` as `е`, one space between words. */
export function normalSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/**
 * A phone's digits as the search keeps them: a Russian number in its international form, so that
 * `8 916 …`, `+7 916 …` and `916 …` (ten digits of a Russian mobile or city number) are one number.
 */
export function phoneSearchDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith('9')) return `7${digits}`;
  return digits;
}

export interface SearchableOrder {
  number: string;
  email: string;
  first_name: string;
  last_name: string | null;
  middle_name: string | null;
  phone: string | null;
  yur_name: string | null;
  yur_inn: string | null;
}

export interface SearchableItem {
  company_name: string;
  company_inn: string;
  company_register_id: string | null;
}

/** The text an order is found by (`customer_order.search_text`). */
export function orderSearchText(order: SearchableOrder, items: readonly SearchableItem[]): string {
  const parts = [
    order.number,
    order.email,
    order.last_name,
    order.first_name,
    order.middle_name,
    order.phone ? phoneSearchDigits(order.phone) : null,
    order.yur_name,
    order.yur_inn,
    ...items.flatMap((item) => [item.company_name, item.company_inn, item.company_register_id]),
  ];
  return normalSearchText(parts.filter((part): part is string => !!part && part !== '-').join(' '));
}

export interface OrderSearch {
  /** An order number (`RD-000042`, `42`) names this order. */
  id?: number;
  /**
   * Alternatives, any of which finds an order: each is a list of LIKE patterns that must all be
   * found in its search text (`%`, `_` and `\` escaped; use `escape '\'`).
   */
  alternatives: string[][];
}

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Digits written the ways people write phones: `+7 (916) 123-45-67`, `8 916 1234567`. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;
/** Fewer digits than this find too much to be a phone (they are still tried as words). */
const PHONE_MIN_DIGITS = 5;

/** What a manager's query asks for. */
export function parseOrderSearch(q: string): OrderSearch {
  const text = normalSearchText(q);
  const number = /^(?:rd-?)?0*(\d{1,9})$/.exec(text);
  const words = text.split(' ').filter(Boolean);
  const alternatives = words.length ? [words.map(contains)] : [];
  const digits = text.replace(/\D/g, '');
  if (PHONE_LIKE.test(text) && digits.length >= PHONE_MIN_DIGITS) {
    // The digits as typed (an INN, a register number), and as a phone in its international form.
    for (const variant of new Set([digits, phoneSearchDigits(digits)]))
      if (words.length !== 1 || words[0] !== variant) alternatives.push([contains(variant)]);
  }
  return { ...(number && { id: Number(number[1]) }), alternatives };
}
