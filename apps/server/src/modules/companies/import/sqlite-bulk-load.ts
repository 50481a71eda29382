import { type Kysely, sql } from 'kysely';
import { sqliteConnectionOf } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { STAGED_COLUMNS, type StagedValue } from './staged-rows.js';

/** Writes a batch's staged rows (flat, `STAGED_COLUMNS` a row); run it inside the transaction that commits the batch's checkpoint. */
export type RowStager = (values: readonly StagedValue[]) => void;

/**
 * The staging table's writer: one prepared insert, run per row with its values bound. On the
 * better-sqlite3 of this machine that stages ~180 000 rows/s, three times what one `json_each`
 * statement a batch did (ADR 045). It runs on the connection under `db`, so inside the callback of
 * a Kysely transaction its rows commit or roll back with that transaction.
 */
export function rowStager(db: Kysely<Database>, importKey: string): RowStager {
  const connection = sqliteConnectionOf(db);
  if (!connection) throw new Error('a bulk import stages its rows in SQLite');
  const width = STAGED_COLUMNS.length;
  const insert = connection.prepare(
    `insert into company_import_row (import_key, ${STAGED_COLUMNS.join(', ')})
      values (${Array(width + 1)
        .fill('?')
        .join(', ')})`,
  );
  return (values) => {
    for (let start = 0; start < values.length; start += width)
      insert.run(importKey, ...values.slice(start, start + width));
  };
}

/** A register number the file holds more than once: the row on the last line won. */
export interface DuplicateNumber {
  registerId: string;
  lines: number[];
}

export interface BulkLoadReport {
  /** Rows of the file that became a company (inserted or updated). */
  written: number;
  duplicates: DuplicateNumber[];
  steps: { step: string; seconds: number }[];
}

/**
 * Drops an import's staged rows, and the staging index that builds before ADR 046 made (one a
 * stopped build of an older version may have left; it would only slow the next staging down).
 * Without another import's rows the table is emptied at once.
 */
export async function clearStaging(db: Kysely<Database>, importKey: string): Promise<void> {
  await sql`drop index if exists company_import_row_key_idx`.execute(db);
  const other = await db
    .selectFrom('company_import_row')
    .select('line')
    .where('import_key', '<>', importKey)
    .limit(1)
    .executeTakeFirst();
  if (other) await db.deleteFrom('company_import_row').where('import_key', '=', importKey).execute();
  else await db.deleteFrom('company_import_row').execute();
}

/** The page cache (KiB) of a build: room for the unique index of ten million register numbers. */
const BUILD_CACHE_KIB = 512 * 1024;

/**
 * Rows a statement of the copy writes. One statement for the whole register was one transaction
 * of gigabytes in the write-ahead log, copied back into the database only at its end; chunks of
 * half a million rows commit, and are checkpointed, as they go. Four million companies copied in
 * 22 s instead of 28 s (ADR 047). A stop between chunks leaves a half-built `company_next`, which
 * the next run drops, as before.
 */
export const COPY_CHUNK_ROWS = 500_000;

/** Runs `write` over a table's rowids from the lowest to the highest, `rows` at a time. */
async function inRowidChunks(
  db: Kysely<Database>,
  table: 'company' | 'company_import_row',
  rows: number,
  write: (from: number, to: number) => Promise<unknown>,
): Promise<void> {
  const { low, high } = (
    await sql<{
      low: number | null;
      high: number | null;
    }>`select min(rowid) as low, max(rowid) as high from ${sql.table(table)}`.execute(db)
  ).rows[0]!;
  if (low === null || high === null) return;
  for (let from = Number(low); from <= Number(high); from += rows)
    await write(from, Math.min(from + rows - 1, Number(high)));
}

/**
 * The page cache (KiB) while the swap builds the btree indexes. It also bounds SQLite's sorter,
 * which sorts an index's keys in memory up to the cache's size: with the build's 512 MB, each
 * index of four million companies was one sort of hundreds of megabytes on one core. With 8 MB
 * it writes sorted runs of 8 MB, sorted by the helper thread of `pragma threads` while the main
 * thread reads on, and merges them: the five indexes of four million companies took 7.3 s
 * instead of 17.6 s (11 s without the helper thread; ADR 047).
 */
const INDEX_BUILD_CACHE_KIB = 8 * 1024;

type SchemaEntry = { type: string; name: string; sql: string | null };

async function schemaOf(db: Kysely<Database>, table: string): Promise<SchemaEntry[]> {
  const { rows } =
    await sql<SchemaEntry>`select type, name, sql from sqlite_master where tbl_name = ${table}`.execute(db);
  return rows;
}

