import { bumpRegisterRevision } from '../../src/modules/settings/settings.service.js';
import { companies2Call, companiesCall } from '@storefront/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyInput, upsertCompanies } from '../../src/modules/companies/company.repository.js';
import { COMPANY_PAGE_SIZE } from '../../src/modules/companies/company.service.js';
import {
  type NameSearchPath,
  PostgresCompanySearch,
  type PostgresSearchOptions,
} from '../../src/modules/companies/postgres-company-search.js';
import { SqliteCompanySearch } from '../../src/modules/companies/sqlite-company-search.js';
import { createDatabase } from '../../src/db/database.js';
import { callOk, post } from '../helpers/http.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

type Fixture = Omit<CompanyInput, 'country_id'> & { country: 'RU' | 'GB' };

const active = { status: 'Действующее', status_code: 'active' } as const;
const dissolved = { status: 'Ликвидировано', status_code: 'dissolved' } as const;
const liquidating = { status: 'В стадии ликвидации', status_code: 'liquidating' } as const;
const ru = (registerId: string, name: string, more: Partial<Fixture> = {}): Fixture => ({
  country: 'RU',
  register_id: registerId,
  ogrn: registerId,
  name,
  legal_form: 'ООО',
  address: 'г. Москва',
  register_code: 'egrul',
  source: 'test',
  ...active,
  ...more,
});
const gb = (registerId: string, name: string, more: Partial<Fixture> = {}): Fixture => ({
  country: 'GB',
  register_id: registerId,
  name,
  legal_form: 'Private limited Company',
  address: 'London',
  source: 'test',
  ...active,
  ...more,
});

