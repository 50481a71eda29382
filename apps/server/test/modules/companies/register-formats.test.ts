import { describe, expect, it } from 'vitest';
import { isoDate, ukDate } from '../../../src/modules/companies/import/register-formats.js';

describe("a register file's dates", () => {
  it('takes a real YYYY-MM-DD day, leap days by the Gregorian rule, and refuses the rest', () => {
    for (const day of ['2024-02-29', '2000-02-29', '1999-12-31', '2023-01-01', '2023-04-30'])
      expect(isoDate(day)).toBe(day);
    for (const day of ['2023-02-29', '1900-02-29', '2023-04-31', '2023-13-01', '2023-00-10', '2023-01-00'])
      expect(isoDate(day)).toBeUndefined();
    for (const text of ['2023-1-01', '23-01-01', '2023/01/01', ' 2023-01-01', '2023-01-01T00:00', 'сегодня'])
      expect(isoDate(text)).toBeUndefined();
    expect(isoDate('')).toBeNull();
  });

  it('reads Companies House dd/mm/yyyy as YYYY-MM-DD', () => {
    expect(ukDate('29/02/2024')).toBe('2024-02-29');
    expect(ukDate('01/12/1999')).toBe('1999-12-01');
    expect(ukDate('31/02/2019')).toBeUndefined();
    expect(ukDate('2019-02-01')).toBeUndefined();
    expect(ukDate('')).toBeNull();
  });
});
