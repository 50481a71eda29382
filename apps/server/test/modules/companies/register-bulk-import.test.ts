import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companiesCall, companySearchText } from '@storefront/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertCompanies } from '../../../src/modules/companies/company.repository.js';
import { COMPANY_CSV_HEADER, companyCsvLine } from '../../../src/modules/companies/generator/company-csv.js';
import type { GeneratedCompany } from '../../../src/modules/companies/generator/company-row.js';
import { generateCompanies } from '../../../src/modules/companies/generator/generate-companies.js';
import {
  ImportHeaderError,
  importRegister,
} from '../../../src/modules/companies/import/register-importer.js';
import { readRegisterFile } from '../../../src/modules/companies/import/register-reader.js';
import { BATCH_COLUMNS } from '../../../src/modules/companies/import/staged-rows.js';
import { RegisterChangedError } from '../../../src/modules/companies/import/sqlite-bulk-load.js';
import { bumpRegisterRevision } from '../../../src/modules/settings/settings.service.js';
import { SqliteCompanySearch } from '../../../src/modules/companies/sqlite-company-search.js';
import { createCartItem, demoProducts } from '../../helpers/factories.js';
import { callOk } from '../../helpers/http.js';
import { type TestApp, createTestApp } from '../../helpers/test-app.js';

/**
 * The bulk import (ADR 025) is SQLite's: the file is staged, the register built anew beside the
 * live one and swapped in. These tests hold it to what the batched import promises, and to what
 * the swap must keep: ids, references, indexes, triggers, a whole FTS index.
 */
