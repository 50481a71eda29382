import {
  type ApiCall,
  articleCall,
  articlesCall,
  countriesCall,
  faqsCall,
  firstAdvantagesCall,
  firstDocsCall,
  firstPayOptionsCall,
  pageCall,
  productTypesCall,
  productsCall,
  reviewsCall,
  settingsCall,
  typePurposesCall,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOk, expectError, post, postRaw } from '../helpers/http.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

const CYRILLIC = /[А-Яа-яЁё]/;
const RUSSIA = 1;

interface EndpointCase {
  call: ApiCall;
  body: Record<string, unknown>;
  query?: Record<string, string | number>;
  /** Fields that must be given. */
  required?: string[];
  /** A body (or query) naming something that does not exist. */
  unknown?: { body?: Record<string, unknown>; query?: Record<string, string | number>; field: string };
  /** Numeric fields, to send a wrong type and an oversized number. */
  numeric?: string[];
  /** A text of the answer that is in the asked language. */
  localizedText: (answer: any) => string;
}

const cases: EndpointCase[] = [
  {
    call: settingsCall,
    body: {},
    numeric: ['manager_user_id'],
    localizedText: (a) => `${a.settings.sitename} ${a.settings.address} ${a.translations.Cart ?? ''}`,
  },
  {
    call: countriesCall,
    body: { country: 'russia' },
    unknown: { body: { country: 'atlantis' }, field: 'country' },
    localizedText: (a) => a.curCountry.text,
  },
  {
    call: pageCall,
    body: { link: 'about' },
    required: ['link'],
    unknown: { body: { link: 'no-such-page' }, field: 'link' },
    localizedText: (a) => a.page.title,
  },
  { call: faqsCall, body: {}, localizedText: (a) => a.faqs[0].question },
  {
    call: firstDocsCall,
    body: { country_id: RUSSIA },
    unknown: { body: { country_id: 999_999 }, field: 'country_id' },
    numeric: ['country_id'],
    localizedText: (a) => a.docs[0].title,
  },
  { call: firstAdvantagesCall, body: {}, localizedText: (a) => a.records[0].title },
  { call: firstPayOptionsCall, body: {}, localizedText: (a) => a.pay_options[0].title },
  { call: reviewsCall, body: {}, localizedText: (a) => a.reviews[0].text },
  {
    call: articlesCall,
    body: { pagesize: 5 },
    query: { page: 1, category_id: 100 },
    unknown: { query: { category_id: 7 }, field: 'category_id' },
    numeric: ['pagesize'],
    localizedText: (a) => a.articles.list[0].title,
  },
  {
    call: articleCall,
    body: { path: '' },
    required: ['path'],
    unknown: { body: { path: 'no-such-article' }, field: 'path' },
    localizedText: (a) => a.articles.current.title,
  },
  {
    call: typePurposesCall,
    body: { country_id: RUSSIA },
    unknown: { body: { country_id: 999_999 }, field: 'country_id' },
    numeric: ['country_id'],
    localizedText: (a) => a.typePurposes[0].name,
  },
  {
    call: productTypesCall,
    body: { type_purpose_id: 1 },
    required: ['type_purpose_id'],
    unknown: { body: { type_purpose_id: 999_999 }, field: 'type_purpose_id' },
    numeric: ['type_purpose_id'],
    localizedText: (a) => a.productTypes[0].name,
  },
  {
    call: productsCall,
    body: { country_id: RUSSIA },
    required: ['country_id'],
    unknown: { body: { country_id: 999_999 }, field: 'country_id' },
    numeric: ['country_id'],
    localizedText: (a) => a.products[0].name,
  },
];

