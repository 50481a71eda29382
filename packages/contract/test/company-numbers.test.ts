import { describe, expect, it } from 'vitest';
import { companyNumbers, companyNumbersText } from '../src/rules/company-numbers.js';

describe('company numbers', () => {
  it('tells namesakes apart by their register numbers, under their own labels', () => {
    const albion = ['08492362', 'SC592202', '06014751'].map((registerId) =>
      companyNumbersText({ country: 'GB', inn: '-', registerId }, 'ru-RU'),
    );
    expect(albion).toEqual(['Номер компании 08492362', 'Номер компании SC592202', 'Номер компании 06014751']);
    expect(companyNumbersText({ country: 'GB', inn: '-', registerId: '08492362' }, 'en')).toBe(
      'Company number 08492362',
    );
    expect(albion.join()).not.toContain('ИНН');
  });

  it('gives a Russian company its INN and OGRN (OGRNIP for a sole trader)', () => {
    expect(companyNumbersText({ country: 'RU', inn: '7707083893', registerId: '1027700132195' }, 'ru')).toBe(
      'ИНН 7707083893 · ОГРН 1027700132195',
    );
    expect(companyNumbers({ country: 'RU', inn: '500100732259', registerId: '304500116000157' })).toEqual([
      { kind: 'inn', value: '500100732259' },
      { kind: 'ogrnip', value: '304500116000157' },
    ]);
  });

  it('names a German entry by its register, others by number and tax number, and a typed-in company by nothing', () => {
    expect(companyNumbersText({ country: 'DE', registerId: 'Amtsgericht München HRB 12345' }, 'en')).toBe(
      'Commercial register Amtsgericht München HRB 12345',
    );
    expect(companyNumbers({ country: 'KZ', inn: '123456789012', registerId: '123456789012' })).toEqual([
      { kind: 'registerNumber', value: '123456789012' },
    ]);
    expect(companyNumbers({ country: 'FR', inn: 'FR12345678901', registerId: '552 100 554' })).toEqual([
      { kind: 'registerNumber', value: '552 100 554' },
      { kind: 'taxNumber', value: 'FR12345678901' },
    ]);
    expect(companyNumbers({ country: 'GB', inn: '-', registerId: null })).toEqual([]);
    // A country named rather than coded (an older cart) is still known.
    expect(
      companyNumbersText({ country: 'Россия', inn: '7707083893', registerId: '1027700132195' }, 'ru'),
    ).toBe('ИНН 7707083893 · ОГРН 1027700132195');
  });
});
