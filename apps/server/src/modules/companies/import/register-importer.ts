import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { type CsvError, parse } from 'csv-parse';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { type CompanyInput, upsertCompanies } from '../company.repository.js';
import type { CompanySearch } from '../company-search.js';
import { csvField } from '../generator/company-csv.js';
import { type FormatContext, type RegisterFormatName, registerFormats } from './register-formats.js';

/** Rows per transaction: the index follows every commit, and a resume restarts after the last one. */
export const IMPORT_BATCH = 5_000;

/** The file's header is not the format's: nothing was written. */
export class ImportHeaderError extends Error {}

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
  batchSize?: number;
  /** Stops (as an interruption would) after this many committed batches: for the tests. */
  stopAfterBatches?: number;
  /** Stops after the batch being read commits (Ctrl-C). */
  signal?: AbortSignal;
  onProgress?: (progress: ImportProgress) => void;
}

export interface ImportReport {
  /** Rows written (inserted or updated) by this run. */
  imported: number;
  rejected: number;
  /** Register numbers seen twice in one batch: the later row won. */
  duplicates: number;
  /** The line this run started after (0: from the start). */
  resumedAfterLine: number;
  /** False when stopped before the end: a re-run resumes. */
  finished: boolean;
  rejectsFile: string;
  seconds: number;
}

/** Checkpoints live in the key/value table `app_secret` under this prefix (they are not secret, but the table fits). */
const CHECKPOINT_PREFIX = 'register-import:';

/** The file is the same when its name, size and mtime are: another download of the month starts anew. */
function checkpointKey(file: string, size: number, mtimeMs: number): string {
  return `${CHECKPOINT_PREFIX}${basename(file)}:${size}:${Math.trunc(mtimeMs)}`;
}

async function readCheckpoint(db: Kysely<Database>, key: string): Promise<number> {
  const row = await db.selectFrom('app_secret').select('value').where('name', '=', key).executeTakeFirst();
  return row ? Number(row.value) : 0;
}

async function writeCheckpoint(db: Kysely<Database>, key: string, line: number): Promise<void> {
  await db
    .insertInto('app_secret')
    .values({ name: key, value: String(line) })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: String(line) }))
    .execute();
}

interface Reject {
  line: number;
  reason: string;
  raw: string;
}

/**
 * Streams a register file into the company table (issue 11, part 2; ADR 024): csv-parse reads it a
 * chunk at a time, each record maps to a company or a rejection, and every IMPORT_BATCH rows commit
 * in one transaction together with the checkpoint (the file's last committed line), so memory stays
 * flat, an interrupted run resumes after its last batch and the search index, which the table's
 * triggers (SQLite) or GIN index (PostgreSQL) keep in step, always matches the committed rows.
 * Rejected rows (a bad field, a broken CSV line) go to the rejects file with their line numbers.
 */
export async function importRegister(
  db: Kysely<Database>,
  search: CompanySearch,
  options: ImportOptions,
): Promise<ImportReport> {
  const started = performance.now();
  const format = registerFormats[options.format];
  const batchSize = options.batchSize ?? IMPORT_BATCH;
  const info = await stat(options.file);
  const key = checkpointKey(options.file, info.size, info.mtimeMs);
  if (options.restart) await db.deleteFrom('app_secret').where('name', '=', key).execute();
  const resumeAfter = await readCheckpoint(db, key);

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
  const input = createReadStream(options.file);
  input.on('data', (chunk) => (bytesRead += chunk.length));
  let header: string[] | undefined;
  const parser = parse({
    bom: true,
    columns: (names: string[]) => {
      header = names.map((name) => name.trim());
      const missing = format.required.filter((name) => !header!.includes(name));
      if (missing.length > 0)
        throw new ImportHeaderError(
          `${options.file} is not a ${format.name} file: its header lacks ${missing.join(', ')}`,
        );
      return header;
    },
    info: true,
    skip_records_with_error: true,
  });
  // Broken lines (a wrong field count, an unclosed quote) are skipped by the parser and reported here.
  const brokenLines: Reject[] = [];
  parser.on('skip', (error: CsvError & { lines?: number; record?: string[] }) => {
    const line = error.lines ?? 0;
    if (line > resumeAfter)
      brokenLines.push({ line, reason: error.message, raw: (error.record ?? []).map(csvField).join(',') });
  });
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);

  let rows = new Map<string, { company: CompanyInput; line: number }>();
  let rejects: Reject[] = [];
  /** Written to the rejects file too, but not counted as rejected: the row was imported. */
  let notes: Reject[] = [];
  let lastLine = resumeAfter;
  let imported = 0;
  let rejected = 0;
  let duplicates = 0;
  let batches = 0;
  let stopped = false;

  const progress = () =>
    options.onProgress?.({
      bytesRead,
      fileSize: info.size,
      rows: imported,
      rejected,
      seconds: (performance.now() - started) / 1000,
    });

  const commit = async () => {
    const companies = [...rows.values()].map((row) => row.company);
    await db.transaction().execute(async (trx) => {
      await upsertCompanies(trx, companies);
      await writeCheckpoint(trx, key, lastLine);
    });
    imported += companies.length;
    const done = rejects.concat(brokenLines.filter((reject) => reject.line <= lastLine));
    brokenLines.splice(0, brokenLines.length, ...brokenLines.filter((reject) => reject.line > lastLine));
    rejected += done.length;
    await writeRejects(done.concat(notes).sort((a, b) => a.line - b.line));
    notes = [];
    rows = new Map();
    rejects = [];
    batches++;
    progress();
  };

  try {
    for await (const { record, info: where } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      if (where.lines <= resumeAfter) continue;
      lastLine = where.lines;
      const mapped = format.map(record, context);
      if ('reject' in mapped) {
        rejects.push({
          line: where.lines,
          reason: mapped.reject,
          raw: header!.map((name) => csvField(record[name] ?? '')).join(','),
        });
      } else {
        const id = `${mapped.company.country_id} ${mapped.company.register_id}`;
        // A number twice in a batch: the later row wins (a batch cannot update one row twice).
        const earlier = rows.get(id);
        if (earlier) {
          rows.delete(id);
          duplicates++;
          notes.push({
            line: where.lines,
            reason: `note: register number ${mapped.company.register_id} also on line ${earlier.line}; this later row wins`,
            raw: '',
          });
        }
        rows.set(id, { company: mapped.company, line: where.lines });
      }
      if (rows.size + rejects.length >= batchSize) {
        await commit();
        if (
          options.signal?.aborted ||
          (options.stopAfterBatches !== undefined && batches >= options.stopAfterBatches)
        ) {
          stopped = true;
          break;
        }
      }
    }
    if (header === undefined && !stopped)
      throw new ImportHeaderError(`${options.file} is empty: no header line`);
    if (!stopped) {
      // The last batch and the broken lines after it (a truncated last line ends the file).
      lastLine = Number.MAX_SAFE_INTEGER;
      await commit();
      await db.deleteFrom('app_secret').where('name', '=', key).execute();
      await search.refresh();
    }
  } finally {
    input.destroy();
    if (rejectsOut) {
      rejectsOut.end();
      await once(rejectsOut, 'finish');
    }
  }
  return {
    imported,
    rejected,
    duplicates,
    resumedAfterLine: resumeAfter,
    finished: !stopped,
    rejectsFile,
    seconds: (performance.now() - started) / 1000,
  };
}
