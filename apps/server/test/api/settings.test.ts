import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  countriesCall,
  euroFromCents,
  rublePrice,
  settingsCall,
  toUrlSearchParams,
} from '@storefront/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpContentRevision } from '../../src/modules/settings/settings.service.js';
import {
  createCartItem,
  createManagerToken,
  createSession,
  createUser,
  demoProducts,
} from '../helpers/factories.js';
import { callOk, expectError, post } from '../helpers/http.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

describe.each(testedDialects())('/api/settings on %s', (dialect) => {
  let t: TestApp;
  let productA: number;
  let productB: number;
  let priceA: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const [a, b] = await demoProducts(t.database.handle.db, 2);
    [productA, productB, priceA] = [a!.id, b!.id, a!.price_cents];
  });
  afterAll(async () => t?.close());

  it('gives everything the app starts with, in the language asked', async () => {
    const ru = await callOk(t.app, settingsCall, {});
    const en = await callOk(t.app, settingsCall, { lang: 'en-US' });
    expect(ru.settings.appLanguage).toBe('ru-RU');
    expect(en.settings.appLanguage).toBe('en-US');
    expect(ru.lang_settings).toEqual({ locale: 'ru-RU', name: expect.any(String), default_locale: 'ru-RU' });
    expect(ru.languages.map((l) => l.locale)).toEqual(expect.arrayContaining(['ru-RU', 'en-US']));
    expect(ru.settings.phoneMasks.RU?.mask).toBe('7 (###) ###-##-##');
    expect(Object.keys(ru.settings.phoneMasks).length).toBeGreaterThanOrEqual(10);
    expect(ru.settings.rubleCourse).toBeGreaterThan(0);
    expect(ru.top_menu.length).toBeGreaterThan(0);
    expect(ru.bottom_menu.length).toBeGreaterThan(0);
    expect(Object.keys(en.translations).sort()).toEqual(Object.keys(ru.translations).sort());
    expect(en.translations.FieldCannotBeEmpty).not.toBe(ru.translations.FieldCannotBeEmpty);
    expect(ru.cart).toEqual([]);
    expect(ru.user_data).toBeNull();
  });

  it('names each phone country as the shop names its countries, in the language asked', async () => {
    const ru = await callOk(t.app, settingsCall, {});
    const en = await callOk(t.app, settingsCall, { lang: 'en-US' });
    const countries = await callOk(t.app, countriesCall, { lang: 'ru-RU' });
    for (const country of countries.countries) {
      const mask = ru.settings.phoneMasks[country.code];
      if (mask) expect(mask.name, country.code).toBe(country.text);
    }
    expect(ru.settings.phoneMasks.KG?.name).toBe('Кыргызстан');
    expect(ru.settings.phoneMasks.US?.name).toBe('США');
    // A country the shop does not sell still has the shop's name, and is not listed for sale.
    expect(ru.settings.phoneMasks.TJ?.name).toBe('Таджикистан');
    expect(en.settings.phoneMasks.TJ?.name).toBe('Tajikistan');
    expect(countries.countries.map((country) => country.code)).not.toContain('TJ');
    for (const mask of Object.values(ru.settings.phoneMasks)) expect(mask.name).not.toBe(mask.code);
  });

  it('reads "en" as en-US and an unknown language as ru-RU', async () => {
    expect((await callOk(t.app, settingsCall, { lang: 'en' })).settings.appLanguage).toBe('en-US');
    expect((await callOk(t.app, settingsCall, { lang: 'de-DE' })).settings.appLanguage).toBe('ru-RU');
  });

  it('falls back to ru-RU texts for a language that has none yet', async () => {
    await t.database.handle.db
      .insertInto('language')
      .values({ code: 'kk-KZ', name: 'Қазақша', sort: 9, is_default: 0 })
      .execute();
    await bumpContentRevision(t.database.handle.db);
    const ru = await callOk(t.app, settingsCall, {});
    const kk = await callOk(t.app, settingsCall, { lang: 'kk-KZ' });
    expect(kk.settings.appLanguage).toBe('kk-KZ');
    expect(kk.settings.sitename).toBe(ru.settings.sitename);
    expect(kk.translations).toEqual(ru.translations);
    expect(kk.top_menu.map((item) => item.label)).toEqual(ru.top_menu.map((item) => item.label));
    expect(kk.languages.map((l) => l.locale)).toContain('kk-KZ');
  });

  it('answers 401 IncorrectToken for an unknown, expired or revoked auth_key', async () => {
    const user = await createUser(t.database.handle.db);
    const expired = await createSession(t.database.handle.db, user.id, { expiresInMs: -1000 });
    const revoked = await createSession(t.database.handle.db, user.id, { revoked: true });
    for (const authKey of ['no-such-token', expired, revoked]) {
      expectError(await post(t.app, settingsCall.path, { auth_key: authKey }), 401, {
        error: 'IncorrectToken',
      });
    }
  });

  it('gives a signed-in user their data and their cart', async () => {
    const db = t.database.handle.db;
    const user = await createUser(db);
    const token = await createSession(db, user.id);
    const itemId = await createCartItem(db, { userId: user.id, productId: productA, priceCents: 1010 });
    const answer = await callOk(t.app, settingsCall, { auth_key: token, lang: 'en-US' });
    expect(answer.user_data).toMatchObject({ id: user.id, email: user.email, boughts: 0 });
    expect(answer.user_data).not.toHaveProperty('password_hash');
    expect(answer.cart.map((item) => item.id)).toEqual([itemId]);
  });

  it("gives a guest the items of cart_ids in the cart its key opens, never a user's items", async () => {
    const db = t.database.handle.db;
    const owner = await createUser(db);
    const guestItem = await createCartItem(db, {
      userId: null,
      productId: productA,
      priceCents: 1010,
      guestCartKey: 'settings-guest-key',
    });
    const usersItem = await createCartItem(db, { userId: owner.id, productId: productB, priceCents: 2000 });
    const held = [guestItem, usersItem, 999_999];
    // The ids without their cart's key, or with another, read as an empty cart.
    expect((await callOk(t.app, settingsCall, { cart_ids: held })).cart).toEqual([]);
    expect((await callOk(t.app, settingsCall, { cart_ids: held, cart_key: 'another-key' })).cart).toEqual([]);
    const answer = await callOk(t.app, settingsCall, { cart_ids: held, cart_key: 'settings-guest-key' });
    expect(answer.cart.map((item) => item.id)).toEqual([guestItem]);
    const [item] = answer.cart;
    const { rubleCourse } = answer.settings;
    // Priced from the catalogue today, not at the 10.10 € the line was added for.
    const euro = euroFromCents(priceA);
    expect(item).toMatchObject({
      product_id: productA,
      product_price: euro.toFixed(2),
      product_price_num: euro,
    });
    expect(item?.product_ruble_price_num).toBe(rublePrice(euro, rubleCourse!));
    expect(item?.company_inn).toBe('7707083893');
  });

  it('reads a single cart_ids value as a list of one', async () => {
    const guestItem = await createCartItem(t.database.handle.db, {
      userId: null,
      productId: productA,
      priceCents: 500,
      guestCartKey: 'single-id-guest-key',
    });
    const response = await post(t.app, settingsCall.path, {});
    expect(response.statusCode).toBe(200);
    const single = await t.app.inject({
      method: 'POST',
      url: settingsCall.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `cart_ids[]=${guestItem}&cart_key=single-id-guest-key`,
    });
    expect(single.json().cart.map((item: { id: number }) => item.id)).toEqual([guestItem]);
  });

  it('caps cart_ids at 100', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1);
    expectError(await post(t.app, settingsCall.path, { cart_ids: ids }), 400, {
      error: 'TooManyItems',
      field: 'cart_ids',
    });
  });

  it('marks the user of a staff session as staff, a customer not', async () => {
    const db = t.database.handle.db;
    const manager = await createUser(db, { role: 'manager' });
    const admin = await createUser(db, { role: 'admin' });
    const customer = await createUser(db);
    for (const [user, staff] of [
      [manager, true],
      [admin, true],
      [customer, false],
    ] as const) {
      const answer = await callOk(t.app, settingsCall, { auth_key: await createSession(db, user.id) });
      expect(answer.user_data, user.role).toMatchObject({ id: user.id, staff });
    }
  });

  it('lets a manager act as a user with a manager token bound to that user, and nobody else', async () => {
    const db = t.database.handle.db;
    const manager = await createUser(db, { role: 'manager' });
    const customer = await createUser(db);
    const other = await createUser(db);
    const managerKey = await createSession(db, manager.id);
    const customerKey = await createSession(db, customer.id);
    const managerToken = await createManagerToken(db, manager.id, customer.id);
    const answer = await callOk(t.app, settingsCall, {
      manager_auth_key: managerToken,
      manager_user_id: customer.id,
    });
    expect(answer.user_data?.id).toBe(customer.id);
    // The manager acts as the customer: the shop offers no back-office then.
    expect(answer.user_data?.staff).toBe(false);
    // A session key is not a manager token, whoever's it is; a token is bound to its user.
    for (const [key, userId] of [
      [managerKey, customer.id],
      [customerKey, customer.id],
      [managerToken, other.id],
      [managerToken, 999_999],
    ] as const) {
      expectError(
        await post(t.app, settingsCall.path, { manager_auth_key: key, manager_user_id: userId }),
        401,
        { error: 'IncorrectToken' },
      );
    }
    expectError(await post(t.app, settingsCall.path, { manager_auth_key: managerToken }), 400, {
      field: 'manager_user_id',
    });
  });
});

