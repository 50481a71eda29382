import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadedRegister, RegisterImportJob } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { invalid, notFound, Refusal } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { CompanySearch } from './company-search.js';
import { type RegisterFormatName, registerFormats } from './import/register-formats.js';
import { importRegister } from './import/register-importer.js';
import { jobRows, loadedRegisters } from './register-upload-queries.js';
import * as repository from './register-upload.repository.js';

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
    const rows = await loadedRegisters(this.db);
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
   * An administrator's (`startedBy`) upload: the file checked (at most `maxBytes`), the job
   * recorded and stated as a change, then imported in the background; answers the job as it is.
   */
  async start(
    write: Write,
    startedBy: number,
    upload: RegisterUpload,
    maxBytes: number,
  ): Promise<RegisterImportJob> {
    checkRegisterFile(upload, maxBytes);
    const jobId = await write(async (trx, changed) => {
      const id = await this.record(trx, upload, startedBy);
      changed({
        entity: 'register_import_job',
        id,
        before: {},
        after: {
          status: 'queued',
          format: upload.format,
          country: upload.country ?? null,
          file_name: upload.fileName,
          size_bytes: upload.content.length,
        },
      });
      return id;
    });
    void this.run(jobId, upload);
    const job = await this.job(jobId);
    if (!job) throw notFound('id');
    return job;
  }

  /**
   * Records the job inside the caller's unit of work; ImportAlreadyRunning while another is queued
   * or running and has moved in the last minutes.
   */
  private async record(trx: Kysely<Database>, upload: RegisterUpload, startedBy: number): Promise<number> {
    const stalledBefore = new Date(Date.now() - STALLED_AFTER_MS).toISOString();
    await repository.failStalledJobs(trx, stalledBefore, 'stalled: its instance stopped');
    if (await repository.anyActiveJob(trx)) throw new Refusal('conflict', 'ImportAlreadyRunning');
    try {
      return await repository.insertJob(trx, {
        format: upload.format,
        country: upload.country?.toUpperCase() ?? null,
        file_name: upload.fileName.replace(/^.*[\\/]/, '').slice(0, 255),
        size_bytes: upload.content.length,
        started_by: startedBy,
      });
    } catch (error) {
      // Another upload's job committed between the check and the insert (migration 021's index).
      if (isUniqueViolation(error)) throw new Refusal('conflict', 'ImportAlreadyRunning');
      throw error;
    }
  }

  /** Runs a recorded job in the background from a private copy of the file, removed afterwards. */
  private run(jobId: number, upload: RegisterUpload): Promise<void> {
    const task = this.importFile(jobId, upload).finally(() => this.running.delete(task));
    this.running.add(task);
    return task;
  }

  /** Waits for this instance's imports (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private update(jobId: number, values: Parameters<typeof repository.updateJob>[2]): Promise<void> {
    return repository.updateJob(this.db, jobId, values);
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
