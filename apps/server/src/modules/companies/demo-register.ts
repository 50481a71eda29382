import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { bumpRegisterRevision } from '../settings/settings.service.js';
import { type CompanyInput, upsertCompanies } from './company.repository.js';
import { databaseCompanySearch } from './database-company-search.js';
import { generateCompanyBatches } from './generator/generate-companies.js';

/** The demo register's seed: every fresh demo shop holds the same companies. */
export const DEMO_REGISTER_SEED = 1;
/** Rows generated and written per transaction. */
const BATCH = 5_000;

/**
 * The demo shop's register: `size` companies generated deterministically for the
 * countries the shop sells, written in batches through the same upsert an import uses (so the
 * search index follows through its triggers). Run once, right after the demo shop is seeded into
 * an empty database; returns how many companies were written.
 */
export async function seedDemoRegister(db: Kysely<Database>, size: number): Promise<number> {
  if (size <= 0) return 0;
  const sold = await db.selectFrom('country').select(['id', 'code']).where('active', '=', 1).execute();
  const countryIds = new Map(sold.map((country) => [country.code, country.id]));
  let written = 0;
  for (const batch of generateCompanyBatches(
    { seed: DEMO_REGISTER_SEED, count: size, countries: [...countryIds.keys()].sort() },
    BATCH,
  )) {
    const rows = batch.map((company): CompanyInput => ({
      country_id: countryIds.get(company.country_code)!,
      register_id: company.register_id,
      register_code: company.register_code,
      name: company.name,
      short_name: company.short_name,
      inn: company.inn,
      ogrn: company.ogrn,
      kpp: company.kpp,
      status: company.status,
      status_code: company.status_code,
      legal_form: company.legal_form,
      address: company.address,
      registered_on: company.registered_on,
      source: 'demo',
    }));
    await db.transaction().execute((trx) => upsertCompanies(trx, rows));
    written += rows.length;
  }
  // As after an import: the index tidied and a sample of the names drawn, by which a name search
  // tells common words and picks the rarest trigrams of the words (ADR 041, ADR 044).
  await databaseCompanySearch(db).refresh();
  await bumpRegisterRevision(db);
  return written;
}