describe.each(testedDialects())('content and catalog endpoints on %s', (dialect) => {
  let t: TestApp;
  let newsPath: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const news = await callOk(t.app, articlesCall, {}, { category_id: 100 });
    newsPath = news.articles.list[0]!.path;
    const article = cases.find((c) => c.call === articleCall)!;
    article.body = { path: newsPath };
  });
  afterAll(async () => t?.close());

  describe.each(cases)('$call.path', (endpoint) => {
    it('answers in Russian by default and in ru-RU, matching its contract', async () => {
      const byDefault = await callOk(t.app, endpoint.call, endpoint.body, endpoint.query);
      const russian = await callOk(t.app, endpoint.call, { ...endpoint.body, lang: 'ru-RU' }, endpoint.query);
      expect(endpoint.localizedText(russian)).toMatch(CYRILLIC);
      expect(byDefault).toEqual(russian);
    });

    it('answers in English for en-US', async () => {
      const english = await callOk(t.app, endpoint.call, { ...endpoint.body, lang: 'en-US' }, endpoint.query);
      const text = endpoint.localizedText(english);
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).not.toMatch(CYRILLIC);
    });

    it('refuses a language that is not text', async () => {
      const valid = new URLSearchParams(
        Object.entries(endpoint.body).map(([key, value]): [string, string] => [key, String(value)]),
      );
      const response = await postRaw(t.app, endpoint.call.path, `${valid.toString()}&lang[x]=1`);
      expectError(response, 400, { error: 'FieldHasWrongType', field: 'lang' });
    });

    it('refuses a 1 MB field with 413', async () => {
      const response = await postRaw(t.app, endpoint.call.path, `lang=${'a'.repeat(1024 * 1024)}`);
      expectError(response, 413, { error: 'PayloadTooLarge' });
    });

    it('refuses 10 000 list items with 413', async () => {
      const response = await postRaw(
        t.app,
        endpoint.call.path,
        Array.from({ length: 10_000 }, (_, i) => `cart_ids[]=${i + 1}`).join('&'),
      );
      expectError(response, 413, { error: 'PayloadTooLarge' });
    });

    if (endpoint.required?.length)
      it('names each missing required field', async () => {
        for (const field of endpoint.required ?? []) {
          const body = { ...endpoint.body };
          delete body[field];
          expectError(await post(t.app, endpoint.call.path, body, endpoint.query), 400, {
            error: 'FieldCannotBeEmpty',
            field,
          });
        }
      });

    if (endpoint.numeric?.length)
      it('refuses wrong types and oversized numbers', async () => {
        for (const field of endpoint.numeric ?? []) {
          expectError(
            await post(t.app, endpoint.call.path, { ...endpoint.body, [field]: 'abc' }, endpoint.query),
            400,
            {
              error: 'FieldHasWrongType',
              field,
            },
          );
          expectError(
            await post(t.app, endpoint.call.path, { ...endpoint.body, [field]: 1.5 }, endpoint.query),
            400,
            {
              field,
            },
          );
          expectError(
            await post(
              t.app,
              endpoint.call.path,
              { ...endpoint.body, [field]: 1_000_000_000_000 },
              endpoint.query,
            ),
            400,
            { error: 'FieldMustBeMaxValue', field },
          );
        }
      });

    if (endpoint.unknown)
      it('answers 404 for an unknown id', async () => {
        const unknown = endpoint.unknown!;
        const response = await post(
          t.app,
          endpoint.call.path,
          { ...endpoint.body, ...unknown.body },
          { ...endpoint.query, ...unknown.query },
        );
        if (unknown.field === 'category_id') {
          expectError(response, 400, { error: 'FieldHasWrongValue', field: 'category_id' });
        } else {
          expectError(response, 404, { error: 'NotFound', field: unknown.field });
        }
      });
  });

  it('bounds pagesize: 1000000000 is refused, 0 too', async () => {
    for (const pagesize of [1_000_000_000, 0]) {
      const response = await post(t.app, articlesCall.path, { pagesize }, { category_id: 100 });
      expect(response.statusCode).toBe(400);
    }
  });

  it('pages through news newest first without overlap', async () => {
    const first = await callOk(t.app, articlesCall, { pagesize: 5 }, { category_id: 100, page: 1 });
    const second = await callOk(t.app, articlesCall, { pagesize: 5 }, { category_id: 100, page: 2 });
    expect(first.articles.count).toBeGreaterThanOrEqual(12);
    expect(first.articles.page).toBe(1);
    expect(second.articles.page).toBe(2);
    const ids = [...first.articles.list, ...second.articles.list].map((item) => item.id);
    expect(new Set(ids).size).toBe(10);
    const dates = [...first.articles.list, ...second.articles.list].map((item) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.articles.list.every((item) => item.category_id === 100)).toBe(true);
  });

  it('lists publications under marker 1', async () => {
    const answer = await callOk(t.app, articlesCall, {}, { category_id: 1 });
    expect(answer.articles.count).toBeGreaterThanOrEqual(8);
    expect(answer.articles.list.every((item) => item.category_id === 1)).toBe(true);
  });

  it('gives an article with its recent list, not including itself', async () => {
    const answer = await callOk(t.app, articleCall, { path: newsPath, lang: 'en-US' });
    expect(answer.articles.current.path).toBe(newsPath);
    expect(answer.articles.current.body.length).toBeGreaterThan(200);
    expect(answer.articles.recent_list.length).toBeGreaterThan(0);
    expect(answer.articles.recent_list.map((item) => item.id)).not.toContain(answer.articles.current.id);
  });

  it('gives countries with popular ones and the first popular as default', async () => {
    const answer = await callOk(t.app, countriesCall, { lang: 'en-US' });
    expect(answer.countries.length).toBeGreaterThanOrEqual(15);
    expect(answer.popular.length).toBeGreaterThanOrEqual(5);
    expect(answer.curCountry).toEqual(answer.popular[0]);
    const byCode = await callOk(t.app, countriesCall, { country_code: 'kz', lang: 'en-US' });
    expect(byCode.curCountry?.code).toBe('KZ');
    const byId = await callOk(t.app, countriesCall, { country: String(RUSSIA) });
    expect(byId.curCountry?.id).toBe(RUSSIA);
    expect(byId.curCountry?.register_name).toContain('ЕГРЮЛ');
    expect(byId.curCountry?.description).toMatch(/ФНС/);
    const english = answer.countries.find((country) => country.id === RUSSIA);
    expect(english?.register_name).toMatch(/Federal Tax Service/);
  });

  it('prices products in euros and roubles by the ceil rule', async () => {
    const settings = await callOk(t.app, settingsCall, {});
    const answer = await callOk(t.app, productsCall, { country_id: RUSSIA });
    expect(answer.products.length).toBeGreaterThan(3);
    for (const product of answer.products) {
      expect(product.country_id).toBe(RUSSIA);
      expect(product.ruble_price_num).toBe(
        Math.ceil(Number((product.price_num * settings.settings.rubleCourse!).toFixed(6))),
      );
      expect(product.duration.from).toBeLessThanOrEqual(product.duration.to);
      const ids = new Set(answer.products.map((p) => p.id));
      for (const related of product.productsRelated) expect(ids.has(related)).toBe(true);
    }
    const offered = new Set(answer.products.flatMap((p) => p.productTypes));
    for (const purpose of answer.typePurposes) {
      expect(purpose.productTypes.length).toBeGreaterThan(0);
      for (const type of purpose.productTypes) expect(offered.has(type)).toBe(true);
    }
  });

  it('answers the static page with its HTML and relative images', async () => {
    const answer = await callOk(t.app, pageCall, { link: 'about', lang: 'en-US' });
    expect(answer.page.text).toMatch(/<img [^>]*src="\/uploads\//);
  });
});
