import {
  type AdminCalendar,
  type adminCalendarUploadCall,
  addWorkingDays,
  type AnswerOf,
  moscowDay,
  type WorkingDaysAnswer,
  type YearCalendar,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { unauditedWrite, type Write } from '../../db/transaction.js';
import type { ContentCache } from '../../lib/content-cache.js';
import { invalid } from '../../lib/errors.js';
import { calendarDayRows, calendarProblems, yearCalendarOf } from '../../lib/production-calendar.js';
import { CalendarFileError, type CalendarFileYear, readCalendarFile } from './calendar-file.js';
import { bumpContentRevision } from '../settings/settings.service.js';
import * as repository from './calendar.repository.js';

export interface SavedCalendarYear {
  year: number;
  /** The year had a calendar before, now replaced. */
  replaced: boolean;
  daysOff: number;
  workingWeekendDays: number;
  shortenedDays: number;
}

/** A year's calendar from the tables, or undefined when its decree is not loaded. */
async function readYear(db: Kysely<Database>, year: number): Promise<YearCalendar | undefined> {
  const loaded = await repository.findYear(db, year);
  return loaded ? yearCalendarOf(await repository.listDays(db, year)) : undefined;
}

/**
 * The Russian production calendar and the working-day arithmetic on it (ADR 030). Years are read
 * from the calendar tables and cached per instance through the shared content revision, so a year
 * saved on one instance is counted by every instance within the content cache's TTL.
 */
export class CalendarService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: ContentCache,
    /** The clock "today" is read from. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Today in Moscow, 'YYYY-MM-DD'. */
  today(): string {
    return moscowDay(this.now());
  }

  /** A year's calendar, or undefined when its decree is not loaded. */
  year(year: number): Promise<YearCalendar | undefined> {
    return this.cache.get(`calendar:${year}`, () => readYear(this.db, year));
  }

  /**
   * The day `days` Russian working days after `fromDay` ('YYYY-MM-DD'; the start day never counts,
   * 0 days answers it), and whether a year on the way had no calendar (an estimate). Throws a
   * RangeError for a start that is not a day or a count out of range (addWorkingDays).
   *
   * `db`: the caller's unit of work when it counts inside a transaction (an order turning paid):
   * the years are then read through it, past the cache, whose revision check would take another
   * connection (SQLite has one; a PostgreSQL pool may have none left).
   */
  async addWorkingDays(fromDay: string, days: number, db?: Kysely<Database>): Promise<WorkingDaysAnswer> {
    const yearOf = db ? (year: number) => readYear(db, year) : (year: number) => this.year(year);
    // The pure count asks for years one at a time; each round loads the years it asked for
    // that were not loaded yet (usually one round, two across a New Year).
    const loaded = new Map<number, YearCalendar | undefined>();
    for (;;) {
      const wanted: number[] = [];
      const answer = addWorkingDays(fromDay, days, (year) => {
        if (!loaded.has(year)) wanted.push(year);
        return loaded.get(year);
      });
      if (!wanted.length) return answer;
      for (const year of wanted) loaded.set(year, await yearOf(year));
    }
  }

  /** The day documents of `days` working days are ready when paid today (Moscow). */
  readyDate(days: number): Promise<WorkingDaysAnswer> {
    return this.addWorkingDays(this.today(), days);
  }

  /** The years whose decree is loaded, with where each came from. */
  listYears() {
    return repository.listYears(this.db);
  }

  /**
   * Loads (or replaces) a year's decree in one unit of work that bumps the content revision, so
   * every instance counts by it at once. Refuses an unsound calendar (calendarProblems) with
   * `FieldHasWrongValue` on the list at fault.
   */
  async saveYear(
    year: number,
    calendar: YearCalendar & { why?: Readonly<Record<string, string>> },
    source: string,
    write: Write = unauditedWrite(this.db),
  ): Promise<SavedCalendarYear> {
    const [problem] = calendarProblems(year, calendar);
    if (problem) throw invalid('FieldHasWrongValue', problem.field);
    if (!source.trim()) throw invalid('FieldCannotBeEmpty', 'source');
    const { before, ...saved } = await write((trx) => this.saveYearIn(trx, year, calendar, source));
    return { ...saved, replaced: before !== null };
  }

  /**
   * Replaces a sound year (see saveYear) in the caller's unit of work, bumping the content
   * revision; answers what it saved and what the year had before (for the audit).
   */
  async saveYearIn(
    trx: Kysely<Database>,
    year: number,
    calendar: YearCalendar & { why?: Readonly<Record<string, string>> },
    source: string,
  ): Promise<SavedCalendarYear & { before: { source: string; days: number } | null }> {
    const rows = calendarDayRows(calendar, source.trim(), calendar.why);
    const loaded = await repository.findYear(trx, year);
    const before = loaded
      ? { source: loaded.source, days: (await repository.listDays(trx, year)).length }
      : null;
    await repository.replaceYear(trx, year, source.trim(), rows);
    await bumpContentRevision(trx);
    const saved = yearCalendarOf(rows);
    return {
      year,
      replaced: before !== null,
      before,
      daysOff: saved.daysOff.length,
      workingWeekendDays: saved.workingWeekendDays.length,
      shortenedDays: saved.shortenedDays?.length ?? 0,
    };
  }

  /**
   * A calendar file's years (xmlcalendar XML or the shop's JSON, as `npm run calendar:import` reads
   * them), every one checked: an unreadable or unsound file is `CalendarFileInvalid` on `content`
   * with the reason as its argument.
   */
  readFile(text: string, fileName: string): CalendarFileYear[] {
    let years: CalendarFileYear[];
    try {
      years = readCalendarFile(text, fileName);
    } catch (error) {
      if (error instanceof CalendarFileError)
        throw invalid('CalendarFileInvalid', 'content', [error.message]);
      throw error;
    }
    if (!years.length) throw invalid('CalendarFileInvalid', 'content', ['no year in the file']);
    for (const { year, calendar } of years) {
      const [problem] = calendarProblems(year, calendar);
      if (problem)
        throw invalid('CalendarFileInvalid', 'content', [`${year} ${problem.field}: ${problem.message}`]);
    }
    return years;
  }

  /** A year as the back-office's calendar screen shows it: its special days and the years loaded. */
  async screen(year: number): Promise<AdminCalendar> {
    const [loaded, days, years] = await Promise.all([
      repository.findYear(this.db, year),
      repository.listDays(this.db, year),
      this.listYears(),
    ]);
    return {
      year,
      loaded: loaded !== undefined,
      source: loaded?.source ?? null,
      loaded_at: loaded?.loaded_at ?? null,
      days: days.map((day) => ({ day: day.day, kind: day.kind, note: day.note })),
      years,
    };
  }

  /**
   * An administrator's upload of a decree (ADR 038): every year of the file, all checked before any
   * is written, saved in one unit of work, each year stated as a change with what it had before and
   * after. The source each year keeps names the file's and the administrator's (`uploadedBy`) e-mail.
   */
  async upload(
    write: Write,
    uploadedBy: string,
    fileName: string,
    content: string,
  ): Promise<AnswerOf<typeof adminCalendarUploadCall>['years']> {
    const years = this.readFile(content, fileName);
    return write(async (trx, changed) => {
      const saved = [];
      for (const { year, calendar: days, source } of years) {
        const kept = `${source}; ${uploadedBy}`;
        const result = await this.saveYearIn(trx, year, days, kept);
        changed({
          entity: 'calendar_year',
          id: year,
          before: result.before ?? { loaded: false },
          after: { source: kept, days: result.daysOff + result.workingWeekendDays + result.shortenedDays },
          details: { file_name: fileName },
        });
        saved.push({
          year,
          replaced: result.replaced,
          days_off: result.daysOff,
          working_weekend_days: result.workingWeekendDays,
          shortened_days: result.shortenedDays,
        });
      }
      return saved;
    });
  }
}