/** The settings call as a browser sends it: with its Accept-Encoding, the answer's raw bytes kept. */
async function settingsIn(
  t: TestApp,
  body: object,
  acceptEncoding?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: settingsCall.path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(acceptEncoding && { 'accept-encoding': acceptEncoding }),
    },
    payload: toUrlSearchParams(body).toString(),
  });
}

/** The JSON text of an answer, decoded as its Content-Encoding says; Content-Length checked. */
function decoded(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers.vary).toBe('accept-encoding');
  expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString();
}

describe.each(testedDialects())("a guest's /api/settings answer, sent precompressed, on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('is the same JSON in brotli, gzip and uncompressed, at most 50 KB, per language', async () => {
    for (const lang of ['ru-RU', 'en-US']) {
      const plain = await settingsIn(t, { lang });
      const json = decoded(plain);
      expect(Buffer.byteLength(json), lang).toBeLessThanOrEqual(50 * 1024);
      expect(JSON.parse(json)).toMatchObject({ lang_settings: { locale: lang }, cart: [], user_data: null });
      const br = await settingsIn(t, { lang }, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(json) / 3);
      expect(decoded(br)).toBe(json);
      const gzip = await settingsIn(t, { lang }, 'gzip, deflate');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzip)).toBe(json);
      expect(decoded(await settingsIn(t, { lang }, 'br;q=0, gzip;q=0'))).toBe(json);
      // The same precompressed bytes each time.
      expect((await settingsIn(t, { lang }, 'br')).rawPayload.equals(br.rawPayload)).toBe(true);
    }
  });

  it('is byte for byte what a guest whose cart key opens nothing gets the long way', async () => {
    for (const lang of ['ru-RU', 'en-US', 'en', 'de-DE']) {
      const short = decoded(await settingsIn(t, { lang, clientID: 'client-1' }, 'br'));
      const long = decoded(
        await settingsIn(t, { lang, cart_ids: [999_999], cart_key: 'opens-nothing' }, 'br'),
      );
      expect(short, lang).toBe(long);
    }
    const ru = decoded(await settingsIn(t, {}, 'br'));
    expect(decoded(await settingsIn(t, { lang: 'ru-RU' }, 'br'))).toBe(ru);
    expect(JSON.parse(decoded(await settingsIn(t, { lang: 'en' }, 'br'))).lang_settings.locale).toBe('en-US');
  });

  it("is not a cart's guest's, a signed-in user's or a bad key's answer", async () => {
    const db = t.database.handle.db;
    const [product] = await demoProducts(db, 1);
    const guest = decoded(await settingsIn(t, { lang: 'en-US' }, 'br'));
    const itemId = await createCartItem(db, {
      userId: null,
      productId: product!.id,
      priceCents: product!.price_cents,
      guestCartKey: 'a-guest-with-a-cart',
    });
    const withCart = JSON.parse(
      decoded(
        await settingsIn(t, { lang: 'en-US', cart_ids: [itemId], cart_key: 'a-guest-with-a-cart' }, 'br'),
      ),
    );
    expect(withCart.cart.map((item: { id: number }) => item.id)).toEqual([itemId]);
    // A signed-in user without a cart line: their own data, never the guests' shared answer.
    const user = await createUser(db);
    const signedIn = decoded(
      await settingsIn(t, { lang: 'en-US', auth_key: await createSession(db, user.id) }, 'br'),
    );
    expect(signedIn).not.toBe(guest);
    expect(JSON.parse(signedIn)).toMatchObject({ cart: [], user_data: { id: user.id } });
    const refused = await settingsIn(t, { lang: 'en-US', auth_key: 'no-such-key' }, 'br');
    expectError(refused, 401, { error: 'IncorrectToken' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    // The guests' answer is as it was before any of them.
    expect(decoded(await settingsIn(t, { lang: 'en-US' }, 'br'))).toBe(guest);
  });

  it("shows a content change at once, in every encoding, and only in the changed language's answer", async () => {
    const db = t.database.handle.db;
    const sitename = (text: string) => JSON.parse(text).settings.sitename as string;
    const enBefore = decoded(await settingsIn(t, { lang: 'en-US' }, 'br'));
    decoded(await settingsIn(t, { lang: 'ru-RU' }, 'gzip'));
    await db
      .updateTable('setting_translation')
      .set({ value: 'Новое имя магазина' })
      .where('setting_key', '=', 'sitename')
      .where('language_code', '=', 'ru-RU')
      .execute();
    await bumpContentRevision(db);
    for (const encoding of ['br', 'gzip', undefined])
      expect(sitename(decoded(await settingsIn(t, { lang: 'ru-RU' }, encoding))), encoding).toBe(
        'Новое имя магазина',
      );
    expect(decoded(await settingsIn(t, { lang: 'en-US' }, 'br'))).toBe(enBefore);
  });
});
