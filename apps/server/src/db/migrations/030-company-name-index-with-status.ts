import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * PostgreSQL only (ADR 052): the name search picks its page by each candidate's normalised name
 * and status, so the btree it reads names from in order (migration 022: the names that start with
 * the query, and a common word's ordered scan) carries the status too. Those candidates then come
 * with their ranking keys from the index alone, and no company row is read but the page's.
 * `company_search_name_prefix_idx` becomes `company_country_search_name_idx`, the same keys and
 * `include (id, register_code, status_code)`.
 *
 * SQLite reads a candidate's row for its status, as it read it for its rank before.
 */
export async function up(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create index if not exists company_country_search_name_idx on company (country_id, search_name)
    include (id, register_code, status_code)`.execute(db);
  await sql`drop index if exists company_search_name_prefix_idx`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create index if not exists company_search_name_prefix_idx on company (country_id, search_name)
    include (id, register_code)`.execute(db);
  await sql`drop index if exists company_country_search_name_idx`.execute(db);
}
