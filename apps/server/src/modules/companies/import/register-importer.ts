import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { type ControlledTransaction, type Kysely, SqliteAdapter } from 'kysely';
import type SQLiteConnection from 'better-sqlite3';
import { sqliteConnectionOf } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { bumpRegisterRevision } from '../../settings/settings.service.js';
import { type CompanyInput, upsertCompanies } from '../company.repository.js';
import type { CompanySearch } from '../company-search.js';
import { csvField } from '../generator/company-csv.js';
import { type FormatContext, type RegisterFormatName, registerFormats } from './register-formats.js';
import {
  ImportHeaderError,
  type ReadBatch,
  type Reject,
  readRegisterFile,
  readRegisterFileInWorker,
} from './register-reader.js';
import { dropPostgresStage, openPostgresBulkLoad, type PostgresBulkLoad } from './postgres-bulk-load.js';
import {
  type BatchWriter,
  buildAndSwapRegister,
  clearImportBuild,
  type RegisterNumber,
  registerNumberKey,
  openRegisterBuild,
  registerBatchWriter,
  useBuildCache,
} from './sqlite-bulk-load.js';
import { createStage, dropStage, stageFileOf } from './sqlite-stage.js';

/** Rows per transaction: the index follows every commit, and a resume restarts after the last one. */
export const IMPORT_BATCH = 5_000;
/** Rows of a bulk import's batch as the reader thread hands it over (SQLite commits each; PostgreSQL BULK_COMMIT_ROWS at a time). */
export const BULK_BATCH = 50_000;
/**
 * Rows a PostgreSQL bulk import stages per transaction (ten of its batches, ADR 072); a stopped
 * run resumes after the last commit. SQLite's commits each batch: its new register has no index
 * while the file goes in (ADR 073), and its writer reads each batch from the stage as it was when
 * its transaction began (ADR 074).
 */
export const BULK_COMMIT_ROWS = 500_000;
/** A file at least this large is imported in bulk unless told otherwise (ADR 025; PostgreSQL: ADR 072). */
export const BULK_MIN_BYTES = 16 * 1024 * 1024;

/**
 * `batched`: every batch is upserted into the live register (its index follows each commit).
 * `bulk` (SQLite): the file is written into a new register, which is finished and swapped in at once.
 */
export type ImportMode = 'batched' | 'bulk';

export { ImportHeaderError };

export interface ImportProgress {
  bytesRead: number;
  fileSize: number;
  rows: number;
  rejected: number;
  seconds: number;
}

export interface ImportOptions {
  file: string;
  format: RegisterFormatName;
  /** The country of a single-country format (Companies House: GB). */
  country?: string;
  /** When the register wrote the file (`source_updated_at`); default the file's mtime. */
  date?: Date;
  /** Where rejected rows go, as `line,reason,raw`; default `<file>.rejects.csv`. */
  rejectsFile?: string;
  /** Start over even when a checkpoint of this file exists. */
  restart?: boolean;
  /** Default: bulk on SQLite for a file of BULK_MIN_BYTES or more, batched otherwise. */
  mode?: ImportMode;
  batchSize?: number;
  /** Stops (as an interruption would) after this many committed batches: for the tests. */
  stopAfterBatches?: number;
  /** Ids a statement of a bulk import's copy of the untouched companies spans (default COPY_CHUNK_ROWS): smaller in the tests. */
  copyChunkRows?: number;
  /** A bulk import stops (as an interruption would) once the file is staged, before the build: for the tests. */
  stopBeforeBuild?: boolean;
  /** Stops after the batch being read commits (Ctrl-C). */
  signal?: AbortSignal;
  onProgress?: (progress: ImportProgress) => void;
  /** A bulk import's build steps after the file is read ("building the name index"). */
  onStep?: (step: string) => void;
}

export interface ImportReport {
  /** Rows written (inserted or updated) by this run. */
  imported: number;
  rejected: number;
  /** Rows whose register number came again on a later line, which won (bulk: across the file; batched: within a batch). */
  duplicates: number;
  mode: ImportMode;
  /** The steps and their times: reading the file, a bulk import's build steps, tidying the search index. */
  steps: { step: string; seconds: number }[];
  /** The line this run started after (0: from the start). */
  resumedAfterLine: number;
  /** A bulk import whose file an earlier run had staged whole: this run only built the register. */
  resumedBuild: boolean;
  /** False when stopped before the end: a re-run resumes. */
  finished: boolean;
  rejectsFile: string;
  seconds: number;
}

