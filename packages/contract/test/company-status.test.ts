import { describe, expect, it } from 'vitest';
import { companyStatusText } from '../src/rules/company-status.js';

describe('a company status in the page language', () => {
  it('translates the words registers use, both ways', () => {
    expect(companyStatusText('Действующая', 'active', 'en-US')).toBe('Active');
    expect(companyStatusText('Действующая', 'active', 'ru-RU')).toBe('Действующая');
    expect(companyStatusText('Ликвидирована', 'dissolved', 'en-US')).toBe('Dissolved');
    expect(companyStatusText('Active', 'active', 'ru-RU')).toBe('Действующая');
    expect(companyStatusText('aktiv', 'active', 'en-US')).toBe('Active');
    expect(companyStatusText('gelöscht', 'dissolved', 'ru-RU')).toBe('Исключена из реестра');
    expect(companyStatusText('Active - Proposal to Strike off', 'active', 'en-US')).toBe(
      'Active - Proposal to Strike off',
    );
  });

  it('keeps an unknown word in the page’s alphabet, else says what its code says', () => {
    expect(companyStatusText('In Administration/Receiver Manager', 'liquidating', 'en-US')).toBe(
      'In Administration/Receiver Manager',
    );
    expect(companyStatusText('In Administration/Receiver Manager', 'liquidating', 'ru-RU')).toBe(
      'В стадии ликвидации',
    );
    expect(companyStatusText('Ликвидировано', 'dissolved', 'en-US')).toBe('Dissolved');
    // 'other' has no word of its own: the register's stays.
    expect(companyStatusText('Реорганизация', 'other', 'en-US')).toBe('Реорганизация');
  });
});
