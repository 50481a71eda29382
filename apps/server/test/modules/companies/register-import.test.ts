import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { companiesCall } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_CSV_HEADER, companyCsvLine } from '../../../src/modules/companies/generator/company-csv.js';
import { generateCompanies } from '../../../src/modules/companies/generator/generate-companies.js';
import {
  ImportHeaderError,
  importRegister,
} from '../../../src/modules/companies/import/register-importer.js';
import { PostgresCompanySearch } from '../../../src/modules/companies/postgres-company-search.js';
import { SqliteCompanySearch } from '../../../src/modules/companies/sqlite-company-search.js';
import { callOk } from '../../helpers/http.js';
import { type TestApp, createTestApp, testedDialects } from '../../helpers/test-app.js';

/** The real file's first columns, some with the leading space Companies House writes, and one more after them. */
const CH_HEADER =
  'CompanyName, CompanyNumber,RegAddress.CareOf,RegAddress.POBox,RegAddress.AddressLine1, RegAddress.AddressLine2,' +
  'RegAddress.PostTown,RegAddress.County,RegAddress.Country,RegAddress.PostCode,CompanyCategory,CompanyStatus,' +
  'CountryOfOrigin,DissolutionDate,IncorporationDate,Accounts.AccountRefDay';

const CH_FILE = [
  CH_HEADER,
  // line 2: a quoted comma in the name and the address
  '"ACME WIDGETS, LTD",09000001,,,"1, HIGH STREET",,LONDON,,UNITED KINGDOM,EC1A 1AA,Private Limited Company,Active,United Kingdom,,05/03/2015,31',
  // line 3: empty fields everywhere allowed
  'BRIGHTON BOATS LIMITED,09000002,,,,,,,,,Private Limited Company,Liquidation,United Kingdom,,,',
  // line 4: a bad date
  'CROOKED DATES LTD,09000003,,,2 LOW ROAD,,LEEDS,,ENGLAND,LS1 1AA,Private Limited Company,Active,United Kingdom,,31/02/2019,31',
  // line 5: the number of line 2 again, later: it wins
  'ACME WIDGETS (RENAMED) LTD,09000001,,,"1, HIGH STREET",,LONDON,,UNITED KINGDOM,EC1A 1AA,Private Limited Company,"Active - Proposal to Strike off",United Kingdom,,05/03/2015,31',
  'DELTA DISSOLVED PLC,SC000004,,,5 QUAY,,GLASGOW,,SCOTLAND,G1 1AA,Public Limited Company,Dissolved,United Kingdom,01/01/2020,10/10/1990,31',
  // line 7: truncated (the download broke off)
  'ECHO ENTERPRISES LTD,09000005,,,"7 MAIN',
].join('\n');

