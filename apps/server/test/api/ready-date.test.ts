import {
  addWorkingDays,
  type CalendarLookup,
  moscowDay,
  readyDateCall,
  statutoryCalendar,
  type YearCalendar,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruProductionCalendar } from '../../src/db/seed/data/ru-production-calendar.js';
import { createServices } from '../../src/services.js';
import { callOk, expectError, post, postRaw } from '../helpers/http.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

/** The years the database is seeded with, straight from the seed file. */
const seeded: CalendarLookup = (year) => ruProductionCalendar.years[String(year)];

describe.each(testedDialects())('/api/ready-date on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  /** The answer must be today in Moscow plus the days: today read before and after (a midnight between allows either). */
  async function expectReadyDate(app: FastifyInstance, days: number, calendarOf: CalendarLookup) {
    const before = addWorkingDays(moscowDay(new Date()), days, calendarOf);
    const answer = await callOk(app, readyDateCall, { days });
    const after = addWorkingDays(moscowDay(new Date()), days, calendarOf);
    expect([before, after]).toContainEqual(answer);
    return answer;
  }

  it('answers today in Moscow for 0 days, and later days for more, for anyone', async () => {
    const today = await expectReadyDate(t.app, 0, seeded);
    expect(today.estimate).toBe(false);
    const later = await expectReadyDate(t.app, 5, seeded);
    expect(later.date > today.date).toBe(true);
    // The call is for anyone: a key that is sent is not looked at.
    const withKey = await post(t.app, readyDateCall.path, { days: 5, auth_key: 'no such key' });
    expect(withKey.statusCode).toBe(200);
    expect(withKey.json()).toEqual(later);
  });

  it('counts by the calendar in the database', async () => {
    for (const days of [1, 10, 30, 365]) await expectReadyDate(t.app, days, seeded);
  });

  it("counts by next years' decrees as soon as another instance loads them, without an estimate", async () => {
    const loaded = new Map<number, YearCalendar>();
    const withLoaded: CalendarLookup = (year) => loaded.get(year) ?? seeded(year);
    const otherInstance = createServices(t.config, t.database.handle, console).calendar;
    const thisYear = Number(moscowDay(new Date()).slice(0, 4));
    for (const year of [thisYear, thisYear + 1, thisYear + 2]) {
      if (seeded(year)) continue;
      // An example decree: the statutory days, with 30 December off too.
      const decree = statutoryCalendar(year);
      const calendar = { ...decree, daysOff: [...decree.daysOff, `${year}-12-30`] };
      await otherInstance.saveYear(year, calendar, 'test decree');
      loaded.set(year, calendar);
    }
    const answer = await expectReadyDate(t.app, 365, withLoaded);
    expect(answer.estimate).toBe(false);
  });

  it('refuses days that are missing, not a whole number, or out of 0-365, with 400 on days', async () => {
    for (const days of ['', '-1', '366', '1.5', 'five', '1e3'])
      expectError(await post(t.app, readyDateCall.path, { days }), 400, { field: 'days' });
    expectError(await post(t.app, readyDateCall.path, {}), 400, { field: 'days' });
    expectError(await postRaw(t.app, readyDateCall.path, 'days[]=1&days[]=2'), 400, { field: 'days' });
  });
});
