import { describe, expect, it } from 'vitest';
import { ftsQuery } from '../../../src/modules/companies/sqlite-company-search.js';

/** A sample of 10 000 names: every trigram as common as given, the others in none. */
const sample = (counts: Record<string, number>) => new Map([['', 10_000], ...Object.entries(counts)]);

describe('the FTS5 query of a name search (SQLite, ADR 044)', () => {
  it('asks for the words whole without a sample large enough to trust', () => {
    expect(ftsQuery(['ромашка'], new Map())).toBe('"ромашка"');
    expect(ftsQuery(['ромашка', 'трест'], new Map([['', 999]]))).toBe('"ромашка" "трест"');
    // Quotes are FTS5's own: doubled, so that nothing typed is an operator.
    expect(ftsQuery(['o"brien', 'or'], new Map())).toBe('"o""brien" "or"');
  });

  it("asks for a rare word's rarest trigram and the rarest far from it", () => {
    // инвестресурс-м: "рс-" is rarest; "есу" is next to it (one stem), "инв" is far.
    const counts = sample({
      инв: 212,
      нве: 212,
      вес: 212,
      ест: 767,
      стр: 316,
      тре: 144,
      рес: 183,
      есу: 136,
      сур: 136,
      урс: 136,
      'рс-': 11,
      'с-м': 14,
    });
    expect(ftsQuery(['инвестресурс-м'], counts)).toBe('"рс-" "инв"');
    // A short word has none three away: its next rarest, so that no list is read alone.
    expect(ftsQuery(['комета'], sample({ ком: 900, оме: 30, мет: 200, ета: 100 }))).toBe('"оме" "ета"');
    // A trigram no sampled name holds ("ашк") is the rarest of all; the other is three away.
    expect(ftsQuery(['ромашка'], sample({ ром: 300, ома: 200, маш: 100, шка: 50 }))).toBe('"ашк" "ром"');
  });

  it('asks for a single common word whole, and for each of several common words its rarest trigrams', () => {
    const common = sample({
      str: 120,
      tru: 120,
      ruc: 120,
      uct: 120,
      cti: 120,
      tio: 300,
      ion: 400,
      con: 200,
      ons: 250,
      nst: 80,
    });
    expect(ftsQuery(['construction'], common)).toBe('"construction"');
    expect(ftsQuery(['construction', 'ion'], common)).toBe('"nst" "cti" "ion"');
  });
});
