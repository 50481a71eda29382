import { finished } from 'node:stream/promises';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { postgresPoolOf } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { rebuildCompanySearchWords } from '../postgres-company-search.js';
import { type BulkLoadReport, stepTimer } from './sqlite-bulk-load.js';
import { STAGED_COLUMNS } from './staged-rows.js';

/**
 * The staging table of a PostgreSQL bulk import (ADR 072): every row of the file, duplicates too,
 * with its line. Unlogged (its rows are written once, and never to the write-ahead log) and kept
 * across a stop, as the data of the import's checkpoint; its comment names the import it holds.
 */
const STAGE = 'company_import_stage';

/** The staged columns that are the register's own, in `STAGED_COLUMNS`' order. */
const COMPANY_COLUMNS = STAGED_COLUMNS.filter((column) => column !== 'line');

/** The staging table's columns, typed as `company` types them (COPY parses each value once, here). */
const STAGE_DDL = `create unlogged table ${STAGE} (
  line bigint not null, country_id integer not null, register_id text not null, name text not null,
  short_name text, inn text, ogrn text, kpp text, status text not null, status_code text not null,
  legal_form text not null, address text not null, registered_on text, register_code text not null,
  source text not null, source_updated_at timestamptz, search_name text collate "C" not null)`;

/**
 * The session of an index build: a GIN index builds in memory up to maintenance_work_mem (the
 * default 64 MB made the trigram index of a million names spill and merge), and a btree is sorted
 * by the leader and a worker together.
 */
const BUILD_SETTINGS = {
  maintenance_work_mem: '1GB',
  max_parallel_maintenance_workers: '1',
  work_mem: '256MB',
};

/** A Kysely over one client of the pool: its statements and the COPY share the session and its transaction. */
function kyselyOn(client: pg.PoolClient): Kysely<Database> {
  const connection = { query: client.query.bind(client), release: () => {} };
  return new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: { connect: async () => connection as unknown as pg.PoolClient, end: async () => {} },
    }),
  });
}

export interface PostgresBulkLoad {
  /** The staging table held this import's committed rows: the run goes on after its checkpoint. */
  resumed: boolean;
  /** Copies a batch's rows (COPY text, `STAGED_COLUMNS`) into the staging table, in the open transaction. */
  write(copyText: string): Promise<void>;
  /** Commits the rows written since the last commit together with the import's checkpoint. */
  commit(checkpoint: { line: number; phase: 'reading' | 'staged' }): Promise<void>;
  /** The set-based build of the register from the staging table (`buildPostgresRegister`). */
  build(options: { onStep?: (step: string) => void }): Promise<BulkLoadReport>;
  /** Rolls back what is not committed and gives the connection back to the pool (once). */
  close(): Promise<void>;
}

/** Drops a bulk import's staging table (a refused header, a `--restart`). */
export async function dropPostgresStage(db: Kysely<Database>): Promise<void> {
  await sql`drop table if exists ${sql.id(STAGE)}`.execute(db);
}

/**
 * Begins a PostgreSQL bulk import (ADR 072), or goes on with the one it began: a connection of its
 * own, and the staging table. It goes on only when the run resumes and the staging table holds
 * this import's rows (an unlogged table is emptied by a crash of the server, and another file's
 * import replaces it); otherwise the table is made anew and the file is read from its start.
 */
