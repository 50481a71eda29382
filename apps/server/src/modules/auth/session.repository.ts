import type { Insertable, Kysely } from 'kysely';
import type { Database, UserSessionTable } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The user of a live session (not revoked, not expired, user not disabled). */
export async function findUserBySessionHash(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('user_session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .selectAll('u')
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('u.disabled_at', 'is', null)
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

/**
 * Ends the one session or manager token whose hash this is (logout); nothing happens for an
 * unknown or already dead one.
 */
export async function revokeToken(db: Db, tokenHash: string, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('user_session')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .updateTable('manager_token')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  });
}
