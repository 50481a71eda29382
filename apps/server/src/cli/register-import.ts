import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { type RegisterFormatName, registerFormats } from '../modules/companies/import/register-formats.js';
import { tuneForRegisterImport } from '../modules/companies/import/sqlite-bulk-load.js';
import {
  type ImportProgress,
  BULK_MIN_BYTES,
  ImportHeaderError,
  importRegister,
} from '../modules/companies/import/register-importer.js';
import { databaseCompanySearch } from '../modules/companies/database-company-search.js';

/**
 * `npm run register:import -- --format companies-house|generic [--country GB] [--date YYYY-MM-DD]
 * [--rejects FILE] [--restart] FILE`: streams a register file into the database DATABASE_URL names
 * (docs/imports.md). Ctrl-C stops after the batch being written; a re-run of the same
 * file resumes after it. Exit codes: 0 done, 1 failed, 2 a wrong header or usage (nothing written),
 * 130 interrupted.
 */

const USAGE =
  'Usage: register-import --format companies-house|generic [--country GB] [--date YYYY-MM-DD] [--rejects FILE] [--restart] [--bulk|--batched] FILE';

class UsageError extends Error {}

function parseArguments(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        country: { type: 'string' },
        date: { type: 'string' },
        rejects: { type: 'string' },
        restart: { type: 'boolean', default: false },
        bulk: { type: 'boolean', default: false },
        batched: { type: 'boolean', default: false },
      },
      strict: true,
    });
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) throw new UsageError(`one FILE expected\n${USAGE}`);
  if (!values.format || !(values.format in registerFormats))
    throw new UsageError(`--format must be companies-house or generic\n${USAGE}`);
  const date = values.date === undefined ? undefined : new Date(`${values.date}T00:00:00Z`);
  if (date && Number.isNaN(date.getTime())) throw new UsageError(`--date takes YYYY-MM-DD\n${USAGE}`);
  if (values.bulk && values.batched) throw new UsageError(`--bulk or --batched, not both\n${USAGE}`);
  const country = values.country?.toUpperCase();
  if (country !== undefined && !/^[A-Z]{2}$/.test(country))
    throw new UsageError(`--country takes an ISO code like GB\n${USAGE}`);
  return {
    file: positionals[0]!,
    format: values.format as RegisterFormatName,
    country,
    date,
    rejectsFile: values.rejects,
    restart: values.restart,
    mode: values.bulk ? ('bulk' as const) : values.batched ? ('batched' as const) : undefined,
  };
}

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const whole = Math.round(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s` : `${whole}s`;
}

/** Bytes read of the file size give the share done and the ETA (the row count is unknown ahead). */
function progressLine(progress: ImportProgress): string {
  const width = 30;
  const share = progress.fileSize > 0 ? Math.min(progress.bytesRead / progress.fileSize, 1) : 1;
  const filled = Math.round(share * width);
  const rate = progress.rows / Math.max(progress.seconds, 1e-3);
  const left = share > 0 ? (progress.seconds * (1 - share)) / share : Number.POSITIVE_INFINITY;
  return (
    `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(share * 100).toFixed(1)}% ` +
    `${progress.rows} rows, ${progress.rejected} rejected, ${Math.round(rate)} rows/s ETA ${duration(left)}`
  );
}

async function main(argv: string[]): Promise<number> {
  const options = parseArguments(argv);
  const config = loadConfig();
  // A large file imported in batches on PostgreSQL: its companies' words are put into the word index
  // in one pass at the end (by the search's refresh) rather than by company's triggers row by row
  // (ADR 053). A bulk import (the default for such a file) defers them on its own connection and
  // builds the word index itself (ADR 072).
  const deferWords = await stat(options.file).then(
    (info) => options.mode === 'batched' && info.size >= BULK_MIN_BYTES,
    () => false,
  );
  const database = createDatabase({
    url: config.databaseUrl,
    poolMax: 2,
    postgresSettings: deferWords ? { 'storefront.search_words': 'deferred' } : {},
  });
  const search = databaseCompanySearch(database.db);
  const abort = new AbortController();
  const interrupt = () => {
    process.stderr.write('\nstopping after the batch being written (Ctrl-C again to kill)…\n');
    abort.abort();
    process.off('SIGINT', interrupt);
  };
  process.on('SIGINT', interrupt);
  const showBar = process.stderr.isTTY === true;
  let lastDrawn = 0;
  try {
    await migrateToLatest(database.db);
    if (database.dialect === 'sqlite') await tuneForRegisterImport(database.db);
    const report = await importRegister(database.db, search, {
      ...options,
      signal: abort.signal,
      onProgress: (progress) => {
        const now = performance.now();
        if (showBar && now - lastDrawn >= 250) {
          lastDrawn = now;
          process.stderr.write(`\r${progressLine(progress)}`);
        }
      },
      onStep: (step) => {
        // Below the bar, which stays as the file's reading left it.
        process.stderr.write(`${lastDrawn > 0 ? '\n' : ''}${step}…\n`);
        lastDrawn = 0;
      },
    });
    if (lastDrawn > 0) process.stderr.write('\n');
    const rate = Math.round(report.imported / Math.max(report.seconds, 1e-3));
    process.stderr.write(
      `${report.resumedBuild ? 'the file was read by an earlier run: ' : ''}` +
        `${report.resumedAfterLine ? `resumed after line ${report.resumedAfterLine}: ` : ''}` +
        `${report.imported} companies written, ${report.rejected} rejected` +
        `${report.duplicates ? `, ${report.duplicates} duplicate numbers (the later row won)` : ''}` +
        ` in ${report.seconds.toFixed(1)} s, ${rate} rows/s` +
        `${report.rejected || report.duplicates ? `; rejects and notes in ${report.rejectsFile}` : ''}\n`,
    );
    if (report.steps.length > 0)
      process.stderr.write(
        `${report.mode} import: ${report.steps.map((step) => `${step.step} ${step.seconds.toFixed(1)} s`).join(', ')}\n`,
      );
    if (!report.finished) {
      process.stderr.write('interrupted: run the same command again to resume after the last batch\n');
      return 130;
    }
    return 0;
  } finally {
    process.off('SIGINT', interrupt);
    await database.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = error instanceof ImportHeaderError || error instanceof UsageError ? 2 : 1;
  },
);
