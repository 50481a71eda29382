import { type Kysely, SqliteAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * ADR 044: how common each trigram is among a sample of the register's names, so that a name
 * search asks its trigram index for a word's rarest trigrams rather than all of them (FTS5 reads
 * the list of every trigram a query names, and pg_trgm's GIN index makes a bitmap of each: "сер",
 * "ект", "ion" each point at hundreds of thousands of names in a register of ten million).
 *
 * `company_search_sample` holds about 10 000 of the register's names, as PostgreSQL's of migration
 * 022 does, at ids spread evenly over the table by a multiplicative stride (the same on every
 * run); `company_search_trigram` counts, for each trigram, the sampled names holding it (the row of
 * the empty trigram: how many names were sampled). The search also counts how many of a country's
 * sampled names hold the words, to read a common word's names in order instead. The first sample
 * is drawn here; the search engine draws it again after each import (`SqliteCompanySearch.refresh`).
 *
 * PostgreSQL has its sample of names already (migration 022): only the trigrams are counted.
 */
export async function up(db: AnyDb): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await sql`create table company_search_trigram (
    trigram text primary key,
    names integer not null
  )${sql.raw(sqlite ? ' without rowid' : '')}`.execute(db);
  if (!sqlite) {
    await sql`insert into company_search_trigram (trigram, names)
      select trigram, count(*) from (
        select distinct s.ctid, substr(s.search_name, g, 3) as trigram
        from company_search_sample s, generate_series(1, length(s.search_name) - 2) g) grams
      group by trigram
      union all select '', count(*) from company_search_sample`.execute(db);
    return;
  }
  await sql`create table company_search_sample (
    country_id integer not null,
    register_code text not null,
    search_name text not null
  )`.execute(db);
  await sql`create index company_search_sample_country_idx on company_search_sample (country_id, register_code)`.execute(
    db,
  );
  await sql`insert into company_search_sample (country_id, register_code, search_name)
    with recursive
      bounds(low, span) as (select min(id), max(id) - min(id) + 1 from company),
      draw(n, id) as (
        select 1, low + 2654435761 % span from bounds where span > 0
        union all
        select n + 1, low + ((n + 1) * 2654435761) % span from draw, bounds where n < 10000)
    select country_id, register_code, search_name from company
    where id in (select id from draw) order by country_id, register_code`.execute(db);
  await sql`insert into company_search_trigram (trigram, names)
    with recursive grams(sample, name, at) as (
      select rowid, search_name, 1 from company_search_sample where length(search_name) >= 3
      union all
      select sample, name, at + 1 from grams where at + 3 <= length(name))
    select substr(name, at, 3), count(distinct sample) from grams group by 1
    union all select '', count(*) from company_search_sample`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop table if exists company_search_trigram`.execute(db);
  if (db.getExecutor().adapter instanceof SqliteAdapter)
    await sql`drop table if exists company_search_sample`.execute(db);
}
