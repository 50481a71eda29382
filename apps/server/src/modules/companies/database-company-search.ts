import { type Kysely, SqliteAdapter } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CompanySearch } from './company-search.js';
import { PostgresCompanySearch } from './postgres-company-search.js';
import { SqliteCompanySearch } from './sqlite-company-search.js';

/** The database's own company search (ADR 024): FTS5 on SQLite, pg_trgm on PostgreSQL. */
export function databaseCompanySearch(db: Kysely<Database>): CompanySearch {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? new SqliteCompanySearch(db)
    : new PostgresCompanySearch(db);
}
