import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  type CalendarLookup,
  isWeekendDay,
  MAX_WORKING_DAYS,
  moscowDay,
  statutoryCalendar,
} from '../src/rules/working-days.js';
import { calendars2025And2026 } from './fixtures/ru-calendar-2025-2026.js';

/** The shop's real data for 2025 and 2026; every other year unknown. */
const known: CalendarLookup = (year) => calendars2025And2026[year];
const none: CalendarLookup = () => undefined;

describe('addWorkingDays with the 2025 and 2026 production calendars', () => {
  it('counts 2025-11-01, a Saturday made a working day', () => {
    expect(isWeekendDay('2025-11-01')).toBe(true);
    expect(addWorkingDays('2025-10-31', 1, known)).toEqual({ date: '2025-11-01', estimate: false });
  });

  it('does not count 2025-11-03 (moved from 1 November) nor 2025-11-04', () => {
    expect(addWorkingDays('2025-11-01', 1, known)).toEqual({ date: '2025-11-05', estimate: false });
  });

  it('does not count 2026-01-09 (moved from 3 January): 31 December to 11 January are off', () => {
    expect(addWorkingDays('2025-12-30', 1, known)).toEqual({ date: '2026-01-12', estimate: false });
    expect(addWorkingDays('2026-01-08', 1, known).date).toBe('2026-01-12');
  });

  it('does not count 2026-05-11 (moved from 9 May); the shortened 2026-05-08 counts', () => {
    expect(addWorkingDays('2026-05-07', 1, known).date).toBe('2026-05-08');
    expect(addWorkingDays('2026-05-08', 1, known)).toEqual({ date: '2026-05-12', estimate: false });
  });

  it('puts an order paid on 2026-12-28 with 5 working days in January 2027, as an estimate', () => {
    // 29 and 30 December count, 31 December is off by decree; 1-8 January 2027 are statutory
    // holidays and 9-10 January a weekend, so 11, 12 and 13 January make five.
    expect(addWorkingDays('2026-12-28', 5, known)).toEqual({ date: '2027-01-13', estimate: true });
  });
});

describe('addWorkingDays', () => {
  it('answers the start day itself for 0 days, whatever the day and the data', () => {
    expect(addWorkingDays('2025-11-04', 0, known)).toEqual({ date: '2025-11-04', estimate: false });
    expect(addWorkingDays('2031-01-04', 0, none)).toEqual({ date: '2031-01-04', estimate: false });
  });

  it('goes from a Friday to the next Monday for 1 day, and a Saturday start does not count', () => {
    expect(addWorkingDays('2025-10-10', 1, known).date).toBe('2025-10-13');
    expect(addWorkingDays('2025-10-11', 1, known).date).toBe('2025-10-13');
    expect(addWorkingDays('2025-10-13', 5, known).date).toBe('2025-10-20');
  });

  it('runs across New Year with data in both years', () => {
    // Counted independently from the seed file: Dec 2025 has 21 working days after 1 December.
    expect(addWorkingDays('2025-12-01', 30, known)).toEqual({ date: '2026-01-22', estimate: false });
    expect(addWorkingDays('2025-12-25', 10, known)).toEqual({ date: '2026-01-20', estimate: false });
  });

  it('counts 247 working days in 2025, as the production calendar says', () => {
    expect(addWorkingDays('2024-12-31', 247, known).date).toBe('2025-12-30');
    expect(addWorkingDays('2025-12-31', 247, known)).toEqual({ date: '2026-12-30', estimate: false });
  });

  it('marks an estimate as soon as a day of a year without data is looked at', () => {
    expect(addWorkingDays('2026-12-29', 1, known)).toEqual({ date: '2026-12-30', estimate: false });
    expect(addWorkingDays('2026-12-30', 1, known)).toEqual({ date: '2027-01-11', estimate: true });
    expect(addWorkingDays('2024-12-30', 1, known)).toEqual({ date: '2024-12-31', estimate: true });
  });

  it('asks the lookup for each year it looks at, once', () => {
    const asked: number[] = [];
    addWorkingDays('2025-12-01', 300, (year) => {
      asked.push(year);
      return known(year);
    });
    expect(asked).toEqual([2025, 2026, 2027]);
  });

  it('refuses a start that is not a day, and a count that is not a whole number in range', () => {
    for (const day of ['2025-02-29', '2025-13-01', '2025-1-1', '25-01-01', '', ' 2025-01-01', '0999-01-01'])
      expect(() => addWorkingDays(day, 1, known), day).toThrow(RangeError);
    for (const days of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_WORKING_DAYS + 1])
      expect(() => addWorkingDays('2025-01-01', days, known), String(days)).toThrow(RangeError);
    expect(() => addWorkingDays('9999-12-30', 5, none)).toThrow(RangeError);
    expect(addWorkingDays('2024-02-28', 1, known).date).toBe('2024-02-29');
  });
});

describe('statutoryCalendar (a year without a decree)', () => {
  it('moves a holiday on a weekend to the next working day, but not the January ones', () => {
    // 2027: 2-3 January are a weekend (not moved); 1 May is a Saturday, 9 May a Sunday, 12 June a Saturday.
    expect(statutoryCalendar(2027).daysOff).toEqual([
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
      '2027-02-23',
      '2027-03-08',
      '2027-05-01',
      '2027-05-03',
      '2027-05-09',
      '2027-05-10',
      '2027-06-12',
      '2027-06-14',
      '2027-11-04',
    ]);
    expect(addWorkingDays('2027-04-30', 1, none)).toEqual({ date: '2027-05-04', estimate: true });
    expect(addWorkingDays('2027-05-07', 1, none)).toEqual({ date: '2027-05-11', estimate: true });
  });

  it('moves a holiday to the next day that is neither a weekend nor already off', () => {
    // 2028: 23 February is a Wednesday; 1 May a Monday; 4 November a Saturday -> 6 November.
    const daysOff = statutoryCalendar(2028).daysOff;
    expect(daysOff).toContain('2028-11-06');
    expect(daysOff.filter((day) => !day.startsWith('2028-01'))).toHaveLength(7);
    // As the decree of 2023 did with its Saturday 4 November.
    expect(statutoryCalendar(2023).daysOff).toContain('2023-11-06');
  });

  it('refuses what is not a year', () => {
    expect(() => statutoryCalendar(1.5)).toThrow(RangeError);
    expect(() => statutoryCalendar(10_000)).toThrow(RangeError);
  });
});

describe('moscowDay', () => {
  it('is the day in Moscow (UTC+3): 21:00 UTC starts the next day', () => {
    expect(moscowDay(new Date('2025-12-31T20:59:59.999Z'))).toBe('2025-12-31');
    expect(moscowDay(new Date('2025-12-31T21:00:00Z'))).toBe('2026-01-01');
    expect(moscowDay(new Date('2026-06-30T23:30:00+02:00'))).toBe('2026-07-01');
  });

  it('refuses an invalid date', () => {
    expect(() => moscowDay(new Date('not a date'))).toThrow(RangeError);
  });
});
