import { describe, expect, it } from 'vitest';
import { rareTrigrams } from '../../../src/modules/companies/rare-trigrams.js';
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

  it("asks for a rare word's rarest trigram, and the rarest far from it when that pays (ADR 049)", () => {
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
    // A short word has none three away: its next rarest.
    expect(ftsQuery(['комета'], sample({ ком: 900, оме: 30, мет: 200, ета: 100 }))).toBe('"оме" "ета"');
    // A trigram no sampled name holds ("ашк") lists few names: checking them costs less than
    // reading the list of "ром" (3 % of the register) to rule some out.
    expect(ftsQuery(['ромашка'], sample({ ром: 300, ома: 200, маш: 100, шка: 50 }))).toBe('"ашк"');
  });

  it("adds a word's second trigram only while its list costs less than the checks it saves", () => {
    // Each word's rarest first: "alp" (6 %) and "bet" (5 %) leave 0.3 % of the register to check.
    // "eta" (5.5 %) rules out nearly all of them at 1/25 of a check per entry read: it is read.
    // Then 0.02 % are left, and "lph" (7 %) would cost more than the checks it saves.
    const counts = sample({ alp: 600, lph: 700, pha: 800, bet: 500, eta: 550 });
    expect(ftsQuery(['alpha', 'beta'], counts)).toBe('"alp" "bet" "eta"');
    // Rarer words: one trigram each ("alp" 1 % and "eta" 0.8 % leave 0.008 %).
    expect(ftsQuery(['alpha', 'beta'], sample({ alp: 100, lph: 200, pha: 300, bet: 120, eta: 80 }))).toBe(
      '"alp" "eta"',
    );
    // Without a cost (PostgreSQL's GIN index): both trigrams of every word.
    expect(rareTrigrams(['alpha', 'beta'], counts)).toEqual(['alp', 'lph', 'bet', 'eta']);
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
    // "cti" would rule out few of the 0.03 % that "nst" and "ion" leave, for a list of 1.2 %.
    expect(ftsQuery(['construction', 'ion'], common)).toBe('"nst" "ion"');
    expect(rareTrigrams(['construction', 'ion'], common)).toEqual(['nst', 'cti', 'ion']);
    expect(rareTrigrams(['ромашка'], sample({ ром: 300, ома: 200, маш: 100, шка: 50 }))).toEqual([
      'ашк',
      'ром',
    ]);
  });
});
