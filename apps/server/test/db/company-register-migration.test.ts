import { parseCompanyQuery } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as companyRegister from '../../src/db/migrations/007-company-register.js';
import * as nameIndexWithStatus from '../../src/db/migrations/030-company-name-index-with-status.js';
import * as searchLexiconSpellings from '../../src/db/migrations/040-company-search-lexicon-spellings.js';
import { upsertCompanies } from '../../src/modules/companies/company.repository.js';
import { PostgresCompanySearch } from '../../src/modules/companies/postgres-company-search.js';
import { SqliteCompanySearch } from '../../src/modules/companies/sqlite-company-search.js';
import { type TestDatabase, createTestDatabase, testedDialects } from '../helpers/test-app.js';

describe.each(testedDialects())('migration 007 (company register) on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });
  const db = () => database.handle.db;

  it('keeps the companies made before it, and a rebuild makes them searchable as the app writes them', async () => {
    const country = await db()
      .selectFrom('country')
      .select('id')
      .where('code', '=', 'RU')
      .executeTakeFirstOrThrow();
    await upsertCompanies(db(), [
      {
        country_id: country.id,
        register_id: '1027700132195',
        inn: '7707083893',
        name: 'ООО «Зелёная Ромашка»',
        status: 'Действующее',
        status_code: 'active',
        legal_form: 'ООО',
        address: 'г. Москва',
        source: 'test',
      },
    ]);
    // Migration 030's index holds 007's columns, and 040's triggers read one (SQLite cannot drop a
    // column an index holds or a trigger reads); a rebuild fills 040's lexicon.
    await searchLexiconSpellings.down(db());
    await nameIndexWithStatus.down(db());
    await companyRegister.down(db());
    await companyRegister.up(db());
    await searchLexiconSpellings.up(db());

    const row = await db().selectFrom('company').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status_code: 'other', register_code: '', source: 'demo', short_name: null });
    const engine = dialect === 'postgres' ? new PostgresCompanySearch(db()) : new SqliteCompanySearch(db());
    await engine.rebuild();
    const query = parseCompanyQuery('зеленая ромашка');
    if (query.kind !== 'words') throw new Error('a name query');
    const found = await engine.search({ countryId: country.id, query, page: 1, pageSize: 20 });
    expect(found.rows.map((company) => [company.name, company.search_name])).toEqual([
      ['ООО «Зелёная Ромашка»', 'зеленая ромашка'],
    ]);
    expect(found.total).toBe(1);
  });
});
