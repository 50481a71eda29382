#!/usr/bin/env node
// `npm run bench:pdf` (builds the server first): does a burst of PDF downloads starve the shop?
// Starts the built server on a fresh SQLite database on 127.0.0.1 (BENCH_DATABASE_URL for another
// database) with the PDF rate limit raised, so that the burst really renders. In BENCH_ROUNDS
// rounds (default 3) it measures /api/health's latency alone (one request at a time, BENCH_DURATION
// seconds), then again while 40 connections from this one address ask for price lists (several
// countries, both languages) and commercial offers (mixed at random, half each) for as long, and
// counts the burst's answers by status. Budget: the bursts' health p95 at most 150 ms and at most
// 5x the quiet one measured in the same run; exit code 1 when it is missed. Then price lists alone
// (kept by then) for the price-list throughput. `-- --server PATH` measures another build of the
// server (an older one, for the figure before).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import { freePort, startProcess, stop } from './processes.mjs';

const CONNECTIONS = 40;
const BUDGET_MS = 150;
const BUDGET_RATIO = 5;
const COUNTRIES = 4;
const LANGUAGES = ['ru-RU', 'en-US'];

/** A small seeded generator, so that every run sends the same mix. */
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The load, on a thread of its own so that the health probe's timings are not its own loop's. */
async function runLoad({ url, seconds, countryIds, offers }) {
  const random = mulberry32(20261128);
  const pick = (list) => list[Math.floor(random() * list.length)];
  let offer = 0;
  /** Answers by kind and status: `{ offer: { 200: n, 503: m }, priceList: {...} }`. */
  const byKind = { offer: {}, priceList: {} };
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const fields = { lang: pick(LANGUAGES), country_id: String(pick(countryIds)) };
          const isOffer = offers && random() < 0.5;
          if (isOffer) fields.company_name = `ООО «Бенчмарк ${++offer}»`;
          // One request at a time per connection: its next answer is this request's.
          context.kind = isOffer ? 'offer' : 'priceList';
          return {
            ...request,
            path: isOffer ? '/api/commercial-offer' : '/api/price-list',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(fields).toString(),
          };
        },
        onResponse: (status, _body, context) => {
          byKind[context.kind][status] = (byKind[context.kind][status] ?? 0) + 1;
        },
      },
    ],
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count]),
  );
  // Run on a worker thread, autocannon hands its histograms over encoded: the rate is counted here.
  const rps = result.totalCompletedRequests / result.duration;
  return { statuses, byKind, errors: result.errors, timeouts: result.timeouts, rps };
}

function loadInWorker(options) {
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: options });
    worker.once('message', resolvePromise);
    worker.once('error', reject);
  });
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** /api/health one request at a time, 10 ms apart, until `until()` says stop; the latencies in ms. */
async function probeHealth(url, until) {
  const latencies = [];
  while (!until()) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`/api/health answered ${response.status}`);
    latencies.push(performance.now() - started);
    await new Promise((resolveSleep) => setTimeout(resolveSleep, 10));
  }
  return latencies;
}