export async function openPostgresBulkLoad(
  db: Kysely<Database>,
  importKey: string,
  options: { resume: boolean },
): Promise<PostgresBulkLoad> {
  const pool = postgresPoolOf(db);
  if (!pool) throw new Error('a PostgreSQL bulk import needs a database of createDatabase');
  const client = await pool.connect();
  const conn = kyselyOn(client);
  let inTransaction = false;
  let closed = false;
  try {
    const { rows } = await sql<{
      key: string | null;
    }>`select obj_description(to_regclass(${STAGE}), 'pg_class') as key`.execute(conn);
    let resumed = false;
    if (options.resume && rows[0]?.key === importKey) {
      const held = await sql`select 1 from ${sql.id(STAGE)} limit 1`.execute(conn);
      resumed = held.rows.length > 0;
    }
    if (!resumed) {
      await sql`begin`.execute(conn);
      await sql`drop table if exists ${sql.id(STAGE)}`.execute(conn);
      await sql.raw(STAGE_DDL).execute(conn);
      await sql`comment on table ${sql.id(STAGE)} is ${sql.lit(importKey)}`.execute(conn);
      await sql`commit`.execute(conn);
    }

    const copyStatement = `copy ${STAGE} (${STAGED_COLUMNS.join(', ')}) from stdin`;
    return {
      resumed,
      async write(copyText) {
        if (!inTransaction) {
          await sql`begin`.execute(conn);
          inTransaction = true;
        }
        if (copyText.length === 0) return;
        const stream = client.query(copyFrom(copyStatement));
        stream.end(copyText);
        await finished(stream);
      },
      async commit(checkpoint) {
        if (!inTransaction) await sql`begin`.execute(conn);
        inTransaction = true;
        const updatedAt = new Date().toISOString();
        await conn
          .insertInto('import_checkpoint')
          .values({ key: importKey, ...checkpoint, updated_at: updatedAt })
          .onConflict((oc) => oc.column('key').doUpdateSet({ ...checkpoint, updated_at: updatedAt }))
          .execute();
        await sql`commit`.execute(conn);
        inTransaction = false;
      },
      build: (buildOptions) => buildPostgresRegister(conn, importKey, buildOptions),
      async close() {
        if (closed) return;
        closed = true;
        try {
          if (inTransaction) await sql`rollback`.execute(conn);
        } finally {
          inTransaction = false;
          client.release();
        }
      },
    };
  } catch (error) {
    if (inTransaction) await sql`rollback`.execute(conn).catch(() => {});
    client.release();
    throw error;
  }
}

/**
 * Writes the staged file into the register in one transaction (ADR 072), set-based:
 * - each register number's last line wins (`distinct on`, the lines of a number the file holds
 *   more than once go to the report);
 * - an empty register (a first load) has its secondary indexes dropped, the rows inserted in one
 *   statement, and exactly those indexes built again from their definitions (`pg_indexes`), by
 *   sorting; the primary key and the unique number constraint stay, as the rows go in in their
 *   order;
 * - a register with companies gets one `insert … on conflict do update` with `upsertCompanies`'
 *   rule: a number it has keeps its id, and its stored row stays when it came from a newer file;
 * - the word index (migration 031) is built again from the table once, the row triggers deferred.
 * The staging table and the checkpoint go in the same transaction: a stop before its commit
 * leaves the register as it was and the file staged, and the next run builds again.
 */
