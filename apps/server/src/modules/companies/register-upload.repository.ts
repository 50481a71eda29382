import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Marks failed, with `error`, the queued or running jobs whose row has not moved since `before`. */
export async function failStalledJobs(db: Db, before: string, error: string): Promise<void> {
  await db
    .updateTable('register_import_job')
    .set({ status: 'failed', error, finished_at: new Date().toISOString() })
    .where('status', 'in', ['queued', 'running'])
    .where('updated_at', '<', before)
    .execute();
}

/** Whether a job is queued or running. */
export async function anyActiveJob(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('register_import_job')
    .select('id')
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewImportJob {
  format: string;
  country: string | null;
  file_name: string;
  size_bytes: number;
  started_by: number;
}

export async function insertJob(db: Db, job: NewImportJob): Promise<number> {
  const row = await db
    .insertInto('register_import_job')
    .values(job)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A job's progress or outcome. */
export interface JobProgress {
  status?: 'running' | 'done' | 'failed';
  bytes_read?: number;
  rows?: number;
  rejected?: number;
  error?: string;
  finished_at?: string;
}

/** Writes a job's progress, and when its row last moved (what tells a stalled job). */
export async function updateJob(db: Db, id: number, values: JobProgress): Promise<void> {
  await db
    .updateTable('register_import_job')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}