/** `CREATE TABLE "company" (…` as `CREATE TABLE "company_next" (…`: the same columns, checks and keys. */
function renamedTable(ddl: string, from: string, to: string): string {
  const renamed = ddl.replace(new RegExp(`^(CREATE (?:VIRTUAL )?TABLE )("?)${from}\\2`, 'i'), `$1"${to}"`);
  if (renamed === ddl) throw new Error(`cannot read the definition of ${from}: ${ddl.slice(0, 80)}`);
  return renamed;
}

/**
 * Builds the register anew from an import's staged rows and the companies already there, then
 * swaps it in at once (ADR 025). Until the swap the shop searches the old register, complete and
 * indexed; after it, the new one, complete and indexed: there is no moment without search.
 *
 * 1. `company_next`, a copy of `company`'s definition, gets the companies the file does not touch
 *    (same ids), those it updates (same ids, the later line of a duplicated number, unless the
 *    stored row came from a newer file) and the new ones (new ids, never reused).
 * 2. Its FTS index is filled in one statement (`company_fts_next`, `content='company'`, so that it
 *    reads the right table once renamed).
 * 3. One transaction, with foreign keys off so that nothing referring to `company` notices: drop
 *    the old table and its index, rename the new ones, create the btree indexes and the triggers
 *    as the old table had them. Readers see the old register until the commit (WAL); writers wait.
 *
 * A run that stops before the swap leaves the old register as it was; the next run drops the
 * half-built tables and starts this step again from the staged rows.
 */
