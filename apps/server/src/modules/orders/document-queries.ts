import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Whether the rate an order was priced at is the Central Bank's (imported) rate of its day, as the
 * rate history tells: the rate in force on a day is its manual rate before its import's, so an
 * equal manual rate of that day makes it the seller's.
 */
export async function isImportedRate(db: Kysely<Database>, day: string, rate: string): Promise<boolean> {
  const row = await db
    .selectFrom('ruble_rate')
    .select('source')
    .where('day', '=', day)
    .where('rate', '=', rate)
    .orderBy(sql`case when source = 'manual' then 0 else 1 end`)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.source === 'cbr';
}
