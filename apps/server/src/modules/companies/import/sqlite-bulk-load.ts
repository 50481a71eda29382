import { type Kysely, sql } from 'kysely';
import { sqliteConnectionOf } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { readRegisterRevision } from '../../settings/settings.service.js';
import { addLexiconWords } from '../sqlite-company-search.js';
import { STAGED_COLUMNS, type StagedValue } from './staged-rows.js';

/**
 * Writes a batch's rows (flat, `STAGED_COLUMNS` a row) into the new register; run it inside the
 * transaction that commits the batch's checkpoint.
 */
export type BatchWriter = (values: readonly StagedValue[]) => void;

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

/** The live register changed while a bulk import was reading its file: the import starts over. */
export class RegisterChangedError extends Error {}

async function dropNewRegister(db: Kysely<Database>): Promise<void> {
  await sql`drop table if exists company_fts_next`.execute(db);
  await sql`drop table if exists company_next`.execute(db);
}

/**
 * Forgets an import's lines, and its new register if it has one (`--restart`, or a build done).
 * Without another import's lines the table is emptied at once.
 */
export async function clearImportBuild(db: Kysely<Database>, importKey: string): Promise<void> {
  const other = await db
    .selectFrom('company_import_line')
    .select('line')
    .where('import_key', '<>', importKey)
    .limit(1)
    .executeTakeFirst();
  if (other) await db.deleteFrom('company_import_line').where('import_key', '=', importKey).execute();
  else await db.deleteFrom('company_import_line').execute();
  const build = await db.deleteFrom('register_build').where('import_key', '=', importKey).executeTakeFirst();
  if (Number(build.numDeletedRows) > 0) await dropNewRegister(db);
}

/** The page cache (KiB) of a build: room for the unique index of ten million register numbers. */
/**
 * The CLI's connection for an import of millions of rows: SQLite's default page cache (2 MB)
 * thrashes on the random inserts into the number and name indexes; 256 MB for this one connection
 * keeps them cached, and two sorter threads build each index of a bulk import.
 */
export async function tuneForRegisterImport(db: Kysely<Database>): Promise<void> {
  await sql`pragma cache_size = -262144`.execute(db);
  await sql`pragma threads = 2`.execute(db);
}

export const BUILD_CACHE_KIB = 512 * 1024;

/**
 * Gives the connection a build's page cache (the new register's unique index is written at random
 * places, in the file's order) and returns what puts its own back.
 */
export async function useBuildCache(db: Kysely<Database>): Promise<() => Promise<void>> {
  const { cache_size: cacheSize } = (await sql<{ cache_size: number }>`pragma cache_size`.execute(db))
    .rows[0]!;
  await sql.raw(`pragma cache_size = -${BUILD_CACHE_KIB}`).execute(db);
  return async () => {
    await sql.raw(`pragma cache_size = ${Number(cacheSize)}`).execute(db);
  };
}

/**
 * Ids a statement of the copy of the untouched companies spans. One statement for the whole
 * register is one transaction of gigabytes in the write-ahead log, copied back into the database
 * only at its end; chunks of half a million commit, and are checkpointed, as they go (the copy of
 * four million rows that ADR 046 staged took 22 s that way instead of 28 s; ADR 047).
 */
export const COPY_CHUNK_ROWS = 500_000;

