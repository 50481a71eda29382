import { describe, expect, it } from 'vitest';
import { companySearchText, parseCompanyQuery } from '../src/rules/company-search.js';

describe('companySearchText', () => {
  it('lower-cases Cyrillic and Latin, makes ё е, drops quotes and legal forms', () => {
    expect(companySearchText('ООО «Ромашка»')).toBe('ромашка');
    expect(companySearchText('ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "ЁЛКИ-ПАЛКИ"')).toBe('елки-палки');
    expect(companySearchText('ПАО „Северсталь“')).toBe('северсталь');
    expect(companySearchText('Acme Trading Ltd.')).toBe('acme trading');
    expect(companySearchText("O'Brien Holdings PLC")).toBe('obrien holdings');
    expect(companySearchText('  Зелёный   ДОМ,  АО ')).toBe('зеленый дом');
  });

  it('keeps operator characters as they are', () => {
    expect(companySearchText('Скидка 100% ООО')).toBe('скидка 100%');
    expect(companySearchText('A_B \\ Co')).toBe('a_b \\ co');
  });
});

describe('parseCompanyQuery', () => {
  it('reads numbers and prefixes', () => {
    expect(parseCompanyQuery('7707083893')).toEqual({ kind: 'number', number: '7707083893' });
    expect(parseCompanyQuery(' 1027 7000-13265 ')).toEqual({ kind: 'number', number: '1027700013265' });
    expect(parseCompanyQuery('sc123456')).toEqual({ kind: 'number', number: 'SC123456' });
    expect(parseCompanyQuery('77070')).toEqual({ kind: 'number', number: '77070' });
  });

  it('reads name words, normalised', () => {
    expect(parseCompanyQuery('ООО "Ромашка"')).toEqual({
      kind: 'words',
      words: ['ромашка'],
      text: 'ромашка',
    });
    expect(parseCompanyQuery('Ёлки Палки')).toEqual({
      kind: 'words',
      words: ['елки', 'палки'],
      text: 'елки палки',
    });
    expect(parseCompanyQuery('1234')).toEqual({ kind: 'words', words: ['1234'], text: '1234' });
  });

  it('refuses queries without a word of three letters', () => {
    for (const query of ['', '  ', 'ро', 'ab cd', '%', 'ООО ро', '" "']) {
      expect(parseCompanyQuery(query), query).toEqual({ kind: 'too_short' });
    }
  });

  it('tells a query of legal forms alone apart', () => {
    for (const query of [
      'ООО',
      '"" ООО',
      'Акционерное общество',
      'Limited',
      'Ltd.',
      'LLC',
      'GmbH',
      'ип, ООО',
    ]) {
      expect(parseCompanyQuery(query), query).toEqual({ kind: 'legal_form' });
    }
  });
});
