import type { Insertable, Kysely } from 'kysely';
import type { Database, PasswordResetTable } from '../../db/schema.js';

type Db = Kysely<Database>;

export async function insertPasswordReset(db: Db, reset: Insertable<PasswordResetTable>): Promise<void> {
  await db.insertInto('password_reset').values(reset).execute();
}

/** The user of a reset token that is neither used nor expired. */
export async function findLiveReset(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('password_reset')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Spends a live token in one statement, so that of two requests with it exactly one gets the user;
 * undefined when it is unknown, used or expired.
 */
export async function spendReset(db: Db, tokenHash: string, now: string) {
  return db
    .updateTable('password_reset')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
}

/** Spends the user's other outstanding tokens once the password is set. */
export async function spendResetsOfUser(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('password_reset')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
