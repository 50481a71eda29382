import { dictionaryLookup, plural } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { itemTermText, workingDaysSpan } from './working-days';

const dictionary: Record<string, string> = {
  AdminItemDuration: '%s–%s',
  AdminItemDurationDays_one: 'one %s',
  AdminItemDurationDays_few: 'few %s',
  AdminItemDurationDays_many: 'many %s',
  AdminItemDurationDays_other: 'other %s',
};
const t = (key: string, ...args: (string | number)[]) =>
  args.reduce<string>((text, arg) => text.replace('%s', String(arg)), dictionary[key] ?? key);
const pluralIn = (lang: string) => (base: string, count: number) =>
  plural(dictionaryLookup(dictionary), base, lang, count);

describe('a term in working days', () => {
  it('is one figure when both ends are the same, else the range', () => {
    expect(workingDaysSpan(1, 1)).toBe('1');
    expect(workingDaysSpan(3, 5)).toBe('3–5');
  });

  it("takes the one-figure text's plural form of the language", () => {
    expect(itemTermText(t, pluralIn('ru-RU'), 1, 1)).toBe('one 1');
    expect(itemTermText(t, pluralIn('ru-RU'), 2, 2)).toBe('few 2');
    expect(itemTermText(t, pluralIn('ru-RU'), 5, 5)).toBe('many 5');
    expect(itemTermText(t, pluralIn('en-US'), 5, 5)).toBe('other 5');
    expect(itemTermText(t, pluralIn('en-US'), 1, 3)).toBe('1–3');
  });
});
