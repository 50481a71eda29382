import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * The rouble rate's history and the Central Bank's daily import (ADR 038).
 *
 * - `ruble_rate`: every rate ever set, never updated or deleted: the day it is for, the rate as
 *   exact decimal text, `manual` (an administrator, `author_user_id`) or `cbr` (the import). The
 *   shop prices in the rate of the latest day up to today, a manual one before the import's.
 * - `ruble_rate_import`: each import, its outcome and its failure's reason. The daily job's
 *   attempts of a day are numbered, and (day, trigger, attempt) is unique: of the instances that
 *   try the same attempt at once, one inserts its row and runs it, the others see the conflict and
 *   skip. An administrator's "import now" has no attempt number (NULLs never conflict).
 */
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const withId = (name: string) =>
    pg
      ? db.schema
          .createTable(name)
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await withId('ruble_rate')
    .addColumn('day', 'text', (c) => c.notNull().check(sql`day like '____-__-__'`))
    .addColumn('rate', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('manual', 'cbr')`))
    .addColumn('author_user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('ruble_rate_day_idx').on('ruble_rate').columns(['day', 'id']).execute();

  await withId('ruble_rate_import')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('job', 'manual')`))
    .addColumn('attempt', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('running', 'succeeded', 'failed')`))
    .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('started_at', timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('finished_at', timestamp)
    .addColumn('rate_day', 'text')
    .addColumn('rate', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('ruble_rate_import_attempt_idx')
    .on('ruble_rate_import')
    .columns(['day', 'trigger', 'attempt'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('ruble_rate_import').ifExists().execute();
  await db.schema.dropTable('ruble_rate').ifExists().execute();
}
