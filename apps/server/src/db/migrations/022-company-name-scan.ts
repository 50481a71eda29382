import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * PostgreSQL only (ADR 041): a common word ("строй", "trading") is searched by reading the
 * country's names in order from a btree index alone, until enough of them contain it, instead of
 * building the trigram index's bitmap of every match. For that the index must hold what the scan
 * reads (the name, the id, the register code) so that no table row is fetched.
 *
 * `search_name` takes the "C" collation as its own (it was compared under "C" everywhere already),
 * so that one index on the plain column serves both the prefix ranges of migration 007 and the
 * ordered scan. Changing a column's collation rewrites no row; the indexes on it are rebuilt.
 *
 * `company_search_sample` holds a random sample of the register's names (drawn here, then by the
 * search engine's refresh after each import): the search counts how many of a country's sampled names
 * hold the words to tell a common word from a rare one.
 *
 * SQLite compares by code point already and searches through FTS5: nothing changes there.
 */
export async function up(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index if exists company_search_name_prefix_idx`.execute(db);
  await sql`alter table company alter column search_name type text collate "C"`.execute(db);
  await sql`create index company_search_name_prefix_idx on company (country_id, search_name)
    include (id, register_code)`.execute(db);
  await sql`create table company_search_sample (
    country_id integer not null,
    register_code text not null,
    search_name text collate "C" not null
  )`.execute(db);
  await sql`create index company_search_sample_country_idx on company_search_sample (country_id, register_code)`.execute(
    db,
  );
  // The first sample, so that a register imported before this migration searches its common
  // words the new way at once (later ones are drawn by the engine after each import). Its size
  // comes from the planner's row count, which only an analysed table has.
  await sql`analyze company`.execute(db);
  await sql`insert into company_search_sample (country_id, register_code, search_name)
    select country_id, register_code, search_name
    from company tablesample system ((select least(100, 100.0 * 15000 / greatest(reltuples, 1))
      from pg_class where oid = 'company'::regclass)) repeatable (0)
    order by country_id, register_code`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop table if exists company_search_sample`.execute(db);
  await sql`drop index if exists company_search_name_prefix_idx`.execute(db);
  await sql`alter table company alter column search_name type text collate "default"`.execute(db);
  await sql`create index company_search_name_prefix_idx on company (country_id, (search_name collate "C"))`.execute(
    db,
  );
}
