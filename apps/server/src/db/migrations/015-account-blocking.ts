import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * The back-office's customers and staff (ADR 034).
 *
 * - `app_user.disabled_reason`: why a manager blocked the customer (or an administrator
 *   deactivated the staff member); `disabled_at` (since 001) says when. Who did it and the values
 *   before and after are in the audit log.
 * - `app_user (role, created_at)`: the customers list (role `customer`, newest first) and the staff
 *   list (the other roles) read the accounts by role.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('disabled_reason', 'text').execute();
  await db.schema
    .createIndex('app_user_role_created_idx')
    .on('app_user')
    .columns(['role', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('app_user_role_created_idx').ifExists().execute();
  await db.schema.alterTable('app_user').dropColumn('disabled_reason').execute();
}
