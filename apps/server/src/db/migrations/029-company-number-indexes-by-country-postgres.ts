import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

const COLUMNS = ['inn', 'ogrn', 'register_id'] as const;

/**
 * PostgreSQL only (ADR 051), as migration 027 did for SQLite: a number search looks in one
 * country, so its "C" range indexes lead with the country and carry the id. `company_inn_prefix_idx`,
 * `company_ogrn_prefix_idx` and `company_register_id_prefix_idx` of migration 007 (the number
 * alone) become `company_country_…_prefix_idx (country_id, (column collate "C")) include (id)`.
 * A number prefix then finds its thousand candidates in the index alone (on a vacuumed table);
 * before, each candidate's company row was read to learn its country. Nothing looks a company up
 * by a number without its country.
 */
export async function up(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const column of COLUMNS) {
    await sql`create index if not exists ${sql.id(`company_country_${column}_prefix_idx`)}
      on company (country_id, (${sql.ref(column)} collate "C")) include (id)`.execute(db);
    await sql`drop index if exists ${sql.id(`company_${column}_prefix_idx`)}`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const column of COLUMNS) {
    await sql`create index if not exists ${sql.id(`company_${column}_prefix_idx`)}
      on company ((${sql.ref(column)} collate "C"))`.execute(db);
    await sql`drop index if exists ${sql.id(`company_country_${column}_prefix_idx`)}`.execute(db);
  }
}
