import {
  type ApiCall,
  adminRateSetCall,
  adminSellerCall,
  adminSellerSaveCall,
  adminSetupCall,
  adminSiteContactsSaveCall,
  calls,
  countriesCall,
  moscowDay,
  saveOrderCall,
  settingsCall,
} from '@storefront/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimitRules } from '../../src/config/env.js';
import { seedData } from '../../src/db/seed/data/index.js';
import { createSession, createUser } from '../helpers/factories.js';
import { type FuzzSamples, fuzzRequests, urlEncoded, type WireField } from '../helpers/fuzz-requests.js';
import { callOk, expectError, post } from '../helpers/http.js';
import { solvedToken } from '../helpers/human-check.js';
import { type TestApp, createTestApp, testConfig, testedDialects } from '../helpers/test-app.js';

/** Generated requests per call in the sweep below (the fuzz suite runs many more on the demo shop). */
const SWEEP_RUNS = 6;

/**
 * A real shop's first start (docs/decisions/058-demo-and-production.md): SHOP_MODE=production on an
 * empty database gets its languages and interface texts and nothing else. It serves every call
 * without a 5xx, shows euro prices only and takes no order until an administrator has entered a
 * rate (and the seller, for bank transfers), and its back-office lists what is left to set up.
 */
describe.each(testedDialects())('a real shop on an empty database on %s', (dialect) => {
  let t: TestApp;
  let adminKey: string;
  let adminId: number;
  const db = () => t.database.handle.db;
  const serverErrors: string[] = [];
  const setup = () => callOk(t.app, adminSetupCall, { auth_key: adminKey });
  const itemsDone = async () =>
    Object.fromEntries((await setup()).items.map((item) => [item.key, item.done]));

  beforeAll(async () => {
    const base = testConfig();
    const unlimited = Object.fromEntries(
      Object.entries(base.rateLimits).map(([name, rule]) => [name, { ...rule, max: 100_000 }]),
    ) as unknown as RateLimitRules;
    t = await createTestApp(dialect, {
      empty: true,
      config: {
        mode: 'production',
        seedDemoData: false,
        demoOverrides: [],
        rateLimits: unlimited,
        payments: { ...base.payments, provider: null, methods: ['invoice'] },
      },
      logger: { level: 'error', stream: { write: (line: string) => void serverErrors.push(line) } },
    });
    const admin = await createUser(db(), { role: 'admin' });
    adminId = admin.id;
    adminKey = await createSession(db(), admin.id);
  });
  afterAll(async () => t?.close());

  it('has its languages and interface texts, and none of the demo shop', async () => {
    const languages = await db().selectFrom('language').select('code').orderBy('code').execute();
    expect(languages.map((language) => language.code)).toEqual(['en-US', 'ru-RU']);
    const texts = await db()
      .selectFrom('translation')
      .select('key')
      .where('key', '=', 'DemoBanner')
      .execute();
    expect(texts).toHaveLength(2);
    for (const table of ['country', 'product', 'faq', 'article', 'menu_item', 'review'] as const) {
      const row = await db().selectFrom(table).select('id').limit(1).executeTakeFirst();
      expect(row, `${table} is empty`).toBeUndefined();
    }
    const settings = await db().selectFrom('setting').select('key').execute();
    expect(settings.map((setting) => setting.key).sort()).toEqual(['content_revision', 'phone_masks']);
  });

  it('answers no call with a 5xx, whatever it is sent', async () => {
    // An administrator of its own: the sweep logs out, ends sessions and edits accounts.
    const sweeper = await createUser(db(), { role: 'admin' });
    const samples: FuzzSamples = {
      texts: [
        '1',
        '2',
        String(sweeper.id),
        'ru-RU',
        'en-US',
        'RU',
        'russia',
        'act',
        'invoice',
        '7707083893',
        '19.99',
      ],
      bodyFields: {
        auth_key: [{ placeholder: 'administrator session' }],
        token: [{ placeholder: 'solved human check' }],
      },
      queryFields: {},
    };
    const resolved = async (fields: readonly WireField[]) =>
      Promise.all(
        fields.map(async ([name, value]): Promise<[string, string]> => {
          if (typeof value === 'string') return [name, value];
          // A session of its own each time: the sweep logs out and ends sessions too.
          return [
            name,
            value.placeholder === 'solved human check'
              ? await solvedToken(t.app)
              : await createSession(db(), sweeper.id),
          ];
        }),
      );
    const faults: string[] = [];
    for (const [name, call] of Object.entries(calls) as [string, ApiCall][]) {
      const property = fc.asyncProperty(fuzzRequests(call, samples), async (request) => {
        serverErrors.length = 0;
        const query = urlEncoded(await resolved(request.query));
        const url = query ? `${call.path}?${query}` : call.path;
        const response: LightMyRequestResponse =
          call.method === 'GET'
            ? await t.app.inject({ method: 'GET', url })
            : await t.app.inject({
                method: 'POST',
                url,
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                payload: urlEncoded(await resolved(request.body)),
              });
        if (response.statusCode >= 500)
          throw new Error(
            `${name}: ${response.statusCode} ${response.body.slice(0, 200)} ${serverErrors.at(-1) ?? ''}`,
          );
      });
      const result = await fc.check(property, { numRuns: SWEEP_RUNS, seed: 20_261_128 });
      if (result.failed) faults.push(String((result.errorInstance as Error | undefined)?.message));
    }
    expect(faults).toEqual([]);
  }, 300_000);

  it('shows euro prices only, offers no way to pay and says it is no demo', async () => {
    const answer = await callOk(t.app, settingsCall, { lang: 'en-US' });
    expect(answer.settings).toMatchObject({
      rubleCourse: null,
      paymentMethods: [],
      demo: false,
      sitename: '',
    });
    expect(answer.translations.CatalogueBeingPrepared).toBe('The catalogue is being prepared');
    expect(await callOk(t.app, countriesCall, { lang: 'ru-RU' })).toEqual({
      countries: [],
      popular: [],
      curCountry: null,
    });
  });

  it('takes no order before it has a rate', async () => {
    expectError(
      await post(t.app, saveOrderCall.path, {
        lang: 'ru-RU',
        first_name: 'Иван',
        last_name: 'Петров',
        email: 'ivan@example.test',
        phone: '+7 (999) 123-45-67',
        payment_method: 'invoice',
        token: await solvedToken(t.app),
      }),
      400,
      { error: 'CheckoutUnavailable' },
    );
  });

  it('lists the set-up, with only the administrator done', async () => {
    const answer = await setup();
    expect(answer).toMatchObject({ mode: 'production', complete: false, payment_methods: [] });
    expect(answer.items.map((item) => [item.key, item.done])).toEqual([
      ['administrator', true],
      ['seller', false],
      ['contacts', false],
      ['rate', false],
      ['catalogue', false],
      ['payments', false],
      ['mail', false],
      ['test_order', false],
    ]);
  });

  it('is set up from the back-office: the seller, the contacts, the rate, a country with a product', async () => {
    expect((await callOk(t.app, adminSellerCall, { auth_key: adminKey })).seller).toBeNull();
    const { seller } = seedData.settings;
    expect(
      (await callOk(t.app, adminSellerSaveCall, { auth_key: adminKey, ...seller, name: ` ${seller.name} ` }))
        .seller,
    ).toEqual(seller);
    expect((await itemsDone()).seller).toBe(true);
    // The seller alone opens no checkout: there is no rate yet.
    expect((await callOk(t.app, settingsCall, {})).settings.paymentMethods).toEqual([]);

    await callOk(t.app, adminRateSetCall, { auth_key: adminKey, day: moscowDay(new Date()), rate: '101.5' });
    const settings = (await callOk(t.app, settingsCall, {})).settings;
    expect(settings).toMatchObject({ rubleCourse: 101.5, paymentMethods: ['invoice'] });
    expect((await setup()).items.find((item) => item.key === 'rate')).toMatchObject({
      done: true,
      detail: '101.5',
    });

    await callOk(t.app, adminSiteContactsSaveCall, {
      auth_key: adminKey,
      phone: '+7 (495) 000-00-00',
      phone_link: 'tel:+74950000000',
      email: 'info@shop.example',
      sitename: { 'ru-RU': 'Магазин' },
      address: { 'ru-RU': 'Москва' },
    });
    const country = await db()
      .insertInto('country')
      .values({ code: 'RU', link_sef: 'russia', online: 1, popular_sort: 1, sort: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await itemsDone()).catalogue).toBe(false);
    await db()
      .insertInto('product')
      .values({
        country_id: country.id,
        price_cents: 1_000,
        duration_from: 1,
        duration_to: 2,
        delivery: 0,
        thumb: '',
        sort: 1,
      })
      .execute();
    expect(await itemsDone()).toMatchObject({
      contacts: true,
      catalogue: true,
      payments: false,
      mail: false,
    });

    const audited = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('action', '=', adminSellerSaveCall.path)
      .execute();
    expect(audited).toEqual([{ action: adminSellerSaveCall.path, actor_user_id: adminId }]);
  });

  it.each([
    [{ inn: '7704407580' }, 'InnIsInvalid', 'inn'],
    [{ ogrn: '1177746352510' }, 'OgrnIsInvalid', 'ogrn'],
    [{ account: '40702810538000123457' }, 'AccountIsInvalid', 'account'],
    [{ correspondent_account: '30101810400000000226' }, 'AccountIsInvalid', 'correspondent_account'],
    [{ kpp: '' }, 'FieldCannotBeEmpty', 'kpp'],
  ])('refuses a seller with %j', async (change, error, field) => {
    const response = await post(t.app, adminSellerSaveCall.path, {
      auth_key: adminKey,
      ...seedData.settings.seller,
      ...change,
    });
    expectError(response, 400, { error, field });
  });

  it('takes an individual entrepreneur as the seller: a 12-digit INN, an OGRNIP, no KPP', async () => {
    const entrepreneur = {
      ...seedData.settings.seller,
      name: 'ИП Иванов Иван Иванович',
      inn: '500100732259',
      ogrn: '304500116000157',
      kpp: '',
    };
    expect(
      (await callOk(t.app, adminSellerSaveCall, { auth_key: adminKey, ...entrepreneur })).seller,
    ).toEqual(entrepreneur);
  });
});
