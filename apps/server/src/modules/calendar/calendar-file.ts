import { isIsoDay, isWeekendDay } from '@storefront/contract';
import { z } from 'zod';
import type { ProductionCalendarYear } from '../../db/seed/types.js';

/**
 * Production calendar files a manager loads with `npm run calendar:import` (ADR 030): the
 * xmlcalendar data set's XML (github.com/xmlcalendar/data, ru/<year>/calendar.xml) or the shop's
 * own JSON shape (the seed's ru-production-calendar.json).
 */

export interface CalendarFileYear {
  year: number;
  calendar: ProductionCalendarYear;
  source: string;
}

/** A file that cannot be read as a production calendar; the message says where and why. */
export class CalendarFileError extends Error {
  override name = 'CalendarFileError';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    attributes.set(match[1]!, decodeEntities(match[2] ?? match[3] ?? ''));
  return attributes;
}

/** Each `<name ...>` or `<name .../>` element's attributes, in file order. */
function elements(xml: string, name: string): Map<string, string>[] {
  const pattern = new RegExp(`<${name}\\b([^>]*?)/?>`, 'g');
  return [...xml.matchAll(pattern)].map((match) => attributesOf(match[1] ?? ''));
}

/**
 * The xmlcalendar format, which its generator writes flat (one element per line, attributes
 * only): `<calendar year="2027">`, `<holiday id="1" title="..."/>` and `<day d="MM.DD" t="1|2|3"
 * [h="holiday id"] [f="MM.DD"]/>`, where t=1 is a day off, t=2 a shortened working day (on a
 * Saturday or Sunday also a weekend day made working) and t=3 a weekend day made working; `h`
 * names the holiday, `f` the day a day off was moved from.
 */
export function readXmlCalendar(xml: string): Omit<CalendarFileYear, 'source'> {
  const text = xml.replace(/<!--[\s\S]*?-->/g, '');
  const [calendarElement, ...more] = elements(text, 'calendar');
  if (!calendarElement || more.length)
    throw new CalendarFileError('expected one <calendar year="YYYY"> element');
  const yearText = calendarElement.get('year') ?? '';
  if (!/^\d{4}$/.test(yearText)) throw new CalendarFileError(`<calendar year="${yearText}">: not a year`);
  const year = Number(yearText);
  const holidays = new Map(
    elements(text, 'holiday').map((holiday) => [holiday.get('id'), holiday.get('title')]),
  );
  const dayOf = (monthDay: string | undefined, what: string): string => {
    const day = /^(\d{2})\.(\d{2})$/.exec(monthDay ?? '');
    const iso = day ? `${year}-${day[1]}-${day[2]}` : '';
    if (!isIsoDay(iso))
      throw new CalendarFileError(`${what} "${monthDay ?? ''}" is not a day (MM.DD) of ${year}`);
    return iso;
  };
  const calendar = {
    daysOff: [] as string[],
    workingWeekendDays: [] as string[],
    shortenedDays: [] as string[],
    why: {} as Record<string, string>,
  };
  const seen = new Set<string>();
  for (const element of elements(text, 'day')) {
    const day = dayOf(element.get('d'), '<day d>');
    if (seen.has(day)) throw new CalendarFileError(`<day d="${element.get('d')}"> is listed twice`);
    seen.add(day);
    const kind = element.get('t');
    if (kind === '1') calendar.daysOff.push(day);
    else if (kind === '2') {
      calendar.shortenedDays.push(day);
      if (isWeekendDay(day)) calendar.workingWeekendDays.push(day);
    } else if (kind === '3') calendar.workingWeekendDays.push(day);
    else throw new CalendarFileError(`<day d="${element.get('d')}" t="${kind ?? ''}">: t must be 1, 2 or 3`);
    const holiday = element.get('h');
    const movedFrom = element.get('f');
    const why = holiday !== undefined ? holidays.get(holiday) : undefined;
    if (why) calendar.why[day] = why;
    else if (movedFrom !== undefined) calendar.why[day] = `day off moved from ${dayOf(movedFrom, '<day f>')}`;
  }
  const sorted = (days: string[]) => days.sort();
  return {
    year,
    calendar: {
      daysOff: sorted(calendar.daysOff),
      workingWeekendDays: sorted(calendar.workingWeekendDays),
      shortenedDays: sorted(calendar.shortenedDays),
      why: calendar.why,
    },
  };
}

const dayList = z.array(z.string());
const jsonCalendar = z.object({
  source: z.string().optional(),
  years: z.record(
    z.string().regex(/^\d{4}$/, 'a year (YYYY)'),
    z.object({
      daysOff: dayList,
      workingWeekendDays: dayList,
      shortenedDays: dayList.optional(),
      why: z.record(z.string(), z.string()).optional(),
    }),
  ),
});

/** The shop's JSON shape: `{ source?, years: { "2027": { daysOff, workingWeekendDays, shortenedDays?, why? } } }`. */
export function readJsonCalendar(json: string, fallbackSource: string): CalendarFileYear[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    throw new CalendarFileError(`not JSON: ${(error as Error).message}`);
  }
  const parsed = jsonCalendar.safeParse(raw);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new CalendarFileError(
      `${issue?.path.join('.') || '(top)'}: ${issue?.message ?? 'unexpected shape'}`,
    );
  }
  const source = parsed.data.source?.trim() || fallbackSource;
  return Object.entries(parsed.data.years)
    .map(([year, calendar]) => ({ year: Number(year), calendar, source }))
    .sort((a, b) => a.year - b.year);
}

/** Reads either format, told apart by the first character (`<` is XML). */
export function readCalendarFile(text: string, fileName: string): CalendarFileYear[] {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (body.startsWith('<')) {
    const year = readXmlCalendar(body);
    return [{ ...year, source: `xmlcalendar ru/${year.year}/calendar.xml (${fileName})` }];
  }
  return readJsonCalendar(body, fileName);
}
