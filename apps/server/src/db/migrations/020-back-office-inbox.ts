import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * The back-office's inbox and operations (ADR 039).
 *
 * - `consult_request.status` (`new`, `in_work`, `done`) and `status_changed_at`.
 * - `consult_note`: a request's notes, each with its author and time (a history, not one field).
 * - `register_import_job`: an import started from the back-office, with its progress, so any
 *   instance shows it; the instance that took the upload runs it.
 */
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const withId = (name: string) =>
    pg
      ? db.schema
          .createTable(name)
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await db.schema
    .alterTable('consult_request')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema.alterTable('consult_request').addColumn('status_changed_at', timestamp).execute();
  await db.schema
    .createIndex('consult_request_status_idx')
    .on('consult_request')
    .columns(['status', 'id'])
    .execute();

  await withId('consult_note')
    .addColumn('consult_request_id', 'integer', (c) =>
      c.notNull().references('consult_request.id').onDelete('cascade'),
    )
    .addColumn('author_user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('consult_note_request_idx')
    .on('consult_note')
    .columns(['consult_request_id', 'id'])
    .execute();

  await withId('register_import_job')
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('country', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('bytes_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rejected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('started_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('finished_at', timestamp)
    .execute();

  // The outbox screen lists by status, newest first.
  await db.schema.createIndex('mail_outbox_status_idx').on('mail_outbox').columns(['status', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('mail_outbox_status_idx').ifExists().execute();
  await db.schema.dropTable('register_import_job').ifExists().execute();
  await db.schema.dropTable('consult_note').ifExists().execute();
  await db.schema.dropIndex('consult_request_status_idx').ifExists().execute();
  await db.schema.alterTable('consult_request').dropColumn('status_changed_at').execute();
  await db.schema.alterTable('consult_request').dropColumn('status').execute();
}
