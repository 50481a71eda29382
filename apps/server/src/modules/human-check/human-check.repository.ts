import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/**
 * Records a solved challenge as used. One statement that inserts or does nothing: of two requests
 * with the same solution (on any instance) exactly one inserts, and only that one may pass.
 */
export async function recordUse(db: Db, signature: string, expiresAt: string): Promise<boolean> {
  const result = await db
    .insertInto('human_check_use')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Forgets uses that expired before `before`; their challenges are refused as expired anyway. */
export async function purgeUsesExpiredBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('human_check_use').where('expires_at', '<', before).execute();
}
