import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * ADR 052: the name search picks its page by each candidate's normalised name and status, so the
 * btree it reads names from in order (the names that start with the query, and a common word's
 * ordered scan) carries the status too. Those candidates then come with their ranking keys from
 * the index alone, and no company row is read but the page's. `company_search_name_prefix_idx`
 * (migrations 007 and 022) becomes `company_country_search_name_idx`:
 * - PostgreSQL: the same keys, `include (id, register_code, status_code)`;
 * - SQLite: `(country_id, search_name, status_code)`, the id being in every index entry already.
 */
export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`create index if not exists company_country_search_name_idx on company (country_id, search_name)
      include (id, register_code, status_code)`.execute(db);
  else
    await sql`create index if not exists company_country_search_name_idx
      on company (country_id, search_name, status_code)`.execute(db);
  await sql`drop index if exists company_search_name_prefix_idx`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`create index if not exists company_search_name_prefix_idx on company (country_id, search_name)
      include (id, register_code)`.execute(db);
  else
    await sql`create index if not exists company_search_name_prefix_idx on company (country_id, search_name)`.execute(
      db,
    );
  await sql`drop index if exists company_country_search_name_idx`.execute(db);
}
