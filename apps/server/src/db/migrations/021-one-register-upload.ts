import { type Kysely, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

const ACTIVE = sql`status in ('queued', 'running')`;

/**
 * One register import from the back-office at a time, held by the database (ADR 039): a partial
 * unique index over the jobs that are queued or running. The service's check before the insert
 * answers ImportAlreadyRunning in the common case; two uploads at the same moment on PostgreSQL
 * (read committed: both checks see none) are told apart here, the second insert failing as a
 * unique violation. Jobs left active by an older version, all but the newest, are marked failed.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`update register_import_job set status = 'failed', error = 'superseded by a newer import'
    where ${ACTIVE} and id < (select max(id) from register_import_job where ${ACTIVE})`.execute(db);
  await sql`create unique index register_import_job_one_active on register_import_job ((${ACTIVE})) where ${ACTIVE}`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('register_import_job_one_active').ifExists().execute();
}