/**
 * The lines of `file` that hold these numbers, read again from its start: a first bulk import
 * keeps no lines (ADR 075), and only a file with duplicated numbers is read twice.
 */
async function findLines(
  file: string,
  format: RegisterFormatName,
  context: FormatContext,
  numbers: RegisterNumber[],
): Promise<Map<string, number[]>> {
  const found = new Map(numbers.map((number) => [registerNumberKey(number), [] as number[]]));
  for await (const batch of readRegisterFile({
    file,
    format,
    context,
    resumeAfter: 0,
    batchSize: 10_000,
    staging: false,
  }))
    for (const record of batch.records)
      if ('company' in record)
        found
          .get(
            registerNumberKey({
              countryId: record.company.country_id,
              registerId: record.company.register_id,
            }),
          )
          ?.push(record.line);
  return found;
}

/** The file is the same when its name, size and mtime are: another download of the month starts anew. */
function checkpointKey(file: string, size: number, mtimeMs: number): string {
  return `${basename(file)}:${size}:${Math.trunc(mtimeMs)}`;
}

interface Checkpoint {
  line: number;
  phase: 'reading' | 'staged';
}

async function readCheckpoint(db: Kysely<Database>, key: string): Promise<Checkpoint> {
  const row = await db
    .selectFrom('import_checkpoint')
    .select(['line', 'phase'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? { line: Number(row.line), phase: row.phase } : { line: 0, phase: 'reading' };
}

async function writeCheckpoint(db: Kysely<Database>, key: string, checkpoint: Checkpoint): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('import_checkpoint')
    .values({ key, ...checkpoint, updated_at: updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ ...checkpoint, updated_at: updatedAt }))
    .execute();
}

/**
 * Streams a register file into the company table (ADR 024): the reader (ADR 046)
 * reads it a chunk at a time, each record maps to a company or a rejection, and every IMPORT_BATCH
 * rows commit in one transaction together with the checkpoint (the file's last committed line), so
 * memory stays flat, an interrupted run resumes after its last batch and the search index, which
 * the table's triggers (SQLite) or GIN index (PostgreSQL) keep in step, always matches the
 * committed rows. A bulk import (ADR 025, 047) writes its batches into a new register instead,
 * swapped in when the file is read.
 * Rejected rows (a bad field, a broken CSV line) go to the rejects file with their line numbers.
 */