/** Runs `write` over the live register's ids from the lowest to the highest, `rows` at a time. */
async function inIdChunks(
  db: Kysely<Database>,
  rows: number,
  write: (from: number, to: number) => Promise<unknown>,
): Promise<void> {
  const { low, high } = (
    await sql<{
      low: number | null;
      high: number | null;
    }>`select min(id) as low, max(id) as high from company`.execute(db)
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
export const INDEX_BUILD_CACHE_KIB = 8 * 1024;

type SchemaEntry = { type: string; name: string; sql: string | null };

async function schemaOf(db: Kysely<Database>, table: string): Promise<SchemaEntry[]> {
  const { rows } =
    await sql<SchemaEntry>`select type, name, sql from sqlite_master where tbl_name = ${table}`.execute(db);
  return rows;
}

/** `CREATE TABLE "company" (…` as `CREATE TABLE "company_next" (…`: the same columns, checks and keys. */
export function renamedTable(ddl: string, from: string, to: string): string {
  const renamed = ddl.replace(new RegExp(`^(CREATE (?:VIRTUAL )?TABLE )("?)${from}\\2`, 'i'), `$1"${to}"`);
  if (renamed === ddl) throw new Error(`cannot read the definition of ${from}: ${ddl.slice(0, 80)}`);
  return renamed;
}

async function registerColumns(db: Kysely<Database>): Promise<string[]> {
  return (
    await sql<{ name: string }>`select name from pragma_table_info('company') order by cid`.execute(db)
  ).rows.map((row) => row.name);
}

export interface RegisterBuild {
  /** `updated_at` of the companies the import writes: it tells them from the stored rows that stayed. */
  stamp: string;
  /** The import's new register was there already, as its last committed batch left it. */
  resumed: boolean;
}

/**
 * Begins a bulk import's new register, or goes on with the one it began (ADR 047): `company_next`,
 * of `company`'s definition, which the file's batches are written into as they are read.
 *
 * It goes on only when the run resumes, the build is this import's and the live register has not
 * changed since it began (its revision: another import or the demo register would have written
 * companies whose ids and values the new register's rows do not know). Otherwise the new register
 * starts empty, and the import must read its file from the start: `resumed` says which.
 * One import builds at a time: another one's half-built register is dropped.
 */
export async function openRegisterBuild(
  db: Kysely<Database>,
  importKey: string,
  options: { resume: boolean },
): Promise<RegisterBuild> {
  const revision = await readRegisterRevision(db);
  const build = await db
    .selectFrom('register_build')
    .select(['import_key', 'register_revision', 'stamp'])
    .executeTakeFirst();
  const exists =
    await sql`select 1 from sqlite_master where type = 'table' and name = 'company_next'`.execute(db);
  if (
    options.resume &&
    build?.import_key === importKey &&
    build.register_revision === revision &&
    exists.rows.length > 0
  )
    return { stamp: build.stamp, resumed: true };

  const tableDdl = (await schemaOf(db, 'company')).find((entry) => entry.type === 'table')?.sql;
  if (!tableDdl) throw new Error('the database has no company register to build (run the migrations)');
  const stamp = new Date().toISOString();
  await dropNewRegister(db);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('register_build').execute();
    // Lines of any import: the one whose build this was has lost it and reads its file again.
    await trx.deleteFrom('company_import_line').execute();
    await sql.raw(renamedTable(tableDdl, 'company', 'company_next')).execute(trx);
    // Ids are never reused: the new table counts on from where the old one stopped.
    await sql`insert into sqlite_sequence (name, seq)
      select 'company_next', seq from sqlite_sequence where name = 'company'`.execute(trx);
    await trx
      .insertInto('register_build')
      .values({ import_key: importKey, register_revision: revision, stamp })
      .execute();
  });
  return { stamp, resumed: false };
}

/**
 * The writer of a bulk import's batches into its new register. A batch's rows go into a temporary
 * table of the connection (one prepared insert a row, ~180 000 rows/s on this machine's
 * better-sqlite3), and from there, in one statement each:
 * - their lines and numbers into `company_import_line`, for the report of duplicated numbers;
 * - their companies into `company_next`, in the file's order: a number the live register has keeps
 *   its id (and its stored row, when that came from a newer file), a new one gets the next id
 *   (above every id the old table ever gave), and a number met again on a later line replaces its
 *   earlier line's row (the unique index finds it), so each number's last line stays.
 * It runs on the connection under `db`, so inside the callback of a Kysely transaction its rows
 * commit or roll back with that transaction and its checkpoint.
 */
