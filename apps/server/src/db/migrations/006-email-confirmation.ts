import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * `email_confirmation`: the mailed link that confirms a registration's e-mail.
 * Only the SHA-256 of the token is stored; a link lives a day and works once. An account whose
 * `app_user.email_verified_at` is null waits for it and cannot log in.
 *
 * Accounts made before this migration were signed in at registration (or made by an
 * administrator): they count as confirmed from their creation, so nobody is locked out.
 */
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? 'timestamptz' : 'text';
  const id = pg
    ? db.schema
        .createTable('email_confirmation')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : db.schema
        .createTable('email_confirmation')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await id
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', timestamp, (c) =>
      c.notNull().defaultTo(pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    )
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('used_at', timestamp)
    .execute();
  await db.schema
    .createIndex('email_confirmation_user_idx')
    .on('email_confirmation')
    .column('user_id')
    .execute();
  await db
    .updateTable('app_user')
    .set({ email_verified_at: sql`created_at` })
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('email_confirmation').ifExists().execute();
}
