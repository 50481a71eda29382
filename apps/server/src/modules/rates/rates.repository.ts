import { type Kysely, sql } from 'kysely';
import type { Database, RubleRateImportTable } from '../../db/schema.js';

type Db = Kysely<Database>;

const RATE_COLUMNS = ['id', 'day', 'rate', 'source', 'author_user_id', 'created_at'] as const;

/** A manual rate before the import of its day, then the latest set. */
const manualFirst = sql<number>`case when source = 'manual' then 0 else 1 end`;

/** The rate in force on `day`: the latest day up to it, a manual rate winning over the import's. */
export async function rateInForce(db: Db, day: string) {
  return db
    .selectFrom('ruble_rate')
    .select(RATE_COLUMNS)
    .where('day', '<=', day)
    .orderBy('day', 'desc')
    .orderBy(manualFirst)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function countRates(db: Db): Promise<number> {
  const row = await db
    .selectFrom('ruble_rate')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every rate, the latest day first and in the order they win within a day. */
export async function listRates(db: Db, offset: number, limit: number) {
  return db
    .selectFrom('ruble_rate')
    .select(RATE_COLUMNS)
    .orderBy('day', 'desc')
    .orderBy(manualFirst)
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** The latest imported rate of a day, if any. */
export async function importedRateOf(db: Db, day: string) {
  return db
    .selectFrom('ruble_rate')
    .select(RATE_COLUMNS)
    .where('day', '=', day)
    .where('source', '=', 'cbr')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertRate(
  db: Db,
  row: { day: string; rate: string; source: 'manual' | 'cbr'; author_user_id: number | null },
): Promise<number> {
  const inserted = await db
    .insertInto('ruble_rate')
    .values({ ...row, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

const IMPORT_COLUMNS = [
  'id',
  'day',
  'trigger',
  'attempt',
  'status',
  'user_id',
  'started_at',
  'finished_at',
  'rate_day',
  'rate',
  'error',
] as const;

/** The job's latest attempt of a day. */
export async function latestJobAttempt(db: Db, day: string) {
  return db
    .selectFrom('ruble_rate_import')
    .select(IMPORT_COLUMNS)
    .where('day', '=', day)
    .where('trigger', '=', 'job')
    .orderBy('attempt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether an import (any trigger) loaded a rate on that day. */
export async function succeededOn(db: Db, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('ruble_rate_import')
    .select('id')
    .where('day', '=', day)
    .where('status', '=', 'succeeded')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Starts an import's row; a job attempt another instance took first is a unique violation. */
export async function insertImport(
  db: Db,
  row: Pick<RubleRateImportTable, 'day' | 'trigger' | 'attempt' | 'user_id'>,
): Promise<number> {
  const inserted = await db
    .insertInto('ruble_rate_import')
    .values({ ...row, status: 'running', started_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function finishImport(
  db: Db,
  id: number,
  outcome: {
    status: 'succeeded' | 'failed';
    rate_day: string | null;
    rate: string | null;
    error: string | null;
  },
): Promise<void> {
  await db
    .updateTable('ruble_rate_import')
    .set({ ...outcome, finished_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** The latest import, or the latest that succeeded. */
export async function latestImport(db: Db, succeeded = false) {
  let query = db.selectFrom('ruble_rate_import').select(IMPORT_COLUMNS);
  if (succeeded) query = query.where('status', '=', 'succeeded');
  return query.orderBy('id', 'desc').limit(1).executeTakeFirst();
}
