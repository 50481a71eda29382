import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadedRegister, RegisterImportJob } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { invalid, Refusal } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { CompanySearch } from './company-search.js';
import { type RegisterFormatName, registerFormats } from './import/register-formats.js';
import { importRegister } from './import/register-importer.js';

/** A job whose row has not moved for this long lost its instance: it no longer blocks a new one. */
const STALLED_AFTER_MS = 10 * 60_000;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 1_000;
const ERROR_TEXT_MAX = 500;

export interface RegisterUpload {
  format: RegisterFormatName;
  country?: string | undefined;
  fileName: string;
  content: Buffer;
  truncated: boolean;
}

/** The file checked: CSV text (UTF-8, no NUL byte) named .csv or .txt, its header the format's. */
export function checkRegisterFile(upload: RegisterUpload, maxBytes: number): void {
  if (upload.truncated || upload.content.length > maxBytes)
    throw new Refusal('too-large', 'ImportFileTooLarge', 'file', [Math.floor(maxBytes / (1024 * 1024))]);
  if (upload.content.length === 0) throw invalid('FieldCannotBeEmpty', 'file');
  const named = /\.(csv|txt)$/i.test(upload.fileName);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(upload.content);
  } catch {
    throw invalid('ImportFileTypeNotAllowed', 'file');
  }
  if (!named || text.includes('\u0000')) throw invalid('ImportFileTypeNotAllowed', 'file');
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const header = firstLine.split(',').map((name) => name.trim().replace(/^"|"$/g, ''));
  if (registerFormats[upload.format].required.some((name) => !header.includes(name)))
    throw invalid('ImportHeaderWrong', 'file');
}

type JobRow = Awaited<ReturnType<typeof jobRows>>[number];

function jobRows(db: Kysely<Database>, where?: { id: number }) {
  return db
    .selectFrom('register_import_job')
    .leftJoin('app_user', 'app_user.id', 'register_import_job.started_by')
    .selectAll('register_import_job')
    .select('app_user.email as started_by_email')
    .$if(where !== undefined, (query) => query.where('register_import_job.id', '=', where!.id))
    .orderBy('register_import_job.id', 'desc')
    .limit(20)
    .execute();
}

const jobOf = (row: JobRow): RegisterImportJob => ({
  id: row.id,
  format: row.format as RegisterImportJob['format'],
  country: row.country,
  file_name: row.file_name,
  size_bytes: Number(row.size_bytes),
  status: row.status,
  bytes_read: Number(row.bytes_read),
  rows: Number(row.rows),
  rejected: Number(row.rejected),
  error: row.error,
  started_by: row.started_by === null ? null : { id: row.started_by, email: row.started_by_email },
  created_at: row.created_at,
  finished_at: row.finished_at,
});

/**
 * Register imports from the back-office (ADR 039): a small uploaded file is
 * checked, recorded as a job and imported in the background by the CLI's importer (in batches),
 * its progress written to the job's row so any instance shows it. Large files stay with
 * `npm run register:import`.
 */
