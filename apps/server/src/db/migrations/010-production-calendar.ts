import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * The Russian production calendar (ADR 030).
 *
 * `calendar_year`: the years whose decree is loaded. A year listed here is counted by its own
 * days; a year that is not is counted by the Labour Code's statutory holidays, as an estimate.
 *
 * `calendar_day`: the days of the loaded years that differ from "Monday to Friday work", one row
 * per day, as the decree data set (xmlcalendar) has them: `day_off` (a holiday, or a day off moved
 * by decree), `working_weekend_day` (a Saturday or Sunday made a working day) or `shortened_day`
 * (a working day one hour shorter; on a Saturday or Sunday it is also a weekend day made working).
 * `note` says why (the decree's words), `source` where the row came from.
 */
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? 'timestamptz' : 'text';
  await db.schema
    .createTable('calendar_year')
    .addColumn('year', 'integer', (c) => c.primaryKey().check(sql`year between 1000 and 9999`))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('loaded_at', timestamp, (c) =>
      c.notNull().defaultTo(pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    )
    .execute();
  await db.schema
    .createTable('calendar_day')
    .addColumn('day', 'text', (c) => c.primaryKey().check(sql`day like '____-__-__'`))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('day_off', 'working_weekend_day', 'shortened_day')`),
    )
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('calendar_day').ifExists().execute();
  await db.schema.dropTable('calendar_year').ifExists().execute();
}
