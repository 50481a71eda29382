#!/usr/bin/env node
// `npm run bench`: req/s and p99 of /api/settings, /api/products and the cart calls against a bare
// Fastify route measured in the same run on the same machine, plus start-up times. Loopback only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 6);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const databaseUrl = process.env.BENCH_DATABASE_URL;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startProcess(script, env, readyUrl) {
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      const response = await fetch(readyUrl, readyUrl.endsWith('/bare') ? { method: 'POST' } : undefined);
      if (response.ok) return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** What a browser sends; the identity runs show the cost of the uncompressed bytes. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

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

async function run(target, seconds) {
  const result = await autocannon({ ...target.options, duration: seconds });
  const errors = result.errors + result.non2xx;
  if (errors > 0) throw new Error(`${target.name}: ${errors} failed requests`);
  return { rps: result.requests.average, p99: result.latency.p99, bytes: result.throughput.average };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Warms every target, then runs the targets in turn for several rounds and keeps the median of
 * each: the machine is shared, and interleaving spreads any disturbance over all targets alike.
 */
async function measureAll(targets) {
  for (const target of targets) await run(target, 3);
  const samples = new Map(targets.map((target) => [target.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) samples.get(target.name).push(await run(target, duration));
  }
  return targets.map((target) => {
    const runs = samples.get(target.name);
    return {
      name: target.name,
      rps: median(runs.map((r) => r.rps)),
      p99: median(runs.map((r) => r.p99)),
      bytes: median(runs.map((r) => r.bytes)),
    };
  });
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
    DATABASE_URL: databaseUrl ?? join(dir, 'bench.sqlite'),
  };
  const server = join(root, 'apps/server/dist/server.js');
  const health = `http://127.0.0.1:${shopPort}/api/health`;

  const first = await startProcess(server, shopEnv, health);
  await stop(first.child);
  const second = await startProcess(server, shopEnv, health);
  const shop = second.child;
  const bare = (
    await startProcess(
      join(root, 'bench/bare-server.mjs'),
      { PORT: String(barePort) },
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
    const heldId = held.cart[0].id;
    const results = await measureAll([
      target('bare Fastify route', `http://127.0.0.1:${barePort}/bare`, 'lang=ru-RU', BROWSER),
      target('/api/settings', shopUrl('/api/settings'), 'lang=ru-RU', BROWSER),
      target('/api/products', shopUrl('/api/products'), 'lang=ru-RU&country_id=1', BROWSER),
      target('/api/settings identity', shopUrl('/api/settings'), 'lang=ru-RU'),
      target('/api/products identity', shopUrl('/api/products'), 'lang=ru-RU&country_id=1'),
      // Every request a new guest adding its first line: a cart and a line written per request.
      target('/api/add-to-cart new cart', shopUrl('/api/add-to-cart'), addBody.toString(), BROWSER),
      // 50 connections on one cart: each add waits for the cart's lock and finds the line there.
      target(
        '/api/add-to-cart one cart',
        shopUrl('/api/add-to-cart'),
        `${addBody}&cart_ids%5B%5D=${heldId}`,
        BROWSER,
      ),
      target('/api/list-cart', shopUrl('/api/list-cart'), `lang=ru-RU&cart_ids%5B%5D=${heldId}`, BROWSER),
    ]);
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
  } finally {
    await stop(shop);
    await stop(bare);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
