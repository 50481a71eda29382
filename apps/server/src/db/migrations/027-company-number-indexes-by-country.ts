import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * SQLite only (ADR 049): a number search looks in one country, so its indexes lead with the
 * country. `company_inn_idx (inn)` and `company_ogrn_idx (ogrn)` become `(country_id, inn)` and
 * `(country_id, ogrn)`, and `company_register_id_idx (register_id)` goes: the unique
 * `(country_id, register_id)` of the first schema answers a register number in a country. A
 * number prefix then finds its thousand candidates in the index alone; with a number index of
 * its own, each candidate's company row was read to learn its country (2.3 ms a thousand, twice
 * for a Russian prefix that is both an OGRN and a register number). Nothing looks a company up by
 * a number without its country.
 *
 * PostgreSQL finds numbers by the "C" collation expression indexes of migration 007, as before.
 */
export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`create index if not exists company_country_inn_idx on company (country_id, inn)`.execute(db);
  await sql`create index if not exists company_country_ogrn_idx on company (country_id, ogrn)`.execute(db);
  for (const index of ['company_inn_idx', 'company_ogrn_idx', 'company_register_id_idx'])
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`create index if not exists company_inn_idx on company (inn)`.execute(db);
  await sql`create index if not exists company_ogrn_idx on company (ogrn)`.execute(db);
  await sql`create index if not exists company_register_id_idx on company (register_id)`.execute(db);
  await sql`drop index if exists company_country_inn_idx`.execute(db);
  await sql`drop index if exists company_country_ogrn_idx`.execute(db);
}