export async function registerBatchWriter(
  db: Kysely<Database>,
  importKey: string,
  build: RegisterBuild,
): Promise<BatchWriter> {
  const connection = sqliteConnectionOf(db);
  if (!connection) throw new Error('a bulk import builds its register in SQLite');
  const columns = await registerColumns(db);
  const width = STAGED_COLUMNS.length;
  connection.exec(`create temp table if not exists company_batch (${STAGED_COLUMNS.join(', ')})`);
  connection.exec('delete from temp.company_batch');
  const stage = connection.prepare(
    `insert into temp.company_batch (${STAGED_COLUMNS.join(', ')}) values (${Array(width).fill('?').join(', ')})`,
  );
  const lines =
    connection.prepare(`insert into company_import_line (import_key, line, country_id, register_id)
    select ?, line, country_id, register_id from temp.company_batch order by rowid`);
  const list = sql.join(columns.map((column) => sql.ref(column)));
  // A row of the file loses to the stored company of its number when that came from a newer
  // file: the stored row is written again, as it was.
  const stays = sql`c.source_updated_at > s.source_updated_at`;
  const fresh = sql.join(
    columns.map((column) =>
      column === 'id'
        ? sql`c.id`
        : column === 'created_at'
          ? sql`coalesce(c.created_at, ${build.stamp})`
          : column === 'updated_at'
            ? sql`case when ${stays} then c.updated_at else ${build.stamp} end`
            : sql`case when ${stays} then ${sql.ref(`c.${column}`)} else ${sql.ref(`s.${column}`)} end`,
    ),
  );
  const later = sql.join(
    columns
      .filter((column) => column !== 'id' && column !== 'created_at')
      .map((column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`),
  );
  const upsert = sql`insert into company_next (${list}) select ${fresh} from temp.company_batch s
    left join company c on c.country_id = s.country_id and c.register_id = s.register_id
    where true order by s.rowid
    on conflict (country_id, register_id) do update set ${later}`.compile(db);
  const write = connection.prepare(upsert.sql);
  const clear = connection.prepare('delete from temp.company_batch');
  return (values) => {
    for (let start = 0; start < values.length; start += width)
      stage.run(...values.slice(start, start + width));
    lines.run(importKey);
    write.run(...upsert.parameters);
    clear.run();
  };
}

/**
 * Finishes an import's new register, which its batches filled (`registerBatchWriter`), and swaps
 * it in at once (ADR 025, 047). Until the swap the shop searches the old register, complete and
 * indexed; after it, the new one, complete and indexed: there is no moment without search.
 *
 * 1. `company_next` gets the companies the file does not touch, as they are (same ids).
 * 2. Its FTS index is filled in one statement (`company_fts_next`, `content='company'`, so that it
 *    reads the right table once renamed), and the lexicon gains the words of the companies the
 *    file wrote (ADR 071), in another.
 * 3. One transaction, with foreign keys off so that nothing referring to `company` notices: drop
 *    the old table and its index, rename the new ones, create the btree indexes and the triggers
 *    as the old table had them. Readers see the old register until the commit (WAL); writers wait.
 *
 * A run that stops before the swap leaves the old register as it was, and the new one as its last
 * committed step left it: the next run drops what this step added and does it again.
 * RegisterChangedError when the live register changed since the build began: the new register
 * is dropped, and the next run reads the file again.
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

  const build = await db
    .selectFrom('register_build')
    .select(['register_revision', 'stamp'])
    .where('import_key', '=', importKey)
    .executeTakeFirst();
  if (!build) throw new Error('this import has no new register to build: run it again');
  if (build.register_revision !== (await readRegisterRevision(db))) {
    await clearImportBuild(db, importKey);
    throw new RegisterChangedError(
      'the company register changed while this file was read (another import?): run the import again, it starts over',
    );
  }
  const company = await schemaOf(db, 'company');
  const fts = await schemaOf(db, 'company_fts');
  const ftsDdl = fts.find((entry) => entry.type === 'table' && entry.name === 'company_fts')?.sql;
  if (!ftsDdl) throw new Error('the database has no company register to build (run the migrations)');
  const indexes = company
    .filter((entry) => entry.type === 'index' && entry.sql !== null)
    .map((entry) => entry.sql!);
  const triggers = company.filter((entry) => entry.type === 'trigger').map((entry) => entry.sql!);
  const columns = await registerColumns(db);

  // A stopped build may have left an FTS index, and some of the untouched companies: those the
  // copy below skips (it copies a company only when the new register lacks its number).
  await sql`drop table if exists company_fts_next`.execute(db);
  const restoreCache = await useBuildCache(db);
  try {
    const { companies, written, lines } = await step('copying the register', async () => {
      const { companies, written } = (
        await sql<{ companies: number; written: number | null }>`select count(*) as companies,
        sum(updated_at = ${build.stamp}) as written from company_next`.execute(db)
      ).rows[0]!;
      const { lines } = (
        await sql<{ lines: number }>`select count(*) as lines from company_import_line
        where import_key = ${importKey}`.execute(db)
      ).rows[0]!;
      // The companies the file leaves alone, as they are, a statement per chunk of ids.
      const list = sql.join(columns.map((column) => sql.ref(column)));
      await inIdChunks(db, chunkRows, (from, to) =>
        sql`insert into company_next (${list}) select ${list} from company c
        where c.id between ${from} and ${to}
        and not exists (select 1 from company_next n where n.country_id = c.country_id and n.register_id = c.register_id)
        order by c.id`.execute(db),
      );
      return { companies: Number(companies), written: Number(written ?? 0), lines: Number(lines) };
    });

    // Fewer companies than lines: numbers the file holds more than once, whose lines go to the
    // report (a file without any is not grouped at all).
    const duplicates =
      companies === lines
        ? []
        : await step('finding duplicate numbers', async () =>
            (
              await sql<{
                register_id: string;
                lines: string;
              }>`select register_id, group_concat(line) as lines
              from company_import_line where import_key = ${importKey}
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

    // The words of the companies the file wrote, once each (the copied ones' are there already).
    await step("adding the names' words to the lexicon", () =>
      addLexiconWords(db, 'company_next', sql`named.updated_at = ${build.stamp}`),
    );

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

    await step('tidying up', () => clearImportBuild(db, importKey));
    return { written, duplicates, steps };
  } finally {
    await restoreCache();
  }
}
