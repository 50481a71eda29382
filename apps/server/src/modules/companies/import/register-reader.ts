import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { companySearchText } from '@storefront/contract';
import type { CompanyInput } from '../company.repository.js';
import { csvField } from '../generator/company-csv.js';
import { readCsvRecords } from './csv-records.js';
import {
  type FormatContext,
  RecordFields,
  type RegisterFormatName,
  registerFormats,
} from './register-formats.js';
import { copyStagedRow, pushStagedRow, type StagedValue } from './staged-rows.js';

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
  /** With `staging`: its companies as rows with their normalised names (`BATCH_COLUMNS`, flat). */
  staged: StagedValue[];
  /**
   * With `staging`: the words of three letters or more of its normalised names that no batch
   * before it gave (as far as the reader remembers: see LEXICON_MEMORY), for the lexicon.
   */
  words: string[];
  /** With `staging: 'copy'`: its companies' staged rows as PostgreSQL's COPY text instead, and how many. */
  copy?: { text: string; rows: number };
  /**
   * With a `sink` (the worker's, given a `stageFile`): `staged` is empty, its rows are in the
   * stage's table of `slot` (ADR 074), committed, `rows` of them.
   */
  stage?: { slot: number; rows: number };
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
  /**
   * A bulk import's: companies go to `staged`, flat, with their normalised names; `'copy'`
   * (PostgreSQL's, ADR 072): the same rows as COPY text lines in `copy`.
   */
  staging: boolean | 'copy';
  /**
   * On the worker only, with `staging: true`: the SQLite stage the importer made (`createStage`),
   * into which the worker writes each batch's rows rather than handing them over (ADR 074).
   */
  stageFile?: string;
  /** With `staging: true`: where the companies go as they are read instead of `staged` (the stage). */
  sink?: BatchSink;
  /**
   * With `staging: true`: the rows' search names may be left null, and their words not handed on,
   * for the writer to make (`registerBatchWriter`): SQLite's stage, whose reader thread has the
   * binding of every value to do besides (ADR 074). A function is asked at the start of each batch
   * (the worker leaves a batch's names when the writer waits for it); `true` leaves every one.
   */
  namesLeft?: boolean | (() => boolean);
}

/** Takes a batch's companies as they are read (SQLite's stage, ADR 074). */
export interface BatchSink {
  add(line: number, company: CompanyInput, searchName: string | null): void;
  /** The batch is read: its rows are where the importer finds them, and how many. */
  end(): { slot: number; rows: number };
  close(): void;
}

/** What the reader's worker posts: a batch, or why it stopped. */
export type ReaderMessage =
  { type: 'batch'; batch: ReadBatch } | { type: 'error'; header: boolean; message: string };

/** `ReaderOptions` as it crosses to the worker: the country map as its entries. */
export type WorkerReaderOptions = Omit<ReaderOptions, 'context' | 'namesLeft'> & {
  context: Omit<ReaderOptions['context'], 'countryIds'> & { countryIds: [string, number][] };
  /** The worker leaves a batch's search names to the importer's thread when it waits for it. */
  namesLeft?: boolean;
};

/** A record as the rejects file shows it. */
function rawRecord(fields: readonly string[]): string {
  return fields.map(csvField).join(',');
}

/**
 * The most distinct words the reader remembers having handed on: past it, it forgets them all and
 * hands on again what it meets (the lexicon ignores a word it has), so that memory stays bounded
 * however many distinct words a register has.
 */
export const LEXICON_MEMORY = 1_000_000;

/**
 * Adds to `words` those of a normalised name that the lexicon takes (migration 040: three letters
 * or more) and `seen` does not hold yet, and remembers them (at most LEXICON_MEMORY). A JavaScript
 * length counts an astral character twice, so at worst a shorter word goes too, which the lexicon
 * only holds in vain.
 */
export function collectNewWords(searchName: string, seen: Set<string>, words: string[]): void {
  for (const word of searchName.split(' '))
    if (word.length >= 3 && !seen.has(word)) {
      if (seen.size >= LEXICON_MEMORY) seen.clear();
      seen.add(word);
      words.push(word);
    }
}