async function countCompanies(t: TestApp, source?: string): Promise<number> {
  let query = t.database.handle.db.selectFrom('company').select((eb) => eb.fn.countAll<number>().as('n'));
  if (source) query = query.where('source', '=', source);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

describe.each(testedDialects())('the register import on %s', (dialect) => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    folder = await mkdtemp(join(tmpdir(), 'register-import-'));
  });
  afterAll(async () => {
    await t?.close();
    await rm(folder, { recursive: true, force: true });
  });
  const db = () => t.database.handle.db;
  const search = () =>
    t.database.handle.dialect === 'postgres'
      ? new PostgresCompanySearch(db())
      : new SqliteCompanySearch(db());
  const countryId = async (code: string) =>
    (await db().selectFrom('country').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

  it('imports a Companies House file with odd rows: rejects with line numbers, the later duplicate wins, found by the shop', async () => {
    const file = join(folder, 'BasicCompanyData-2026-11-01.csv');
    await writeFile(file, CH_FILE);
    const report = await importRegister(db(), search(), {
      file,
      format: 'companies-house',
      date: new Date('2026-11-01T00:00:00Z'),
    });
    expect(report).toMatchObject({ imported: 3, rejected: 2, duplicates: 1, finished: true });
    const rejects = (await readFile(`${file}.rejects.csv`, 'utf8')).trimEnd().split('\n');
    expect(rejects[0]).toMatch(/^4,IncorporationDate is not a dd\/mm\/yyyy date: 31\/02\/2019,/);
    expect(rejects[1]).toMatch(/^5,note: register number 09000001 also on line 2/);
    expect(rejects[2]).toMatch(/^7,a quoted field is not closed,/);
    expect(rejects).toHaveLength(3);

    const rows = await db()
      .selectFrom('company')
      .selectAll()
      .where('source', '=', 'companies-house:BasicCompanyData-2026-11-01.csv')
      .orderBy('register_id')
      .execute();
    expect(rows.map((row) => [row.register_id, row.name, row.status_code, row.registered_on])).toEqual([
      ['09000001', 'ACME WIDGETS (RENAMED) LTD', 'active', '2015-03-05'],
      ['09000002', 'BRIGHTON BOATS LIMITED', 'liquidating', null],
      ['SC000004', 'DELTA DISSOLVED PLC', 'dissolved', '1990-10-10'],
    ]);
    expect(rows[0]).toMatchObject({
      address: '1, HIGH STREET, LONDON, EC1A 1AA, UNITED KINGDOM',
      legal_form: 'LTD',
      register_code: 'companies-house',
      status: 'Active - Proposal to Strike off',
    });
    expect(rows[1]!.address).toBe('');

    const gb = await countryId('GB');
    const byName = await callOk(t.app, companiesCall, {
      lang: 'en-GB',
      query: 'brighton boats',
      country_id: gb,
    });
    expect(byName.companies.map((company) => company.name)).toContain('BRIGHTON BOATS LIMITED');
    const byNumber = await callOk(t.app, companiesCall, { lang: 'en-GB', query: '09000001', country_id: gb });
    expect(byNumber.companies[0]).toMatchObject({ name: 'ACME WIDGETS (RENAMED) LTD' });
  });

  it('refuses a file whose header is not the format’s, naming the missing columns, and writes nothing', async () => {
    const before = await countCompanies(t);
    const file = join(folder, 'not-companies-house.csv');
    await writeFile(
      file,
      `${COMPANY_CSV_HEADER}\nGB,01234567,,X LTD,X LTD,Active,LTD,Somewhere,2020-01-01\n`,
    );
    const failure = importRegister(db(), search(), { file, format: 'companies-house' });
    await expect(failure).rejects.toBeInstanceOf(ImportHeaderError);
    await expect(failure).rejects.toThrow(/lacks CompanyName, CompanyNumber, RegAddress.CareOf/);
    expect(await countCompanies(t)).toBe(before);
  });

  it('imports a generic file, resumes an interrupted import, and writes every row once', async () => {
    const companies = [...generateCompanies({ seed: 7, count: 1_200, countries: ['RU', 'DE', 'KZ'] })];
    const file = join(folder, 'generic.csv');
    await writeFile(file, `${COMPANY_CSV_HEADER}\n${companies.map(companyCsvLine).join('\n')}\n`);
    const source = 'generic:generic.csv';

    const first = await importRegister(db(), search(), {
      file,
      format: 'generic',
      batchSize: 250,
      stopAfterBatches: 2,
    });
    expect(first).toMatchObject({ imported: 500, finished: false, resumedAfterLine: 0 });
    expect(await countCompanies(t, source)).toBe(500);

    const second = await importRegister(db(), search(), { file, format: 'generic', batchSize: 250 });
    expect(second).toMatchObject({ imported: 700, rejected: 0, finished: true, resumedAfterLine: 501 });
    expect(await countCompanies(t, source)).toBe(1_200);

    const sample = companies.find((company) => company.country_code === 'RU' && company.inn)!;
    const row = await db()
      .selectFrom('company')
      .selectAll()
      .where('register_id', '=', sample.register_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: sample.name,
      short_name: sample.short_name,
      inn: sample.inn,
      ogrn: sample.register_id,
      status_code: sample.status_code,
      register_code: sample.register_code,
      registered_on: sample.registered_on,
    });
    const answer = await callOk(t.app, companiesCall, {
      lang: 'ru-RU',
      query: sample.inn!,
      country_id: await countryId('RU'),
    });
    expect(answer.companies[0]).toMatchObject({ inn: sample.inn, name: sample.name });

    // A finished import leaves no checkpoint: the same file again starts from its first line.
    const again = await importRegister(db(), search(), { file, format: 'generic' });
    expect(again).toMatchObject({ imported: 1_200, resumedAfterLine: 0 });
    expect(await countCompanies(t, source)).toBe(1_200);
  });
});

describe('npm run register:import', () => {
  it('answers a usage error with exit code 2 before touching a database', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/register-import.ts', '--format', 'csv', 'x.csv'],
      {
        cwd: fileURLToPath(new URL('../../..', import.meta.url)),
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const [code] = (await once(child, 'close')) as [number | null];
    expect(code).toBe(2);
    expect(stderr).toMatch(/--format must be companies-house or generic/);
  });
});
