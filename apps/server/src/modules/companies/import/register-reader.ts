import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type CsvError, parse } from 'csv-parse';
import { companySearchText } from '@storefront/contract';
import type { CompanyInput } from '../company.repository.js';
import { csvField } from '../generator/company-csv.js';
import { type FormatContext, type RegisterFormatName, registerFormats } from './register-formats.js';
import { pushStagedRow, type StagedValue } from './staged-rows.js';

/** The file's header is not the format's: nothing was written. */
export class ImportHeaderError extends Error {}

/** A line of the file that became no company, with the reason the rejects file gives. */
export interface Reject {
  line: number;
  reason: string;
  raw: string;
}

/** A record of the file, mapped to a company or refused. */
export type ReadRecord = { line: number; company: CompanyInput } | { line: number; reject: Reject };

/** What one batch of the file gave: its records and the broken lines up to its last line. */
export interface ReadBatch {
  /** Its refused records, and its companies unless they are staged. */
  records: ReadRecord[];
  /** With `staging`: its companies as staged rows with their normalised names (`STAGED_COLUMNS`). */
  staged: StagedValue[];
  /** Lines the parser could not read (a wrong field count, an unclosed quote). */
  broken: Reject[];
  /** The batch's last line; the end of the file for the last batch. */
  lastLine: number;
  bytesRead: number;
  /** The last batch: after it, the file is read whole. */
  end: boolean;
}

export interface ReaderOptions {
  file: string;
  format: RegisterFormatName;
  context: FormatContext;
  /** Lines up to this one were committed by an earlier run: skipped. */
  resumeAfter: number;
  /** Records (mapped and refused) a batch. */
  batchSize: number;
  /** A bulk import's: companies go to `staged`, flat, with their normalised names. */
  staging: boolean;
}

/** What the reader's worker posts: a batch, or why it stopped. */
export type ReaderMessage =
  { type: 'batch'; batch: ReadBatch } | { type: 'error'; header: boolean; message: string };

/** `ReaderOptions` as it crosses to the worker: the country map as its entries. */
export type WorkerReaderOptions = Omit<ReaderOptions, 'context'> & {
  context: Omit<ReaderOptions['context'], 'countryIds'> & { countryIds: [string, number][] };
};

/**
 * Streams a register file as batches of mapped records (issue 11, part 2; ADR 024): csv-parse
 * reads it a chunk at a time, so memory stays flat whatever the file's size, and every record
 * maps to a company or a rejection with its line number. Broken lines, which the parser skips, are
 * handed on with the batch whose lines they fall among; the last batch ends at the end of the file
 * (a truncated last line is a broken line). Run in the importer's thread or, for a bulk import, in a
 * worker of its own (`register-reader.worker.ts`, ADR 045).
 */
export async function* readRegisterFile(options: ReaderOptions): AsyncGenerator<ReadBatch> {
  const format = registerFormats[options.format];
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
  const broken: Reject[] = [];
  parser.on('skip', (error: CsvError & { lines?: number; record?: string[] }) => {
    const line = error.lines ?? 0;
    if (line > options.resumeAfter)
      broken.push({ line, reason: error.message, raw: (error.record ?? []).map(csvField).join(',') });
  });
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);

  /** The broken lines up to `lastLine`, taken out of the waiting ones. */
  const brokenUpTo = (lastLine: number): Reject[] => {
    const done = broken.filter((reject) => reject.line <= lastLine);
    broken.splice(0, broken.length, ...broken.filter((reject) => reject.line > lastLine));
    return done;
  };

  try {
    let records: ReadRecord[] = [];
    let staged: StagedValue[] = [];
    /** Rows in `staged`. */
    let count = 0;
    let lastLine = options.resumeAfter;
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      if (info.lines <= options.resumeAfter) continue;
      lastLine = info.lines;
      const mapped = format.map(record, options.context);
      if ('reject' in mapped) {
        records.push({
          line: info.lines,
          reject: {
            line: info.lines,
            reason: mapped.reject,
            raw: header!.map((name) => csvField(record[name] ?? '')).join(','),
          },
        });
      } else if (options.staging) {
        pushStagedRow(staged, info.lines, mapped.company, companySearchText(mapped.company.name));
        count++;
      } else records.push({ line: info.lines, company: mapped.company });
      if (records.length + count >= options.batchSize) {
        yield { records, staged, broken: brokenUpTo(lastLine), lastLine, bytesRead, end: false };
        records = [];
        staged = [];
        count = 0;
      }
    }
    if (header === undefined) throw new ImportHeaderError(`${options.file} is empty: no header line`);
    lastLine = Number.MAX_SAFE_INTEGER;
    yield { records, staged, broken: brokenUpTo(lastLine), lastLine, bytesRead, end: true };
  } finally {
    input.destroy();
  }
}

/** Where tsx's module API is, as its package's exports map says (an eval'd worker resolves from its working directory). */
function tsxApiUrl(): string {
  const manifestPath = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports: { './esm/api': { import: { default: string } } };
  };
  return pathToFileURL(join(dirname(manifestPath), manifest.exports['./esm/api'].import.default)).href;
}

/**
 * `readRegisterFile` on a worker thread: the same batches, read while the caller writes the ones
 * before. From the sources (tsx, the tests) the worker is the `.ts` file beside this one, loaded
 * through tsx's own hooks; from the server's bundle it is `dist/register-reader.js` (build.mjs).
 */
export async function* readRegisterFileInWorker(options: ReaderOptions): AsyncGenerator<ReadBatch> {
  const fromSources = import.meta.url.endsWith('.ts');
  const workerData: WorkerReaderOptions = {
    ...options,
    context: { ...options.context, countryIds: [...options.context.countryIds] },
  };
  const worker = fromSources
    ? // A worker does not take over its parent's loader hooks: it registers tsx's itself.
      new Worker(
        `import(${JSON.stringify(tsxApiUrl())}).then((tsx) => { tsx.register();
          return import(${JSON.stringify(new URL('./register-reader.worker.ts', import.meta.url).href)}); })`,
        { eval: true, workerData },
      )
    : new Worker(new URL('./register-reader.js', import.meta.url), { workerData });
  const inbox: ReaderMessage[] = [];
  let failure: Error | undefined;
  let exited = false;
  let wake: (() => void) | undefined;
  worker.on('message', (message: ReaderMessage) => {
    inbox.push(message);
    wake?.();
  });
  worker.on('error', (error) => {
    failure = error;
    wake?.();
  });
  worker.on('exit', () => {
    exited = true;
    wake?.();
  });
  try {
    for (;;) {
      while (inbox.length === 0 && !failure && !exited)
        await new Promise<void>((resolve) => (wake = resolve));
      const message = inbox.shift();
      if (message?.type === 'error')
        throw message.header ? new ImportHeaderError(message.message) : new Error(message.message);
      if (message) {
        worker.postMessage('next');
        yield message.batch;
        if (message.batch.end) return;
      } else throw failure ?? new Error('the register reader stopped before the end of the file');
    }
  } finally {
    await worker.terminate();
  }
}
