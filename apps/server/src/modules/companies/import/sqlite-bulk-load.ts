import { companySearchText } from '@storefront/contract';
import { type Kysely, sql } from 'kysely';
import { sqliteConnectionOf } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { readRegisterRevision } from '../../settings/settings.service.js';
import { collectNewWords } from './register-reader.js';
import { STAGE_SLOTS, stageTable } from './sqlite-stage.js';

/**
 * Writes a batch's rows from the stage's table of `slot` (ADR 074) into the new register, and the
 * batch's new words into the lexicon; run it inside the transaction that commits the batch's
 * checkpoint.
 */
export type BatchWriter = (slot: number, words: readonly string[]) => void;

/** A register number the file holds more than once: the row on the last line won. */
export interface DuplicateNumber {
  registerId: string;
  lines: number[];
}

/** A register number of a country, as `company` keys it. */
export interface RegisterNumber {
  countryId: number;
  registerId: string;
}

/**
 * The lines of the file that hold these numbers (each number's, in any order), for a first
 * import's report of duplicated numbers: its batches wrote no lines (`registerBatchWriter`).
 */
export type FindLines = (numbers: RegisterNumber[]) => Promise<Map<string, number[]>>;

/** The key of a number in `FindLines`'s answer. */
export const registerNumberKey = ({ countryId, registerId }: RegisterNumber): string =>
  `${countryId} ${registerId}`;

export interface BulkLoadReport {
  /** Rows of the file that became a company (inserted or updated). */
  written: number;
  duplicates: DuplicateNumber[];
  steps: { step: string; seconds: number }[];
}

/**
 * Runs a build's steps one after another, naming each to `onStep` as it begins and keeping its
 * time for the report.
 */
export function stepTimer(onStep?: (step: string) => void): {
  steps: BulkLoadReport['steps'];
  step: <T>(name: string, run: () => Promise<T>) => Promise<T>;
} {
  const steps: BulkLoadReport['steps'] = [];
  return {
    steps,
    step: async (name, run) => {
      onStep?.(name);
      const started = performance.now();
      const result = await run();
      steps.push({ step: name, seconds: (performance.now() - started) / 1000 });
      return result;
    },
  };
}

/** The live register changed while a bulk import was reading its file: the import starts over. */
export class RegisterChangedError extends Error {}

/**
 * The new register's FTS index, empty, not merging its segments while rows go in: the refresh after
 * the swap merges them all at once ('optimize'), and the swap gives it FTS5's usual merging back.
 * `content='company'` as the live index has: after the rename it reads the table it indexes.
 */
async function createNextNameIndex(db: Kysely<Database>, ftsDdl: string): Promise<void> {
  await sql.raw(renamedTable(ftsDdl, 'company_fts', 'company_fts_next')).execute(db);
  await sql`insert into company_fts_next (company_fts_next, rank) values ('automerge', 0)`.execute(db);
}

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

/** The live register has companies: an import into it is a merge, not a first load (ADR 073). */
async function hasCompanies(db: Kysely<Database>): Promise<boolean> {
  return (await sql`select 1 from company limit 1`.execute(db)).rows.length > 0;
}

async function tableExists(db: Kysely<Database>, name: string): Promise<boolean> {
  return (
    (await sql`select 1 from sqlite_master where type = 'table' and name = ${name}`.execute(db)).rows.length >
    0
  );
}

async function schemaOf(db: Kysely<Database>, table: string): Promise<SchemaEntry[]> {
  const { rows } =
    await sql<SchemaEntry>`select type, name, sql from sqlite_master where tbl_name = ${table}`.execute(db);
  return rows;
}

/** The unique index of the register's numbers, as the swap builds it (ADR 073). */
const REGISTER_UNIQUE = 'company_register_uq';

/**
 * The register's table without the uniqueness of its numbers, which the first schema declares in
 * the table (migration 001): a new register's rows go in with no index but the rowid's, and the
 * swap builds the unique index after (ADR 073). After a bulk import it is an index already.
 */