export async function buildAndSwapRegister(
  db: Kysely<Database>,
  importKey: string,
  options: { onStep?: (step: string) => void; copyChunkRows?: number } = {},
): Promise<BulkLoadReport> {
  const chunkRows = options.copyChunkRows ?? COPY_CHUNK_ROWS;
  const steps: BulkLoadReport['steps'] = [];
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    options.onStep?.(name);
    const started = performance.now();
    const result = await run();
    steps.push({ step: name, seconds: (performance.now() - started) / 1000 });
    return result;
  };

  const company = await schemaOf(db, 'company');
  const fts = await schemaOf(db, 'company_fts');
  const tableDdl = company.find((entry) => entry.type === 'table')?.sql;
  const ftsDdl = fts.find((entry) => entry.type === 'table' && entry.name === 'company_fts')?.sql;
  if (!tableDdl || !ftsDdl)
    throw new Error('the database has no company register to build (run the migrations)');
  const indexes = company
    .filter((entry) => entry.type === 'index' && entry.sql !== null)
    .map((entry) => entry.sql!);
  const triggers = company.filter((entry) => entry.type === 'trigger').map((entry) => entry.sql!);
  const columns = (
    await sql<{ name: string }>`select name from pragma_table_info('company') order by cid`.execute(db)
  ).rows.map((row) => row.name);

  await sql`drop table if exists company_fts_next`.execute(db);
  await sql`drop table if exists company_next`.execute(db);
  // The new table's unique (country, number) index is written in the file's order, at random
  // places: with SQLite's default cache of 16 MB, ten million numbers spilled it page by page.
  // The connection's own cache comes back when the build ends.
  const { cache_size: cacheSize } = (await sql<{ cache_size: number }>`pragma cache_size`.execute(db))
    .rows[0]!;
  await sql.raw(`pragma cache_size = -${BUILD_CACHE_KIB}`).execute(db);
  try {
    const { companies, written, staged } = await step('copying the register', async () => {
      await sql.raw(renamedTable(tableDdl, 'company', 'company_next')).execute(db);
      // Ids are never reused: the new table counts on from where the old one stopped.
      await sql`insert into sqlite_sequence (name, seq)
      select 'company_next', seq from sqlite_sequence where name = 'company'`.execute(db);
      const list = sql.join(columns.map((column) => sql.ref(column)));
      // A staged row loses to the stored company of its number when that came from a newer file:
      // the stored row is written again, as it was.
      const stays = sql`c.source_updated_at > s.source_updated_at`;
      /** The time of the rows this import writes: it tells them from the stored rows that stayed. */
      const now = new Date().toISOString();
      const fresh = sql.join(
        columns.map((column) =>
          column === 'id'
            ? sql`c.id`
            : column === 'created_at'
              ? sql`coalesce(c.created_at, ${now})`
              : column === 'updated_at'
                ? sql`case when ${stays} then c.updated_at else ${now} end`
                : sql`case when ${stays} then ${sql.ref(`c.${column}`)} else ${sql.ref(`s.${column}`)} end`,
        ),
      );
      const later = sql.join(
        columns
          .filter((column) => column !== 'id' && column !== 'created_at')
          .map((column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`),
      );
      // Every staged row in the order it was staged (the file's), read once, not looked up: an
      // update keeps the company's id, a new company gets the next one (above every id the old
      // table ever gave), and a number met again replaces its earlier line's row (the unique
      // index finds it), so each number's last line stays. A statement per COPY_CHUNK_ROWS rows,
      // in order, so that each number's last line still wins.
      let staged = 0;
      await inRowidChunks(db, 'company_import_row', chunkRows, async (from, to) => {
        const result =
          await sql`insert into company_next (${list}) select ${fresh} from company_import_row s not indexed
        left join company c on c.country_id = s.country_id and c.register_id = s.register_id
        where s.rowid between ${from} and ${to} and s.import_key = ${importKey}
        order by s.rowid
        on conflict (country_id, register_id) do update set ${later}`.execute(db);
        staged += Number(result.numAffectedRows ?? 0);
      });
      const { companies, written } = (
        await sql<{ companies: number; written: number | null }>`select count(*) as companies,
        sum(updated_at = ${now}) as written from company_next`.execute(db)
      ).rows[0]!;
      // The companies the file leaves alone, as they are.
      await inRowidChunks(db, 'company', chunkRows, (from, to) =>
        sql`insert into company_next (${list}) select ${list} from company c
        where c.id between ${from} and ${to}
        and not exists (select 1 from company_next n where n.country_id = c.country_id and n.register_id = c.register_id)
        order by c.id`.execute(db),
      );
      return { companies: Number(companies), written: Number(written ?? 0), staged };
    });

    // Fewer companies than staged rows: numbers the file holds more than once, whose lines go to
    // the report (a file without any is not grouped at all).
    const duplicates =
      companies === staged
        ? []
        : await step('finding duplicate numbers', async () =>
            (
              await sql<{
                register_id: string;
                lines: string;
              }>`select register_id, group_concat(line) as lines
              from company_import_row where import_key = ${importKey}
              group by country_id, register_id having count(*) > 1`.execute(db)
            ).rows.map((row) => ({
              registerId: row.register_id,
              lines: row.lines
                .split(',')
                .map(Number)
                .sort((a, b) => a - b),
            })),
          );

    await step('building the name index', async () => {
      // `content='company'` as the live index has: after the rename it reads the table it indexes.
      await sql.raw(renamedTable(ftsDdl, 'company_fts', 'company_fts_next')).execute(db);
      // No merging of segments while the rows go in: the refresh after the swap merges them all
      // at once ('optimize'), and the index goes back to FTS5's usual merging after it.
      await sql`insert into company_fts_next (company_fts_next, rank) values ('automerge', 0)`.execute(db);
      await sql`insert into company_fts_next (rowid, search_name) select id, search_name from company_next`.execute(
        db,
      );
      await sql`insert into company_fts_next (company_fts_next, rank) values ('automerge', 4)`.execute(db);
    });

    await step('swapping the new register in', async () => {
      await sql.raw(`pragma cache_size = -${INDEX_BUILD_CACHE_KIB}`).execute(db);
      await sql`pragma foreign_keys = off`.execute(db);
      await sql`pragma legacy_alter_table = on`.execute(db);
      try {
        await db.transaction().execute(async (trx) => {
          await sql`drop table company_fts`.execute(trx);
          await sql`drop table company`.execute(trx);
          await sql`alter table company_next rename to company`.execute(trx);
          await sql`alter table company_fts_next rename to company_fts`.execute(trx);
          for (const ddl of [...indexes, ...triggers]) await sql.raw(ddl).execute(trx);
          // Every old id is still there, so nothing that refers to a company lost it; checked anyway.
          const referring = await sql<{ name: string }>`select distinct m.name from sqlite_master m,
          pragma_foreign_key_list(m.name) f where m.type = 'table' and f."table" = 'company'`.execute(trx);
          for (const table of [...referring.rows.map((row) => row.name), 'company']) {
            const broken = await sql`select 1 from pragma_foreign_key_check(${table}) limit 1`.execute(trx);
            if (broken.rows.length > 0)
              throw new Error(`the new register breaks a foreign key of ${table}: nothing was changed`);
          }
        });
      } finally {
        await sql`pragma legacy_alter_table = off`.execute(db);
        await sql`pragma foreign_keys = on`.execute(db);
      }
    });

    await step('tidying up', () => clearStaging(db, importKey));
    return { written, duplicates, steps };
  } finally {
    await sql.raw(`pragma cache_size = ${Number(cacheSize)}`).execute(db);
  }
}
