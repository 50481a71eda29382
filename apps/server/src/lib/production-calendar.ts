import { isIsoDay, isWeekendDay, type YearCalendar } from '@storefront/contract';

/**
 * A production calendar year as the calendar tables keep it (one row per special day) and back
 * (ADR 030). Shared by the seed, which writes the shipped years, and the calendar module.
 */

export type CalendarDayKind = 'day_off' | 'working_weekend_day' | 'shortened_day';

export interface CalendarDayRow {
  day: string;
  kind: CalendarDayKind;
  note: string;
  source: string;
}

export interface CalendarProblem {
  field: 'year' | 'daysOff' | 'workingWeekendDays' | 'shortenedDays';
  message: string;
}

/**
 * What is wrong with a year's calendar, in words for whoever loads it (empty when it is sound):
 * every day a real day of that year; no day both off and working; working weekend days on a
 * Saturday or Sunday.
 */
export function calendarProblems(year: number, calendar: YearCalendar): CalendarProblem[] {
  if (!Number.isInteger(year) || year < 1000 || year > 9999)
    return [{ field: 'year', message: `${year} is not a year` }];
  const problems: CalendarProblem[] = [];
  const lists = {
    daysOff: calendar.daysOff,
    workingWeekendDays: calendar.workingWeekendDays,
    shortenedDays: calendar.shortenedDays ?? [],
  };
  for (const [field, days] of Object.entries(lists) as [CalendarProblem['field'], readonly string[]][]) {
    for (const day of days) {
      if (typeof day !== 'string' || !isIsoDay(day) || !day.startsWith(`${year}-`))
        problems.push({ field, message: `${JSON.stringify(day)} is not a day of ${year} (YYYY-MM-DD)` });
    }
  }
  if (problems.length) return problems;
  const off = new Set(lists.daysOff);
  for (const field of ['workingWeekendDays', 'shortenedDays'] as const) {
    for (const day of lists[field])
      if (off.has(day)) problems.push({ field, message: `${day} is listed as a day off too` });
  }
  for (const day of lists.workingWeekendDays)
    if (!isWeekendDay(day))
      problems.push({ field: 'workingWeekendDays', message: `${day} is not a Saturday or Sunday` });
  return problems;
}

/** The rows of a sound year (see calendarProblems), with the decree's words where given. */
export function calendarDayRows(
  calendar: YearCalendar,
  source: string,
  why: Readonly<Record<string, string>> = {},
): CalendarDayRow[] {
  const kinds = new Map<string, CalendarDayKind>();
  for (const day of calendar.workingWeekendDays) kinds.set(day, 'working_weekend_day');
  for (const day of calendar.shortenedDays ?? []) kinds.set(day, 'shortened_day');
  for (const day of calendar.daysOff) kinds.set(day, 'day_off');
  return [...kinds]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, kind]) => ({ day, kind, note: why[day] ?? '', source }));
}

/**
 * A year's calendar from its rows. A shortened Saturday or Sunday is a weekend day made working
 * (the data set marks it only as shortened), so it is listed among the working weekend days too.
 */
export function yearCalendarOf(rows: readonly Pick<CalendarDayRow, 'day' | 'kind'>[]): YearCalendar {
  const sorted = [...rows].sort((a, b) => (a.day < b.day ? -1 : 1));
  const of = (test: (row: Pick<CalendarDayRow, 'day' | 'kind'>) => boolean) =>
    sorted.filter(test).map((row) => row.day);
  return {
    daysOff: of((row) => row.kind === 'day_off'),
    workingWeekendDays: of(
      (row) => row.kind === 'working_weekend_day' || (row.kind === 'shortened_day' && isWeekendDay(row.day)),
    ),
    shortenedDays: of((row) => row.kind === 'shortened_day'),
  };
}
