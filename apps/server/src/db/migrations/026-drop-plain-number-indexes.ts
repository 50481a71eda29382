import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * PostgreSQL only (ADR 047): `company_inn_idx` and `company_ogrn_idx`, plain btree indexes from the
 * first schema, are read by no statement there. The search finds a number, whole or a prefix, as
 * a range under the "C" collation, which only the `company_inn_prefix_idx` and
 * `company_ogrn_prefix_idx` of migration 007 serve; nothing else looks a company up by its INN or
 * OGRN. Each batch of an import kept both up to date (266 and 187 MB at ten million companies).
 *
 * SQLite compares by code point already: its plain indexes are the ones its ranges read, and stay.
 */
export async function up(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index if exists company_inn_idx`.execute(db);
  await sql`drop index if exists company_ogrn_idx`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create index if not exists company_inn_idx on company (inn)`.execute(db);
  await sql`create index if not exists company_ogrn_idx on company (ogrn)`.execute(db);
}