const formatMs = (ms) => `${ms.toFixed(1)} ms`;

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const serverArg = process.argv.indexOf('--server');
  const server =
    serverArg > 0 ? resolve(process.argv[serverArg + 1]) : join(root, 'apps/server/dist/server.js');
  const seconds = Number(process.env.BENCH_DURATION ?? 6);
  const roundCount = Number(process.env.BENCH_ROUNDS ?? 3);
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pdf-bench-'));
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const shop = (
      await startProcess(
        server,
        {
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
          // The demo shop's catalogue is what the burst asks for.
          SHOP_MODE: 'demo',
          DATABASE_URL: process.env.BENCH_DATABASE_URL ?? join(dir, 'bench.sqlite'),
          DEMO_REGISTER_SIZE: '1000',
          MAIL_POLL_INTERVAL_MS: '0',
          // The burst is one address: raised, so that it renders rather than answers 429.
          RATE_LIMIT_PDF_MAX: '1000000',
        },
        `${base}/api/health`,
      )
    ).child;
    try {
      const { countries } = await (
        await fetch(`${base}/api/countries`, { method: 'POST', body: new URLSearchParams({ lang: 'ru-RU' }) })
      ).json();
      const countryIds = countries.slice(0, COUNTRIES).map((country) => country.id);
      // One offer before the clock starts: the server's code paths warm, the caches stay cold.
      const warm = await fetch(`${base}/api/commercial-offer`, {
        method: 'POST',
        body: new URLSearchParams({
          lang: 'ru-RU',
          country_id: String(countryIds[0]),
          company_name: 'ООО «Прогрев»',
        }),
      });
      const warmBody = await warm.text();
      if (!warm.ok) throw new Error(`the warm-up offer answered ${warm.status}: ${warmBody.slice(0, 300)}`);

      // Quiet and burst in turns: the machine is shared, and interleaving spreads any disturbance
      // over both alike. The first burst meets cold price-list caches, the later ones kept lists.
      const quiet = [];
      const burst = [];
      const statuses = {};
      const rounds = [];
      const byKind = { offer: {}, priceList: {} };
      let answers = 0;
      let errors = 0;
      for (let round = 0; round < roundCount; round++) {
        const quietUntil = performance.now() + seconds * 1000;
        const quietRound = await probeHealth(`${base}/api/health`, () => performance.now() >= quietUntil);
        let burstDone = false;
        const burstLoad = loadInWorker({ url: base, seconds, countryIds, offers: true }).finally(
          () => (burstDone = true),
        );
        const [burstRound, load] = await Promise.all([
          probeHealth(`${base}/api/health`, () => burstDone),
          burstLoad,
        ]);
        quiet.push(...quietRound);
        burst.push(...burstRound);
        for (const [status, count] of Object.entries(load.statuses)) {
          statuses[status] = (statuses[status] ?? 0) + count;
          answers += count;
        }
        errors += load.errors + load.timeouts;
        for (const [kind, counts] of Object.entries(load.byKind))
          for (const [status, count] of Object.entries(counts))
            byKind[kind][status] = (byKind[kind][status] ?? 0) + count;
        rounds.push(
          `round ${round + 1}: health p95 quiet ${formatMs(percentile(quietRound, 95))}, burst ` +
            `${formatMs(percentile(burstRound, 95))}; ${load.rps.toFixed(0)} answers/s ` +
            `(200 ${load.statuses[200] ?? 0}, 503 ${load.statuses[503] ?? 0})`,
        );
      }

      const priceLists = await loadInWorker({ url: base, seconds, countryIds, offers: false });

      const quietP95 = percentile(quiet, 95);
      const burstP95 = percentile(burst, 95);
      const ratio = burstP95 / quietP95;
      const other = answers - (statuses[200] ?? 0) - (statuses[429] ?? 0) - (statuses[503] ?? 0);
      console.log(`server: ${server}`);
      for (const line of rounds) console.log(line);
      console.log(
        `/api/health p95 quiet:        ${formatMs(quietP95)} (${quiet.length} requests, p50 ${formatMs(percentile(quiet, 50))})`,
      );
      console.log(
        `/api/health p95 during burst: ${formatMs(burstP95)} (${burst.length} requests, p50 ${formatMs(percentile(burst, 50))}, max ${formatMs(Math.max(...burst))})`,
      );
      console.log(`ratio burst / quiet:          ${ratio.toFixed(2)}x`);
      console.log(
        `bursts: ${roundCount} x ${seconds} s, ${CONNECTIONS} connections, price lists of ${countryIds.length} countries x ` +
          `${LANGUAGES.length} languages and offers, half each: ${answers} answers: 200 ${statuses[200] ?? 0}, ` +
          `429 ${statuses[429] ?? 0}, 503 ${statuses[503] ?? 0}, other ${other}; ${errors} errors or timeouts`,
      );
      const byStatus = (counts) =>
        Object.entries(counts)
          .map(([status, count]) => `${status} ${count}`)
          .join(', ');
      console.log(
        `  offers: ${byStatus(byKind.offer)} (${((byKind.offer[200] ?? 0) / (roundCount * seconds)).toFixed(1)} rendered/s); ` +
          `price lists: ${byStatus(byKind.priceList)}`,
      );
      console.log(
        `price lists alone (kept), ${CONNECTIONS} connections: ${priceLists.rps.toFixed(1)} req/s ` +
          `(200 ${priceLists.statuses[200] ?? 0}, other ${Object.entries(priceLists.statuses)
            .filter(([status]) => status !== '200')
            .reduce((sum, [, count]) => sum + count, 0)})`,
      );
      const pass = burstP95 <= BUDGET_MS && ratio <= BUDGET_RATIO && other === 0 && errors === 0;
      console.log(
        `budget: health p95 during the bursts <= ${BUDGET_MS} ms and <= ${BUDGET_RATIO}x quiet, ` +
          `every answer 200, 429 or 503: ${pass ? 'PASS' : 'FAIL'}`,
      );
      if (!pass) process.exitCode = 1;
    } finally {
      await stop(shop);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (isMainThread) await main();
else parentPort.postMessage(await runLoad(workerData));
