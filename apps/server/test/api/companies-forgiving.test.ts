import { companies2Call, companiesCall } from '@storefront/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spellingKey } from '../../src/lib/company-query-spellings.js';
import { type CompanyInput, upsertCompanies } from '../../src/modules/companies/company.repository.js';
import { databaseCompanySearch } from '../../src/modules/companies/database-company-search.js';
import { bumpRegisterRevision } from '../../src/modules/settings/settings.service.js';
import { callOk } from '../helpers/http.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

type Fixture = Omit<CompanyInput, 'country_id'> & { country: 'RU' | 'GB' };

const ru = (registerId: string, name: string): Fixture => ({
  country: 'RU',
  register_id: registerId,
  ogrn: registerId,
  name,
  legal_form: 'ООО',
  address: 'г. Москва',
  register_code: 'egrul',
  source: 'test',
  status: 'Действующее',
  status_code: 'active',
});
const gb = (registerId: string, name: string): Fixture => ({
  country: 'GB',
  register_id: registerId,
  name,
  legal_form: 'Private Limited Company',
  address: 'London',
  register_code: 'companies-house',
  source: 'test',
  status: 'Active',
  status_code: 'active',
});

/** Russian names with the letters romanisations disagree on, and UK names. */
const fixture: Fixture[] = [
  ru('1027700000001', 'ООО «Ространс»'),
  ru('1027700000002', 'ООО «Трансторг»'),
  ru('1027700000003', 'ООО «Стройагро»'),
  ru('1027700000004', 'АО «Альфастрой»'),
  ru('1027700000005', 'ООО «Химпром»'),
  ru('1027700000006', 'ООО «Центр Щит»'),
  ru('1027700000007', 'ООО «Южная Заря»'),
  ru('1027700000008', 'ООО «Жилсервис»'),
  ru('1027700000009', 'ООО «Ясень»'),
  ru('1027700000010', 'ООО «Енисейлес»'),
  // More than a page of one word, for the later pages of a forgiven search.
  ...Array.from({ length: 25 }, (_, index) =>
    ru(String(1037700000000 + index), `ООО "Стройтрест ${String(index).padStart(2, '0')}"`),
  ),
  gb('01000001', 'ALBION HOLDINGS LTD'),
  gb('01000002', 'REDWOOD TRADING LIMITED'),
  gb('01000003', 'LONDON BRIDGE CAPITAL LTD'),
];