export function withoutNumberConstraint(ddl: string): string {
  const bare = ddl.replace(
    new RegExp(`,\\s*constraint "?${REGISTER_UNIQUE}"? unique \\("?country_id"?, "?register_id"?\\)`, 'i'),
    '',
  );
  if (/unique/i.test(bare))
    throw new Error(`the register's table has a uniqueness the build does not know: ${bare}`);
  return bare;
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
  if (
    options.resume &&
    build?.import_key === importKey &&
    build.register_revision === revision &&
    (await tableExists(db, 'company_next'))
  )
    return { stamp: build.stamp, resumed: true };

  const tableDdl = (await schemaOf(db, 'company')).find((entry) => entry.type === 'table')?.sql;
  const ftsDdl = (await schemaOf(db, 'company_fts')).find((entry) => entry.name === 'company_fts')?.sql;
  if (!tableDdl || !ftsDdl)
    throw new Error('the database has no company register to build (run the migrations)');
  // A first import fills the new register's name index batch by batch, while the reader reads on.
  const live = await hasCompanies(db);
  const stamp = new Date().toISOString();
  await dropNewRegister(db);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('register_build').execute();
    // Lines of any import: the one whose build this was has lost it and reads its file again.
    await trx.deleteFrom('company_import_line').execute();
    await sql.raw(withoutNumberConstraint(renamedTable(tableDdl, 'company', 'company_next'))).execute(trx);
    if (!live) await createNextNameIndex(trx, ftsDdl);
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

/** The SQL function of a bulk import's connection that makes a row's search name (`companySearchText`). */
const SEARCH_NAME_FUNCTION = 'import_search_name';

/**
 * The writer of a bulk import's batches into its new register. The reader's thread wrote a batch's
 * rows into a table of the import's stage (ADR 074), which `createStage` attached to this
 * connection; from there, in one statement each:
 * - when the live register has companies (a merge), their lines and numbers into
 *   `company_import_line`, for the report of numbers the file holds more than once. A first
 *   import writes none (about 3 s a million on the writer's thread, ADR 075): the swap finds its
 *   duplicated numbers, and the file is read again for their lines (`findLines`);
 * - their companies into `company_next`, in the file's order, which has no index but the rowid's
 *   while the file goes in (ADR 073): a new number gets the next id (above every id the old table
 *   ever gave), so that of a number met on several lines the last line's row has the highest id,
 *   and the swap keeps only it. When the live register has companies, each row is joined with it:
 *   a number it has keeps its id (and its stored row, when that came from a newer file), and a
 *   later line of such a number replaces the earlier one's row at once (same id).
 * - a first import's rows into the new register's name index (`company_fts_next`), which is ready
 *   when the file is read: while the writer waited for the reader this cost no time (ADR 073);
 * - the words of their names the reader had not handed on yet into the lexicon (migration 040).
 * It runs on the connection under `db`, so inside the callback of a Kysely transaction its rows
 * commit or roll back with that transaction and its checkpoint. That transaction must end before
 * the next batch: within one, the connection keeps reading the stage as it was when it began.
 */
export async function registerBatchWriter(
  db: Kysely<Database>,
  importKey: string,
  build: RegisterBuild,
): Promise<BatchWriter> {
  const connection = sqliteConnectionOf(db);
  if (!connection) throw new Error('a bulk import builds its register in SQLite');
  const columns = await registerColumns(db);
  // An empty live register (a first import) has nothing to join: the rows go in as they are.
  // Its revision is the build's (`openRegisterBuild`), so it is still empty on a resume.
  const live = await hasCompanies(db);
  const list = sql.join(columns.map((column) => sql.ref(column)));
  // The reader's thread leaves the search names to this one (ADR 074): made as the rows go in, by
  // the rule of every search name, the words the lexicon lacks collected on the way.
  const seen = new Set<string>();
  const namedWords: string[] = [];
  connection.function(SEARCH_NAME_FUNCTION, (name) => {
    const searchName = companySearchText(String(name));
    collectNewWords(searchName, seen, namedWords);
    return searchName;
  });
  const searchName = sql`coalesce(s.search_name, ${sql.raw(SEARCH_NAME_FUNCTION)}(s.name))`;
  const insertFrom = (table: string) => {
    const batch = sql.raw(table);
    if (live) {
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
                : sql`case when ${stays} then ${sql.ref(`c.${column}`)} else ${
                    column === 'search_name' ? searchName : sql.ref(`s.${column}`)
                  } end`,
        ),
      );
      return sql`insert or replace into company_next (${list}) select ${fresh} from ${batch} s
        left join company c on c.country_id = s.country_id and c.register_id = s.register_id
        order by s.rowid`.compile(db);
    }
    const fresh = sql.join(
      columns.map((column) =>
        column === 'id'
          ? sql`null`
          : column === 'created_at' || column === 'updated_at'
            ? sql`${build.stamp}`
            : column === 'search_name'
              ? searchName
              : sql.ref(`s.${column}`),
      ),
    );
    return sql`insert into company_next (${list}) select ${fresh} from ${batch} s order by s.rowid`.compile(
      db,
    );
  };
  const slots = Array.from({ length: STAGE_SLOTS }, (_, slot) => {
    const table = stageTable(slot);
    const insert = insertFrom(table);
    return {
      lines: live
        ? connection.prepare(`insert into company_import_line (import_key, line, country_id, register_id)
        select ?, line, country_id, register_id from ${table} order by rowid`)
        : undefined,
      write: connection.prepare(insert.sql),
      parameters: insert.parameters,
    };
  });
  // A merge's rows may replace each other (same id): its name index is filled after the file.
  const nameIndexed = !live && (await tableExists(db, 'company_fts_next'));
  const index = nameIndexed
    ? connection.prepare(
        'insert into company_fts_next (rowid, search_name) select id, search_name from company_next where id > ?',
      )
    : undefined;
  const top = connection.prepare('select coalesce(max(id), 0) as id from company_next').pluck();
  let indexedUpTo = nameIndexed ? Number(top.get()) : 0;
  // A word may be there already: the live register's, or a resumed import's.
  const addWord = connection.prepare(
    'insert into company_search_lexicon (word) values (?) on conflict do nothing',
  );
  return (slot, words) => {
    const { lines, write, parameters } = slots[slot]!;
    lines?.run(importKey);
    write.run(...parameters);
    if (index) {
      index.run(indexedUpTo);
      indexedUpTo = Number(top.get());
    }
    for (const word of words) addWord.run(word);
    for (const word of namedWords) addWord.run(word);
    namedWords.length = 0;
  };
}

