import { type Kysely, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * ADR 045: `company (country_id, name)` of migration 001 is read by no statement: the search reads
 * a country's names in `search_name` order (`company_search_name_prefix_idx`), the register list
 * groups by register, and a result page is ordered among its candidates, not through an index.
 * Every company written kept it up to date all the same, and SQLite's bulk import builds it anew
 * with each register it swaps in: 1.2 s a million companies, and the room of a second name column.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`drop index if exists company_country_name_idx`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`create index if not exists company_country_name_idx on company (country_id, name)`.execute(db);
}
