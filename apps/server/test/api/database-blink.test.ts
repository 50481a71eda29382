import { addToCartCall, saveOrderCall } from '@storefront/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimitRules } from '../../src/config/env.js';
import { registerRomashka } from '../helpers/companies.js';
import { demoProducts } from '../helpers/factories.js';
import { post } from '../helpers/http.js';
import { solvedToken } from '../helpers/human-check.js';
import { type TestApp, createTestApp, testConfig, testedDialects } from '../helpers/test-app.js';

/** How long the load runs, and when during it every connection of the shop's database is killed. */
const LOAD_MS = 3_000;
const KILL_AT_MS = 1_000;
/** Requests in flight at once. */
const CONCURRENCY = 12;

/**
 * A PostgreSQL restart, a failover or a proxy dropping idle connections ends the shop's database
 * connections under it. The process must live on: the pool drops the dead connections and opens
 * others, a request that met one answers 503 ServiceUnavailable with Retry-After (never a 500),
 * and nothing acknowledged is lost.
 */
describe.each(testedDialects().filter((dialect) => dialect === 'postgres'))(
  'the database blinking on %s',
  (dialect) => {
    let t: TestApp;
    let admin: pg.Client;
    const db = () => t.database.handle.db;

    beforeAll(async () => {
      const base = testConfig();
      const unlimited = Object.fromEntries(
        Object.entries(base.rateLimits).map(([name, rule]) => [name, { ...rule, max: 1_000_000 }]),
      ) as unknown as RateLimitRules;
      t = await createTestApp(dialect, { config: { rateLimits: unlimited } });
      admin = new pg.Client({ connectionString: t.database.url });
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.end();
      await t?.close();
    });

    /** Ends every other connection to the test's own database, as a server restart would. */
    const terminateBackends = async () =>
      (
        await admin.query<{ killed: boolean }>(
          'select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        )
      ).rows.length;

    it('lives on through every connection killed under a load of writes, losing nothing acknowledged', async () => {
      const [product] = await demoProducts(db(), 1);
      const company = await registerRomashka(db());
      const line = {
        lang: 'ru-RU',
        company: { id: company.id, name: company.name, inn: company.inn, country: company.country },
        product_id: product!.id,
        price: (product!.price_cents / 100).toFixed(2),
      };
      const statuses = new Map<number, number>();
      /** Each acknowledged line with the e-mail its guest would order with. */
      const acknowledgedLines: { id: number; email: string }[] = [];
      const acknowledgedOrders: string[] = [];
      const answersAfterKill: { at: number; status: number }[] = [];
      let killedAt: number | undefined;
      const started = Date.now();

      /** A guest's add-to-cart, and every third one checked out. */
      const oneGuest = async (n: number) => {
        const added = await post(t.app, addToCartCall.path, line);
        statuses.set(added.statusCode, (statuses.get(added.statusCode) ?? 0) + 1);
        if (killedAt !== undefined)
          answersAfterKill.push({ at: Date.now() - killedAt, status: added.statusCode });
        if (added.statusCode === 503) expect(added.headers['retry-after']).toBeDefined();
        if (added.statusCode !== 200) return;
        const answer = added.json() as { cart: { id: number }[]; cart_key: string };
        const email = `blink-${started}-${n}@example.test`;
        acknowledgedLines.push(...answer.cart.map((item) => ({ id: item.id, email })));
        if (n % 3 !== 0) return;
        const saved = await post(t.app, saveOrderCall.path, {
          lang: 'ru-RU',
          cart_ids: answer.cart.map((item) => item.id),
          cart_key: answer.cart_key,
          first_name: 'Иван',
          last_name: 'Петров',
          email,
          phone: '+7 (999) 123-45-67',
          payment_method: 'invoice',
          token: await solvedToken(t.app),
        });
        statuses.set(saved.statusCode, (statuses.get(saved.statusCode) ?? 0) + 1);
        if (saved.statusCode === 200)
          acknowledgedOrders.push((saved.json() as { order: { number: string } }).order.number);
      };

      let next = 0;
      const worker = async () => {
        while (Date.now() - started < LOAD_MS) await oneGuest(next++);
      };
      const killer = (async () => {
        await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
        const killed = await terminateBackends();
        killedAt = Date.now();
        return killed;
      })();
      await Promise.all([...Array.from({ length: CONCURRENCY }, worker), killer]);

      expect(await killer, 'connections of the shop were killed').toBeGreaterThan(0);
      // Every answer is a success or the database's 503: no 500, no other error.
      expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
      // The shop serves again within 5 s of the kill.
      const recovered = answersAfterKill.find((answer) => answer.status === 200);
      expect(recovered, JSON.stringify([...statuses])).toBeDefined();
      expect(recovered!.at).toBeLessThan(5_000);
      // Nothing acknowledged is lost: every acknowledged order is stored, and every acknowledged
      // line is still in its cart or went into its guest's order (one placed whose answer was lost
      // to the kill counts too).
      const orders = await db()
        .selectFrom('customer_order')
        .select(['number', 'email'])
        .where('email', 'like', `blink-${started}-%`)
        .execute();
      const stored = new Set(orders.map((order) => order.number));
      expect(acknowledgedOrders.filter((number) => !stored.has(number))).toEqual([]);
      const kept = new Set(
        (
          await db()
            .selectFrom('cart_item')
            .select('id')
            .where(
              'id',
              'in',
              acknowledgedLines.map((line) => line.id),
            )
            .execute()
        ).map((row) => row.id),
      );
      const ordering = new Set(orders.map((order) => order.email));
      expect(acknowledgedLines.filter((line) => !kept.has(line.id) && !ordering.has(line.email))).toEqual([]);
      expect(acknowledgedOrders.length).toBeGreaterThan(0);
    }, 60_000);
  },
);