/** The new register holds a number more than once: the swap's unique index found it. */
class DuplicateNumbers extends Error {}

/**
 * Finishes an import's new register, which its batches filled (`registerBatchWriter`), and swaps
 * it in at once (ADR 025, 047, 073). Until the swap the shop searches the old register, complete
 * and indexed; after it, the new one, complete and indexed: there is no moment without search.
 *
 * 1. When the live register has companies, `company_next` gets those the file does not touch, as
 *    they are (same ids), found through an index of its numbers built for that.
 * 2. A merge's FTS index is filled in one statement (`company_fts_next`, `content='company'`, so
 *    that it reads the right table once renamed); a first import's was filled with its rows. The
 *    lexicon has the file's words already (the writer's).
 * 3. One transaction, with foreign keys off so that nothing referring to `company` notices: drop
 *    the old table and its index, rename the new ones, create the unique index of the numbers, the
 *    other btree indexes and the triggers as the old table had them. Readers see the old register
 *    until the commit (WAL); writers wait.
 *    A file that holds a number more than once is known there, by the unique index (the rows went
 *    in without it): the transaction rolls back, each such number's rows but the last line's go
 *    (with their FTS entries, by filling the index again), they are reported, and the swap runs
 *    again. A file without any is never grouped by number at all.
 *
 * A run that stops before the swap leaves the old register as it was, and the new one as its last
 * committed step left it: the next run drops what this step added and does it again.
 * RegisterChangedError when the live register changed since the build began: the new register
 * is dropped, and the next run reads the file again.
 */
