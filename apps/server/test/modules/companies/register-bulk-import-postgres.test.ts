import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCompanyQuery } from '@storefront/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_CSV_HEADER, companyCsvLine } from '../../../src/modules/companies/generator/company-csv.js';
import type { GeneratedCompany } from '../../../src/modules/companies/generator/company-row.js';
import { generateCompanies } from '../../../src/modules/companies/generator/generate-companies.js';
import {
  ImportHeaderError,
  importRegister,
} from '../../../src/modules/companies/import/register-importer.js';
import type { SearchableQuery } from '../../../src/modules/companies/company-search.js';
import { PostgresCompanySearch } from '../../../src/modules/companies/postgres-company-search.js';
import { createCartItem, demoProducts } from '../../helpers/factories.js';
import { type TestApp, createTestApp, testedDialects } from '../../helpers/test-app.js';

/**
 * PostgreSQL's bulk import (ADR 072): the file COPYed into a staging table, then set-based
 * statements (a first load builds the indexes after its rows; a register with companies takes one
 * upsert). Held to what the batched import promises: rejects and notes, the last line of a number
 * wins, ids and references kept, newer rows kept, the word index and lexicon, resume.
 */
describe.skipIf(!testedDialects().includes('postgres'))('the bulk register import on postgres', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    folder = await mkdtemp(join(tmpdir(), 'register-bulk-pg-'));
    // The template's demo register: the first import below is a first load.
    await t.database.handle.db.deleteFrom('company').execute();
  });
  afterAll(async () => {
    await t?.close();
    await rm(folder, { recursive: true, force: true });
  });
  const db = () => t.database.handle.db;
  const search = () => new PostgresCompanySearch(db(), { probeRows: 10 });
  const writeGeneric = async (name: string, companies: GeneratedCompany[]) => {
    const file = join(folder, name);
    await writeFile(file, `${COMPANY_CSV_HEADER}\n${companies.map(companyCsvLine).join('\n')}\n`);
    return file;
  };
  const count = async (source?: string) => {
    let query = db()
      .selectFrom('company')
      .select((eb) => eb.fn.countAll<number>().as('n'));
    if (source) query = query.where('source', '=', source);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const stageTable = async () =>
    (await sql`select 1 from pg_class where relname = 'company_import_stage'`.execute(db())).rows.length > 0;
  const indexes = async () =>
    (
      await sql<{
        indexname: string;
        indexdef: string;
      }>`select indexname, indexdef from pg_indexes where tablename = 'company' order by indexname`.execute(
        db(),
      )
    ).rows;
  /** The ids a name search through PostgresCompanySearch finds. */
  const searchIds = async (query: string, countryId: number) =>
    (
      await search().search({
        countryId,
        query: parseCompanyQuery(query) as SearchableQuery,
        page: 1,
        pageSize: 20,
      })
    ).rows.map((found) => found.id);
  const checkpoints = async () => db().selectFrom('import_checkpoint').selectAll().execute();

  it('loads an empty register: rejects and broken lines with their numbers, duplicates noted, the last line wins, indexes as they were', async () => {
    const indexesBefore = await indexes();
    const companies = [...generateCompanies({ seed: 51, count: 30, countries: ['GB', 'RU'] })];
    const first = companies[0]!;
    const lines = [
      COMPANY_CSV_HEADER,
      ...companies.slice(0, 10).map(companyCsvLine),
      // line 12: a bad country
      companyCsvLine({ ...companies[10]!, country_code: 'XX' }),
      // line 13: line 2's number again: it wins
      companyCsvLine({ ...first, name: `${first.name} Tabbed\\Name` }),
      ...companies.slice(11, 20).map(companyCsvLine),
      // line 23: line 2's number a third time, the last: it wins
      companyCsvLine({ ...first, name: 'Zephyrine Quillwort Holdings' }),
      // line 24: too few fields
      'GB,123',
    ];
    const file = join(folder, 'first.csv');
    await writeFile(file, `${lines.join('\n')}\n`);
    const report = await importRegister(db(), search(), {
      file,
      format: 'generic',
      mode: 'bulk',
      batchSize: 4,
    });
    expect(report).toMatchObject({ mode: 'bulk', imported: 19, rejected: 2, duplicates: 2, finished: true });
    expect(report.steps.map((step) => step.step)).toEqual(
      expect.arrayContaining(['reading the file', 'building the word index', 'tidying the search index']),
    );
    const rejects = (await readFile(`${file}.rejects.csv`, 'utf8')).trimEnd().split('\n');
    expect(rejects).toHaveLength(3);
    expect(rejects[0]).toMatch(/^12,/);
    expect(rejects[1]).toMatch(/^24,/);
    expect(rejects[2]).toBe(
      `23,"note: register number ${first.register_id} is on lines 2, 13, 23; the last one wins",`,
    );
    expect(await count()).toBe(19);
    const row = await db()
      .selectFrom('company')
      .selectAll()
      .where('register_id', '=', first.register_id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Zephyrine Quillwort Holdings');
    const second = companies[1]!;
    const other = await db()
      .selectFrom('company')
      .selectAll()
      .where('register_id', '=', second.register_id)
      .executeTakeFirstOrThrow();
    expect(other).toMatchObject({
      name: second.name,
      short_name: second.short_name,
      inn: second.inn,
      status_code: second.status_code,
      register_code: second.register_code,
      registered_on: second.registered_on,
    });
    // The dropped indexes are back, by the same names and definitions; no staging table is left.
    expect(await indexes()).toEqual(indexesBefore);
    expect(await stageTable()).toBe(false);
    expect(await checkpoints()).toEqual([]);
    // The word index and the lexicon hold the new names' words, and the search finds them.
    const words = await sql<{
      id: number;
    }>`select id from company_search_word where word = 'quillwort'`.execute(db());
    expect(words.rows.map((entry) => entry.id)).toEqual([row.id]);
    const lexicon = await sql`select 1 from company_search_lexicon where word = 'zephyrine'`.execute(db());
    expect(lexicon.rows).toHaveLength(1);
    expect(await searchIds('quillwort zephyrine', row.country_id)).toEqual([row.id]);
  });

  it('imports over a register with companies: ids and references kept, rows from a newer file kept, new names found', async () => {
    const before = [...generateCompanies({ seed: 61, count: 200, countries: ['RU', 'GB'] })];
    await importRegister(db(), search(), {
      file: await writeGeneric('before.csv', before),
      format: 'generic',
      mode: 'batched',
      date: new Date('2026-10-01T00:00:00Z'),
    });
    const ids = new Map(
      (await db().selectFrom('company').select(['id', 'register_id']).execute()).map((row) => [
        row.register_id,
        row.id,
      ]),
    );
    const maxId = Math.max(...ids.values());
    const renamed = before[0]!;
    const [product] = await demoProducts(db(), 1);
    const cartItem = await createCartItem(db(), { userId: null, productId: product!.id, priceCents: 100 });
    await db()
      .updateTable('cart_item')
      .set({ company_id: ids.get(renamed.register_id)! })
      .where('id', '=', cartItem)
      .execute();
    // A row a newer file wrote: this import's older line of its number leaves it as it is.
    const newer = before[1]!;
    await db()
      .updateTable('company')
      .set({ name: 'Newer Row Ltd', source_updated_at: '2027-01-01T00:00:00.000Z' })
      .where('register_id', '=', newer.register_id)
      .execute();
    const indexesBefore = await indexes();

    const added = [...generateCompanies({ seed: 62, count: 100, countries: ['RU', 'GB'] })];
    const next = [
      { ...renamed, name: `${renamed.name} Marmalade Quasar` },
      { ...newer, name: 'Older Line Ltd' },
      ...before.slice(2, 50),
      ...added,
    ];
    const report = await importRegister(db(), search(), {
      file: await writeGeneric('after.csv', next),
      format: 'generic',
      mode: 'bulk',
      batchSize: 64,
      date: new Date('2026-11-01T00:00:00Z'),
    });
    // Every line but the one a newer file's row keeps.
    expect(report).toMatchObject({ mode: 'bulk', imported: next.length - 1, rejected: 0, duplicates: 0 });

    const after = await db().selectFrom('company').select(['id', 'register_id', 'name']).execute();
    const afterIds = new Map(after.map((row) => [row.register_id, row.id]));
    for (const [registerId, id] of ids) expect(afterIds.get(registerId)).toBe(id);
    for (const company of added) expect(afterIds.get(company.register_id)).toBeGreaterThan(maxId);
    expect(after).toHaveLength(ids.size + added.length);
    const item = await db()
      .selectFrom('cart_item')
      .select('company_id')
      .where('id', '=', cartItem)
      .executeTakeFirstOrThrow();
    expect(item.company_id).toBe(ids.get(renamed.register_id));
    expect(after.find((row) => row.register_id === newer.register_id)!.name).toBe('Newer Row Ltd');
    expect(await indexes()).toEqual(indexesBefore);

    const id = ids.get(renamed.register_id)!;
    const countryId = (
      await db().selectFrom('company').select('country_id').where('id', '=', id).executeTakeFirstOrThrow()
    ).country_id;
    expect(await searchIds('marmalade quasar', countryId)).toEqual([id]);
    const lexicon = await sql`select 1 from company_search_lexicon where word = 'marmalade'`.execute(db());
    expect(lexicon.rows).toHaveLength(1);
  });

  it('resumes an interrupted bulk import after its last commit, and writes every row once', async () => {
    const companies = [...generateCompanies({ seed: 71, count: 900, countries: ['KZ', 'DE'] })];
    const file = await writeGeneric('resume.csv', companies);
    const source = 'generic:resume.csv';
    const first = await importRegister(db(), search(), {
      file,
      format: 'generic',
      mode: 'bulk',
      batchSize: 200,
      stopAfterBatches: 2,
    });
    expect(first).toMatchObject({ finished: false, resumedAfterLine: 0, imported: 400 });
    expect(await stageTable()).toBe(true);
    expect(await count(source)).toBe(0);
    expect(await checkpoints()).toMatchObject([{ line: 401, phase: 'reading' }]);

    const second = await importRegister(db(), search(), {
      file,
      format: 'generic',
      mode: 'bulk',
      batchSize: 200,
    });
    expect(second).toMatchObject({ finished: true, resumedAfterLine: 401, imported: 900, duplicates: 0 });
    expect(await count(source)).toBe(900);
    expect(await stageTable()).toBe(false);
    expect(await checkpoints()).toEqual([]);
  });

  it('refuses a wrong header and writes nothing', async () => {
    const before = await count();
    const file = join(folder, 'not-generic.csv');
    await writeFile(file, 'CompanyName,CompanyNumber\nX LTD,01234567\n');
    const failure = importRegister(db(), search(), { file, format: 'generic', mode: 'bulk' });
    await expect(failure).rejects.toBeInstanceOf(ImportHeaderError);
    await expect(failure).rejects.toThrow(/header lacks country, register_number/);
    expect(await count()).toBe(before);
    expect(await stageTable()).toBe(false);
    expect(await checkpoints()).toEqual([]);
  });
});
