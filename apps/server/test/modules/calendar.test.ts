import { statutoryCalendar } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMissingCalendarYears } from '../../src/db/seed/calendar-seed.js';
import { ruProductionCalendar } from '../../src/db/seed/data/ru-production-calendar.js';
import { ContentCache } from '../../src/lib/content-cache.js';
import { CalendarService } from '../../src/modules/calendar/calendar.service.js';
import { contentRevisionReader } from '../../src/modules/settings/settings.service.js';
import { createServices } from '../../src/services.js';
import { type TestDatabase, createTestDatabase, testConfig, testedDialects } from '../helpers/test-app.js';

/** The 2027 decree as it might read (an example year, not the real decree). */
const decree2027 = {
  daysOff: [...statutoryCalendar(2027).daysOff, '2027-12-31'],
  workingWeekendDays: ['2027-12-25'],
  shortenedDays: ['2027-12-25', '2027-02-22'],
  why: { '2027-12-31': 'day off moved from 2027-01-02' },
};

describe.each(testedDialects())('the production calendar on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => database?.drop());
  const db = () => database.handle.db;
  /** The calendar of one server instance (each has its own content cache), as services.ts builds it. */
  const instance = (now?: () => Date) =>
    new CalendarService(db(), new ContentCache(contentRevisionReader(db()), 0), now);

  it('is seeded with 2020-2026 from the decrees, the source named, and wired as services.calendar', async () => {
    const years = await createServices(testConfig(), database.handle, console).calendar.listYears();
    expect(years.map((year) => year.year)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    expect(years.every((year) => year.source === ruProductionCalendar.source)).toBe(true);
    const days = await db()
      .selectFrom('calendar_day')
      .select(['day', 'kind', 'note'])
      .where('day', 'in', ['2025-11-01', '2025-11-03', '2026-01-09', '2026-05-11', '2026-01-07'])
      .orderBy('day')
      .execute();
    expect(days).toEqual([
      { day: '2025-11-01', kind: 'shortened_day', note: '' },
      { day: '2025-11-03', kind: 'day_off', note: 'day off moved from 2025-11-01' },
      { day: '2026-01-07', kind: 'day_off', note: 'Рождество Христово' },
      { day: '2026-01-09', kind: 'day_off', note: 'day off moved from 2026-01-03' },
      { day: '2026-05-11', kind: 'day_off', note: 'day off moved from 2026-05-09' },
    ]);
  });

  it('reads back each seeded year as the seed file has it', async () => {
    const calendar = instance();
    for (const [year, seeded] of Object.entries(ruProductionCalendar.years)) {
      expect(await calendar.year(Number(year)), year).toEqual({
        daysOff: seeded.daysOff,
        workingWeekendDays: seeded.workingWeekendDays,
        shortenedDays: seeded.shortenedDays,
      });
    }
    expect(await calendar.year(2027)).toBeUndefined();
  });

  it('counts the acceptance days from the database', async () => {
    const calendar = instance();
    expect(await calendar.addWorkingDays('2025-10-31', 1)).toEqual({ date: '2025-11-01', estimate: false });
    expect(await calendar.addWorkingDays('2025-11-01', 1)).toEqual({ date: '2025-11-05', estimate: false });
    expect(await calendar.addWorkingDays('2025-12-30', 1)).toEqual({ date: '2026-01-12', estimate: false });
    expect(await calendar.addWorkingDays('2026-05-08', 1)).toEqual({ date: '2026-05-12', estimate: false });
    expect(await calendar.addWorkingDays('2026-12-28', 5)).toEqual({ date: '2027-01-13', estimate: true });
    expect(await calendar.addWorkingDays('2025-12-01', 300)).toEqual({ date: '2027-02-24', estimate: true });
  });

  it("counts inside the caller's transactions, reading through them (more at once than the pool has connections)", async () => {
    const calendar = instance();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        db()
          .transaction()
          .execute((trx) => calendar.addWorkingDays('2026-12-28', 5, trx)),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 12 }, () => ({ date: '2027-01-13', estimate: true })));
  });

  it('refuses a start that is not a day and a count out of range', async () => {
    const calendar = instance();
    await expect(calendar.addWorkingDays('2025-02-30', 1)).rejects.toThrow(RangeError);
    await expect(calendar.addWorkingDays('2025-02-03', -1)).rejects.toThrow(RangeError);
  });

  it("is today in Moscow plus the days for the ready date, Moscow's day turning at 21:00 UTC", async () => {
    const evening = instance(() => new Date('2025-10-31T20:59:00Z'));
    expect(evening.today()).toBe('2025-10-31');
    expect(await evening.readyDate(1)).toEqual({ date: '2025-11-01', estimate: false });
    const night = instance(() => new Date('2025-10-31T21:00:00Z'));
    expect(night.today()).toBe('2025-11-01');
    expect(await night.readyDate(1)).toEqual({ date: '2025-11-05', estimate: false });
  });

  it("saves next year's decree, and every instance counts by it at once", async () => {
    const first = instance();
    const second = instance();
    expect(await second.addWorkingDays('2027-12-24', 1)).toEqual({ date: '2027-12-27', estimate: true });
    const saved = await first.saveYear(2027, decree2027, 'decree 2027 (test)');
    expect(saved).toEqual({
      year: 2027,
      replaced: false,
      daysOff: 18,
      workingWeekendDays: 1,
      shortenedDays: 2,
    });
    // The second instance had cached "no calendar for 2027": the content revision drops it.
    expect(await second.addWorkingDays('2027-12-24', 1)).toEqual({ date: '2027-12-25', estimate: false });
    expect(await second.addWorkingDays('2027-12-30', 1)).toEqual({ date: '2028-01-10', estimate: true });
    expect(await second.addWorkingDays('2026-12-28', 5)).toEqual({ date: '2027-01-13', estimate: false });
    const row = await db()
      .selectFrom('calendar_day')
      .select(['kind', 'note', 'source'])
      .where('day', '=', '2027-12-31')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      kind: 'day_off',
      note: 'day off moved from 2027-01-02',
      source: 'decree 2027 (test)',
    });
  });

  it('replaces a year when its decree is saved again', async () => {
    const calendar = instance();
    const amended = { ...decree2027, daysOff: decree2027.daysOff.filter((day) => day !== '2027-12-31') };
    expect(await calendar.saveYear(2027, amended, 'amended decree 2027 (test)')).toMatchObject({
      replaced: true,
      daysOff: 17,
    });
    expect(await calendar.addWorkingDays('2027-12-30', 1)).toEqual({ date: '2027-12-31', estimate: false });
    const year = await db()
      .selectFrom('calendar_year')
      .select('source')
      .where('year', '=', 2027)
      .executeTakeFirstOrThrow();
    expect(year.source).toBe('amended decree 2027 (test)');
    expect(
      await db().selectFrom('calendar_day').select('day').where('day', 'like', '2027-%').execute(),
    ).toHaveLength(19);
  });

  it('refuses an unsound year, changing nothing', async () => {
    const calendar = instance();
    const before = await calendar.year(2027);
    for (const [calendarOf2027, field] of [
      [{ ...decree2027, daysOff: ['2028-01-03'] }, 'daysOff'],
      [{ ...decree2027, daysOff: ['2027-02-30'] }, 'daysOff'],
      [{ ...decree2027, workingWeekendDays: ['2027-12-24'] }, 'workingWeekendDays'],
      [{ ...decree2027, shortenedDays: ['2027-12-31'] }, 'shortenedDays'],
    ] as const) {
      await expect(calendar.saveYear(2027, calendarOf2027, 'bad (test)')).rejects.toMatchObject({
        kind: 'invalid',
        key: 'FieldHasWrongValue',
        field,
      });
    }
    await expect(calendar.saveYear(2027, decree2027, '  ')).rejects.toMatchObject({ field: 'source' });
    expect(await instance().year(2027)).toEqual(before);
  });

  it('adds on start a shipped year the database lacks, never touching the years it has', async () => {
    await db()
      .updateTable('calendar_day')
      .set({ note: 'edited by a manager' })
      .where('day', '=', '2025-11-04')
      .execute();
    await db().deleteFrom('calendar_day').where('day', '=', '2025-12-31').execute();
    await db().deleteFrom('calendar_day').where('day', 'like', '2026-%').execute();
    await db().deleteFrom('calendar_year').where('year', '=', 2026).execute();
    const calendar = instance();
    expect(await calendar.year(2026)).toBeUndefined();

    expect(await addMissingCalendarYears(db(), ruProductionCalendar)).toEqual([2026]);
    expect(await calendar.year(2026)).toMatchObject({ daysOff: ruProductionCalendar.years['2026']!.daysOff });
    const edited = await calendar.year(2025);
    expect(edited?.daysOff).not.toContain('2025-12-31');
    expect(
      await db()
        .selectFrom('calendar_day')
        .select('note')
        .where('day', '=', '2025-11-04')
        .executeTakeFirstOrThrow(),
    ).toEqual({ note: 'edited by a manager' });
    expect(await addMissingCalendarYears(db(), ruProductionCalendar)).toEqual([]);
  });
});