export async function buildAndSwapRegister(
  db: Kysely<Database>,
  importKey: string,
  options: { findLines: FindLines; onStep?: (step: string) => void; copyChunkRows?: number },
): Promise<BulkLoadReport> {
  const chunkRows = options.copyChunkRows ?? COPY_CHUNK_ROWS;
  const { steps, step } = stepTimer(options.onStep);

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
  const declared = company.filter((entry) => entry.type === 'index' && entry.sql !== null);
  // The numbers' uniqueness: the first schema's table constraint, an index after a bulk import.
  const uniqueDdl =
    declared.find((entry) => entry.name === REGISTER_UNIQUE)?.sql ??
    `create unique index "${REGISTER_UNIQUE}" on "company" ("country_id", "register_id")`;
  const indexes = declared.filter((entry) => entry.name !== REGISTER_UNIQUE).map((entry) => entry.sql!);
  const triggers = company.filter((entry) => entry.type === 'trigger').map((entry) => entry.sql!);
  const columns = await registerColumns(db);

  const buildNameIndex = async () => {
    await sql`drop table if exists company_fts_next`.execute(db);
    await createNextNameIndex(db, ftsDdl);
    await sql`insert into company_fts_next (rowid, search_name) select id, search_name from company_next`.execute(
      db,
    );
  };

  const swap = async () => {
    await sql.raw(`pragma cache_size = -${INDEX_BUILD_CACHE_KIB}`).execute(db);
    await sql`pragma foreign_keys = off`.execute(db);
    await sql`pragma legacy_alter_table = on`.execute(db);
    try {
      await db.transaction().execute(async (trx) => {
        await sql`drop table company_fts`.execute(trx);
        await sql`drop table company`.execute(trx);
        await sql`drop index if exists company_next_number`.execute(trx);
        await sql`alter table company_next rename to company`.execute(trx);
        await sql`alter table company_fts_next rename to company_fts`.execute(trx);
        await sql`insert into company_fts (company_fts, rank) values ('automerge', 4)`.execute(trx);
        try {
          await sql.raw(uniqueDdl).execute(trx);
        } catch (error) {
          if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw new DuplicateNumbers();
          throw error;
        }
        for (const ddl of [...indexes, ...triggers]) await sql.raw(ddl).execute(trx);
        // Every old id is still there, so nothing that refers to a company lost it; checked anyway.
        // The register's own keys (its country) were checked as its rows went in.
        const referring = await sql<{ name: string }>`select distinct m.name from sqlite_master m,
          pragma_foreign_key_list(m.name) f where m.type = 'table' and f."table" = 'company'`.execute(trx);
        for (const table of referring.rows.map((row) => row.name)) {
          const broken = await sql`select 1 from pragma_foreign_key_check(${table}) limit 1`.execute(trx);
          if (broken.rows.length > 0)
            throw new Error(`the new register breaks a foreign key of ${table}: nothing was changed`);
        }
      });
    } finally {
      await sql`pragma legacy_alter_table = off`.execute(db);
      await sql`pragma foreign_keys = on`.execute(db);
      await sql.raw(`pragma cache_size = -${BUILD_CACHE_KIB}`).execute(db);
    }
  };

  const live = await hasCompanies(db);
  const restoreCache = await useBuildCache(db);
  try {
    const written = await step('copying the register', async () => {
      // A first import wrote every row of the new register; a merge kept some stored ones as they were.
      const { written } = (
        live
          ? await sql<{ written: number | null }>`select sum(updated_at = ${build.stamp}) as written
            from company_next`.execute(db)
          : // Its ids count on from the live table's last one, one a row, none taken back: no count needed.
            await sql<{ written: number | null }>`select
              (select seq from sqlite_sequence where name = 'company_next') -
              coalesce((select seq from sqlite_sequence where name = 'company'), 0) as written`.execute(db)
      ).rows[0]!;
      if (live) {
        // The companies the file leaves alone, as they are, a statement per chunk of ids. A
        // stopped build may have copied some: the copy skips a number the new register has.
        await sql`create index if not exists company_next_number on company_next (country_id, register_id)`.execute(
          db,
        );
        const list = sql.join(columns.map((column) => sql.ref(column)));
        await inIdChunks(db, chunkRows, (from, to) =>
          sql`insert into company_next (${list}) select ${list} from company c
          where c.id between ${from} and ${to}
          and not exists (select 1 from company_next n where n.country_id = c.country_id and n.register_id = c.register_id)
          order by c.id`.execute(db),
        );
      }
      return Number(written ?? 0);
    });

    // A first import's index was filled with its rows, in their transactions (`registerBatchWriter`).
    // A merge's is filled now, and so is one a stopped build left half made.
    if (live || !(await tableExists(db, 'company_fts_next')))
      await step('building the name index', buildNameIndex);

    let duplicates: DuplicateNumber[] = [];
    let lost = 0;
    try {
      await step('swapping the new register in', swap);
    } catch (error) {
      if (!(error instanceof DuplicateNumbers)) throw error;
      ({ duplicates, lost } = await step('keeping the last line of each duplicate number', () =>
        keepLastLines(db, importKey, live ? undefined : options.findLines),
      ));
      await step('building the name index again', buildNameIndex);
      await step('swapping the new register in', swap);
    }

    await step('tidying up', () => clearImportBuild(db, importKey));
    return { written: written - lost, duplicates, steps };
  } finally {
    await restoreCache();
  }
}