describe('the bulk register import on sqlite', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    folder = await mkdtemp(join(tmpdir(), 'register-bulk-'));
  });
  afterAll(async () => {
    await t?.close();
    await rm(folder, { recursive: true, force: true });
  });
  const db = () => t.database.handle.db;
  const search = () => new SqliteCompanySearch(db());
  const countryId = async (code: string) =>
    (await db().selectFrom('country').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const writeGeneric = async (name: string, companies: GeneratedCompany[]) => {
    const file = join(folder, name);
    await writeFile(file, `${COMPANY_CSV_HEADER}\n${companies.map(companyCsvLine).join('\n')}\n`);
    return file;
  };
  const schema = async () =>
    (
      await sql<{
        type: string;
        name: string;
        sql: string | null;
      }>`select type, name, sql from sqlite_master where tbl_name in ('company', 'company_fts') order by type, name`.execute(
        db(),
      )
    ).rows;
  /** Rows the new register holds before its swap (ADR 047), and the lines a merge keeps (ADR 075). */
  const staged = async () => {
    const next = await sql<{ n: number }>`select count(*) as n from sqlite_master
      where type = 'table' and name = 'company_next'`.execute(db());
    const rows = Number(next.rows[0]!.n)
      ? Number((await sql<{ n: number }>`select count(*) as n from company_next`.execute(db())).rows[0]!.n)
      : 0;
    const lines = Number(
      (
        await db()
          .selectFrom('company_import_line')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    return { rows, lines };
  };
  const checkpoints = async () => db().selectFrom('import_checkpoint').selectAll().execute();
  /** The stage the reader thread wrote the batches into (ADR 074): its files, and whether they are attached. */
  const stage = async () => ({
    file: [0, 1, 2, 3].some((slot) => existsSync(`${t.database.url}-import-stage-${slot}`)),
    attached: (await sql<{ name: string }>`pragma database_list`.execute(db())).rows.some((row) =>
      row.name.startsWith('import_stage'),
    ),
  });
  /** The new register being built (ADR 047): its import, and whether `company_next` is there. */
  const build = async () => ({
    builds: (await db().selectFrom('register_build').select('import_key').execute()).map(
      (row) => row.import_key,
    ),
    table: (await sql`select 1 from sqlite_master where name = 'company_next'`.execute(db())).rows.length > 0,
  });

  it('imports a Companies House file with odd rows: rejects with line numbers, duplicates across the file noted, the last wins', async () => {
    const file = join(folder, 'BasicCompanyData-bulk.csv');
    await writeFile(
      file,
      [
        'CompanyName, CompanyNumber,RegAddress.CareOf,RegAddress.POBox,RegAddress.AddressLine1, RegAddress.AddressLine2,RegAddress.PostTown,RegAddress.County,RegAddress.Country,RegAddress.PostCode,CompanyCategory,CompanyStatus,CountryOfOrigin,DissolutionDate,IncorporationDate',
        '"BULK WIDGETS, LTD",19000001,,,"1, HIGH STREET",,LONDON,,UNITED KINGDOM,EC1A 1AA,Private Limited Company,Active,United Kingdom,,05/03/2015',
        'BULK BOATS LIMITED,19000002,,,,,,,,,Private Limited Company,Liquidation,United Kingdom,,',
        'BULK DATES LTD,19000003,,,2 LOW ROAD,,LEEDS,,ENGLAND,LS1 1AA,Private Limited Company,Active,United Kingdom,,31/02/2019',
        'BULK FILLER ONE LTD,19000004,,,,,,,,,Private Limited Company,Active,United Kingdom,,',
        'BULK FILLER TWO LTD,19000005,,,,,,,,,Private Limited Company,Active,United Kingdom,,',
        // line 7: line 2's number again, two staging batches later
        'BULK WIDGETS (RENAMED) LTD,19000001,,,"1, HIGH STREET",,LONDON,,UNITED KINGDOM,EC1A 1AA,Private Limited Company,Active,United Kingdom,,05/03/2015',
        'BULK ECHO LTD,19000006,,,"7 MAIN',
      ].join('\n'),
    );
    const report = await importRegister(db(), search(), {
      file,
      format: 'companies-house',
      mode: 'bulk',
      batchSize: 2,
      date: new Date('2026-11-01T00:00:00Z'),
    });
    expect(report).toMatchObject({ mode: 'bulk', imported: 4, rejected: 2, duplicates: 1, finished: true });
    // An empty register's name index is filled with the rows; the duplicate number's earlier row
    // is dropped from it by filling it again (ADR 073).
    expect(report.steps.map((step) => step.step)).toEqual(
      expect.arrayContaining([
        'keeping the last line of each duplicate number',
        'building the name index again',
      ]),
    );
    const rejects = (await readFile(`${file}.rejects.csv`, 'utf8')).trimEnd().split('\n');
    expect(rejects).toHaveLength(3);
    expect(rejects[0]).toMatch(/^4,IncorporationDate is not a dd\/mm\/yyyy date/);
    expect(rejects[1]).toMatch(/^8,a quoted field is not closed,/);
    expect(rejects[2]).toBe('7,"note: register number 19000001 is on lines 2, 7; the last one wins",');

    const gb = await countryId('GB');
    const found = await callOk(t.app, companiesCall, { lang: 'en-GB', query: '19000001', country_id: gb });
    expect(found.companies.map((company) => company.name)).toEqual(['BULK WIDGETS (RENAMED) LTD']);
    const byName = await callOk(t.app, companiesCall, { lang: 'en-GB', query: 'boats bulk', country_id: gb });
    expect(byName.companies.map((company) => company.name)).toEqual(['BULK BOATS LIMITED']);
    expect(await staged()).toEqual({ rows: 0, lines: 0 });
    expect(await checkpoints()).toEqual([]);
    // Its batches went through the stage's slots in turn; the stage went with the import.
    expect(await stage()).toEqual({ file: false, attached: false });
  });

  it('leaves the search names and words of a batch to the writer when asked, at the start of each batch', async () => {
    const companies = [...generateCompanies({ seed: 41, count: 30, countries: ['RU', 'GB'] })];
    const file = await writeGeneric('names-left.csv', companies);
    const countries = await db().selectFrom('country').select(['id', 'code']).execute();
    let asked = 0;
    const batches = [];
    for await (const batch of readRegisterFile({
      file,
      format: 'generic',
      context: {
        countryIds: new Map(countries.map((country) => [country.code, country.id])),
        countryCode: 'GB',
        source: 'generic:names-left.csv',
        sourceUpdatedAt: '2026-11-01T00:00:00.000Z',
      },
      resumeAfter: 0,
      batchSize: 10,
      staging: true,
      // Every other batch's names are left: the first, the third.
      namesLeft: () => asked++ % 2 === 0,
    }))
      batches.push(batch);
    const width = BATCH_COLUMNS.length;
    const searchNames = batches.map((batch) =>
      Array.from({ length: batch.staged.length / width }, (_, row) => batch.staged[row * width + width - 1]),
    );
    expect(searchNames.map((names) => names.length)).toEqual([10, 10, 10, 0]);
    expect(searchNames[0]).toEqual(Array(10).fill(null));
    expect(searchNames[1]).toEqual(companies.slice(10, 20).map((company) => companySearchText(company.name)));
    expect(searchNames[2]).toEqual(Array(10).fill(null));
    expect(batches.map((batch) => batch.words.length > 0)).toEqual([false, true, false, false]);
  });

  it('refuses a wrong header and an empty file read on the reader thread, and stages nothing', async () => {
    const file = join(folder, 'not-generic.csv');
    await writeFile(file, 'CompanyName,CompanyNumber\nX LTD,01234567\n');
    const failure = importRegister(db(), search(), { file, format: 'generic', mode: 'bulk' });
    await expect(failure).rejects.toBeInstanceOf(ImportHeaderError);
    await expect(failure).rejects.toThrow(/header lacks country, register_number/);
    const empty = join(folder, 'empty.csv');
    await writeFile(empty, '');
    await expect(
      importRegister(db(), search(), { file: empty, format: 'generic', mode: 'bulk' }),
    ).rejects.toThrow(/is empty: no header line/);
    expect(await staged()).toEqual({ rows: 0, lines: 0 });
    expect(await build()).toEqual({ builds: [], table: false });
    expect(await stage()).toEqual({ file: false, attached: false });
  });

  it('swaps in a register that keeps every id, reference, index and trigger, and updates only from newer files', async () => {
    const before = [...generateCompanies({ seed: 31, count: 400, countries: ['RU', 'GB'] })];
    const oldFile = await writeGeneric('before.csv', before);
    await importRegister(db(), search(), {
      file: oldFile,
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
    // A customer's cart refers to a company the new file renames.
    const renamed = before[0]!;
    const [product] = await demoProducts(db(), 1);
    const cartItem = await createCartItem(db(), { userId: null, productId: product!.id, priceCents: 100 });
    await db()
      .updateTable('cart_item')
      .set({ company_id: ids.get(renamed.register_id)! })
      .where('id', '=', cartItem)
      .execute();
    const schemaBefore = await schema();

    const added = [...generateCompanies({ seed: 32, count: 300, countries: ['RU', 'GB'] })];
    const next = [
      {
        ...renamed,
        name: `${renamed.name} Переименованная`,
        short_name: `${renamed.short_name} Переименованная`,
      },
      ...before.slice(1, 100),
      ...added,
    ];
    const newFile = await writeGeneric('after.csv', next);
    const report = await importRegister(db(), search(), {
      file: newFile,
      format: 'generic',
      mode: 'bulk',
      batchSize: 128,
      // The untouched companies are copied a few statements each.
      copyChunkRows: 37,
      date: new Date('2026-11-01T00:00:00Z'),
    });
    expect(report).toMatchObject({ mode: 'bulk', imported: next.length, rejected: 0, finished: true });

    const after = await db().selectFrom('company').select(['id', 'register_id', 'name']).execute();
    const afterIds = new Map(after.map((row) => [row.register_id, row.id]));
    // Old companies, touched or not, keep their ids; new ones are numbered after every old id.
    for (const [registerId, id] of ids) expect(afterIds.get(registerId)).toBe(id);
    for (const company of added) expect(afterIds.get(company.register_id)).toBeGreaterThan(maxId);
    expect(after).toHaveLength(ids.size + added.length);
    const item = await db()
      .selectFrom('cart_item')
      .select('company_id')
      .where('id', '=', cartItem)
      .executeTakeFirstOrThrow();
    expect(item.company_id).toBe(ids.get(renamed.register_id));

    // Every search name by the one rule, whichever thread made it (ADR 074).
    const names = await db().selectFrom('company').select(['name', 'search_name']).execute();
    expect(names.filter((row) => row.search_name !== companySearchText(row.name))).toEqual([]);

    // The same indexes and triggers, by the same names, and a whole FTS index.
    expect(await schema()).toEqual(schemaBefore);
    await sql`insert into company_fts(company_fts) values ('integrity-check')`.execute(db());
    // The lexicon of the names' words (ADR 071) has the words only the new file brought.
    const lexicon = await sql<{ word: string }>`select word from company_search_lexicon
      where word = 'переименованная'`.execute(db());
    expect(lexicon.rows).toEqual([{ word: 'переименованная' }]);
    const country = await countryId(renamed.country_code);
    const lang = renamed.country_code === 'RU' ? 'ru-RU' : 'en-GB';
    const byNewName = await callOk(t.app, companiesCall, {
      lang,
      query: 'переименованная',
      country_id: country,
    });
    expect(byNewName.companies.map((company) => company.companyId)).toEqual([renamed.register_id]);
    const fresh = added[0]!;
    const byNumber = await callOk(t.app, companiesCall, {
      lang,
      query: fresh.register_id,
      country_id: await countryId(fresh.country_code),
    });
    expect(byNumber.companies[0]).toMatchObject({ companyId: fresh.register_id, name: fresh.name });

    // The triggers work again: a company written afterwards is found by name at once.
    await upsertCompanies(db(), [
      {
        country_id: await countryId('RU'),
        register_id: '1027700999990',
        name: 'ООО «Послеимпортная»',
        status: 'Действующая',
        legal_form: 'ООО',
        address: 'г. Москва',
      },
    ]);
    const later = await callOk(t.app, companiesCall, {
      lang: 'ru-RU',
      query: 'послеимпортная',
      country_id: await countryId('RU'),
    });
    expect(later.companies.map((company) => company.companyId)).toEqual(['1027700999990']);

    // A file older than the stored rows changes nothing it holds.
    const stale = await writeGeneric('stale.csv', [{ ...renamed, name: 'ООО «Устаревшая»' }]);
    const staleReport = await importRegister(db(), search(), {
      file: stale,
      format: 'generic',
      mode: 'bulk',
      date: new Date('2026-09-01T00:00:00Z'),
    });
    const kept = await db()
      .selectFrom('company')
      .select('name')
      .where('id', '=', ids.get(renamed.register_id)!)
      .executeTakeFirstOrThrow();
    expect(kept.name).toBe(`${renamed.name} Переименованная`);
    expect(staleReport).toMatchObject({ imported: 0, duplicates: 0, finished: true });
  });

  it('resumes an interrupted bulk import while reading and after reading, and writes every row once', async () => {
    const companies = [...generateCompanies({ seed: 33, count: 900, countries: ['KZ', 'DE'] })];
    const file = await writeGeneric('resume.csv', companies);
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('company')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('source', '=', 'generic:resume.csv')
            .executeTakeFirstOrThrow()
        ).n,
      );

    const first = await importRegister(db(), search(), {
      file,
      format: 'generic',
      mode: 'bulk',
      batchSize: 200,
      stopAfterBatches: 2,
    });
    // Staged, not yet in the register: the shop still searches the register as it was. The live
    // register has companies, so this merge keeps its lines (a first import keeps none, ADR 075).
    expect(first).toMatchObject({ finished: false, resumedAfterLine: 0 });
    expect(await staged()).toEqual({ rows: 400, lines: 400 });
    expect(await count()).toBe(0);
    expect(await checkpoints()).toMatchObject([{ line: 401, phase: 'reading' }]);

    const second = await importRegister(db(), search(), {
      file,
      format: 'generic',
      mode: 'bulk',
      batchSize: 200,
      stopBeforeBuild: true,
    });
    expect(second).toMatchObject({ finished: false, resumedAfterLine: 401 });
    expect(await staged()).toEqual({ rows: 900, lines: 900 });
    expect(await count()).toBe(0);
    expect(await checkpoints()).toMatchObject([{ phase: 'staged' }]);

    // A batched run cannot take over a file staged in bulk.
    await expect(
      importRegister(db(), search(), { file, format: 'generic', mode: 'batched' }),
    ).rejects.toThrow(/was being imported in bulk/);

    const third = await importRegister(db(), search(), { file, format: 'generic', mode: 'bulk' });
    expect(third).toMatchObject({ finished: true, resumedBuild: true, imported: 900 });
    expect(await count()).toBe(900);
    expect(await staged()).toEqual({ rows: 0, lines: 0 });
    expect(await checkpoints()).toEqual([]);
  });
  it('reads the file again when the live register changed while a bulk import was stopped, and keeps every id apart', async () => {
    const companies = [...generateCompanies({ seed: 41, count: 600, countries: ['AM'] })];
    const file = await writeGeneric('changed-between.csv', companies);
    const first = await importRegister(db(), search(), {
      file,
      format: 'generic',
      mode: 'bulk',
      batchSize: 200,
      stopAfterBatches: 1,
    });
    expect(first).toMatchObject({ finished: false });
    expect(await build()).toEqual({ builds: [expect.any(String)], table: true });

    // Meanwhile a batched import adds companies to the live register (new ids).
    const others = [...generateCompanies({ seed: 42, count: 50, countries: ['GE'] })];
    await importRegister(db(), search(), {
      file: await writeGeneric('meanwhile.csv', others),
      format: 'generic',
      mode: 'batched',
    });

    const second = await importRegister(db(), search(), {
      file,
      format: 'generic',
      mode: 'bulk',
      batchSize: 200,
    });
    // The new register begun before cannot know those companies: the file is read from its start.
    expect(second).toMatchObject({ finished: true, resumedAfterLine: 0, resumedBuild: false, imported: 600 });
    const rows = await db()
      .selectFrom('company')
      .select(['id', 'source'])
      .where('source', 'in', ['generic:changed-between.csv', 'generic:meanwhile.csv'])
      .execute();
    expect(rows.filter((row) => row.source === 'generic:changed-between.csv')).toHaveLength(600);
    expect(rows.filter((row) => row.source === 'generic:meanwhile.csv')).toHaveLength(50);
    expect(new Set(rows.map((row) => row.id)).size).toBe(650);
    expect(await build()).toEqual({ builds: [], table: false });
    expect(await staged()).toEqual({ rows: 0, lines: 0 });
  });

  it('refuses to swap in a register the live one changed under while the file was read, and starts over on the next run', async () => {
    const companies = [...generateCompanies({ seed: 43, count: 300, countries: ['AZ'] })];
    const file = await writeGeneric('changed-during.csv', companies);
    const before = await db().selectFrom('company').select('id').execute();
    let bumped = false;
    const failure = importRegister(db(), search(), {
      file,
      format: 'generic',
      mode: 'bulk',
      batchSize: 100,
      // Another writer of the register between two batches (the connection runs it between them).
      onProgress: () => {
        if (bumped) return;
        bumped = true;
        void bumpRegisterRevision(db());
      },
    });
    await expect(failure).rejects.toBeInstanceOf(RegisterChangedError);
    // Nothing was swapped in, and nothing of the build is left.
    expect(await db().selectFrom('company').select('id').execute()).toEqual(before);
    expect(await build()).toEqual({ builds: [], table: false });

    const again = await importRegister(db(), search(), {
      file,
      format: 'generic',
      mode: 'bulk',
      batchSize: 100,
    });
    expect(again).toMatchObject({ finished: true, resumedAfterLine: 0, imported: 300 });
  });
});

/**
 * A first import (ADR 073): the live register is empty, so the rows go into the new register with
 * no index and no join, and a number the file holds twice is found by the swap's unique index.
 */
describe('the first bulk import into an empty sqlite register', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    // The seeded shop has no register: its demo register comes with a server's first start.
    t = await createTestApp('sqlite');
    folder = await mkdtemp(join(tmpdir(), 'register-first-'));
  });
  afterAll(async () => {
    await t?.close();
    await rm(folder, { recursive: true, force: true });
  });
  const db = () => t.database.handle.db;
  const search = () => new SqliteCompanySearch(db());
  const writeGeneric = async (name: string, companies: GeneratedCompany[]) => {
    const file = join(folder, name);
    await writeFile(file, `${COMPANY_CSV_HEADER}\n${companies.map(companyCsvLine).join('\n')}\n`);
    return file;
  };
  const numberUniqueness = async () =>
    (
      await sql<{
        name: string;
        unique: number;
      }>`select il.name, il."unique" from pragma_index_list('company') il, pragma_index_info(il.name) ii
        where il."unique" = 1 group by il.name having group_concat(ii.name) = 'country_id,register_id'`.execute(
        db(),
      )
    ).rows;
  const lexicon = async (words: string[]) =>
    (
      await sql<{
        word: string;
      }>`select word from company_search_lexicon where word in (${sql.join(words)}) order by word`.execute(
        db(),
      )
    ).rows.map((row) => row.word);

  it('keeps the last line of a number met twice, reports both lines, and leaves the numbers unique', async () => {
    expect(await db().selectFrom('company').select('id').limit(1).execute()).toEqual([]);
    const companies = [...generateCompanies({ seed: 7, count: 400, countries: ['RU', 'GB'] })];
    // Line 2's number again on the last line (two batches later), under another name.
    const again = {
      ...companies[0]!,
      name: 'ООО «Перепроверка Номера»',
      short_name: 'ООО «Перепроверка Номера»',
    };
    const file = await writeGeneric('first.csv', [...companies, again]);
    // A first import keeps no lines (ADR 075): stopped before its swap, its new register has every
    // row and the lines table none; the swap finds the number twice and reads the file for its lines.
    const read = await importRegister(db(), search(), {
      file,
      format: 'generic',
      mode: 'bulk',
      batchSize: 150,
      stopBeforeBuild: true,
    });
    expect(read).toMatchObject({ finished: false });
    const next = await sql<{ n: number }>`select count(*) as n from company_next`.execute(db());
    expect(Number(next.rows[0]!.n)).toBe(401);
    expect(await db().selectFrom('company_import_line').select('line').execute()).toEqual([]);
    const report = await importRegister(db(), search(), {
      file,
      format: 'generic',
      mode: 'bulk',
      batchSize: 150,
    });
    expect(report).toMatchObject({ mode: 'bulk', imported: 400, duplicates: 1, finished: true });
    expect(report.steps.map((step) => step.step)).toContain('keeping the last line of each duplicate number');
    const rejects = (await readFile(`${file}.rejects.csv`, 'utf8')).trimEnd().split('\n');
    expect(rejects).toEqual([
      `402,"note: register number ${again.register_id} is on lines 2, 402; the last one wins",`,
    ]);
    const rows = await db().selectFrom('company').select(['register_id', 'name']).execute();
    expect(rows).toHaveLength(400);
    expect(rows.find((row) => row.register_id === again.register_id)?.name).toBe(again.name);
    // The first schema's constraint is now the unique index of the same name, and it holds.
    expect(await numberUniqueness()).toEqual([{ name: 'company_register_uq', unique: 1 }]);
    await expect(
      sql`insert into company (country_id, register_id, name, status, legal_form, address, search_name)
        select country_id, register_id, name, status, legal_form, address, search_name from company limit 1`.execute(
        db(),
      ),
    ).rejects.toThrow(/UNIQUE constraint failed/);
    // The reader handed the names' words to the lexicon, the earlier name's too.
    expect(await lexicon(['перепроверка', 'номера'])).toEqual(['номера', 'перепроверка']);
    // The name index has the last line's name and not the first's.
    const ru = (
      await db().selectFrom('country').select('id').where('code', '=', 'RU').executeTakeFirstOrThrow()
    ).id;
    const found = await callOk(t.app, companiesCall, {
      lang: 'ru-RU',
      query: 'перепроверка',
      country_id: ru,
    });
    expect(found.companies.map((company) => company.companyId)).toEqual([again.register_id]);
    const first = await callOk(t.app, companiesCall, {
      lang: 'ru-RU',
      query: companies[0]!.register_id,
      country_id: ru,
    });
    expect(first.companies.map((company) => company.name)).toEqual([again.name]);
  });

  it('imports over that register by its unique index: ids kept, a number twice in the file once, no duplicate ids', async () => {
    const before = new Map(
      (await db().selectFrom('company').select(['id', 'register_id']).execute()).map((row) => [
        row.register_id,
        row.id,
      ]),
    );
    const companies = [...generateCompanies({ seed: 7, count: 400, countries: ['RU', 'GB'] })];
    const added = [...generateCompanies({ seed: 8, count: 30, countries: ['KZ'] })];
    // A stored number twice and a new number twice: each keeps its last line.
    const file = await writeGeneric('second.csv', [
      ...companies,
      ...added,
      { ...companies[5]!, name: 'ООО «Вторая Строка»' },
      { ...added[3]!, name: 'ТОО «Вторая Строка»' },
    ]);
    const report = await importRegister(db(), search(), {
      file,
      format: 'generic',
      mode: 'bulk',
      batchSize: 150,
      date: new Date('2030-01-01T00:00:00Z'),
    });
    expect(report).toMatchObject({ imported: 430, duplicates: 2, finished: true });
    const rows = await db().selectFrom('company').select(['id', 'register_id', 'name']).execute();
    expect(rows).toHaveLength(430);
    expect(new Set(rows.map((row) => row.id)).size).toBe(430);
    for (const company of companies)
      expect(rows.find((row) => row.register_id === company.register_id)?.id).toBe(
        before.get(company.register_id),
      );
    expect(rows.find((row) => row.register_id === companies[5]!.register_id)?.name).toBe(
      'ООО «Вторая Строка»',
    );
    expect(rows.find((row) => row.register_id === added[3]!.register_id)?.name).toBe('ТОО «Вторая Строка»');
    expect(await numberUniqueness()).toEqual([{ name: 'company_register_uq', unique: 1 }]);
  });
});

