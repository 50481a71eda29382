import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** One round trip to the database. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
