import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hashPassword } from '../../lib/passwords.js';
import { normalEmail } from '../auth/account.service.js';

export interface ManagerAccount {
  id: number;
  email: string;
  /** Whether the account was created rather than an existing user promoted. */
  created: boolean;
  /** The password made here, to be shown once; absent when one was given or the old one is kept. */
  generatedPassword?: string;
}

/** A strong password to hand over once: 144 random bits, 24 URL-safe characters. */
export const generatePassword = () => randomBytes(18).toString('base64url');

/**
 * `npm run manager -- create <email>`: a new manager account with `password` (or a generated one),
 * or an existing user promoted to manager. A promoted user keeps the old password unless one is
 * given or there is none; an admin stays admin. Passwords are argon2id like every account's.
 */
export async function createOrPromoteManager(
  db: Kysely<Database>,
  rawEmail: string,
  password?: string,
): Promise<ManagerAccount> {
  const email = normalEmail(rawEmail);
  const existing = await db
    .selectFrom('app_user')
    .select(['id', 'role', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
  const generatedPassword = password || existing?.password_hash ? undefined : generatePassword();
  const newPassword = password ?? generatedPassword;
  const passwordHash = newPassword === undefined ? undefined : await hashPassword(newPassword);
  if (existing) {
    await db
      .updateTable('app_user')
      .set({
        ...(existing.role === 'customer' ? { role: 'manager' as const } : {}),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', existing.id)
      .execute();
    return { id: existing.id, email, created: false, generatedPassword };
  }
  const row = await db
    .insertInto('app_user')
    .values({ email, role: 'manager', password_hash: passwordHash ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, created: true, generatedPassword };
}
