import { type Kysely, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * ADR 047: `company_country_name_idx` (country, name), from the first schema, when a country's
 * companies were listed by name. No statement reads it any more: the search finds its candidates
 * through the trigram index and the (country, normalised name) index, and sorts only the page's
 * few hundred candidates by name. Every import still paid for it: on SQLite it was the dearest of
 * the six indexes a bulk import builds (7 of 25 s at four million companies), on PostgreSQL each
 * batch kept it up to date.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`drop index if exists company_country_name_idx`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('company_country_name_idx')
    .ifNotExists()
    .on('company')
    .columns(['country_id', 'name'])
    .execute();
}