describe.each(testedDialects())('forgiving company search on %s', (dialect) => {
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
    await bumpRegisterRevision(t.database.handle.db);
  });
  afterAll(async () => {
    await t?.close();
  });
  const db = () => t.database.handle.db;

  const search = (query: string, country: 'RU' | 'GB' = 'RU', more: object = {}) =>
    callOk(t.app, companiesCall, { lang: 'en-US', query, country_id: countryIds[country], ...more });
  /** The names found and the words searched instead of the query, if any. */
  const found = async (query: string, country: 'RU' | 'GB' = 'RU', more: object = {}) => {
    const answer = await search(query, country, more);
    expect(answer.companies_error, query).toBeNull();
    return { names: answer.companies.map((company) => company.name), corrected: answer.corrected_query };
  };

  it('finds a Russian name typed in Latin letters, by any common romanisation', async () => {
    expect(await found('rostrans')).toEqual({ names: ['ООО «Ространс»'], corrected: 'ространс' });
    expect(await found('Transtorg')).toEqual({ names: ['ООО «Трансторг»'], corrected: 'трансторг' });
    for (const [query, name, corrected] of [
      ['khimprom', 'ООО «Химпром»', 'химпром'],
      ['himprom', 'ООО «Химпром»', 'химпром'],
      ['tsentr', 'ООО «Центр Щит»', 'центр'],
      ['centr', 'ООО «Центр Щит»', 'центр'],
      ['shchit', 'ООО «Центр Щит»', 'щит'],
      ['schit', 'ООО «Центр Щит»', 'щит'],
      ['yuzhnaya', 'ООО «Южная Заря»', 'южная'],
      ['iuzhnaia', 'ООО «Южная Заря»', 'южная'],
      ['zhilservis', 'ООО «Жилсервис»', 'жилсервис'],
      ['yasen', 'ООО «Ясень»', 'ясень'],
      ['iasen', 'ООО «Ясень»', 'ясень'],
      ['yeniseyles', 'ООО «Енисейлес»', 'енисейлес'],
      ['eniseiles', 'ООО «Енисейлес»', 'енисейлес'],
    ])
      expect(await found(query!), query).toEqual({ names: [name], corrected });
  });

  it('reads a beginning spelled in Latin as the beginning of the Russian words sharing it', async () => {
    for (const query of ['stroy', 'stroi', 'Stroj']) {
      const { names, corrected } = await found(query);
      expect(corrected, query).toBe('строй');
      // Names starting with it first, then those holding it inside a word.
      expect(names.slice(0, 2), query).toEqual(['ООО «Стройагро»', 'ООО "Стройтрест 00"']);
      expect(names, query).toHaveLength(20);
    }
    const answer = await search('stroy');
    expect(answer.companies_total).toBe(27);
    expect(answer.companies_pages).toBe(2);
    // The later page makes the same choice: the rest of the same search, none repeated.
    const later = await callOk(
      t.app,
      companies2Call,
      { lang: 'en-US', query: 'stroy', country_id: countryIds.RU },
      { page: 2 },
    );
    expect(later.corrected_query).toBe('строй');
    expect(later.companies).toHaveLength(7);
    expect(later.companies.map((company) => company.name)).toContain('АО «Альфастрой»');
    expect(
      later.companies.filter((company) => answer.companies.some((first) => first.id === company.id)),
    ).toEqual([]);
  });

  it('reads a query typed on the other keyboard layout', async () => {
    expect((await found('cnhjq')).corrected).toBe('строй');
    expect(await found('Hjcnhfyc')).toEqual({ names: ['ООО «Ространс»'], corrected: 'ространс' });
    // ж, э, б, ю sit on ; ' , . of the Latin layout, which the normaliser drops.
    expect(await found(';bkcthdbc')).toEqual({ names: ['ООО «Жилсервис»'], corrected: 'жилсервис' });
    expect(await found('фдишщт', 'GB')).toEqual({ names: ['ALBION HOLDINGS LTD'], corrected: 'albion' });
  });

  it('finds a Latin name typed in Cyrillic letters', async () => {
    expect(await found('альбион', 'GB')).toEqual({ names: ['ALBION HOLDINGS LTD'], corrected: 'albion' });
    expect(await found('лондон', 'GB')).toEqual({
      names: ['LONDON BRIDGE CAPITAL LTD'],
      corrected: 'london',
    });
    expect(await found('альбион холдингс', 'GB')).toEqual({
      names: ['ALBION HOLDINGS LTD'],
      corrected: 'albion holdings',
    });
  });

  it('forgives one letter missing, added, wrong or swapped in a word of five letters or more', async () => {
    expect(await found('Ростанс')).toEqual({ names: ['ООО «Ространс»'], corrected: 'ространс' });
    expect(await found('стройгаро')).toEqual({ names: ['ООО «Стройагро»'], corrected: 'стройагро' });
    expect(await found('трансторгг')).toEqual({ names: ['ООО «Трансторг»'], corrected: 'трансторг' });
    expect(await found('химпрам')).toEqual({ names: ['ООО «Химпром»'], corrected: 'химпром' });
    expect(await found('redwod', 'GB')).toEqual({ names: ['REDWOOD TRADING LIMITED'], corrected: 'redwood' });
    expect(await found('albino holdings', 'GB')).toEqual({
      names: ['ALBION HOLDINGS LTD'],
      corrected: 'albion holdings',
    });
    // A typo in Latin letters of a Russian name: the edit is of its spelling key.
    expect(await found('rostrns')).toEqual({ names: ['ООО «Ространс»'], corrected: 'ространс' });
    // Four letters: too short to guess at.
    expect(await found('щитт')).toEqual({ names: [], corrected: undefined });
  });

  it('searches exactly what was typed when asked to, and never corrects what was found', async () => {
    expect(await found('rostrans', 'RU', { exact: 1 })).toEqual({ names: [], corrected: undefined });
    expect(await found('Ростанс', 'RU', { exact: '1' })).toEqual({ names: [], corrected: undefined });
    expect(await found('Ространс')).toEqual({ names: ['ООО «Ространс»'], corrected: undefined });
    // Found as typed inside a longer word, less than a page: a spelling no better is not shown.
    expect(await found('тройагро')).toEqual({ names: ['ООО «Стройагро»'], corrected: undefined });
    // Nothing near it: nothing found, and nothing said about another spelling.
    expect(await found('zzzzqqqq')).toEqual({ names: [], corrected: undefined });
    const later = await callOk(
      t.app,
      companies2Call,
      { lang: 'en-US', query: 'rostrans', country_id: countryIds.RU, exact: 1 },
      { page: 2 },
    );
    expect(later).toEqual({ companies: [], companies_total: 0 });
  });

  it('says what to type instead of legal forms alone', async () => {
    for (const query of ['ООО', 'Акционерное общество', 'Limited', 'LLC', 'GmbH', 'ООО, АО'])
      expect(await search(query), query).toMatchObject({
        companies: [],
        companies_error: 'CompanyQueryLegalFormOnly',
      });
  });

  it('keeps the lexicon and its spelling keys in step with the register, as the query reads them', async () => {
    const words = async () =>
      (
        await sql<{
          word: string;
          spelling_key: string;
        }>`select word, spelling_key from company_search_lexicon
          where word in ('ространс', 'енисейлес', 'albion', 'гранитспецстрой', 'гранит') order by word`.execute(
          db(),
        )
      ).rows;
    expect(await words()).toEqual([
      { word: 'albion', spelling_key: 'albion' },
      { word: 'енисейлес', spelling_key: spellingKey('енисейлес') },
      { word: 'ространс', spelling_key: spellingKey('ространс') },
    ]);
    // A new company's words and a renamed one's come in with them.
    await upsertCompanies(db(), [
      {
        ...fixture[0]!,
        country_id: countryIds.RU!,
        register_id: '1027700000099',
        name: 'ООО «Гранитспецстрой»',
      },
    ]);
    await db()
      .updateTable('company')
      .set({ search_name: 'гранит' })
      .where('register_id', '=', '1027700000099')
      .execute();
    expect((await words()).map((entry) => entry.word)).toEqual([
      'albion',
      'гранит',
      'гранитспецстрой',
      'енисейлес',
      'ространс',
    ]);
    // A rebuild keeps them.
    await databaseCompanySearch(db()).rebuild();
    expect((await words()).map((entry) => entry.word)).toEqual([
      'albion',
      'гранит',
      'гранитспецстрой',
      'енисейлес',
      'ространс',
    ]);
    await db().deleteFrom('company').where('register_id', '=', '1027700000099').execute();
    await bumpRegisterRevision(db());
    // Every key the database computed is the one the query's words get.
    const all = await sql<{
      word: string;
      spelling_key: string;
    }>`select word, spelling_key from company_search_lexicon`.execute(db());
    for (const entry of all.rows) expect(entry.spelling_key, entry.word).toBe(spellingKey(entry.word));
  });
});
