/**
 * Display formats of spec section 9 outside prices: numbers with a thousands separator and
 * decimals, dates as day/month/year with an optional time. Output never depends on the machine's
 * time zone: dates are shown in UTC unless a time zone is asked for.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Intl separates thousands with (narrow) no-break spaces in some locales; the site uses a plain space. */
const SPACE_LIKE = /[\s\u00a0\u202f]/gu;

/** '12 345,50' (ru-RU), '12,345.50' (en-US). Non-finite values give ''. */
export function formatNumber(value: number, locale = 'ru-RU', fractionDigits = 2): string {
  if (!Number.isFinite(value)) return '';
  const key = `${locale}|${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      roundingMode: 'halfExpand',
    });
    numberFormats.set(key, format);
  }
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? part.value.replace(SPACE_LIKE, ' ') : part.value))
    .join('');
}

/** A rate's decimal text: digits, and a fraction after a point ('98.45', '101.2345'). */
const RATE_TEXT = /^\d+(?:\.(\d+))?$/;

/**
 * A rouble rate (roubles for one euro, an exact decimal text on the wire) in the locale's marks:
 * '98,45' (ru-RU), '98.45' (en-US). It keeps the decimals it was fixed with, at least two and at
 * most six ('98.5' → '98,50', '101.2345' → '101,2345'), so the rate a price was made with can be
 * checked by hand. Text that is not such a decimal gives ''.
 */
export function formatRate(rate: string | number, locale = 'ru-RU'): string {
  const text = String(rate).trim();
  const match = RATE_TEXT.exec(text);
  if (!match) return '';
  const decimals = Math.min(6, Math.max(2, match[1]?.length ?? 0));
  // At most six decimals of a rate under a million: the double nearest the text prints back as the text.
  return formatNumber(Number(text), locale, decimals);
}

export interface FormatDateOptions {
  withTime?: boolean;
  /** IANA zone the moment is shown in; UTC when absent. */
  timeZone?: string;
}

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

interface ParsedDate {
  moment: Date;
  /** A bare 'YYYY-MM-DD' names a calendar day, not a moment, so no time zone may shift it. */
  calendarDay: boolean;
}

/**
 * Reads 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm[:ss[.fff]][Z|±hh:mm]' or the same with a space instead of
 * 'T' (SQL style). A time without an offset is read as UTC, not as the machine's local time.
 */
function parseIsoDate(text: string): ParsedDate | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, offset] = match;
  const [y, mo, d] = [Number(year), Number(month), Number(day)];
  const [h, mi, s] = [Number(hour ?? 0), Number(minute ?? 0), Number(second ?? 0)];
  const millis = Number((fraction ?? '0').padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, millis);
  const check = new Date(utc);
  // Date.UTC rolls 31.02 over into March; a date that does not exist is invalid input.
  if (
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== mo - 1 ||
    check.getUTCDate() !== d ||
    h > 23 ||
    mi > 59 ||
    s > 59
  ) {
    return null;
  }
  return { moment: new Date(utc - offsetMinutes(offset) * 60_000), calendarDay: hour === undefined };
}

function offsetMinutes(offset: string | undefined): number {
  if (offset === undefined || offset.toUpperCase() === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * Day/month/year in every locale (spec section 9), with the locale's own separator:
 * '21.11.2026' (ru-RU), '21/11/2026' (en-US); `withTime` appends ' 14:05'.
 * Invalid input gives '' rather than 'Invalid Date'.
 */
export function formatDate(value: Date | string, locale = 'ru-RU', options: FormatDateOptions = {}): string {
  const parsed = typeof value === 'string' ? parseIsoDate(value) : { moment: value, calendarDay: false };
  if (!parsed || Number.isNaN(parsed.moment.getTime())) return '';
  const timeZone = parsed.calendarDay ? 'UTC' : (options.timeZone ?? 'UTC');
  const parts = dateFormat(locale, timeZone).formatToParts(parsed.moment);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  const separator =
    parts.find((p) => p.type === 'literal' && /^[./-]$/.test(p.value.trim()))?.value.trim() ?? '.';
  const date = [part('day'), part('month'), part('year')].join(separator);
  return options.withTime ? `${date} ${part('hour')}:${part('minute')}` : date;
}
