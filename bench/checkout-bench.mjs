#!/usr/bin/env node
// `npm run bench:checkout` (builds the server first): save-order under concurrent checkouts.
// N guests (BENCH_CHECKOUTS, default 200) each fill a cart of two products and solve a human check
// beforehand; then they check out BENCH_CONCURRENCY (default 20) at a time, each sending its
// save-order twice at once (a double click). Reports save-order p50/p95/p99 and throughput next to
// a bare Fastify route measured in the same run, and checks the database afterwards: exactly one
// order per checkout, none lost, none duplicated, every cart emptied. SQLite by default;
// BENCH_DATABASE_URL=postgres://... for PostgreSQL. Loopback only. The human-check cost is lowered
// (ALTCHA_MAX_NUMBER=1000) so the solving, done before the timed part, stays short.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess, stop } from './processes.mjs';
import { post, token } from './shop-api.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const checkouts = Number(process.env.BENCH_CHECKOUTS ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const databaseUrl = process.env.BENCH_DATABASE_URL;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs `tasks` with at most `limit` at a time. */
async function pool(tasks, limit) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]();
      }
    }),
  );
  return results;
}

const dir = mkdtempSync(join(tmpdir(), 'storefront-checkout-bench-'));
try {
  const shopPort = await freePort();
  const barePort = await freePort();
  const env = {
    PORT: String(shopPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The demo shop: its catalogue, its demo data and the sandbox's card payments.
    SHOP_MODE: 'demo',
    DATABASE_URL: databaseUrl ?? join(dir, 'bench.sqlite'),
    ALTCHA_MAX_NUMBER: '1000',
    DEMO_REGISTER_SIZE: '1000',
    MAIL_POLL_INTERVAL_MS: '0',
    // Every guest fills its cart from one address: the bench measures the checkout, not the limit.
    RATE_LIMIT_CART_WRITE_MAX: '1000000',
  };
  const shopProcess = (
    await startProcess(
      join(root, 'apps/server/dist/server.js'),
      env,
      `http://127.0.0.1:${shopPort}/api/health`,
    )
  ).child;
  const bare = (
    await startProcess(
      join(root, 'bench/bare-server.mjs'),
      { PORT: String(barePort) },
      `http://127.0.0.1:${barePort}/bare`,
    )
  ).child;
  const shop = (path) => `http://127.0.0.1:${shopPort}${path}`;
  try {
    const { products } = (await post(shop('/api/products'), { lang: 'ru-RU', country_id: 1 })).json;
    const chosen = products.slice(0, 2);
    const run = `${Date.now()}`;
    console.log(`preparing ${checkouts} guest carts and human checks…`);
    const prepared = await pool(
      Array.from({ length: checkouts }, (_, index) => async () => {
        let cartIds = [];
        let cartKey = '';
        for (const product of chosen) {
          const answer = await post(shop('/api/add-to-cart'), {
            lang: 'ru-RU',
            cart_ids: cartIds,
            cart_key: cartKey,
            'company[id]': 1_000_000_000 + index,
            'company[name]': `ООО «Бенч ${index}»`,
            'company[country]': 'Россия',
            product_id: product.id,
          });
          cartIds = answer.json.cart.map((item) => item.id);
          cartKey ||= answer.json.cart_key;
        }
        return { index, cartIds, cartKey, tokens: [await token(shop), await token(shop)] };
      }),
      8,
    );

    const latencies = [];
    const statuses = new Map();
    const started = performance.now();
    await pool(
      prepared.map((guest) => async () => {
        const fields = {
          lang: 'ru-RU',
          cart_ids: guest.cartIds,
          cart_key: guest.cartKey,
          first_name: 'Иван',
          last_name: 'Бенчев',
          email: `bench-${run}-${guest.index}@example.test`,
          phone: '+7 (916) 123-45-67',
          payment_method: 'invoice',
          delivery_country: 'Россия',
          delivery_city: 'Москва',
          delivery_address: 'ул. Тверская, 1',
          contact_name: 'Иван Бенчев',
          contact_phone: '+7 (916) 123-45-67',
          contact_index: '125009',
          clientID: `bench-${run}-${guest.index}`,
          // The checkout page's value, as the browser sends it: the double click's second answer
          // signs the same browser in.
          checkout_key: randomBytes(32).toString('base64url'),
        };
        // A double click: the same checkout twice at once.
        await Promise.all(
          guest.tokens.map(async (humanCheck) => {
            const t0 = performance.now();
            const answer = await post(shop('/api/save-order'), { ...fields, token: humanCheck });
            latencies.push(performance.now() - t0);
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            if (answer.status !== 200 && process.env.BENCH_DEBUG) console.log(answer.json);
            guest.orders = [...(guest.orders ?? []), answer.json.order?.id];
          }),
        );
      }),
      concurrency,
    );
    const seconds = (performance.now() - started) / 1000;

    // The bare route: the same number of requests at the same concurrency.
    const bareLatencies = [];
    await pool(
      Array.from({ length: latencies.length }, () => async () => {
        const t0 = performance.now();
        await fetch(`http://127.0.0.1:${barePort}/bare`, { method: 'POST' });
        bareLatencies.push(performance.now() - t0);
      }),
      concurrency * 2,
    );

    const sorted = [...latencies].sort((a, b) => a - b);
    const bareSorted = [...bareLatencies].sort((a, b) => a - b);
    const distinct = new Set(prepared.flatMap((guest) => guest.orders).filter((id) => id !== undefined));
    const doubled = prepared.filter((guest) => guest.orders[0] !== guest.orders[1]).length;
    const lost = prepared.filter((guest) => guest.orders.some((id) => id === undefined)).length;
    let leftInCarts = 0;
    for (const guest of prepared.slice(0, 20))
      leftInCarts += (
        await post(shop('/api/list-cart'), {
          lang: 'ru-RU',
          cart_ids: guest.cartIds,
          cart_key: guest.cartKey,
        })
      ).json.cart.length;
    const db = databaseUrl?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite';
    console.log(
      `save-order on ${db}: ${checkouts} checkouts, ${concurrency} at a time, each sent twice at once`,
    );
    console.log(`  statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    console.log(
      `  p50 ${percentile(sorted, 50).toFixed(0)} ms  p95 ${percentile(sorted, 95).toFixed(0)} ms  p99 ${percentile(sorted, 99).toFixed(0)} ms  (${(latencies.length / seconds).toFixed(0)} req/s)`,
    );
    console.log(
      `  bare route p99 ${percentile(bareSorted, 99).toFixed(1)} ms; ratio save-order/bare p99 ${(percentile(sorted, 99) / percentile(bareSorted, 99)).toFixed(0)}x`,
    );
    console.log(
      `  orders ${distinct.size} for ${checkouts} checkouts; duplicated (a double click made two) ${doubled}; lost ${lost}; lines left in 20 sampled carts ${leftInCarts}`,
    );
    if (distinct.size !== checkouts || doubled > 0 || lost > 0 || leftInCarts > 0) process.exitCode = 1;
  } finally {
    await stop(shopProcess);
    await stop(bare);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
