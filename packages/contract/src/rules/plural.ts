/**
 * Plural forms and %s placeholders of the translation dictionary (spec sections 1 and 9).
 * Plural forms are dictionary keys `${base}_${category}` with the CLDR categories of the locale:
 * Russian uses one (1, 21), few (2, 22), many (5, 11, 25, 111) and other (fractions).
 */

export type Dictionary = Readonly<Record<string, string>>;

/** Looks a key up; undefined when the dictionary lacks it. */
export type Lookup = (key: string) => string | undefined;

const pluralRules = new Map<string, Intl.PluralRules>();

export function pluralCategory(locale: string, n: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(n);
}

export function pluralKey(base: string, locale: string, n: number): string {
  return `${base}_${pluralCategory(locale, n)}`;
}

/** A lookup over a plain dictionary that ignores inherited keys ('constructor', 'toString'). */
export function dictionaryLookup(dictionary: Dictionary): Lookup {
  return (key) => (Object.hasOwn(dictionary, key) ? dictionary[key] : undefined);
}

/** Replaces each %s, in order, with the next argument; placeholders without an argument stay. */
export function fillPlaceholders(text: string, args: readonly (string | number)[]): string {
  let next = 0;
  return text.replace(/%s/g, (placeholder) => (next < args.length ? String(args[next++]) : placeholder));
}

/** The translation of `key` with its %s placeholders filled; a missing key shows the key itself. */
export function translate(dictionary: Dictionary, key: string, ...args: (string | number)[]): string {
  const text = dictionaryLookup(dictionary)(key);
  return text === undefined ? key : fillPlaceholders(text, args);
}

/**
 * The plural form of `base` for `n`, falling back to `${base}_other`, then to `base`, then to the
 * key itself. A %s in the form is filled with `n` ('%s рабочих дней' → '5 рабочих дней').
 */
export function plural(t: Lookup, base: string, locale: string, n: number): string {
  const text = t(pluralKey(base, locale, n)) ?? t(`${base}_other`) ?? t(base) ?? base;
  return fillPlaceholders(text, [n]);
}
