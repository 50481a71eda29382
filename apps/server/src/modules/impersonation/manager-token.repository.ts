import type { Insertable, Kysely } from 'kysely';
import type { Database, ManagerTokenTable, UserRole } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Roles that may obtain a manager token. */
export const MANAGER_ROLES: readonly UserRole[] = ['manager', 'admin'];

export async function insertManagerToken(db: Db, token: Insertable<ManagerTokenTable>): Promise<number> {
  const row = await db.insertInto('manager_token').values(token).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The customer of a live manager token, with its issuer: not revoked, not expired, the issuer
 * still a manager (or admin) and not disabled, the customer not disabled.
 */
export async function findLiveManagerToken(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('manager_token as t')
    .innerJoin('app_user as u', 'u.id', 't.user_id')
    .innerJoin('app_user as m', 'm.id', 't.manager_id')
    .selectAll('u')
    .select(['t.id as manager_token_id', 't.manager_id'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', now)
    .where('m.role', 'in', MANAGER_ROLES)
    .where('m.disabled_at', 'is', null)
    .where('u.disabled_at', 'is', null)
    .executeTakeFirst();
}
