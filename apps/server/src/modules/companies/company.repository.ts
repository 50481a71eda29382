import { companySearchText } from '@storefront/contract';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { CompanyTable, Database } from '../../db/schema.js';

export type CompanyRow = Selectable<CompanyTable>;
/** A company as an importer or generator gives it; `search_name` is computed here. */
export type CompanyInput = Omit<Insertable<CompanyTable>, 'id' | 'created_at' | 'updated_at' | 'search_name'>;

/** Rows per statement: well under SQLite's 32 766 bound parameters at ~17 columns a row. */
const UPSERT_BATCH = 500;

/**
 * Inserts companies, or updates in place the one with the same (country, register number): a
 * newer file replaces what an older one said; a row from an older file than the stored one
 * (`source_updated_at` before it) is left alone. Call it inside the caller's transaction.
 */
export async function upsertCompanies(db: Kysely<Database>, rows: CompanyInput[]): Promise<void> {
  for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
    // Every row spells every column: a multi-row insert on SQLite has no DEFAULT for a missing one.
    const batch = rows.slice(start, start + UPSERT_BATCH).map((row) => ({
      country_id: row.country_id,
      register_id: row.register_id,
      name: row.name,
      short_name: row.short_name ?? null,
      inn: row.inn ?? null,
      ogrn: row.ogrn ?? null,
      kpp: row.kpp ?? null,
      status: row.status,
      status_code: row.status_code ?? 'other',
      legal_form: row.legal_form,
      address: row.address,
      registered_on: row.registered_on ?? null,
      register_code: row.register_code ?? '',
      source: row.source ?? 'demo',
      source_updated_at: row.source_updated_at ?? null,
      search_name: companySearchText(row.name),
    }));
    await db
      .insertInto('company')
      .values(batch)
      .onConflict((oc) =>
        oc
          .columns(['country_id', 'register_id'])
          .doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            short_name: eb.ref('excluded.short_name'),
            inn: eb.ref('excluded.inn'),
            ogrn: eb.ref('excluded.ogrn'),
            kpp: eb.ref('excluded.kpp'),
            status: eb.ref('excluded.status'),
            status_code: eb.ref('excluded.status_code'),
            legal_form: eb.ref('excluded.legal_form'),
            address: eb.ref('excluded.address'),
            registered_on: eb.ref('excluded.registered_on'),
            register_code: eb.ref('excluded.register_code'),
            source: eb.ref('excluded.source'),
            source_updated_at: eb.ref('excluded.source_updated_at'),
            search_name: eb.ref('excluded.search_name'),
            updated_at: sql`current_timestamp`,
          }))
          .where((eb) =>
            eb.or([
              eb('company.source_updated_at', 'is', null),
              eb('excluded.source_updated_at', 'is', null),
              eb('excluded.source_updated_at', '>=', eb.ref('company.source_updated_at')),
            ]),
          ),
      )
      .execute();
  }
}

/** Rewrites the normalised names of these companies from their names (after the rules change). */
export async function refreshSearchNames(db: Kysely<Database>, ids: number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += UPSERT_BATCH) {
    const rows = await db
      .selectFrom('company')
      .select(['id', 'name', 'search_name'])
      .where('id', 'in', ids.slice(start, start + UPSERT_BATCH))
      .execute();
    for (const row of rows) {
      const searchName = companySearchText(row.name);
      if (searchName !== row.search_name)
        await db.updateTable('company').set({ search_name: searchName }).where('id', '=', row.id).execute();
    }
  }
}

/** All company ids, in order, a page at a time (for a full rebuild). */
export async function companyIdsAfter(
  db: Kysely<Database>,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('company')
    .select('id')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** What decides the documents a register's company can have: its country, register and legal form. */
export async function findCompanyForOffer(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('company')
    .select(['id', 'register_id', 'country_id', 'register_code', 'legal_form'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether the country (or one of its registers) has any company at all. */
export async function registerHasCompanies(
  db: Kysely<Database>,
  countryId: number,
  registerCode: string | undefined,
): Promise<boolean> {
  let query = db.selectFrom('company').select('id').where('country_id', '=', countryId);
  if (registerCode !== undefined) query = query.where('register_code', '=', registerCode);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
