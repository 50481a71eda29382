import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * PostgreSQL only (ADR 050): the search asks, before reading a common word's names in order,
 * whether any of the country's first sampled names hold it (`heldEarly`). That is a range of
 * `company_search_sample` in name order: this index answers it from a few hundred entries (0.6 ms
 * for Russia's 6 000 sampled names of a ten-million register) instead of a sort (1.8 ms).
 *
 * SQLite's search does not ask it.
 */
export async function up(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create index if not exists company_search_sample_name_idx
    on company_search_sample (country_id, search_name)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index if exists company_search_sample_name_idx`.execute(db);
}