/**
 * Streams a register file as batches of mapped records (ADR 024, ADR 046): the
 * file is read a chunk at a time (`readCsvRecords`), so memory stays flat whatever its size, and
 * every record maps to a company or a rejection with its line number. A record the parser cannot
 * read (an unclosed or stray quote, a field count other than the header's) is a broken line,
 * handed on with its batch; a truncated last line is one. Run in the importer's thread or, for a
 * bulk import, in a worker of its own (`register-reader.worker.ts`, ADR 045).
 */
export async function* readRegisterFile(options: ReaderOptions): AsyncGenerator<ReadBatch> {
  const format = registerFormats[options.format];
  let header: string[] | undefined;
  let record: RecordFields | undefined;
  let records: ReadRecord[] = [];
  let staged: StagedValue[] = [];
  let copyText = '';
  let copyRows = 0;
  const copying = options.staging === 'copy';
  let words: string[] = [];
  const seen = new Set<string>();
  let broken: Reject[] = [];
  /** Records of the batch: broken, refused and mapped. */
  let count = 0;
  const leaving = () =>
    typeof options.namesLeft === 'function' ? options.namesLeft() : options.namesLeft === true;
  let namesLeft = leaving();
  let lastLine = options.resumeAfter;
  let bytesRead = 0;
  /** What was read since the last batch, as a batch. */
  const batch = (upTo: number, end: boolean): ReadBatch => ({
    records,
    staged,
    words,
    ...(copying ? { copy: { text: copyText, rows: copyRows } } : {}),
    ...(options.sink ? { stage: options.sink.end() } : {}),
    broken,
    lastLine: upTo,
    bytesRead,
    end,
  });
  for await (const chunk of readCsvRecords(options.file)) {
    bytesRead = chunk.bytesRead;
    const { records: rows, lines } = chunk;
    let from = 0;
    if (!header) {
      header = rows[0]!.map((name) => name.trim());
      const missing = format.required.filter((name) => !header!.includes(name));
      if (missing.length > 0)
        throw new ImportHeaderError(
          `${options.file} is not a ${format.name} file: its header lacks ${missing.join(', ')}`,
        );
      record = new RecordFields(header);
      from = 1;
    }
    for (let index = from; index < rows.length; index++) {
      const line = lines[index]!;
      if (line <= options.resumeAfter) continue;
      lastLine = line;
      const fields = rows[index]!;
      const unreadable =
        chunk.broken.get(index) ??
        (fields.length === header.length
          ? undefined
          : `${fields.length} fields where the header has ${header.length}`);
      if (unreadable !== undefined) {
        broken.push({ line, reason: unreadable, raw: rawRecord(fields) });
      } else {
        record!.fields = fields;
        const mapped = format.map(record!, options.context);
        if ('reject' in mapped)
          records.push({ line, reject: { line, reason: mapped.reject, raw: rawRecord(fields) } });
        else if (copying) {
          copyText += copyStagedRow(line, mapped.company, companySearchText(mapped.company.name));
          copyRows++;
        } else if (options.staging) {
          const searchName = namesLeft ? null : companySearchText(mapped.company.name);
          if (options.sink) options.sink.add(line, mapped.company, searchName);
          else pushStagedRow(staged, line, mapped.company, searchName);
          if (searchName !== null) collectNewWords(searchName, seen, words);
        } else records.push({ line, company: mapped.company });
      }
      if (++count >= options.batchSize) {
        yield batch(lastLine, false);
        records = [];
        staged = [];
        words = [];
        copyText = '';
        copyRows = 0;
        broken = [];
        count = 0;
        namesLeft = leaving();
      }
    }
  }
  if (header === undefined) throw new ImportHeaderError(`${options.file} is empty: no header line`);
  yield batch(Number.MAX_SAFE_INTEGER, true);
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
export async function* readRegisterFileInWorker(
  options: Omit<ReaderOptions, 'namesLeft'> & { namesLeft?: boolean },
): AsyncGenerator<ReadBatch> {
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
