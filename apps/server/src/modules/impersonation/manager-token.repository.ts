import type { Insertable, Kysely } from 'kysely';
import type { Database, ManagerTokenTable } from '../../db/schema.js';

type Db = Kysely<Database>;

export async function insertManagerToken(db: Db, token: Insertable<ManagerTokenTable>): Promise<number> {
  const row = await db.insertInto('manager_token').values(token).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A manager token that is neither revoked nor expired: its id, customer and issuer. */
export async function findLiveManagerToken(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('manager_token')
    .select(['id', 'user_id', 'manager_id'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Ends the manager token whose hash this is; nothing happens for an unknown or dead one. */
export async function revokeManagerToken(db: Db, tokenHash: string, now: string): Promise<void> {
  await db
    .updateTable('manager_token')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live manager token acting as this user or issued by them. */
export async function revokeManagerTokensOfUser(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('manager_token')
    .set({ revoked_at: now })
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('manager_id', '=', userId)]))
    .where('revoked_at', 'is', null)
    .execute();
}
