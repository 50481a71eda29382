import type { Kysely } from 'kysely';
import { calendarDayRows, calendarProblems } from '../../lib/production-calendar.js';
import type { Database } from '../schema.js';
import type { ProductionCalendarSeed } from './types.js';

const BATCH = 200;

/**
 * The production calendar's years this release ships that the database lacks (all of them on the
 * first start): written with their days. A year already present is left as it is, so a manager's
 * corrections and a decree loaded since are never overwritten. Runs on every start, with or without
 * the demo shop: order dates need the calendar. Bumps the shared content revision when it adds a
 * year, so other instances drop the "no calendar" they may have cached for it.
 */
export async function addMissingCalendarYears(
  db: Kysely<Database>,
  calendar: ProductionCalendarSeed,
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const present = new Set(
      (await trx.selectFrom('calendar_year').select('year').execute()).map((row) => Number(row.year)),
    );
    const added: number[] = [];
    for (const [yearText, days] of Object.entries(calendar.years)) {
      const year = Number(yearText);
      if (present.has(year)) continue;
      const problems = calendarProblems(year, days);
      if (problems.length)
        throw new Error(`Seed calendar ${year}: ${problems.map((problem) => problem.message).join('; ')}`);
      // Another instance starting at the same moment may have added it: then it is not ours to fill.
      const claimed = await trx
        .insertInto('calendar_year')
        .values({ year, source: calendar.source })
        .onConflict((oc) => oc.column('year').doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) continue;
      const rows = calendarDayRows(days, calendar.source, days.why);
      for (let start = 0; start < rows.length; start += BATCH)
        await trx
          .insertInto('calendar_day')
          .values(rows.slice(start, start + BATCH))
          .onConflict((oc) => oc.column('day').doNothing())
          .execute();
      added.push(year);
    }
    if (added.length) {
      // The settings module's revision (db/ cannot reach the module): any new value drops the caches.
      const value = `calendar-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      await trx
        .insertInto('setting')
        .values({ key: 'content_revision', value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    }
    return added;
  });
}
