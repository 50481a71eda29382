import { z } from 'zod';
import {
  authKeyField,
  checkedText,
  emptyObject,
  listAnswer,
  pageQuery,
  pageSizeField,
  requiredText,
} from '../common.js';
import { routes } from '../routes.js';
import { defineCall } from './define.js';

/**
 * The back-office's money and time (docs/decisions/038-rates-and-calendar.md): the
 * euro's rouble rate with its history and the Central Bank's daily import, and the production
 * calendar. Managers may read both; only an administrator writes (every write audited with the
 * values before and after). Refusals: 400 RateNotPositive, CalendarFileInvalid (with the reason).
 */

/** Where a rate came from: set by an administrator, or imported from the Central Bank of Russia. */
export const rubleRateSources = ['manual', 'cbr'] as const;
export type RubleRateSource = (typeof rubleRateSources)[number];

/** How a rate import went; `running` while one is under way (or an instance died in it). */
export const rateImportStatuses = ['running', 'succeeded', 'failed'] as const;
/** Who started an import: the daily job of an instance, or an administrator's "import now". */
export const rateImportTriggers = ['job', 'manual'] as const;

/** A rate as an exact decimal text, roubles for one euro: `98.45`, `101.2345`; a comma is read as a point. */
export const RUBLE_RATE_PATTERN = /^\d{1,5}(\.\d{1,4})?$/;
export const rubleRateField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().replace(',', '.') : value),
  checkedText(
    z
      .string()
      .min(1)
      .regex(RUBLE_RATE_PATTERN)
      .refine((text) => Number(text) > 0, 'RateNotPositive'),
  ),
);

/** A calendar day, 'YYYY-MM-DD'. */
const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const rateDayField = checkedText(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/));

export const rubleRateEntry = z.object({
  id: z.number().int(),
  /** The day the rate is for (from that day on, until a later one). */
  day: dayText,
  rate: z.string(),
  source: z.enum(rubleRateSources),
  /** Who set it (null for an import, or an account since removed). */
  author: z.object({ id: z.number().int(), email: z.string().nullable() }).nullable(),
  created_at: z.string(),
});
export type RubleRateEntry = z.infer<typeof rubleRateEntry>;

export const rateImportEntry = z.object({
  id: z.number().int(),
  /** The Moscow day it ran on. */
  day: dayText,
  trigger: z.enum(rateImportTriggers),
  status: z.enum(rateImportStatuses),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** What it loaded: the rate and the day the bank set it for. */
  rate: z.string().nullable(),
  rate_day: z.string().nullable(),
  error: z.string().nullable(),
});
export type RateImportEntry = z.infer<typeof rateImportEntry>;

const ratesAnswer = z.object({
  /** YYYY-MM-DD: today in Moscow. */
  today: dayText,
  /** The rate the shop prices in today (`id` null: the rate the shop was set up with); null: none yet. */
  current: z
    .object({
      id: z.number().int().nullable(),
      day: dayText.nullable(),
      rate: z.string(),
      source: z.enum(rubleRateSources).nullable(),
    })
    .nullable(),
  /** Every rate kept, the latest day first (a manual rate before the import of its day). */
  history: listAnswer(rubleRateEntry),
  import: z.object({
    /** The daily import is switched on (CBR_RATE_IMPORT). */
    enabled: z.boolean(),
    /** The address it reads (CBR_RATE_URL). */
    url: z.string(),
    /** The latest import, its failure's reason included. */
    last: rateImportEntry.nullable(),
    /** The latest one that loaded a rate. */
    last_success: rateImportEntry.nullable(),
  }),
});
export type AdminRates = z.infer<typeof ratesAnswer>;

/** The rates screen: the rate in force, the history (paged), the import's state. */
export const adminRatesCall = defineCall(routes.adminRates, {
  body: z.object({ auth_key: authKeyField, pagesize: pageSizeField }),
  query: z.object({ page: pageQuery }),
  answer: ratesAnswer,
});

/**
 * Sets the rate of a day by hand (administrator). A manual rate wins over the imported one of its
 * day; a later rate of the same day replaces it in force, both are kept. Answers the first page.
 */
export const adminRateSetCall = defineCall(routes.adminRateSet, {
  body: z.object({ auth_key: authKeyField, day: rateDayField, rate: rubleRateField }),
  query: emptyObject,
  answer: ratesAnswer,
});

/**
 * Imports the Central Bank's daily rate now (administrator), whether or not the daily job is on.
 * A failed import keeps the rate and answers 200 with the failure as the last import.
 */
export const adminRateImportCall = defineCall(routes.adminRateImport, {
  body: z.object({ auth_key: authKeyField }),
  query: emptyObject,
  answer: ratesAnswer,
});

/** The kinds of special day a production calendar lists. */
export const calendarDayKinds = ['day_off', 'working_weekend_day', 'shortened_day'] as const;

export const calendarYearEntry = z.object({
  year: z.number().int(),
  source: z.string(),
  loaded_at: z.string(),
});

/** A year of the production calendar (`?year=`, this year when absent) and the years loaded. */
export const adminCalendarCall = defineCall(routes.adminCalendar, {
  body: z.object({ auth_key: authKeyField }),
  query: z.object({
    year: z.preprocess(
      (value) => (value === '' || value === undefined ? undefined : Number(value)),
      z.number().int().min(1900).max(2200).optional(),
    ),
  }),
  answer: z.object({
    year: z.number().int(),
    /** Its decree is loaded; else the shop counts it by the Labour Code (an estimate). */
    loaded: z.boolean(),
    source: z.string().nullable(),
    loaded_at: z.string().nullable(),
    /** The year's special days (the rest: Monday to Friday work, weekends rest). */
    days: z.array(z.object({ day: dayText, kind: z.enum(calendarDayKinds), note: z.string() })),
    years: z.array(calendarYearEntry),
  }),
});
export type AdminCalendar = z.infer<typeof adminCalendarCall.answer>;

/** The largest calendar file taken, in characters (a year's XML is about 5 KB). */
export const CALENDAR_FILE_MAX_CHARS = 200_000;

/**
 * Loads a year's decree (administrator) from a file's text: xmlcalendar's `calendar.xml` or the
 * shop's JSON shape, read by the same reader as `npm run calendar:import`. Every year in the file
 * is checked before any is written; a year already loaded is replaced. 400 CalendarFileInvalid.
 */
export const adminCalendarUploadCall = defineCall(routes.adminCalendarUpload, {
  body: z.object({
    auth_key: authKeyField,
    /** The file's name as the browser gave it; only its last segment is kept, in the year's source. */
    file_name: requiredText(),
    content: checkedText(z.string().min(1).max(CALENDAR_FILE_MAX_CHARS)),
  }),
  query: emptyObject,
  answer: z.object({
    years: z.array(
      z.object({
        year: z.number().int(),
        replaced: z.boolean(),
        days_off: z.number().int(),
        working_weekend_days: z.number().int(),
        shortened_days: z.number().int(),
      }),
    ),
  }),
});