describe('a stopped first bulk import into an empty sqlite register', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    folder = await mkdtemp(join(tmpdir(), 'register-first-stop-'));
  });
  afterAll(async () => {
    await t?.close();
    await rm(folder, { recursive: true, force: true });
  });
  const db = () => t.database.handle.db;

  it('resumes with the name index it filled with the committed rows, and holds every name once', async () => {
    const companies = [...generateCompanies({ seed: 11, count: 300, countries: ['RU'] })];
    companies[10] = { ...companies[10]!, name: 'ООО «Первая Половина»' };
    companies[250] = { ...companies[250]!, name: 'ООО «Вторая Половина»' };
    const file = join(folder, 'stopped.csv');
    await writeFile(file, `${COMPANY_CSV_HEADER}\n${companies.map(companyCsvLine).join('\n')}\n`);
    const search = new SqliteCompanySearch(db());
    const first = await importRegister(db(), search, {
      file,
      format: 'generic',
      mode: 'bulk',
      batchSize: 100,
      stopAfterBatches: 2,
    });
    expect(first).toMatchObject({ finished: false, imported: 200 });
    // The new register's name index holds the committed rows, nothing more.
    const indexed = async () =>
      Number(
        (await sql<{ n: number }>`select count(*) as n from company_fts_next_docsize`.execute(db())).rows[0]!
          .n,
      );
    expect(await indexed()).toBe(200);
    const again = await importRegister(db(), search, {
      file,
      format: 'generic',
      mode: 'bulk',
      batchSize: 100,
    });
    expect(again).toMatchObject({ finished: true, resumedAfterLine: 201, imported: 300 });
    const ru = (
      await db().selectFrom('country').select('id').where('code', '=', 'RU').executeTakeFirstOrThrow()
    ).id;
    for (const [query, company] of [
      ['первая половина', companies[10]!],
      ['вторая половина', companies[250]!],
    ] as const) {
      const found = await callOk(t.app, companiesCall, { lang: 'ru-RU', query, country_id: ru });
      expect(found.companies.map((row) => row.companyId)).toEqual([company.register_id]);
    }
    const { rows } = await sql<{ n: number }>`select count(*) as n from company_fts_docsize`.execute(db());
    expect(Number(rows[0]!.n)).toBe(300);
    const integrity = sql`insert into company_fts (company_fts, rank) values ('integrity-check', 1)`;
    await expect(integrity.execute(db())).resolves.toBeDefined();
  });
});
