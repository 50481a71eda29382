import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { BatchSink } from './register-reader.js';
import { BATCH_COLUMNS, putStagedRow, STAGED_COLUMNS, type StagedValue } from './staged-rows.js';

/**
 * A SQLite bulk import's stage (ADR 074): database files of its own beside the shop's, into which
 * the reader's thread writes each batch's rows through connections of its own, and from which the
 * importer's connection copies them into the new register in one statement. Binding every value
 * of ten million rows is then the reader's thread's work, on the other core, rather than the
 * writer's; the rows no longer cross between the threads as JavaScript values either (their
 * structured clone and the garbage it left cost the writer's thread about 5 s a million).
 *
 * The batches go into STAGE_SLOTS files in turn, each emptied before it takes a batch again: the
 * reader runs at most two batches ahead of the importer (register-reader.worker.ts), so a file is
 * written only after the importer committed the batch it held, and never while the importer
 * reads it. Each file has its own lock, so the reader writes one while the importer reads
 * another; none keeps a journal (a stopped import's stage is thrown away, its batches read
 * again), and the files stay at a batch each whatever the register's size.
 */
export const STAGE_SLOTS = 4;

/**
 * Rows an insert into the stage takes at once: one statement of 16 rows binds a million rows in
 * about two thirds of the time of a statement a row (1.9 against 2.7 s).
 */
const ROWS_A_STATEMENT = 16;

/** The stage's table of a slot, as the importer's connection names it (each file attached). */
export const stageTable = (slot: number): string => `import_stage_${slot}.company_batch`;

/** A string as an SQL literal. */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * The definition of a table of a batch's rows (`BATCH_COLUMNS`), of the staged columns: the
 * import's source and date are the defaults of theirs, which its rows do not carry (ADR 073).
 */
export function batchTableDdl(source: { source: string; sourceUpdatedAt: string }, name: string): string {
  const columns = STAGED_COLUMNS.map((column) =>
    column === 'source'
      ? `source default ${literal(source.source)}`
      : column === 'source_updated_at'
        ? `source_updated_at default ${literal(source.sourceUpdatedAt)}`
        : column,
  );
  return `create table ${name} (${columns.join(', ')})`;
}

/**
 * Where the stage's files of a shop's database go: beside it (`<database>-import-stage-<slot>`),
 * or in the temporary folder for a database in memory.
 */
export function stageFileOf(connection: SQLite.Database): string {
  return connection.memory || connection.name === ''
    ? join(tmpdir(), `storefront-import-stage-${process.pid}`)
    : `${connection.name}-import-stage`;
}

const slotFile = (stage: string, slot: number) => `${stage}-${slot}`;

function removeStageFiles(stage: string): void {
  for (let slot = 0; slot < STAGE_SLOTS; slot++)
    for (const suffix of ['', '-journal']) rmSync(`${slotFile(stage, slot)}${suffix}`, { force: true });
}

const attachedSlots = (connection: SQLite.Database): string[] =>
  (connection.pragma('database_list') as { name: string }[])
    .map((database) => database.name)
    .filter((name) => /^import_stage_\d+$/.test(name));

/**
 * Makes the stage anew (a stopped import's is thrown away: its batches are read again) and
 * attaches its files to the importer's connection. Outside a transaction.
 */
export function createStage(
  connection: SQLite.Database,
  stage: string,
  source: { source: string; sourceUpdatedAt: string },
): void {
  dropStage(connection, stage);
  for (let slot = 0; slot < STAGE_SLOTS; slot++) {
    connection.prepare(`attach database ? as import_stage_${slot}`).run(slotFile(stage, slot));
    connection.pragma(`import_stage_${slot}.journal_mode = off`);
    connection.pragma(`import_stage_${slot}.synchronous = off`);
    connection.exec(batchTableDdl(source, stageTable(slot)));
  }
}

/** Detaches the stage's files from the importer's connection and removes them. Outside a transaction. */
export function dropStage(connection: SQLite.Database, stage: string): void {
  for (const name of attachedSlots(connection)) connection.exec(`detach database ${name}`);
  removeStageFiles(stage);
}

/**
 * The reader thread's connections to the stage's files, which the importer made (`createStage`): it
 * takes each batch's rows as they are read (`add`) into the next slot's file, and `end` commits
 * them and names the slot. A batch of no rows empties its slot all the same.
 */
export function openStageSink(stage: string): BatchSink {
  const width = BATCH_COLUMNS.length;
  const slots = Array.from({ length: STAGE_SLOTS }, (_, slot) => {
    const connection = new SQLite(slotFile(stage, slot), { fileMustExist: true });
    connection.pragma('journal_mode = off');
    connection.pragma('synchronous = off');
    const insert = (rows: number) =>
      connection.prepare(
        `insert into company_batch (${BATCH_COLUMNS.join(', ')}) values ${Array(rows)
          .fill(`(${Array(width).fill('?').join(', ')})`)
          .join(', ')}`,
      );
    return {
      connection,
      empty: connection.prepare('delete from company_batch'),
      many: insert(ROWS_A_STATEMENT),
      one: insert(1),
    };
  });
  // One statement's rows, filled in place: a batch's values are never gathered in a list.
  const buffer: StagedValue[] = new Array(width * ROWS_A_STATEMENT).fill(null);
  let buffered = 0;
  let slot = 0;
  let rows = 0;
  let open = false;
  const begin = () => {
    slots[slot]!.connection.exec('begin');
    slots[slot]!.empty.run();
    open = true;
  };
  return {
    add(line, company, searchName) {
      if (!open) begin();
      putStagedRow(buffer, buffered * width, line, company, searchName);
      rows++;
      if (++buffered === ROWS_A_STATEMENT) {
        slots[slot]!.many.run(buffer);
        buffered = 0;
      }
    },
    end() {
      if (!open) begin();
      const { connection, one } = slots[slot]!;
      for (let row = 0; row < buffered; row++) one.run(buffer.slice(row * width, (row + 1) * width));
      connection.exec('commit');
      const ended = { slot, rows };
      slot = (slot + 1) % STAGE_SLOTS;
      rows = 0;
      buffered = 0;
      open = false;
      return ended;
    },
    close() {
      for (const { connection } of slots) connection.close();
    },
  };
}
