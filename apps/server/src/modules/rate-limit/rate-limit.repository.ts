import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/**
 * Counts one hit in a fixed window with one atomic statement (SQLite and PostgreSQL alike): the
 * first hit creates the bucket, later ones add to it, and the first hit after `reset_at` starts a
 * new window. Every instance shares the counters; nothing is kept in a process.
 */
export async function hitBucket(
  db: Db,
  key: string,
  now: string,
  newResetAt: string,
): Promise<{ hits: number; reset_at: string }> {
  return db
    .insertInto('rate_limit_bucket')
    .values({ key, hits: 1, reset_at: newResetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limit_bucket.reset_at <= ${now} then 1 else rate_limit_bucket.hits + 1 end`,
        reset_at: sql<string>`case when rate_limit_bucket.reset_at <= ${now} then excluded.reset_at else rate_limit_bucket.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
}

/** The hits of a window still running (0 when there is none). */
export async function readBucket(db: Db, key: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_bucket')
    .select('hits')
    .where('key', '=', key)
    .where('reset_at', '>', now)
    .executeTakeFirst();
  return Number(row?.hits ?? 0);
}

/** Takes back one hit of a window still running (an attempt that turned out legitimate). */
export async function unhitBucket(db: Db, key: string, now: string): Promise<void> {
  await db
    .updateTable('rate_limit_bucket')
    .set({ hits: sql<number>`hits - 1` })
    .where('key', '=', key)
    .where('hits', '>', 0)
    .where('reset_at', '>', now)
    .execute();
}

export async function purgeBucketsResetBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('rate_limit_bucket').where('reset_at', '<', before).execute();
}