/** Russian and UK companies with legal forms, ё, quotes, statuses and operator characters. */
const fixture: Fixture[] = [
  ru('1027700132195', 'ООО «Ромашка»', { inn: '7707083893' }),
  ru('1027700132196', 'ООО "Ромашка"', { inn: '7707083894', ...dissolved }),
  ru('1027700132197', 'АО "Ромашка-Плюс"', { inn: '7707012345', legal_form: 'АО' }),
  ru('1027700132198', 'ООО "Цветы Ромашка"', { inn: '5001000001' }),
  ru('1027700132199', 'ЗАО "Лютик и ромашка"', { inn: '5001000002', ...liquidating }),
  ru('304770000000015', 'Индивидуальный предприниматель Ромашкин Иван', {
    inn: '770708389312',
    legal_form: 'ИП',
    register_code: 'egrip',
  }),
  ru('1027700132200', 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "ЗЕЛЁНЫЙ БЕРЕГ"', { inn: '5001000003' }),
  ru('1027700132201', 'ООО "Скидка 100%"', { inn: '5001000004' }),
  ru('1027700132202', 'ООО "Скидка 1000"', { inn: '5001000005' }),
  gb('01234567', 'ACME TRADING LTD'),
  gb('SC123456', 'Acme Trading Limited', dissolved),
  gb('01234568', "O'Brien Holdings PLC"),
  gb('01234569', 'A_B Holdings Ltd'),
  gb('01234570', 'AXB Holdings Ltd'),
  gb('01234571', 'Back\\slash Ltd'),
  // Enough of one word for three pages.
  ...Array.from({ length: 45 }, (_, index) =>
    ru(String(1037700000000 + index), `ООО "Стройтрест ${String(index).padStart(2, '0')}"`, {
      inn: String(6000000000 + index),
    }),
  ),
];

describe.each(testedDialects())('company search on %s', (dialect) => {
  let t: TestApp;
  const countryIds: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const countries = await t.database.handle.db.selectFrom('country').select(['id', 'code']).execute();
    for (const country of countries) countryIds[country.code] = country.id;
    await upsertCompanies(
      t.database.handle.db,
      fixture.map(({ country, ...row }) => ({ ...row, country_id: countryIds[country]! })),
    );
  });
  afterAll(async () => {
    await t?.close();
  });
  const db = () => t.database.handle.db;

  /** Deletes the companies a test added, as a writer of the register does. */
  const removeCompanies = async (registerIds: string[]) => {
    await db().deleteFrom('company').where('register_id', 'in', registerIds).execute();
    await bumpRegisterRevision(db());
  };
  /** PostgreSQL's plan for a statement, told not to read a table whole (as over millions of rows). */
  const postgresPlan = (statement: string) =>
    db()
      .transaction()
      .execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await sql.raw<Record<string, string>>(`explain ${statement}`).execute(trx);
        return rows.map((row) => Object.values(row).join(' ')).join('\n');
      });
  const search = async (query: string, country = 'RU', more: object = {}) =>
    callOk(t.app, companiesCall, { lang: 'ru-RU', query, country_id: countryIds[country], ...more });
  const names = async (query: string, country = 'RU', more: object = {}) => {
    const answer = await search(query, country, more);
    expect(answer.companies_error, query).toBeNull();
    return answer.companies.map((company) => company.name);
  };

  it('answers the first page with the country and its offer', async () => {
    const answer = await search('ромашка');
    expect(answer.companies_error).toBeNull();
    expect(answer.companies_total).toBe(5);
    expect(answer.companies_pages).toBe(1);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.typePurposes.length).toBeGreaterThan(0);
    expect(answer.companies[0]).toMatchObject({
      companyId: '1027700132195',
      name: 'ООО «Ромашка»',
      country: 'RU',
      inn: '7707083893',
      status: 'Действующее',
      type: 'ООО',
      address: 'г. Москва',
    });
  });

  it('ranks exact name, then names starting with the query, then the rest; active first; ties by the normalised name', async () => {
    expect(await names('ромашка')).toEqual([
      'ООО «Ромашка»',
      'ООО "Ромашка"', // the same name, dissolved
      'АО "Ромашка-Плюс"',
      'ООО "Цветы Ромашка"',
      'ЗАО "Лютик и ромашка"', // liquidating
    ]);
    // '0' is a word too: 00-09 start with the query, 10, 20, 30, 40 only contain both words.
    expect(await names('стройтрест 0')).toEqual(
      ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '20', '30', '40'].map(
        (number) => `ООО "Стройтрест ${number}"`,
      ),
    );
  });

  it('ignores case in Cyrillic and Latin, ё against е, quotes and legal forms', async () => {
    const romashka = ['ООО «Ромашка»', 'ООО "Ромашка"'];
    for (const query of ['ООО "Ромашка"', '«РОМАШКА»', 'ромашка ооо', "'Ромашка'"])
      expect((await names(query)).slice(0, 2), query).toEqual(romashka);
    for (const query of ['зелёный', 'ЗЕЛЕНЫЙ берег', 'Общество с ограниченной ответственностью Зеленый'])
      expect(await names(query), query).toEqual(['ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "ЗЕЛЁНЫЙ БЕРЕГ"']);
    expect(await names('acme trading', 'GB')).toEqual(['ACME TRADING LTD', 'Acme Trading Limited']);
    expect(await names('ACME ltd', 'GB')).toEqual(['ACME TRADING LTD', 'Acme Trading Limited']);
    expect(await names("o'brien", 'GB')).toEqual(["O'Brien Holdings PLC"]);
  });

  it('finds the words in any order, each of them', async () => {
    expect(await names('берег зеленый')).toEqual([
      'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "ЗЕЛЁНЫЙ БЕРЕГ"',
    ]);
    expect(await names('trading ACME', 'GB')).toEqual(['ACME TRADING LTD', 'Acme Trading Limited']);
    expect(await names('ромашка лютик')).toEqual(['ЗАО "Лютик и ромашка"']);
    expect(await names('ромашка кактус')).toEqual([]);
  });

  it('searches one country only', async () => {
    expect(await names('ромашка', 'GB')).toEqual([]);
    expect(await names('acme', 'RU')).toEqual([]);
  });

  it('finds a number exactly, and a prefix of five digits or more, exact first', async () => {
    expect(await names('7707083893')).toEqual([
      'ООО «Ромашка»',
      'Индивидуальный предприниматель Ромашкин Иван', // its 12-digit INN starts with the query
    ]);
    expect(await names('1027700132197')).toEqual(['АО "Ромашка-Плюс"']);
    expect(await names('304770000000015')).toEqual(['Индивидуальный предприниматель Ромашкин Иван']);
    expect(await names('770708389312')).toEqual(['Индивидуальный предприниматель Ромашкин Иван']);
    // Active first; ties by the normalised name (no legal form, no quotes, case folded; ADR 052).
    expect(await names('77070')).toEqual([
      'ООО «Ромашка»',
      'АО "Ромашка-Плюс"',
      'Индивидуальный предприниматель Ромашкин Иван',
      'ООО "Ромашка"',
    ]);
    expect(await names('sc123456', 'GB')).toEqual(['Acme Trading Limited']);
    // The normalised names compared by code point: "a_b holdings" < "acme trading" < "o'brien …".
    expect(await names('0123456', 'GB')).toEqual([
      'A_B Holdings Ltd',
      'ACME TRADING LTD',
      "O'Brien Holdings PLC",
    ]);
  });

  it('narrows the search to one register of the country by code', async () => {
    expect(await names('ромашк', 'RU', { code: 'egrip' })).toEqual([
      'Индивидуальный предприниматель Ромашкин Иван',
    ]);
    expect(await names('ромашкин', 'RU', { code: 'egrul' })).toEqual([]);
  });

  it('pages through /api/companies and /api/companies2 with none duplicated and none missing', async () => {
    const first = await search('строй');
    expect(first.companies_total).toBe(45);
    expect(first.companies_pages).toBe(Math.ceil(45 / COMPANY_PAGE_SIZE));
    const seen = first.companies.map((company) => company.id);
    for (let page = 2; page <= first.companies_pages; page++) {
      const later = await callOk(
        t.app,
        companies2Call,
        { lang: 'ru-RU', query: 'строй', country_id: countryIds.RU },
        { page },
      );
      expect(later.companies_total).toBe(45);
      seen.push(...later.companies.map((company) => company.id));
    }
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    const past = await callOk(
      t.app,
      companies2Call,
      { lang: 'ru-RU', query: 'строй', country_id: countryIds.RU },
      { page: 9 },
    );
    expect(past).toEqual({ companies: [], companies_total: 45 });
  });

  it('chooses every page by rank, status and normalised name, then id (ADR 052), the same at every page size', async () => {
    // Nine names that normalise alike or nearly (legal forms, quotes, case), statuses mixed: pages
    // of every size must be the slices of one order, whichever page edge a tie falls on.
    const granite: [string, string, typeof active | typeof dissolved | typeof liquidating][] = [
      ['1047700000001', 'ООО "Гранит"', dissolved],
      ['1047700000002', 'АО «Гранит»', active],
      ['1047700000003', 'ЗАО ГРАНИТ', active],
      ['1047700000004', 'ПАО "гранит"', liquidating],
      ['1047700000005', 'ООО "Гранит-Строй"', active],
      ['1047700000006', 'АО Гранит-Строй', active],
      ['1047700000007', 'ООО "Новый Гранит"', active],
      ['1047700000008', 'ООО "НОВЫЙ ГРАНИТ"', active],
      ['1047700000009', 'ООО "Белый гранит"', dissolved],
    ];
    await upsertCompanies(
      db(),
      granite.map(([registerId, name, status]) => ({
        ...ru(registerId, name, { inn: `70${registerId.slice(-8)}`, ...status }),
        country: undefined,
        country_id: countryIds.RU!,
      })),
    );
    const engine = dialect === 'postgres' ? new PostgresCompanySearch(db()) : new SqliteCompanySearch(db());
    const ask = (page: number, pageSize: number) =>
      engine.search({
        countryId: countryIds.RU!,
        query: { kind: 'words', text: 'гранит', words: ['гранит'] },
        page,
        pageSize,
      });
    const all = await ask(1, 100);
    expect(all.total).toBe(9);
    // The order, worked out here from the stored rows: exact name, then starting with the query,
    // then the rest; active, liquidating, dissolved; normalised name by code point; id.
    const rank = (row: (typeof all.rows)[number]) => [
      row.search_name === 'гранит' ? 1 : row.search_name.startsWith('гранит') ? 2 : 3,
      { active: 0, liquidating: 1 }[row.status_code as string] ?? 3,
    ];
    const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const expected = [...all.rows].sort((a, b) => {
      const [ra, rb] = [rank(a), rank(b)];
      return ra[0]! - rb[0]! || ra[1]! - rb[1]! || byCodePoint(a.search_name, b.search_name) || a.id - b.id;
    });
    expect(all.rows.map((row) => row.name)).toEqual(expected.map((row) => row.name));
    expect(all.rows.map((row) => row.name).slice(0, 4)).toEqual([
      'АО «Гранит»',
      'ЗАО ГРАНИТ',
      'ПАО "гранит"',
      'ООО "Гранит"',
    ]);
    for (let pageSize = 1; pageSize <= 5; pageSize++)
      for (let page = 1; page <= Math.ceil(9 / pageSize) + 1; page++) {
        const { rows, total } = await ask(page, pageSize);
        expect(total, `page ${page} of ${pageSize}`).toBe(9);
        expect(
          rows.map((row) => row.name),
          `page ${page} of ${pageSize}`,
        ).toEqual(expected.slice((page - 1) * pageSize, page * pageSize).map((row) => row.name));
      }
  });

  it('answers a message key for a query too short, of legal forms alone, an unknown country, a register not available', async () => {
    for (const query of ['ро', '" "', 'ab 12'])
      expect(await search(query), query).toMatchObject({
        companies: [],
        companies_error: 'CompanyQueryTooShort',
      });
    for (const query of ['ООО', 'Акционерное общество', 'Ltd'])
      expect(await search(query), query).toMatchObject({
        companies: [],
        companies_error: 'CompanyQueryLegalFormOnly',
      });
    const unknown = await callOk(t.app, companiesCall, {
      lang: 'ru-RU',
      query: 'ромашка',
      country_id: 999_999,
    });
    expect(unknown).toMatchObject({ companies: [], companies_error: 'CompanyCountryUnknown', products: [] });
    // Azerbaijan is not online and has no companies; Russia has no register coded 'fns'.
    expect(await search('ромашка', 'AZ')).toMatchObject({ companies_error: 'CompanyRegisterUnavailable' });
    expect(await search('ромашка', 'RU', { code: 'fns' })).toMatchObject({
      companies_error: 'CompanyRegisterUnavailable',
    });
    const later = await callOk(
      t.app,
      companies2Call,
      { lang: 'ru-RU', query: 'ро', country_id: countryIds.RU },
      { page: 2 },
    );
    expect(later).toEqual({ companies: [], companies_total: 0 });
  });

  it('takes %, _, quotes and backslashes literally', async () => {
    expect(await names('100%')).toEqual(['ООО "Скидка 100%"']);
    expect(await names('скидка')).toEqual(['ООО "Скидка 1000"', 'ООО "Скидка 100%"'].sort());
    expect(await names('a_b', 'GB')).toEqual(['A_B Holdings Ltd']);
    expect(await names('k\\s', 'GB')).toEqual(['Back\\slash Ltd']);
    // FTS5 operators and SQL in a query are words like any other (callOk checks the 200).
    for (const query of [
      "'; drop table company; --",
      'ром*',
      'NEAR(ром маш)',
      '"abc',
      '^ромашка',
      'col:ромашка',
    ])
      expect((await search(query)).companies_error, query).toBeNull();
    expect(await names('%%%')).toEqual([]);
    expect(await names('ромашка OR лютик')).toEqual([]);
    expect(await names('___')).toEqual([]);
  });

  it('never fails with a 5xx, whatever the query', async () => {
    const queries = [
      '%',
      '_',
      "'",
      '\\',
      '"',
      '""',
      '*',
      '(',
      ')',
      'NOT',
      'AND',
      '-',
      '+',
      '{',
      ':',
      '^',
      '\u0000x',
      'ёёё',
      '\uffff\uffff\uffff',
      'ромашка\\',
    ];
    for (const query of queries) {
      const response = await post(t.app, companiesCall.path, {
        lang: 'ru-RU',
        query,
        country_id: countryIds.RU,
      });
      expect(response.statusCode, `${JSON.stringify(query)}: ${response.body}`).toBeLessThan(500);
    }
  });

  it('updates a company in place when a newer file is imported, and keeps the newer against an older', async () => {
    const row = (name: string, at: string): CompanyInput => {
      const { country: _country, ...fields } = ru('1027700999999', name);
      return { ...fields, country_id: countryIds.RU!, source_updated_at: at };
    };
    await upsertCompanies(db(), [row('ООО "Первое имя"', '2026-01-01T00:00:00.000Z')]);
    await upsertCompanies(db(), [row('ООО "Второе имя"', '2026-02-01T00:00:00.000Z')]);
    await upsertCompanies(db(), [row('ООО "Старое имя"', '2025-12-01T00:00:00.000Z')]);
    const rows = await db()
      .selectFrom('company')
      .selectAll()
      .where('register_id', '=', '1027700999999')
      .execute();
    expect(rows.map((r) => [r.name, r.search_name])).toEqual([['ООО "Второе имя"', 'второе имя']]);
    // The index followed the table: the old name is gone, the new one found.
    expect(await names('первое имя')).toEqual([]);
    expect(await names('второе')).toEqual(['ООО "Второе имя"']);
    await db().deleteFrom('company').where('register_id', '=', '1027700999999').execute();
    // Written past the importer: the answers cached for this search are dropped as a writer would.
    await bumpRegisterRevision(db());
    expect(await names('второе')).toEqual([]);
    if (dialect === 'sqlite')
      await sql`insert into company_fts(company_fts) values ('integrity-check')`.execute(db());
  });

  it('answers a search again from the cache until the register changes', async () => {
    const row = (registerId: string, name: string): CompanyInput => {
      const { country: _country, ...fields } = ru(registerId, name);
      return { ...fields, country_id: countryIds.RU! };
    };
    await upsertCompanies(db(), [row('1027700999981', 'ООО "Кэшируемая первая"')]);
    await bumpRegisterRevision(db());
    expect(await names('кэшируемая')).toEqual(['ООО "Кэшируемая первая"']);
    // Written past the importer without a bump: the same search answers as before ...
    await upsertCompanies(db(), [row('1027700999982', 'ООО "Кэшируемая вторая"')]);
    expect(await names('кэшируемая')).toEqual(['ООО "Кэшируемая первая"']);
    // ... until the register's revision moves, as every import and the demo seeding do.
    await bumpRegisterRevision(db());
    expect((await names('кэшируемая')).sort()).toEqual([
      'ООО "Кэшируемая вторая"',
      'ООО "Кэшируемая первая"',
    ]);
    await db().deleteFrom('company').where('register_id', 'in', ['1027700999981', '1027700999982']).execute();
    await bumpRegisterRevision(db());
  });

  it('keeps answering the same after a rebuild of the index', async () => {
    const before = await names('ромашка');
    const engine = dialect === 'postgres' ? new PostgresCompanySearch(db()) : new SqliteCompanySearch(db());
    await engine.rebuild();
    expect(await names('ромашка')).toEqual(before);
  });

  it.runIf(dialect === 'sqlite')(
    'asks FTS5 for the rarest trigrams by a sample of the names, or reads a common word in name order, the same answers',
    async () => {
      const params = (text: string, country = 'RU') => ({
        countryId: countryIds[country]!,
        query: { kind: 'words' as const, text, words: text.split(' ') },
        page: 1,
        pageSize: 100,
      });
      const run = async (engine: SqliteCompanySearch, text: string, country = 'RU') => {
        const { rows, total } = await engine.search(params(text, country));
        return { names: rows.map((row) => row.name), total };
      };
      // Without a sample (the register was written after migration 023): every trigram, as before.
      await sql`delete from company_search_sample`.execute(db());
      await sql`delete from company_search_trigram`.execute(db());
      const queries: [string, string?][] = [
        ['ромашка'],
        ['трест'],
        ['стройтрест 07'],
        ['holdings', 'GB'],
        ['trading acme', 'GB'],
        ['a_b', 'GB'],
        ['back\\slash', 'GB'],
        ["o'brien", 'GB'],
      ];
      const before = await Promise.all(
        queries.map(([text, country]) => run(new SqliteCompanySearch(db()), text, country)),
      );
      expect(before[0]!.total).toBeGreaterThan(0);

      const engine = new SqliteCompanySearch(db());
      await engine.drawSample();
      const companies = Number(
        (await sql<{ n: number }>`select count(*) as n from company`.execute(db())).rows[0]!.n,
      );
      const sampled = await sql<{
        trigram: string;
        names: number;
      }>`select trigram, names from company_search_trigram
        where trigram in ('', 'ром', 'тре')`.execute(db());
      const counts = Object.fromEntries(sampled.rows.map((row) => [row.trigram, Number(row.names)]));
      // A register this small is sampled whole (ids in a stride over the table, each once).
      expect(counts['']).toBeGreaterThan(companies / 2);
      expect(counts['']).toBeLessThanOrEqual(companies);
      expect(counts['тре']).toBeGreaterThanOrEqual(40);
      expect(counts['ром']).toBeGreaterThanOrEqual(1);

      // Trusting a sample this small: the rarest trigrams of each word, the same answers.
      const trusting = new SqliteCompanySearch(db(), { sampleMin: 1 });
      expect(await Promise.all(queries.map(([text, country]) => run(trusting, text, country)))).toEqual(
        before,
      );
      // "трест" is in 45 of the country's ~55 names: ten candidates lie within the first 30 names
      // in name order, and the ordered read finds them there.
      const scanning = new SqliteCompanySearch(db(), { sampleMin: 1, scanRows: 30, candidates: 10 });
      expect((await run(scanning, 'трест')).names).toEqual(
        Array.from({ length: 10 }, (_, index) => `ООО "Стройтрест 0${index}"`),
      );
      // Forty are not within 30 names: the trigram index answers after all, all of them.
      const falling = new SqliteCompanySearch(db(), { sampleMin: 1, scanRows: 30, candidates: 40 });
      expect(await run(falling, 'трест')).toEqual(before[1]);
    },
  );

  it.runIf(dialect === 'postgres')(
    'reads a common word from the ordered name index, a rarer one from the trigram index, the same answers',
    async () => {
      const params = (text: string) => ({
        countryId: countryIds.RU!,
        query: { kind: 'words' as const, text, words: text.split(' ') },
        page: 1,
        pageSize: 100,
      });
      // The lexicon's way (ADR 053) is left out here, so that the trigram index's is the one tried.
      const run = async (text: string, options: Partial<PostgresSearchOptions>) => {
        const paths: NameSearchPath[] = [];
        const engine = new PostgresCompanySearch(db(), {
          lexiconWords: 0,
          ...options,
          observe: (path) => paths.push(path),
        });
        const { rows, total } = await engine.search(params(text));
        return { names: rows.map((row) => row.name), total, paths };
      };
      // A country of a few dozen names: read whole with the words.
      const whole = await run('трест', {});
      expect(whole.paths).toEqual(['scope']);
      expect(whole.total).toBe(45);
      // Treated as large (probeRows 20), with the sample of every name drawn: 45 of the country's
      // ~55 names hold "трест", so ten candidates lie within the first 30 names. The scan finds them
      // in name order (the prefix range adds none: no name starts with "трест").
      await new PostgresCompanySearch(db()).refresh();
      const sampled = await sql<{ n: string }>`select count(*) as n from company_search_sample
        where country_id = ${countryIds.RU}`.execute(db());
      expect(Number(sampled.rows[0]?.n)).toBeGreaterThanOrEqual(54);
      const common = await run('трест', { probeRows: 20, scanRows: 30, candidates: 10 });
      expect(common.paths).toEqual(['scan']);
      expect(common.names).toEqual(Array.from({ length: 10 }, (_, index) => `ООО "Стройтрест 0${index}"`));
      // Too few in the sample for 40 candidates within 30 names: the trigram index, which finds all.
      const rarer = await run('трест', { probeRows: 20, scanRows: 30, candidates: 40 });
      expect(rarer.paths).toEqual(['trigram']);
      expect(rarer.total).toBe(45);
      expect(rarer.names).toEqual(whole.names);
      // A sample that says every name holds it: the scan is tried, its first 30 names (some of them
      // before "стройтрест" in name order) hold fewer than 30, and the trigram index answers after all.
      await sql`delete from company_search_sample`.execute(db());
      await sql`insert into company_search_sample (country_id, register_code, search_name)
        values (${countryIds.RU}, 'egrul', 'трест')`.execute(db());
      const misled = await run('трест', { probeRows: 20, scanRows: 30, candidates: 30 });
      expect(misled.paths).toEqual(['missed scan']);
      expect(misled.names).toEqual(whole.names);
      // A sample whose holders all come late in name order (a word common only far down the
      // alphabet): none of the sampled names the scan would read holds it, so the trigram index
      // answers without the scan. The sample stands for one name in 60 of the table, so the scan
      // of 30 names reads about its first one.
      await sql`delete from company_search_sample`.execute(db());
      for (let index = 0; index < 10; index += 1)
        await sql`insert into company_search_sample (country_id, register_code, search_name)
          values (${countryIds.RU}, 'egrul', ${`а 0${index}`}), (${countryIds.RU}, 'egrul', ${`я трест 0${index}`})`.execute(
          db(),
        );
      await sql`update company_search_trigram set names = 1 where trigram = ''`.execute(db());
      const late = await run('трест', { probeRows: 20, scanRows: 30, candidates: 10 });
      expect(late.paths).toEqual(['trigram']);
      expect(late.names).toEqual(whole.names);
      // The same sample with its holders first in name order: the scan is read.
      await sql`update company_search_sample set search_name = 'яя' || search_name
        where search_name like 'а %'`.execute(db());
      expect((await run('трест', { probeRows: 20, scanRows: 30, candidates: 10 })).paths).toEqual(['scan']);
      // Every name holding "стройтрест" starts with it: the 45 fill the 10 candidates wanted, and
      // nothing else is looked for.
      const prefixed = await run('стройтрест', { probeRows: 20, scanRows: 30, candidates: 10 });
      expect(prefixed.paths).toEqual(['prefix']);
      expect(prefixed.total).toBe(45);
      expect(prefixed.names).toEqual((await run('стройтрест', {})).names);
      // Rare in the sample: the trigram index, with the same ranking as every other way.
      await new PostgresCompanySearch(db()).refresh();
      const rare = await run('ромашка', { probeRows: 20, scanRows: 30, candidates: 40 });
      expect(rare.paths).toEqual(['trigram']);
      expect(rare.names).toEqual((await run('ромашка', {})).names);
      expect(rare.names).toEqual(await names('ромашка'));
      // Trusting a sample this small (ADR 044): the GIN index is asked for the words' rarest
      // trigrams (letters and digits only), the words themselves tested after; the same answers.
      const counted = await sql<{
        names: string;
      }>`select names from company_search_trigram where trigram = ''`.execute(db());
      expect(Number(counted.rows[0]?.names)).toBeGreaterThanOrEqual(54);
      for (const text of ['ромашка', 'трест 07', 'стройтрест 03 ооо']) {
        const trusting = await run(text, { probeRows: 20, scanRows: 30, candidates: 40, sampleMin: 1 });
        expect(trusting.paths).toEqual(['trigram']);
        expect(trusting.names).toEqual((await run(text, {})).names);
        // The lexicon's words containing the longest word, and their entries: the same answers.
        const lexicon = await run(text, { probeRows: 20, scanRows: 30, candidates: 40, lexiconWords: 64 });
        expect(lexicon.paths).toEqual(['lexicon']);
        expect(lexicon.names).toEqual(trusting.names);
      }
      // More words containing it ("ромашка", "ромашка-плюс") than the lexicon's way reads: the
      // trigram index after all.
      const many = await run('ромашка', { probeRows: 20, scanRows: 30, candidates: 40, lexiconWords: 1 });
      expect(many.paths).toEqual(['trigram']);
      expect(many.names).toEqual(rare.names);

      // The scan reads the btree alone, ranking keys included (migration 030): no table row, no
      // trigram bitmap (a table this small would be read whole instead: the planner is told not
      // to, as it would not over millions of rows).
      expect(
        await postgresPlan(`select id, search_name, status_code from (select id, search_name, status_code from company
          where country_id = ${countryIds.RU} order by search_name limit 30) scope
          where strpos(search_name, 'трест') > 0 limit 10`),
      ).toMatch(/Index Only Scan using company_country_search_name_idx/);
    },
  );

  it.runIf(dialect === 'postgres')(
    "reads a word's holders from the word index in the page's order, and follows every write (migration 031)",
    async () => {
      const countryId = countryIds.RU!;
      // Twelve names with the word "верфь" (none starts with it), the first four dissolved; and
      // one holding it only inside a longer word.
      const shipyards = Array.from({ length: 12 }, (_, index) =>
        ru(String(1047700000000 + index), `ООО "Северная верфь ${String(index).padStart(2, '0')}"`, {
          inn: String(6100000000 + index),
          ...(index < 4 ? dissolved : active),
        }),
      );
      const inside = ru('1047700000099', 'ООО "Суперверфь"', { inn: '6100000099' });
      await upsertCompanies(
        db(),
        [...shipyards, inside].map(({ country: _country, ...row }) => ({ ...row, country_id: countryId })),
      );
      const entries = async (registerId: string) =>
        (
          await sql<{
            word: string;
            status_rank: number;
            search_name: string;
          }>`select word, status_rank, search_name
            from company_search_word where id = (select id from company where register_id = ${registerId})
            order by word`.execute(db())
        ).rows;
      // Its words of three letters or more ("00" is not one), each with the company's ranking keys.
      expect(await entries('1047700000000')).toEqual([
        { word: 'верфь', status_rank: 3, search_name: 'северная верфь 00' },
        { word: 'северная', status_rank: 3, search_name: 'северная верфь 00' },
      ]);
      try {
        await new PostgresCompanySearch(db()).refresh();
        const run = async (text: string, options: Partial<PostgresSearchOptions>) => {
          const paths: NameSearchPath[] = [];
          const engine = new PostgresCompanySearch(db(), { ...options, observe: (path) => paths.push(path) });
          const { rows, total } = await engine.search({
            countryId,
            query: { kind: 'words', text, words: text.split(' ') },
            page: 1,
            pageSize: 100,
          });
          return { names: rows.map((row) => row.name), total, paths };
        };
        const all = await run('верфь', {});
        expect(all.total).toBe(13);
        // Ten candidates wanted, twelve hold the word: the first ten in the page's order (active
        // first, then by name), from the word index; the name holding it inside a word is not one.
        const word = await run('верфь', { probeRows: 20, candidates: 10 });
        expect(word.paths).toEqual(['word']);
        expect(word.names).toEqual([
          ...[4, 5, 6, 7, 8, 9, 10, 11].map(
            (index) => `ООО "Северная верфь ${String(index).padStart(2, '0')}"`,
          ),
          'ООО "Северная верфь 00"',
          'ООО "Северная верфь 01"',
        ]);
        // The other words are tested on the entries read: eleven of them hold "0", "11" does not.
        const two = await run('0 верфь', { probeRows: 20, candidates: 10 });
        expect(two.paths).toEqual(['word']);
        expect(two.names).toEqual([
          ...word.names.filter((name) => !name.endsWith('11"')),
          'ООО "Северная верфь 02"',
        ]);
        // A register named is a filter on the entries: none of them is in the ЕГРИП.
        const register = await new PostgresCompanySearch(db(), { probeRows: 20, candidates: 10 }).search({
          countryId,
          registerCode: 'egrip',
          query: { kind: 'words', text: 'верфь', words: ['верфь'] },
          page: 1,
          pageSize: 100,
        });
        expect(register.total).toBe(0);
        // More wanted than hold it as a word: the other ways answer, the longer word included.
        const more = await run('верфь', { probeRows: 20, candidates: 20 });
        expect(more.paths).toEqual(['lexicon']);
        // A word no name's word contains: the lexicon says so without another read.
        const none = await run('верфьщ', { probeRows: 20, candidates: 10 });
        expect(none).toEqual({ names: [], total: 0, paths: ['lexicon'] });
        expect(more.names).toEqual(all.names);
        expect(more.names).toContain('ООО "Суперверфь"');

        // The word index follows each write: a new name, a new status, a deletion.
        await upsertCompanies(db(), [
          { ...shipyards[0]!, name: 'ООО "Южная верфь 00"', country_id: countryId },
        ]);
        expect((await entries('1047700000000')).map((entry) => entry.word)).toEqual(['верфь', 'южная']);
        const lexicon = await sql<{ word: string }>`select word from company_search_lexicon
          where word in ('южная', 'северная', 'суперверфь') order by word`.execute(db());
        expect(lexicon.rows.map((row) => row.word)).toEqual(['северная', 'суперверфь', 'южная']);
        await db()
          .updateTable('company')
          .set({ status_code: 'active' })
          .where('register_id', '=', '1047700000001')
          .execute();
        expect((await entries('1047700000001')).map((entry) => entry.status_rank)).toEqual([0, 0]);
        await db()
          .updateTable('company')
          .set({ address: 'г. Тверь' })
          .where('register_id', '=', '1047700000002')
          .execute();
        expect(await entries('1047700000002')).toHaveLength(2);
        await db().deleteFrom('company').where('register_id', '=', '1047700000003').execute();
        expect(await entries('1047700000003')).toEqual([]);
        const orphans = await sql<{ n: string }>`select count(*) as n from company_search_word e
          where not exists (select 1 from company c where c.id = e.id and c.search_name = e.search_name
            and company_status_rank(c.status_code) = e.status_rank)`.execute(db());
        expect(Number(orphans.rows[0]!.n)).toBe(0);
        const after = await run('верфь', { probeRows: 20, candidates: 10 });
        expect(after.paths).toEqual(['word']);
        expect(after.names.slice(0, 3)).toEqual([
          'ООО "Северная верфь 01"',
          'ООО "Северная верфь 04"',
          'ООО "Северная верфь 05"',
        ]);

        // Read from the index alone, in its order: no sort, no table row.
        await sql`vacuum analyze company_search_word`.execute(db());
        const shown = await postgresPlan(`select id, search_name, status_code from company_search_word
          where country_id = ${countryId} and word = 'верфь' order by status_rank, search_name, id limit 10`);
        expect(shown).toMatch(/Index Only Scan using company_search_word_idx/);
        expect(shown).not.toMatch(/Sort/);
      } finally {
        await removeCompanies([...shipyards, inside].map((row) => row.register_id));
      }
    },
  );

  it.runIf(dialect === 'postgres')(
    "leaves a large import's words to one pass at its end, then finds them (storefront.search_words)",
    async () => {
      const countryId = countryIds.RU!;
      const deferred = createDatabase({
        url: t.database.url,
        poolMax: 1,
        postgresSettings: { 'storefront.search_words': 'deferred' },
      });
      const fleet = Array.from({ length: 3 }, (_, index) =>
        ru(String(1057700000000 + index), `ООО "Балтийский флот ${index}"`, {
          inn: String(6200000000 + index),
        }),
      );
      const words = async () =>
        (
          await sql<{ word: string }>`select distinct word from company_search_word
            where id in (select id from company where register_id like '10577000000%') order by word`.execute(
            db(),
          )
        ).rows.map((row) => row.word);
      try {
        await upsertCompanies(
          deferred.db,
          fleet.map(({ country: _country, ...row }) => ({ ...row, country_id: countryId })),
        );
        // Written without their words: the connection defers them.
        expect(await words()).toEqual([]);
        // The import's refresh, on its own connection, builds the word index again from the table.
        await new PostgresCompanySearch(deferred.db).refresh();
        expect(await words()).toEqual(['балтийский', 'флот']);
        const lexicon = await sql<{ n: string }>`select count(*) as n from company_search_lexicon
          where word in ('балтийский', 'флот')`.execute(db());
        expect(Number(lexicon.rows[0]!.n)).toBe(2);
        // Another connection's refresh builds nothing, and its writes keep their words at once.
        await db()
          .updateTable('company')
          .set({ name: 'ООО "Балтийский флот 0"', search_name: 'балтийский флот 0 вмф' })
          .where('register_id', '=', '1057700000000')
          .execute();
        expect(await words()).toEqual(['балтийский', 'вмф', 'флот']);
        expect((await names('балтийский флот')).length).toBe(3);
      } finally {
        await removeCompanies(fleet.map((row) => row.register_id));
        await deferred.destroy();
      }
    },
  );

  it.runIf(dialect === 'sqlite')(
    'reads a number range in a country from an index alone: number indexes lead with the country (migration 027)',
    async () => {
      const indexes = await sql<{ name: string }>`select name from sqlite_master
        where type = 'index' and tbl_name = 'company'`.execute(db());
      const indexNames = indexes.rows.map((row) => row.name);
      expect(indexNames).toEqual(
        expect.arrayContaining(['company_country_inn_idx', 'company_country_ogrn_idx']),
      );
      for (const gone of ['company_inn_idx', 'company_ogrn_idx', 'company_register_id_idx'])
        expect(indexNames).not.toContain(gone);
      const plan = async (column: string, register = '') =>
        (
          await sql
            .raw<{ detail: string }>(
              `explain query plan select id from company where ${column} >= '7707' and ${column} < '7707\uffff'
                 and country_id = ${countryIds.RU}${register} limit 1000`,
            )
            .execute(db())
        ).rows
          .map((row) => row.detail)
          .join('\n');
      expect(await plan('inn')).toMatch(
        /COVERING INDEX company_country_inn_idx \(country_id=\? AND inn>\? AND inn<\?\)/,
      );
      expect(await plan('ogrn')).toMatch(/COVERING INDEX company_country_ogrn_idx/);
      // The unique (country_id, register_id) of the first schema.
      expect(await plan('register_id')).toMatch(/COVERING INDEX sqlite_autoindex_company_1/);
      // A register within the country is a filter on the range, not the (country, register) index.
      expect(await plan('inn', " and +register_code = 'egrip'")).toMatch(
        /USING INDEX company_country_inn_idx/,
      );
      // And the search finds a number by its prefix through them.
      expect(await names('7707083')).toContain('ООО «Ромашка»');
    },
  );

  it.runIf(dialect === 'postgres')(
    'reads a number range in a country from its "C" index alone, ranking keys included: number indexes lead with the country (migrations 026, 029, 032)',
    async () => {
      const indexes = await sql<{ indexname: string }>`select indexname from pg_indexes
        where tablename = 'company'`.execute(db());
      const indexNames = indexes.rows.map((row) => row.indexname);
      expect(indexNames).toEqual(
        expect.arrayContaining([
          'company_country_inn_prefix_idx',
          'company_country_ogrn_prefix_idx',
          'company_country_register_id_prefix_idx',
        ]),
      );
      for (const gone of [
        'company_inn_idx',
        'company_ogrn_idx',
        'company_inn_prefix_idx',
        'company_ogrn_prefix_idx',
        'company_register_id_prefix_idx',
      ])
        expect(indexNames).not.toContain(gone);
      // An index-only scan needs the table's pages marked all-visible, as every import leaves them.
      await sql`vacuum analyze company`.execute(db());
      const plan = await db()
        .transaction()
        .execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          await sql`set local enable_bitmapscan = off`.execute(trx);
          const explain = async (column: string, register = '') =>
            (
              await sql
                .raw<Record<string, string>>(
                  `explain select id, search_name, status_code, ${column} from company
                     where (${column} collate "C") >= '7707' and (${column} collate "C") < '7707\uffff'
                     and country_id = ${countryIds.RU}${register} limit 1000`,
                )
                .execute(trx)
            ).rows
              .map((row) => Object.values(row).join(' '))
              .join('\n');
          return {
            inn: await explain('inn'),
            ogrn: await explain('ogrn'),
            registerId: await explain('register_id'),
            inRegister: await explain('inn', " and register_code || '' = 'egrip'"),
          };
        });
      expect(plan.inn).toMatch(/Index Only Scan using company_country_inn_prefix_idx/);
      expect(plan.inn).toMatch(/Index Cond: \(\(country_id = \d+\) AND \(inn >= '7707'/);
      expect(plan.ogrn).toMatch(/Index Only Scan using company_country_ogrn_prefix_idx/);
      expect(plan.registerId).toMatch(/Index Only Scan using company_country_register_id_prefix_idx/);
      // A register within the country is a filter on the range, not the (country, register) index.
      expect(plan.inRegister).toMatch(/Index Scan using company_country_inn_prefix_idx/);
      // And the search finds a number by its prefix through them, within a register too.
      expect(await names('7707083')).toContain('ООО «Ромашка»');
    },
  );

  it.runIf(dialect === 'postgres')(
    'plans each search with its words, even a named statement run more than five times',
    async () => {
      const answers = new Set<string>();
      for (let run = 0; run < 7; run++) answers.add(JSON.stringify(await names('ромашка')));
      expect(answers.size).toBe(1);

      // PostgreSQL switches a named prepared statement to a generic plan after five runs, one that
      // reads `like $1` without the words; the pool's connections force a plan for each run.
      const plan = await db()
        .connection()
        .execute(async (connection) => {
          const mode = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(connection);
          expect(mode.rows[0]?.plan_cache_mode).toBe('force_custom_plan');
          // Nor does a costly search's plan get compiled first (ADR 041).
          const jit = await sql<{ jit: string }>`show jit`.execute(connection);
          expect(jit.rows[0]?.jit).toBe('off');
          await sql
            .raw('prepare company_probe(text) as select id from company where search_name like $1')
            .execute(connection);
          try {
            for (let run = 0; run < 7; run++)
              await sql.raw("execute company_probe('%ромашка%')").execute(connection);
            const explained = await sql
              .raw<Record<string, string>>("explain execute company_probe('%ромашка%')")
              .execute(connection);
            return explained.rows.map((row) => Object.values(row).join(' ')).join('\n');
          } finally {
            await sql.raw('deallocate company_probe').execute(connection);
          }
        });
      expect(plan).toContain('%ромашка%');
      expect(plan).not.toContain('$1');
    },
  );
});
