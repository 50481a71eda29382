import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CalendarDayRow } from '../../lib/production-calendar.js';

type Db = Kysely<Database>;

const BATCH = 200;

/** A loaded year's row, or undefined when its decree is not loaded. */
export async function findYear(db: Db, year: number) {
  return db
    .selectFrom('calendar_year')
    .select(['year', 'source', 'loaded_at'])
    .where('year', '=', year)
    .executeTakeFirst();
}

/** The special days of a year, in day order. */
export async function listDays(db: Db, year: number) {
  return db
    .selectFrom('calendar_day')
    .select(['day', 'kind', 'note', 'source'])
    .where('day', '>=', `${year}-01-01`)
    .where('day', '<=', `${year}-12-31`)
    .orderBy('day')
    .execute();
}

export async function listYears(db: Db) {
  return db.selectFrom('calendar_year').select(['year', 'source', 'loaded_at']).orderBy('year').execute();
}

/**
 * Replaces a year: its row (marked loaded now, from `source`) and its days. The row is written
 * first: it locks the year, so two replacements of one year run one after the other.
 */
export async function replaceYear(
  db: Db,
  year: number,
  source: string,
  rows: readonly CalendarDayRow[],
): Promise<void> {
  const loadedAt = new Date().toISOString();
  await db
    .insertInto('calendar_year')
    .values({ year, source, loaded_at: loadedAt })
    .onConflict((oc) => oc.column('year').doUpdateSet({ source, loaded_at: loadedAt }))
    .execute();
  await db
    .deleteFrom('calendar_day')
    .where('day', '>=', `${year}-01-01`)
    .where('day', '<=', `${year}-12-31`)
    .execute();
  for (let start = 0; start < rows.length; start += BATCH)
    await db
      .insertInto('calendar_day')
      .values(rows.slice(start, start + BATCH))
      .execute();
}
