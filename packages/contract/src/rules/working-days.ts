/**
 * Russian working days (docs/decisions/030-working-days.md).
 *
 * A year's production calendar (производственный календарь) lists what differs from "Monday to
 * Friday work": days off (public holidays and days off moved by government decree, weekend days
 * included), Saturdays or Sundays made working days, and shortened pre-holiday days, which are
 * still working days. For a year whose decree is not known, the statutory holidays of the Labour
 * Code (art. 112) are used, and the answer is marked an estimate.
 */

/** One year's calendar, in the shape of the shop's seed data (ru-production-calendar). */
export interface YearCalendar {
  /** Days off beyond ordinary Saturdays and Sundays ('YYYY-MM-DD'); may list weekend days too. */
  daysOff: readonly string[];
  /** Saturdays and Sundays that are working days. */
  workingWeekendDays: readonly string[];
  /** Pre-holiday days one hour shorter: working days all the same. */
  shortenedDays?: readonly string[];
}

/** The calendar of a year, or undefined when its decree is not known (yet). */
export type CalendarLookup = (year: number) => YearCalendar | undefined;

export interface WorkingDaysAnswer {
  /** 'YYYY-MM-DD' */
  date: string;
  /** A year on the way had no production calendar: its days were counted by the statutory rule. */
  estimate: boolean;
}

/** The most working days one count may span (ten years); more is a mistake, not an order. */
export const MAX_WORKING_DAYS = 2_500;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Moscow keeps UTC+3 all year (no daylight saving since 26 October 2014). */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;
/** 9999-12-31: the last day written with four digits. */
const LAST_DAY = Date.UTC(9999, 11, 31) / DAY_MS;

/** Days since 1970-01-01 of a valid 'YYYY-MM-DD' (years 1000-9999), or undefined. */
function dayNumber(day: string): number | undefined {
  const match = ISO_DAY.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000) return undefined;
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) return undefined;
  return time / DAY_MS;
}

const isoOf = (dayNo: number): string => new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
const weekdayOf = (dayNo: number): number => (((dayNo + 4) % 7) + 7) % 7;
const isWeekend = (dayNo: number): boolean => {
  const weekday = weekdayOf(dayNo);
  return weekday === 0 || weekday === 6;
};

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isIsoDay(value: string): boolean {
  return dayNumber(value) !== undefined;
}

/** Saturday or Sunday. Throws a RangeError on anything but a 'YYYY-MM-DD' day. */
export function isWeekendDay(day: string): boolean {
  return isWeekend(parseDay(day));
}

function parseDay(day: string): number {
  const dayNo = dayNumber(day);
  if (dayNo === undefined) throw new RangeError(`Not a day (YYYY-MM-DD): ${JSON.stringify(day)}`);
  return dayNo;
}

/**
 * The statutory holidays of a year (Labour Code art. 112): 1-6 and 8 January (New Year
 * holidays), 7 January (Christmas), 23 February, 8 March, 1 May, 9 May, 12 June and 4 November.
 */
const STATUTORY_HOLIDAYS = [
  '01-01',
  '01-02',
  '01-03',
  '01-04',
  '01-05',
  '01-06',
  '01-07',
  '01-08',
  '02-23',
  '03-08',
  '05-01',
  '05-09',
  '06-12',
  '11-04',
] as const;

/**
 * What the Labour Code alone says of a year, without its decree: the statutory holidays are days
 * off, and one that falls on a Saturday or Sunday moves to the next working day (art. 112 part 2).
 * The January holidays (1-8 January) are not moved here: which of them move, and where to, is the
 * government's decree for the year, which this fallback does not know.
 */
export function statutoryCalendar(year: number): YearCalendar {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Not a year: ${year}`);
  const holidays = STATUTORY_HOLIDAYS.map((monthDay) => parseDay(`${year}-${monthDay}`));
  const off = new Set(holidays);
  for (const holiday of holidays) {
    if (!isWeekend(holiday) || isoOf(holiday).slice(5, 7) === '01') continue;
    let moved = holiday + 1;
    while (isWeekend(moved) || off.has(moved)) moved++;
    off.add(moved);
  }
  return { daysOff: [...off].sort((a, b) => a - b).map(isoOf), workingWeekendDays: [], shortenedDays: [] };
}

interface ReadYear {
  off: ReadonlySet<string>;
  working: ReadonlySet<string>;
  estimate: boolean;
}

/**
 * The day `days` Russian working days after `fromDay`: the start day itself never counts (day 0
 * is the start day, so 0 days answers it), and each following working day counts one. A day is a
 * working day when the year's calendar lists it as a working weekend day or a shortened day, or it
 * is a Monday to Friday the calendar does not list as a day off. `estimate` is true when a year
 * that had to be looked at has no calendar (its days counted by `statutoryCalendar`).
 *
 * Throws a RangeError for a start that is not a 'YYYY-MM-DD' day, or a count that is not a whole
 * number from 0 to MAX_WORKING_DAYS.
 */
export function addWorkingDays(fromDay: string, days: number, calendarOf: CalendarLookup): WorkingDaysAnswer {
  let dayNo = parseDay(fromDay);
  if (!Number.isInteger(days) || days < 0 || days > MAX_WORKING_DAYS)
    throw new RangeError(`Working days must be a whole number from 0 to ${MAX_WORKING_DAYS}: ${days}`);
  const years = new Map<number, ReadYear>();
  const yearOf = (year: number): ReadYear => {
    let read = years.get(year);
    if (!read) {
      const known = calendarOf(year);
      const calendar = known ?? statutoryCalendar(year);
      read = {
        off: new Set(calendar.daysOff),
        working: new Set([...calendar.workingWeekendDays, ...(calendar.shortenedDays ?? [])]),
        estimate: known === undefined,
      };
      years.set(year, read);
    }
    return read;
  };
  let estimate = false;
  for (let left = days; left > 0;) {
    if (++dayNo > LAST_DAY) throw new RangeError(`Working days run past the year 9999 from ${fromDay}`);
    const day = isoOf(dayNo);
    const year = yearOf(Number(day.slice(0, 4)));
    estimate ||= year.estimate;
    const working = year.working.has(day) || (!isWeekend(dayNo) && !year.off.has(day));
    if (working) left--;
  }
  return { date: isoOf(dayNo), estimate };
}

/** Today in Moscow (Europe/Moscow, UTC+3) as 'YYYY-MM-DD'. */
export function moscowDay(now: Date): string {
  const time = now.getTime();
  if (Number.isNaN(time)) throw new RangeError('Not a time: Invalid Date');
  return new Date(time + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}