export async function buildPostgresRegister(
  conn: Kysely<Database>,
  importKey: string,
  options: { onStep?: (step: string) => void } = {},
): Promise<BulkLoadReport> {
  const { steps, step } = stepTimer(options.onStep);
  const stage = sql.id(STAGE);
  const list = sql.join(COMPANY_COLUMNS.map((column) => sql.ref(column)));
  // Each number's last line; in the unique constraint's order, so that its index (and the primary
  // key's, ids counting up) are appended to rather than written at random places.
  const merged = sql`select distinct on (country_id, register_id) ${list} from ${stage}
    order by country_id, register_id, line desc`;

  await sql`begin`.execute(conn);
  try {
    for (const [name, value] of Object.entries(BUILD_SETTINGS))
      await sql`select set_config(${name}, ${value}, true)`.execute(conn);
    // The words of the companies written are indexed once, below, not by company's triggers.
    await sql`select set_config('storefront.search_words', 'deferred', true)`.execute(conn);
    // Other writers of the register wait until the commit; readers go on with the old rows.
    await sql`lock table company in share row exclusive mode`.execute(conn);
    const empty = (await sql`select 1 from company limit 1`.execute(conn)).rows.length === 0;
    const lines = Number(
      (await sql<{ lines: number }>`select count(*) as lines from ${stage}`.execute(conn)).rows[0]!.lines,
    );

    // Company's statement triggers would keep every row written in their transition tables, even
    // with the word index deferred: they are off until the commit (the word index is built below).
    await sql`alter table company disable trigger user`.execute(conn);
    let written: number;
    let dropped: { name: string; definition: string }[] = [];
    let foreignKeys: { name: string; definition: string }[] = [];
    if (empty) {
      // A foreign key is checked by a statement a row: added again after the rows, it is checked
      // by one join.
      foreignKeys = (
        await sql<{ name: string; definition: string }>`select conname as name,
          pg_get_constraintdef(oid) as definition from pg_constraint
          where conrelid = 'company'::regclass and contype = 'f' order by conname`.execute(conn)
      ).rows;
      for (const key of foreignKeys)
        await sql`alter table company drop constraint ${sql.id(key.name)}`.execute(conn);
      // Indexes that carry no constraint: the primary key and the unique number constraint stay.
      dropped = (
        await sql<{ name: string; definition: string }>`select i.indexname as name, i.indexdef as definition
          from pg_indexes i where i.schemaname = current_schema() and i.tablename = 'company'
          and not exists (select 1 from pg_constraint c where c.conindid = to_regclass(quote_ident(i.indexname)))
          order by i.indexname`.execute(conn)
      ).rows;
      written = await step("writing the file's companies", async () => {
        for (const index of dropped) await sql`drop index ${sql.id(index.name)}`.execute(conn);
        const inserted = await sql`insert into company (${list}) ${merged}`.execute(conn);
        return Number(inserted.numAffectedRows ?? 0);
      });
    } else {
      written = await step("merging the file's companies into the register", async () => {
        const later = sql.join(
          COMPANY_COLUMNS.filter((column) => column !== 'country_id' && column !== 'register_id').map(
            (column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`,
          ),
        );
        // `upsertCompanies`' rule: a stored row from a newer file stays as it is.
        const upserted = await sql`insert into company (${list}) ${merged}
          on conflict (country_id, register_id) do update set ${later}, updated_at = current_timestamp
          where company.source_updated_at is null or excluded.source_updated_at is null
            or excluded.source_updated_at >= company.source_updated_at`.execute(conn);
        return Number(upserted.numAffectedRows ?? 0);
      });
    }

    // Fewer companies than lines in a first load: numbers the file holds more than once. A
    // register with companies does not tell them apart from the rows kept: the lines are grouped.
    const duplicates =
      empty && written === lines
        ? []
        : await step('finding duplicate numbers', async () =>
            (
              await sql<{
                register_id: string;
                lines: string;
              }>`select register_id, string_agg(cast(line as text), ',' order by line) as lines
              from ${stage} group by country_id, register_id having count(*) > 1
              order by max(line)`.execute(conn)
            ).rows.map((row) => ({ registerId: row.register_id, lines: row.lines.split(',').map(Number) })),
          );

    if (dropped.length > 0)
      await step(`building the ${dropped.length} indexes`, async () => {
        for (const index of dropped) await sql.raw(index.definition).execute(conn);
      });
    if (foreignKeys.length > 0)
      await step('checking the foreign keys', async () => {
        for (const key of foreignKeys)
          await sql`alter table company add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(
            conn,
          );
      });
    await sql`alter table company enable trigger user`.execute(conn);
    await step('building the word index', () => rebuildCompanySearchWords(conn));
    await step('tidying up', async () => {
      await sql`drop table ${stage}`.execute(conn);
      await conn.deleteFrom('import_checkpoint').where('key', '=', importKey).execute();
      await sql`commit`.execute(conn);
    });
    return { written, duplicates, steps };
  } catch (error) {
    await sql`rollback`.execute(conn).catch(() => {});
    throw error;
  }
}
