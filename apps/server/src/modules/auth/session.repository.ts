import type { Insertable, Kysely } from 'kysely';
import type { Database, UserSessionTable } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The user id of a live session (not revoked, not expired). */
export async function findLiveSession(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('user_session')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function insertSession(db: Db, session: Insertable<UserSessionTable>): Promise<void> {
  await db.insertInto('user_session').values(session).execute();
}

/** Ends every live session of a user (password reset). */
export async function revokeSessionsOfUser(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('user_session')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends the session whose hash this is; nothing happens for an unknown or already dead one. */
export async function revokeSession(db: Db, tokenHash: string, now: string): Promise<void> {
  await db
    .updateTable('user_session')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}