/**
 * Of each number the new register holds more than once, keeps the row of its last line (the
 * highest id: new numbers get ids in the file's order, and the lines of a number the live register
 * has share its id, the later replacing the earlier as it goes in). Returns the numbers with all
 * their lines, and how many rows went: a merge's lines from `company_import_line`, a first import's
 * (which wrote none, `registerBatchWriter`) from `findLines`, given for it alone.
 */
async function keepLastLines(
  db: Kysely<Database>,
  importKey: string,
  findLines: FindLines | undefined,
): Promise<{ duplicates: DuplicateNumber[]; lost: number }> {
  await sql`create index if not exists company_next_number on company_next (country_id, register_id)`.execute(
    db,
  );
  const twice = !findLines
    ? []
    : (
        await sql<{ country_id: number; register_id: string }>`select country_id, register_id
          from company_next group by country_id, register_id having count(*) > 1`.execute(db)
      ).rows.map((row) => ({ countryId: Number(row.country_id), registerId: row.register_id }));
  const removed = await db.transaction().execute(async (trx) => {
    const result = await sql`delete from company_next where exists (select 1 from company_next later
      where later.country_id = company_next.country_id and later.register_id = company_next.register_id
        and later.id > company_next.id)`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
  let duplicates: DuplicateNumber[];
  if (!findLines) {
    const { rows } = await sql<{
      register_id: string;
      lines: string;
    }>`select register_id, group_concat(line) as lines
      from company_import_line where import_key = ${importKey}
      group by country_id, register_id having count(*) > 1`.execute(db);
    duplicates = rows.map((row) => ({
      registerId: row.register_id,
      lines: row.lines.split(',').map(Number),
    }));
  } else {
    const found = await findLines(twice);
    duplicates = twice.map((number) => ({
      registerId: number.registerId,
      lines: found.get(registerNumberKey(number)) ?? [],
    }));
  }
  for (const duplicate of duplicates) duplicate.lines.sort((a, b) => a - b);
  return { duplicates, lost: removed };
}
