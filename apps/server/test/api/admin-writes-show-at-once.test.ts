import { adminRateSetCall, moscowDay, productsCall } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createUser } from '../helpers/factories.js';
import { callOk } from '../helpers/http.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

/*
 * A back-office write shows in the very next answer of the instance that made it, even when the
 * content cache would otherwise trust its copy for a minute: the call wiring expires the cache
 * after the write's transaction commits (other instances follow within CONTENT_CACHE_TTL_MS).
 */
describe.each(testedDialects())('a back-office write and the content cache on %s', (dialect) => {
  let t: TestApp;
  let adminKey = '';
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { contentCacheTtlMs: 60_000 } });
    const admin = await createUser(db(), { role: 'admin' });
    adminKey = await createSession(db(), admin.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('prices at a new rouble rate at once, though the cache was filled a moment before', async () => {
    const russia = await db()
      .selectFrom('country')
      .select('id')
      .where('code', '=', 'RU')
      .executeTakeFirstOrThrow();
    const offered = async () =>
      (await callOk(t.app, productsCall, { lang: 'ru-RU', country_id: russia.id })).products[0]!;
    const before = await offered();
    await callOk(t.app, adminRateSetCall, { auth_key: adminKey, day: moscowDay(new Date()), rate: '250' });
    const after = await offered();
    expect(after.id).toBe(before.id);
    expect(after.ruble_price_num).not.toBe(before.ruble_price_num);
    expect(after.ruble_price_num).toBe(Math.round(after.price_num * 250));
  });
});
