#!/usr/bin/env node
// `npm run bench`: req/s and p99 of /api/settings, /api/products and the cart calls against a bare
// Fastify route measured in the same run on the same machine, plus start-up times. Loopback only.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureAll } from './load.mjs';
import { freePort, startProcess, stop } from './processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 6);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const databaseUrl = process.env.BENCH_DATABASE_URL;

/** What a browser sends; the identity runs show the cost of the uncompressed bytes. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** The public pages the budget for rendered pages covers: the slowest of them counts. */
const PAGES = ['/', '/faq', '/tariffs/russia'];

/** The bytes on the wire of a POST with a browser's Accept-Encoding (fetch would decode them). */
function rawAnswer(url, body) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...BROWSER } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Connections for the pages: what the budget for rendered pages names. */
const pageConnections = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 20);

/** A GET as a guest's browser sends it: no cookies, its usual headers. */
function pageTarget(name, url) {
  return {
    name,
    options: {
      url,
      method: 'GET',
      connections: pageConnections,
      headers: {
        ...BROWSER,
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        'accept-language': 'ru,en;q=0.9',
      },
    },
  };
}

function target(name, url, body, extraHeaders = {}) {
  return {
    name,
    options: {
      url,
      method: 'POST',
      connections,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...extraHeaders },
      body,
    },
  };
}

const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
try {
  const shopPort = await freePort();
  const barePort = await freePort();
  const shopEnv = {
    PORT: String(shopPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The demo shop: its catalogue, its demo data and the sandbox's card payments.
    SHOP_MODE: 'demo',
    DATABASE_URL: databaseUrl ?? join(dir, 'bench.sqlite'),
    // Every add comes from one address: the bench measures the calls, not the limit.
    RATE_LIMIT_CART_WRITE_MAX: '1000000',
  };
  const server = join(root, 'apps/server/dist/server.js');
  const health = `http://127.0.0.1:${shopPort}/api/health`;

  const first = await startProcess(server, shopEnv, health);
  await stop(first.child);
  const second = await startProcess(server, shopEnv, health);
  const shop = second.child;
  // The settings answer's own bytes, as a browser gets them, for the floor route.
  const settingsBytes = await rawAnswer(`http://127.0.0.1:${shopPort}/api/settings`, 'lang=ru-RU');
  const floorFile = join(dir, 'settings.br');
  writeFileSync(floorFile, settingsBytes);
  const bare = (
    await startProcess(
      join(root, 'bench/bare-server.mjs'),
      { PORT: String(barePort), FLOOR_FILE: floorFile },
      `http://127.0.0.1:${barePort}/bare`,
    )
  ).child;

  try {
    const shopUrl = (path) => `http://127.0.0.1:${shopPort}${path}`;
    // The cart: a product at its catalogue price, and one guest line to list and to add again.
    const { products } = await (
      await fetch(shopUrl('/api/products'), {
        method: 'POST',
        body: new URLSearchParams({ country_id: '1' }),
      })
    ).json();
    const [product] = products;
    const addBody = new URLSearchParams({
      lang: 'ru-RU',
      'company[id]': '1000000000',
      'company[name]': 'ООО «Бенчмарк»',
      'company[country]': 'RU',
      product_id: String(product.id),
      price: product.price_num.toFixed(2),
    });
    const held = await (await fetch(shopUrl('/api/add-to-cart'), { method: 'POST', body: addBody })).json();
    const heldCart = new URLSearchParams({ 'cart_ids[]': String(held.cart[0].id), cart_key: held.cart_key });
    const results = await measureAll(
      [
        target('bare Fastify route', `http://127.0.0.1:${barePort}/bare`, 'lang=ru-RU', BROWSER),
        target('floor: settings bytes', `http://127.0.0.1:${barePort}/floor`, 'lang=ru-RU', BROWSER),
        target('/api/settings', shopUrl('/api/settings'), 'lang=ru-RU', BROWSER),
        target('/api/products', shopUrl('/api/products'), 'lang=ru-RU&country_id=1', BROWSER),
        target('/api/settings identity', shopUrl('/api/settings'), 'lang=ru-RU'),
        target('/api/products identity', shopUrl('/api/products'), 'lang=ru-RU&country_id=1'),
        // Every request a new guest adding its first line: a cart and a line written per request.
        target('/api/add-to-cart new cart', shopUrl('/api/add-to-cart'), addBody.toString(), BROWSER),
        // 50 connections on one cart: each add waits for the cart's lock and finds the line there.
        target('/api/add-to-cart one cart', shopUrl('/api/add-to-cart'), `${addBody}&${heldCart}`, BROWSER),
        target('/api/list-cart', shopUrl('/api/list-cart'), `lang=ru-RU&${heldCart}`, BROWSER),
        pageTarget(`GET /api/health (${pageConnections} conn.)`, shopUrl('/api/health')),
        ...PAGES.map((path) => pageTarget(`GET ${path}`, shopUrl(path))),
      ],
      { rounds, duration },
    );
    const [baseline] = results;
    console.log(
      `\nDatabase: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'SQLite'}; ${connections} connections, median of ${rounds} interleaved ${duration} s runs per route, Node ${process.version}`,
    );
    console.log(`first start (migrate + seed) to healthy: ${first.ms.toFixed(0)} ms`);
    console.log(`start on a seeded database to healthy:   ${second.ms.toFixed(0)} ms\n`);
    console.log('route                      req/s    p99 ms   KB/s     ratio to bare');
    for (const result of results) {
      console.log(
        `${result.name.padEnd(26)} ${result.rps.toFixed(0).padStart(7)}  ${String(result.p99).padStart(7)}  ${(result.bytes / 1024).toFixed(0).padStart(7)}   ${(result.rps / baseline.rps).toFixed(2)}`,
      );
    }
    const health = results.find((result) => result.name.startsWith('GET /api/health'));
    const pages = results.filter((result) => PAGES.some((path) => result.name === `GET ${path}`));
    const slowest = pages.reduce((a, b) => (b.rps < a.rps ? b : a));
    console.log(
      `\nRendered pages at ${pageConnections} connections (guest, browser headers): slowest ${slowest.name.slice(4)} ${(slowest.rps / health.rps).toFixed(3)}x /api/health (budget 0.1x): ${slowest.rps / health.rps >= 0.1 ? 'met' : 'MISSED'}`,
    );
    const floor = results.find((result) => result.name.startsWith('floor'));
    const settings = results.find((result) => result.name === '/api/settings');
    console.log(
      `\n/api/settings answer: ${settingsBytes.length} bytes with brotli; ${(settings.rps / baseline.rps).toFixed(2)}x the bare route, ${(settings.rps / floor.rps).toFixed(2)}x the floor of sending those bytes (${(floor.rps / baseline.rps).toFixed(2)}x the bare route)`,
    );
  } finally {
    await stop(shop);
    await stop(bare);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
