import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * `manager_token`: a manager's short-lived credential to act as one customer.
 * Only the SHA-256 of the token is stored; the row binds it to its issuer and to that customer.
 * The role itself is `app_user.role` (migration 001).
 */
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? 'timestamptz' : 'text';
  const id = pg
    ? db.schema
        .createTable('manager_token')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : db.schema
        .createTable('manager_token')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await id
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('manager_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('ip', 'text')
    .addColumn('created_at', timestamp, (c) =>
      c.notNull().defaultTo(pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    )
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('revoked_at', timestamp)
    .execute();
  await db.schema.createIndex('manager_token_manager_idx').on('manager_token').column('manager_id').execute();
  await db.schema.createIndex('manager_token_user_idx').on('manager_token').column('user_id').execute();
  await db.schema.createIndex('audit_log_manager_idx').on('audit_log').column('acting_manager_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('audit_log_manager_idx').ifExists().execute();
  await db.schema.dropTable('manager_token').ifExists().execute();
}