export class RegisterUploadService {
  /** The imports this instance is running (the tests wait for them). */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly search: CompanySearch,
    private readonly log: Logger,
  ) {}

  /** The loaded registers by country and register: how many companies, when last written. */
  async registers(): Promise<LoadedRegister[]> {
    const rows = await this.db
      .selectFrom('company')
      .innerJoin('country', 'country.id', 'company.country_id')
      .select([
        'country.code as country',
        'company.register_code as register',
        (eb) => eb.fn.countAll<number | string>().as('companies'),
        (eb) => eb.fn.max('company.updated_at').as('last_imported_at'),
      ])
      .groupBy(['country.code', 'company.register_code'])
      .orderBy('country.code')
      .orderBy('company.register_code')
      .execute();
    return rows.map((row) => ({
      country: row.country,
      register: row.register,
      companies: Number(row.companies),
      last_imported_at: row.last_imported_at === null ? null : String(row.last_imported_at),
    }));
  }

  async jobs(): Promise<RegisterImportJob[]> {
    return (await jobRows(this.db)).map(jobOf);
  }

  async job(id: number): Promise<RegisterImportJob | undefined> {
    const [row] = await jobRows(this.db, { id });
    return row && jobOf(row);
  }

  /**
   * Records the job inside the caller's unit of work (with its audit row); ImportAlreadyRunning
   * while another is queued or running and has moved in the last minutes.
   */
  async record(trx: Kysely<Database>, upload: RegisterUpload, startedBy: number): Promise<number> {
    const stalledBefore = new Date(Date.now() - STALLED_AFTER_MS).toISOString();
    await trx
      .updateTable('register_import_job')
      .set({
        status: 'failed',
        error: 'stalled: its instance stopped',
        finished_at: new Date().toISOString(),
      })
      .where('status', 'in', ['queued', 'running'])
      .where('updated_at', '<', stalledBefore)
      .execute();
    const active = await trx
      .selectFrom('register_import_job')
      .select('id')
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (active) throw new Refusal('conflict', 'ImportAlreadyRunning');
    try {
      const row = await trx
        .insertInto('register_import_job')
        .values({
          format: upload.format,
          country: upload.country?.toUpperCase() ?? null,
          file_name: upload.fileName.replace(/^.*[\\/]/, '').slice(0, 255),
          size_bytes: upload.content.length,
          started_by: startedBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    } catch (error) {
      // Another upload's job committed between the check and the insert (migration 021's index).
      if (isUniqueViolation(error)) throw new Refusal('conflict', 'ImportAlreadyRunning');
      throw error;
    }
  }

  /** Runs a recorded job in the background from a private copy of the file, removed afterwards. */
  run(jobId: number, upload: RegisterUpload): Promise<void> {
    const task = this.importFile(jobId, upload).finally(() => this.running.delete(task));
    this.running.add(task);
    return task;
  }

  /** Waits for this instance's imports (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private async update(jobId: number, values: Record<string, unknown>): Promise<void> {
    await this.db
      .updateTable('register_import_job')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', jobId)
      .execute();
  }

  private async importFile(jobId: number, upload: RegisterUpload): Promise<void> {
    const dir = await mkdtemp(join(tmpdir(), 'register-upload-'));
    const file = join(dir, `job-${jobId}.csv`);
    let lastWrite = 0;
    let pending = Promise.resolve();
    try {
      await writeFile(file, upload.content, { mode: 0o600 });
      await this.update(jobId, { status: 'running' });
      const report = await importRegister(this.db, this.search, {
        file,
        format: upload.format,
        ...(upload.country ? { country: upload.country.toUpperCase() } : {}),
        date: new Date(),
        rejectsFile: join(dir, 'rejects.csv'),
        restart: true,
        mode: 'batched',
        onProgress: (progress) => {
          const now = Date.now();
          if (now - lastWrite < PROGRESS_EVERY_MS) return;
          lastWrite = now;
          pending = pending.then(() =>
            this.update(jobId, {
              bytes_read: progress.bytesRead,
              rows: progress.rows,
              rejected: progress.rejected,
            }),
          );
        },
      });
      await pending;
      await this.update(jobId, {
        status: report.finished ? 'done' : 'failed',
        bytes_read: upload.content.length,
        rows: report.imported,
        rejected: report.rejected,
        finished_at: new Date().toISOString(),
      });
      this.log.info(
        { jobId, imported: report.imported, rejected: report.rejected },
        'register upload imported',
      );
    } catch (error) {
      await pending.catch(() => undefined);
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ jobId, error: message }, 'register upload failed');
      await this.update(jobId, {
        status: 'failed',
        // The importer names the temporary file; the job names the uploaded one.
        error: message.replaceAll(file, upload.fileName).slice(0, ERROR_TEXT_MAX),
        finished_at: new Date().toISOString(),
      }).catch((updateError: unknown) =>
        this.log.error({ jobId, err: updateError }, 'register upload: its job row could not be updated'),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
