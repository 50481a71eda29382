import { companiesCall, isValidInn, isValidOgrn, isValidOgrnip } from '@storefront/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoRegister } from '../../../src/modules/companies/demo-register.js';
import { callOk } from '../../helpers/http.js';
import { type TestApp, createTestApp, testedDialects } from '../../helpers/test-app.js';

const SIZE = 3_000;

describe.each(testedDialects())('the demo register on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());
  const db = () => t.database.handle.db;

  it('writes the generated companies for the countries the shop sells, valid and searchable', async () => {
    expect(await seedDemoRegister(db(), SIZE)).toBe(SIZE);
    const rows = await db()
      .selectFrom('company')
      .innerJoin('country', 'country.id', 'company.country_id')
      .select([
        'country.code as country',
        'country.active',
        'company.register_id',
        'company.inn',
        'company.name',
        'company.search_name',
        'company.source',
        'company.status_code',
      ])
      .execute();
    expect(rows).toHaveLength(SIZE);
    expect(rows.every((row) => Number(row.active) === 1 && row.source === 'demo')).toBe(true);
    expect(rows.every((row) => row.search_name !== '')).toBe(true);
    const russian = rows.filter((row) => row.country === 'RU');
    expect(russian.length).toBeGreaterThan(SIZE / 4);
    for (const row of russian) {
      expect(isValidInn(row.inn!), row.inn!).toBe(true);
      expect(isValidOgrn(row.register_id) || isValidOgrnip(row.register_id), row.register_id).toBe(true);
    }
    expect(new Set(rows.map((row) => `${row.country} ${row.register_id}`)).size).toBe(SIZE);
    expect(new Set(rows.map((row) => row.status_code))).toEqual(
      new Set(['active', 'liquidating', 'dissolved', 'other']),
    );

    // Found by its INN through the shop's call.
    const sample = russian[0]!;
    const russia = await db()
      .selectFrom('country')
      .select('id')
      .where('code', '=', 'RU')
      .executeTakeFirstOrThrow();
    const answer = await callOk(t.app, companiesCall, {
      lang: 'ru-RU',
      query: sample.inn!,
      country_id: russia.id,
    });
    expect(answer.companies_error).toBeNull();
    expect(answer.companies[0]).toMatchObject({ inn: sample.inn, name: sample.name });

    // The names are sampled and their trigrams counted, as after an import, on both databases.
    const { rows: counts } = await sql<{ sampled: number; trigrams: number }>`select
      (select names from company_search_trigram where trigram = '') as sampled,
      (select count(*) from company_search_trigram) as trigrams`.execute(db());
    expect(Number(counts[0]!.sampled)).toBeGreaterThan(SIZE / 2);
    expect(Number(counts[0]!.trigrams)).toBeGreaterThan(100);
  });

  it('writes the same companies again without duplicates (a second seed updates them in place)', async () => {
    const before = await db()
      .selectFrom('company')
      .select(['id', 'register_id', 'name'])
      .orderBy('id')
      .execute();
    expect(await seedDemoRegister(db(), SIZE)).toBe(SIZE);
    const after = await db()
      .selectFrom('company')
      .select(['id', 'register_id', 'name'])
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
  });

  it('writes nothing for a size of 0', async () => {
    expect(await seedDemoRegister(db(), 0)).toBe(0);
  });
});
