import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

const COLUMNS = ['inn', 'ogrn', 'register_id'] as const;

/**
 * PostgreSQL only (ADR 053): a number prefix's candidates carry their ranking keys, as a name's do
 * since migration 030, so that the page is chosen from the number indexes alone and only its own
 * rows are read from the table. Migration 029's `company_country_…_prefix_idx` indexes
 * `include (id)` become `include (id, search_name, status_code)`. On ten million companies, reading
 * a thousand candidates' rows to rank them took 10-17 ms of a number prefix's search.
 *
 * SQLite's number indexes stay as migration 027 made them: its rows are read from the same file
 * and cache, at a third of the cost.
 */
export async function up(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // Each new index is built beside the old one and takes its name, so that a number is never
  // searched without one.
  for (const column of COLUMNS) {
    const name = `company_country_${column}_prefix_idx`;
    await sql`create index ${sql.id(`${name}_next`)}
      on company (country_id, (${sql.ref(column)} collate "C")) include (id, search_name, status_code)`.execute(
      db,
    );
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await sql`alter index ${sql.id(`${name}_next`)} rename to ${sql.id(name)}`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const column of COLUMNS) {
    await sql`drop index if exists ${sql.id(`company_country_${column}_prefix_idx`)}`.execute(db);
    await sql`create index ${sql.id(`company_country_${column}_prefix_idx`)}
      on company (country_id, (${sql.ref(column)} collate "C")) include (id)`.execute(db);
  }
}
