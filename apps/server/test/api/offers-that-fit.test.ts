import {
  LOCAL_COMPANY_ID_BASE,
  addToCartCall,
  adminCatalogProductCall,
  adminCatalogProductSaveCall,
  adminCatalogTypeCall,
  adminCatalogTypeSaveCall,
  adminSitePayOptionSaveCall,
  adminSitePayOptionsCall,
  companiesCall,
  firstPayOptionsCall,
  type Product,
  productsCall,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertCompanies } from '../../src/modules/companies/company.repository.js';
import { postFrom } from '../helpers/accounts.js';
import { createSession, createUser } from '../helpers/factories.js';
import { callOk, expectError, post } from '../helpers/http.js';
import { type TestApp, createTestApp, testConfig, testedDialects } from '../helpers/test-app.js';

/**
 * What the shop offers fits what it is offered for (docs/decisions/061-offers-that-fit.md): an
 * EGRIP extract only about a sole trader, an EGRUL one only about an organisation, an apostille
 * only beside a paper document; a company's status in the page's language; the home page's ways
 * to pay only those the checkout takes.
 */
describe.each(testedDialects())('offers that fit on %s', (dialect) => {
  let t: TestApp;
  let invoiceOnly: TestApp;
  const countryIds: Record<string, number> = {};
  const companyIds: Record<string, number> = {};
  let russian: Product[];
  const db = () => t.database.handle.db;
  const named = (list: Product[], name: string) => {
    const found = list.find((product) => product.name === name);
    if (!found) throw new Error(`no product ${name}`);
    return found;
  };

  beforeAll(async () => {
    const base = testConfig();
    t = await createTestApp(dialect);
    invoiceOnly = await createTestApp(dialect, {
      config: { payments: { ...base.payments, provider: null, methods: ['invoice'] } },
    });
    for (const country of await db().selectFrom('country').select(['id', 'code']).execute())
      countryIds[country.code] = country.id;
    const common = { address: 'г. Москва', source: 'test', status_code: 'active' as const };
    await upsertCompanies(db(), [
      {
        ...common,
        country_id: countryIds.RU!,
        register_id: '1027700132195',
        inn: '7707083893',
        name: 'ООО «Ромашка»',
        legal_form: 'ООО',
        register_code: 'egrul',
        status: 'Действующая',
      },
      {
        ...common,
        country_id: countryIds.RU!,
        register_id: '304770000000015',
        inn: '770708389312',
        name: 'Индивидуальный предприниматель Ромашкин Иван',
        legal_form: 'ИП',
        register_code: 'egrip',
        status: 'Действующий',
      },
      {
        ...common,
        country_id: countryIds.KZ!,
        register_id: '123456789012',
        name: 'ТОО «Ромашка Степь»',
        legal_form: 'ТОО',
        register_code: 'kz-register',
        status: 'Действующая',
      },
      {
        ...common,
        country_id: countryIds.GB!,
        register_id: '01234567',
        name: 'ROMASHKA TRADING LTD',
        legal_form: 'LTD',
        register_code: 'companies-house',
        status: 'Active',
      },
    ]);
    for (const row of await db().selectFrom('company').select(['id', 'register_id']).execute())
      companyIds[row.register_id] = row.id;
    russian = (await callOk(t.app, productsCall, { lang: 'ru-RU', country_id: countryIds.RU })).products;
  });
  afterAll(async () => {
    await t?.close();
    await invoiceOnly?.close();
  });

  const egrulElectronic = () => named(russian, 'Выписка из ЕГРЮЛ с электронной подписью ФНС');
  const egrulPaper = () => named(russian, 'Выписка из ЕГРЮЛ на бумаге с печатью налоговой');
  const egrip = () => named(russian, 'Выписка из ЕГРИП');
  const apostille = () => named(russian, 'Апостиль на выписку из ЕГРЮЛ');
  const translation = () => named(russian, 'Нотариальный перевод выписки на английский язык');

  it('marks each product with the companies it is for', () => {
    expect(egrip().company_kind).toBe('sole_trader');
    expect(egrulElectronic().company_kind).toBe('legal_entity');
    expect(translation().company_kind).toBe('any');
  });

  it('offers an apostille beside a paper extract only, never beside an electronic one', () => {
    expect(egrulPaper().productsRelated).toContain(apostille().id);
    expect(egrulElectronic().productsRelated).not.toContain(apostille().id);
    expect(egrulElectronic().productsRelated).toContain(translation().id);
    // Nor an organisation's documents beside a sole trader's extract.
    expect(egrip().productsRelated).toEqual([translation().id]);
  });

  it('lists for a sole trader its EGRIP extract and no organisation’s document, and the reverse', async () => {
    const forSoleTrader = await callOk(t.app, productsCall, {
      lang: 'ru-RU',
      country_id: countryIds.RU,
      company_id: companyIds['304770000000015'],
    });
    const soleTraderIds = forSoleTrader.products.map((product) => product.id);
    expect(soleTraderIds).toContain(egrip().id);
    expect(soleTraderIds).toContain(translation().id);
    expect(soleTraderIds).not.toContain(egrulElectronic().id);
    expect(soleTraderIds).not.toContain(apostille().id);
    expect(forSoleTrader.products.every((product) => product.company_kind !== 'legal_entity')).toBe(true);
    // Purposes name only the types it can have: no charter for a sole trader.
    const offeredTypes = new Set(forSoleTrader.products.flatMap((product) => product.productTypes));
    for (const purpose of forSoleTrader.typePurposes)
      expect(purpose.productTypes.every((type) => offeredTypes.has(type))).toBe(true);

    const forOrganisation = await callOk(t.app, productsCall, {
      lang: 'ru-RU',
      country_id: countryIds.RU,
      company_id: companyIds['1027700132195'],
    });
    const organisationIds = forOrganisation.products.map((product) => product.id);
    expect(organisationIds).toContain(egrulElectronic().id);
    expect(organisationIds).toContain(apostille().id);
    expect(organisationIds).not.toContain(egrip().id);
    expect(forOrganisation.products.length).toBe(russian.length - 1);
  });

  it('lists nothing of a country that is not the company’s, everything for one typed in by hand', async () => {
    const other = await callOk(t.app, productsCall, {
      lang: 'en-US',
      country_id: countryIds.RU,
      company_id: companyIds['01234567'],
    });
    expect(other.products).toEqual([]);
    const typedIn = await callOk(t.app, productsCall, {
      lang: 'ru-RU',
      country_id: countryIds.RU,
      company_id: LOCAL_COMPANY_ID_BASE + 5,
    });
    expect(typedIn.products.map((product) => product.id)).toEqual(russian.map((product) => product.id));
    expectError(
      await post(t.app, productsCall.path, { lang: 'ru-RU', country_id: countryIds.RU, company_id: 999_999 }),
      404,
      { error: 'NotFound', field: 'company_id' },
    );
  });

  it('says with each company found whether it is an organisation or a sole trader', async () => {
    const answer = await callOk(t.app, companiesCall, {
      lang: 'ru-RU',
      query: 'ромаш',
      country_id: countryIds.RU,
    });
    const kinds = Object.fromEntries(answer.companies.map((company) => [company.companyId, company.kind]));
    expect(kinds).toEqual({ '1027700132195': 'legal_entity', '304770000000015': 'sole_trader' });
    // The search's offer is the country's whole catalog; the page keeps what fits each company.
    expect(answer.products.map((product) => product.id)).toEqual(russian.map((product) => product.id));
  });

  describe('adding to the cart', () => {
    const company = (registerId: string, country: string) => ({
      id: companyIds[registerId],
      name: 'Компания',
      country,
    });
    const add = (product: Product, registerId: string, country = 'RU') =>
      post(t.app, addToCartCall.path, {
        lang: 'ru-RU',
        company: company(registerId, country),
        product_id: product.id,
        price: product.price_num.toFixed(2),
      });

    it('refuses an EGRIP extract for an organisation and an EGRUL extract for a sole trader', async () => {
      expectError(await add(egrip(), '1027700132195'), 400, {
        error: 'ProductNotForCompany',
        field: 'product_id',
      });
      expectError(await add(egrulElectronic(), '304770000000015'), 400, {
        error: 'ProductNotForCompany',
        field: 'product_id',
      });
    });

    it('refuses a document of another country than the company’s', async () => {
      expectError(await add(translation(), '01234567', 'GB'), 400, { error: 'ProductNotForCompany' });
    });

    it('adds what fits, and anything for a company typed in by hand', async () => {
      for (const [product, registerId] of [
        [egrip(), '304770000000015'],
        [egrulElectronic(), '1027700132195'],
        [translation(), '304770000000015'],
      ] as const) {
        const response = await add(product, registerId);
        expect(response.statusCode, response.body).toBe(200);
        expect(addToCartCall.answer.parse(response.json()).cart.map((item) => item.product_id)).toEqual([
          product.id,
        ]);
      }
      const typedIn = await callOk(t.app, addToCartCall, {
        lang: 'ru-RU',
        company: { id: LOCAL_COMPANY_ID_BASE + 7, name: 'ООО «Незнакомка»', country: 'RU' },
        product_id: egrip().id,
      });
      expect(typedIn.cart.map((item) => item.product_id)).toEqual([egrip().id]);
    });
  });

  it('shows a register’s status in the page’s language', async () => {
    const search = async (lang: string, query: string, country: string) =>
      (await callOk(t.app, companiesCall, { lang, query, country_id: countryIds[country] })).companies.map(
        (found) => found.status,
      );
    expect(await search('en-US', 'ромашка степь', 'KZ')).toEqual(['Active']);
    expect(await search('ru-RU', 'ромашка степь', 'KZ')).toEqual(['Действующая']);
    expect(await search('ru-RU', 'romashka trading', 'GB')).toEqual(['Действующая']);
    expect(await search('en-US', 'romashka trading', 'GB')).toEqual(['Active']);
    expect(await search('en-US', 'ромашкин', 'RU')).toEqual(['Active']);
  });

  it('names on the home page only the ways to pay the checkout takes', async () => {
    const titles = async (app: TestApp) =>
      (await callOk(app.app, firstPayOptionsCall, { lang: 'en-US' })).pay_options.map(
        (option) => option.title,
      );
    expect(await titles(t)).toEqual(['Bank card', 'Invoice for companies']);
    expect(await titles(invoiceOnly)).toEqual(['Invoice for companies']);
  });

  describe('as the back-office sets them', () => {
    let adminKey: string;
    beforeAll(async () => {
      adminKey = await createSession(db(), (await createUser(db(), { role: 'admin' })).id);
    });
    const asAdmin = async <C extends { path: string; answer: { parse(value: unknown): unknown } }>(
      call: C,
      body: object,
      query = '',
    ) => {
      const response = await postFrom(
        t.app,
        call.path,
        { auth_key: adminKey, ...body },
        query ? { query } : {},
      );
      expect(response.statusCode, response.body).toBe(200);
      return call.answer.parse(response.json()) as ReturnType<C['answer']['parse']>;
    };
    const shopProducts = async () =>
      (await callOk(t.app, productsCall, { lang: 'ru-RU', country_id: countryIds.RU })).products;

    it('a product for any company may then be ordered for an organisation', async () => {
      const { product } = await asAdmin(adminCatalogProductCall, {}, `id=${egrip().id}`);
      expect(product.company_kind).toBe('sole_trader');
      const save = (company_kind: string) =>
        asAdmin(adminCatalogProductSaveCall, { ...product, company_kind }, `id=${product.id}`);
      expect((await save('any')).product.company_kind).toBe('any');
      expect(named(await shopProducts(), egrip().name).company_kind).toBe('any');
      const added = await callOk(t.app, addToCartCall, {
        lang: 'ru-RU',
        company: { id: companyIds['1027700132195'], name: 'ООО «Ромашка»', country: 'RU' },
        product_id: egrip().id,
      });
      expect(added.cart.map((item) => item.product_id)).toEqual([egrip().id]);
      await save('sole_trader');
    });

    it('a type not made on paper is offered beside an electronic extract', async () => {
      const apostilleType = apostille().productTypes[0]!;
      const { type } = await asAdmin(adminCatalogTypeCall, {}, `id=${apostilleType}`);
      expect(type.needs_paper).toBe(true);
      const save = (needsPaper: boolean) =>
        asAdmin(adminCatalogTypeSaveCall, { ...type, needs_paper: needsPaper ? 1 : 0 }, `id=${type.id}`);
      expect((await save(false)).type.needs_paper).toBe(false);
      expect(named(await shopProducts(), egrulElectronic().name).productsRelated).toContain(apostille().id);
      await save(true);
      expect(named(await shopProducts(), egrulElectronic().name).productsRelated).not.toContain(
        apostille().id,
      );
    });

    it('a pay option shows on the home page once it is a method the checkout takes', async () => {
      const { items } = await asAdmin(adminSitePayOptionsCall, {});
      const sbp = items.find((item) => item.image === '/uploads/pay/sbp.svg')!;
      expect(sbp.payment_method).toBeNull();
      const save = (payment_method: string) =>
        asAdmin(
          adminSitePayOptionSaveCall,
          { image: sbp.image, active: 1, payment_method, texts: sbp.texts },
          `id=${sbp.id}`,
        );
      const saved = await save('card');
      expect(saved.items.find((item) => item.id === sbp.id)?.payment_method).toBe('card');
      const shown = async () =>
        (await callOk(t.app, firstPayOptionsCall, { lang: 'ru-RU' })).pay_options.map((option) => option.id);
      expect(await shown()).toContain(sbp.id);
      await save('');
      expect(await shown()).not.toContain(sbp.id);
    });
  });
});
