import type { Insertable, Kysely } from 'kysely';
import type { Database, UserSessionTable } from '../../db/schema.js';

type Db = Kysely<Database>;

const SESSION_COLUMNS = ['id', 'user_id', 'remember', 'created_at', 'last_seen_at'] as const;

/**
 * A session that is neither revoked nor expired: its id, user and times. Whether it has been idle
 * too long depends on its user's role, which the service knows.
 */
export async function findLiveSession(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('user_session')
    .select(SESSION_COLUMNS)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Every session of a user that is neither revoked nor expired, with where it was opened. */
export async function listLiveSessions(db: Db, userId: number, now: string) {
  return db
    .selectFrom('user_session')
    .select([...SESSION_COLUMNS, 'token_hash', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .execute();
}

export async function insertSession(db: Db, session: Insertable<UserSessionTable>): Promise<void> {
  await db.insertInto('user_session').values(session).execute();
}

/**
 * Marks a session as used now, unless it already was after `since`: one write per session per
 * interval, whichever instance serves it.
 */
export async function touchSession(db: Db, id: number, now: string, since: string): Promise<void> {
  await db
    .updateTable('user_session')
    .set({ last_seen_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', since)]))
    .execute();
}

/**
 * Ends every live session of a user (a new password, a new login e-mail); with `exceptHash`, all
 * but that one.
 */
export async function revokeSessionsOfUser(
  db: Db,
  userId: number,
  now: string,
  exceptHash?: string,
): Promise<void> {
  let query = db
    .updateTable('user_session')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptHash !== undefined) query = query.where('token_hash', '!=', exceptHash);
  await query.execute();
}

/**
 * Ends one live session of a user by id, never the one whose hash is `exceptHash`; how many it
 * ended (0 for another user's id, an ended session or the excepted one).
 */
export async function revokeSessionById(
  db: Db,
  userId: number,
  id: number,
  now: string,
  exceptHash: string,
): Promise<number> {
  const result = await db
    .updateTable('user_session')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('token_hash', '!=', exceptHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
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
