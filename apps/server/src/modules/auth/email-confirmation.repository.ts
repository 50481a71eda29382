import type { Insertable, Kysely } from 'kysely';
import type { Database, EmailConfirmationTable } from '../../db/schema.js';

type Db = Kysely<Database>;

export async function insertEmailConfirmation(
  db: Db,
  confirmation: Insertable<EmailConfirmationTable>,
): Promise<void> {
  await db.insertInto('email_confirmation').values(confirmation).execute();
}

/**
 * Spends a live confirmation in one statement, so that of two requests with it exactly one gets
 * the user; undefined when it is unknown, used or expired.
 */
export async function spendEmailConfirmation(db: Db, tokenHash: string, now: string) {
  return db
    .updateTable('email_confirmation')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
}

/** Spends the user's outstanding confirmations: a fresh registration or a reset replaces them. */
export async function spendEmailConfirmationsOfUser(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('email_confirmation')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Marks the e-mail confirmed unless it already was (the first confirmation's time is kept). */
export async function confirmEmailOf(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}