export async function importRegister(
  db: Kysely<Database>,
  search: CompanySearch,
  options: ImportOptions,
): Promise<ImportReport> {
  const started = performance.now();
  const format = registerFormats[options.format];
  const info = await stat(options.file);
  const key = checkpointKey(options.file, info.size, info.mtimeMs);
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const mode: ImportMode = options.mode ?? (info.size >= BULK_MIN_BYTES ? 'bulk' : 'batched');
  const batchSize = options.batchSize ?? (mode === 'bulk' ? BULK_BATCH : IMPORT_BATCH);
  if (options.restart) {
    await db.deleteFrom('import_checkpoint').where('key', '=', key).execute();
    await clearImportBuild(db, key);
  }
  let checkpoint = await readCheckpoint(db, key);
  if (mode === 'batched') {
    const staged = await db
      .selectFrom('register_build')
      .select('import_key')
      .where('import_key', '=', key)
      .executeTakeFirst();
    if (staged)
      throw new Error(
        `${basename(options.file)} was being imported in bulk: run it again in bulk to go on, or with --restart`,
      );
  }
  const countries = await db.selectFrom('country').select(['id', 'code']).execute();
  if (countries.length === 0)
    throw new Error('the database has no countries yet: run `npm run db:seed` before an import');
  const context: FormatContext = {
    countryIds: new Map(countries.map((country) => [country.code, country.id])),
    countryCode: (options.country ?? 'GB').toUpperCase(),
    source: `${format.name}:${basename(options.file)}`,
    sourceUpdatedAt: (options.date ?? info.mtime).toISOString(),
  };
  if (format.name === 'companies-house' && !context.countryIds.has(context.countryCode))
    throw new Error(`unknown country ${context.countryCode}`);

  // A bulk import writes its batches straight into its new register (ADR 047). It goes on from
  // its checkpoint only with the new register it began; without it (another import's build came
  // between, or the live register changed) the file is read again from the start.
  let writeBatch: BatchWriter | undefined;
  let restoreCache: (() => Promise<void>) | undefined;
  /** SQLite's bulk import: the stage its reader thread writes the batches' rows into (ADR 074). */
  let stage: { connection: SQLiteConnection.Database; file: string } | undefined;
  /** PostgreSQL's bulk import (ADR 072): the file COPYed into a staging table, then set-based statements. */
  let postgresLoad: PostgresBulkLoad | undefined;
  if (mode === 'bulk' && !sqlite) {
    postgresLoad = await openPostgresBulkLoad(db, key, { resume: checkpoint.line > 0 });
    if (!postgresLoad.resumed && checkpoint.line > 0) {
      checkpoint = { line: 0, phase: 'reading' };
      await db.deleteFrom('import_checkpoint').where('key', '=', key).execute();
    }
  } else if (mode === 'bulk') {
    const build = await openRegisterBuild(db, key, { resume: checkpoint.line > 0 });
    if (!build.resumed && checkpoint.line > 0) {
      checkpoint = { line: 0, phase: 'reading' };
      await db.deleteFrom('import_checkpoint').where('key', '=', key).execute();
    }
    const connection = sqliteConnectionOf(db)!;
    stage = { connection, file: stageFileOf(connection) };
    createStage(connection, stage.file, context);
    writeBatch = await registerBatchWriter(db, key, build);
    restoreCache = await useBuildCache(db);
  }
  const resumeAfter = checkpoint.line;

  const rejectsFile = options.rejectsFile ?? `${options.file}.rejects.csv`;
  let rejectsOut: WriteStream | undefined;
  const writeRejects = async (rejects: Reject[]) => {
    if (rejects.length === 0) return;
    // Appended on a resume: the lines before the checkpoint were reported by the first run.
    rejectsOut ??= createWriteStream(rejectsFile, { flags: resumeAfter > 0 ? 'a' : 'w' });
    const text = rejects
      .map((reject) => `${reject.line},${csvField(reject.reason)},${csvField(reject.raw)}\n`)
      .join('');
    if (!rejectsOut.write(text)) await once(rejectsOut, 'drain');
  };

  let bytesRead = 0;
  let rows = new Map<string, { company: CompanyInput; line: number }>();
  /** SQLite's bulk import's batch in the stage: every row, duplicates too (the build keeps each number's last line). */
  let staged: ReadBatch['stage'];
  /** A bulk import's batch's words the lexicon may lack (SQLite). */
  let words: string[] = [];
  /** PostgreSQL's bulk import's rows of the batch, as COPY text. */
  let copied: { text: string; rows: number } | undefined;
  let rejects: Reject[] = [];
  /** Written to the rejects file too, but not counted as rejected: the row was imported. */
  let notes: Reject[] = [];
  let lastLine = resumeAfter;
  let imported = 0;
  let rejected = 0;
  let duplicates = 0;
  let batches = 0;
  let stopped = false;
  const steps: ImportReport['steps'] = [];

  const progress = () =>
    options.onProgress?.({
      bytesRead,
      fileSize: info.size,
      rows: imported,
      rejected,
      seconds: (performance.now() - started) / 1000,
    });

  /** A bulk import's transaction: open across batches until BULK_COMMIT_ROWS rows are in it. */
  let open: ControlledTransaction<Database> | undefined;
  let uncommittedRows = 0;
  /** The rejected lines of a bulk import's batches not yet committed (a resume reads them again). */
  let pendingRejects: Reject[] = [];
  const rollBack = async () => {
    const transaction = open;
    open = undefined;
    await transaction?.rollback().execute();
  };

  /** Writes the batch read; `final`: the file's last one; `stopping`: the run stops after it. */
  const commit = async (final: boolean, stopping: boolean) => {
    const companies = [...rows.values()].map((row) => row.company);
    const batchRejects = rejects.concat(notes).sort((a, b) => a.line - b.line);
    if (postgresLoad) {
      await postgresLoad.write(copied?.text ?? '');
      uncommittedRows += copied?.rows ?? 0;
      pendingRejects.push(...batchRejects);
      if (final || stopping || uncommittedRows >= BULK_COMMIT_ROWS) {
        await postgresLoad.commit({ line: lastLine, phase: final ? 'staged' : 'reading' });
        uncommittedRows = 0;
        await writeRejects(pendingRejects);
        pendingRejects = [];
      }
      imported += copied?.rows ?? 0;
      copied = undefined;
    } else if (mode === 'bulk') {
      await db.transaction().execute(async (trx) => {
        if (staged) writeBatch!(staged.slot, words);
        await writeCheckpoint(trx, key, { line: lastLine, phase: final ? 'staged' : 'reading' });
      });
      await writeRejects(batchRejects);
      imported += staged?.rows ?? 0;
    } else {
      await db.transaction().execute(async (trx) => {
        await upsertCompanies(trx, companies);
        // Cached search answers of every instance are stale once this batch is in.
        await bumpRegisterRevision(trx);
        await writeCheckpoint(trx, key, { line: lastLine, phase: 'reading' });
      });
      await writeRejects(batchRejects);
      imported += companies.length;
    }
    staged = undefined;
    rejected += rejects.length;
    notes = [];
    rows = new Map();
    rejects = [];
    batches++;
    progress();
  };

  try {
    // A bulk import that staged the whole file before it stopped goes straight to the build; one
    // that reads does so on a thread of its own while this one writes (ADR 045).
    const reading = { file: options.file, format: options.format, context, resumeAfter, batchSize };
    const batchesRead: Iterable<ReadBatch> | AsyncIterable<ReadBatch> =
      checkpoint.phase === 'staged'
        ? []
        : mode === 'bulk'
          ? readRegisterFileInWorker(
              stage
                ? { ...reading, staging: true, stageFile: stage.file, namesLeft: true }
                : { ...reading, staging: 'copy' },
            )
          : readRegisterFile({ ...reading, staging: false });
    for await (const batch of batchesRead) {
      bytesRead = batch.bytesRead;
      lastLine = batch.lastLine;
      rejects.push(...batch.broken);
      staged = batch.stage;
      words = batch.words;
      copied = batch.copy;
      for (const record of batch.records) {
        if ('reject' in record) rejects.push(record.reject);
        else {
          const { company, line } = record;
          const id = `${company.country_id} ${company.register_id}`;
          // A number twice in a batch: the later row wins (a batch cannot update one row twice).
          const earlier = rows.get(id);
          if (earlier) {
            rows.delete(id);
            duplicates++;
            notes.push({
              line,
              reason: `note: register number ${company.register_id} also on line ${earlier.line}; this later row wins`,
              raw: '',
            });
          }
          rows.set(id, { company, line });
        }
      }
      const stopping =
        !batch.end &&
        (options.signal?.aborted === true ||
          (options.stopAfterBatches !== undefined && batches + 1 >= options.stopAfterBatches));
      // The last batch and the broken lines after it (a truncated last line ends the file).
      await commit(batch.end, stopping);
      if (stopping) {
        stopped = true;
        break;
      }
    }
    if (!stopped && mode === 'bulk' && options.stopBeforeBuild) stopped = true;
    steps.push({ step: 'reading the file', seconds: (performance.now() - started) / 1000 });
    if (!stopped) {
      if (mode === 'bulk') {
        const built = postgresLoad
          ? await postgresLoad.build({ onStep: options.onStep })
          : await buildAndSwapRegister(db, key, {
              findLines: (numbers) => findLines(options.file, format.name, context, numbers),
              onStep: options.onStep,
              copyChunkRows: options.copyChunkRows,
            });
        await bumpRegisterRevision(db);
        imported = built.written;
        steps.push(...built.steps);
        duplicates = built.duplicates.reduce((sum, duplicate) => sum + duplicate.lines.length - 1, 0);
        await writeRejects(
          built.duplicates.map(({ registerId, lines }) => ({
            line: lines[lines.length - 1]!,
            reason: `note: register number ${registerId} is on lines ${lines.join(', ')}; the last one wins`,
            raw: '',
          })),
        );
      }
      await db.deleteFrom('import_checkpoint').where('key', '=', key).execute();
      options.onStep?.('tidying the search index');
      const tidying = performance.now();
      await search.refresh();
      steps.push({ step: 'tidying the search index', seconds: (performance.now() - tidying) / 1000 });
    }
  } catch (error) {
    await rollBack();
    // A file refused before its first batch (its header) leaves no new register behind.
    if (mode === 'bulk' && batches === 0 && resumeAfter === 0) {
      if (postgresLoad) {
        await postgresLoad.close();
        await dropPostgresStage(db);
      } else await clearImportBuild(db, key);
    }
    throw error;
  } finally {
    await rollBack();
    await postgresLoad?.close();
    await restoreCache?.();
    if (stage) dropStage(stage.connection, stage.file);
    if (rejectsOut) {
      rejectsOut.end();
      await once(rejectsOut, 'finish');
    }
  }
  return {
    imported,
    rejected,
    duplicates,
    resumedAfterLine: checkpoint.phase === 'staged' ? 0 : resumeAfter,
    resumedBuild: checkpoint.phase === 'staged',
    mode,
    steps,
    finished: !stopped,
    rejectsFile,
    seconds: (performance.now() - started) / 1000,
  };
}
