#!/usr/bin/env node
// `npm run bench:human-check` (after `npm run build`): what an ALTCHA challenge costs the one who
// solves it, per cost (maxnumber), from the built server's GET /api/human-check-challenge:
//  - a plain Node solver, single thread: a loop over node:crypto SHA-256 (what a bot would run),
//    and altcha-lib's own solveChallenge (Web Crypto, one digest per promise);
//  - the shop's own solver in Debian's Chromium (the built worker, the number range split between
//    up to 4 workers, stopped at the first find), timed from the moment the challenge is in the
//    page, worker start-up included, without throttling;
//  - a phone-class estimate: CDP Emulation.setCPUThrottlingRate (4x, Lighthouse's mobile rate, and
//    6x) slows a page's main thread but not, or only partly, its dedicated workers (Chromium 156:
//    a busy loop ran 5x slower on the main thread, 1.6-2x in a worker), so the solver's own search
//    code (apps/web/src/lib/human-check/sha256-search.ts, bundled here) runs on the throttled main
//    thread over the one of 4 slices that holds the answer: the work of the worker that finds it
//    on a phone with 4 or more cores, worker start-up (measured above) left out.
// A server is started per cost on a fresh SQLite file. Loopback only. Env: BENCH_CHALLENGES
// (default 30), BENCH_MAX_NUMBERS (default "50000,default": the old cost and the server's default),
// BENCH_THROTTLE (default "4,6"), CHROMIUM_PATH (/usr/bin/chromium).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveChallenge } from 'altcha-lib/v1';
import { buildSync } from 'esbuild';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const samples = Number(process.env.BENCH_CHALLENGES ?? 30);
const costs = (process.env.BENCH_MAX_NUMBERS ?? '50000,default').split(',').map((cost) => cost.trim());
const throttles = (process.env.BENCH_THROTTLE ?? '4,6').split(',').map(Number);
const PHONE_WORKERS = 4;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const workerFile = readdirSync(join(root, 'apps/web/dist/assets')).find((name) =>
  /^solver\.worker-.*\.js$/.test(name),
);
if (!workerFile) throw new Error('No built solver worker in apps/web/dist/assets: run npm run build first');

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

/** The built server with ALTCHA_MAX_NUMBER = cost ('default': no ALTCHA_* variable set). */
async function startServer(cost) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: join(dataDir, 'bench.sqlite'),
  };
  for (const name of Object.keys(env)) if (name.startsWith('ALTCHA_')) delete env[name];
  if (cost !== 'default') env.ALTCHA_MAX_NUMBER = cost;
  env.LOG_LEVEL = 'warn';
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base,
    stop() {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const challengeFrom = async (base) =>
  (await fetch(`${base}/api/human-check-challenge`, { cache: 'no-store' })).json();

/** A bot's solver: one thread, node:crypto, numbers tried in order. */
function solvePlain({ challenge, salt, maxnumber }) {
  for (let number = 0; number <= maxnumber; number += 1) {
    if (
      createHash('sha256')
        .update(salt + number)
        .digest('hex') === challenge
    )
      return number;
  }
  return null;
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length;
  const f = (ms) => ms.toFixed(0);
  return `median ${f(at(0.5))} ms, mean ${f(mean)} ms, p90 ${f(at(0.9))} ms, max ${f(sorted.at(-1))} ms`;
}

async function nodeTimes(base, solve) {
  const times = [];
  for (let i = 0; i < samples; i += 1) {
    const challenge = await challengeFrom(base);
    const started = performance.now();
    if ((await solve(challenge)) === null) throw new Error('no solution');
    times.push(performance.now() - started);
  }
  return times;
}

// The solver's search function as a classic script that defines `window.searchSha256`.
const searchScript = buildSync({
  entryPoints: [join(root, 'apps/web/src/lib/human-check/sha256-search.ts')],
  bundle: true,
  format: 'iife',
  globalName: 'solverSearch',
  write: false,
}).outputFiles[0].text;

/** Per challenge, the throttled main thread's time for the slice of PHONE_WORKERS that holds the answer. */
async function throttledSliceTimes(browser, base, throttle) {
  const page = await (await browser.newContext({ bypassCSP: true })).newPage();
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.addScriptTag({ content: searchScript });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const times = [];
  try {
    for (let i = 0; i < samples; i += 1) {
      const challenge = await challengeFrom(base);
      const number = solvePlain(challenge);
      const step = Math.ceil((challenge.maxnumber + 1) / PHONE_WORKERS);
      const start = Math.floor(number / step) * step;
      times.push(
        await page.evaluate(
          ({ challenge, salt, start, number }) => {
            const started = performance.now();
            if (globalThis.solverSearch.searchSha256(challenge, salt, start, number + 1) !== number)
              throw new Error('not found');
            return performance.now() - started;
          },
          { challenge: challenge.challenge, salt: challenge.salt, start, number },
        ),
      );
    }
    return times;
  } finally {
    await page.context().close();
  }
}

async function browserTimes(browser, base) {
  // The page's Trusted Types policy admits only the app's own policies, not this script's.
  const page = await (await browser.newContext({ bypassCSP: true })).newPage();
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  try {
    return await page.evaluate(
      async ({ workerUrl, samples }) => {
        const concurrency = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1));
        const times = [];
        for (let i = 0; i < samples; i += 1) {
          const challenge = await (await fetch('/api/human-check-challenge', { cache: 'no-store' })).json();
          const started = performance.now();
          await new Promise((resolve, reject) => {
            const step = Math.ceil((challenge.maxnumber + 1) / concurrency);
            const workers = [];
            let misses = 0;
            const done = (finish) => {
              for (const worker of workers) worker.terminate();
              finish();
            };
            for (let slice = 0; slice < concurrency; slice += 1) {
              const start = slice * step;
              const worker = new globalThis.Worker(workerUrl, { type: 'module' });
              workers.push(worker);
              worker.onmessage = ({ data }) => {
                if (data.error) done(() => reject(new Error(data.error)));
                else if (data.number !== null) done(resolve);
                else if ((misses += 1) === concurrency) done(() => reject(new Error('no solution')));
              };
              worker.postMessage({
                algorithm: challenge.algorithm,
                challenge: challenge.challenge,
                salt: challenge.salt,
                start,
                max: Math.min(challenge.maxnumber, start + step - 1),
              });
            }
          });
          times.push(performance.now() - started);
        }
        return { times, concurrency };
      },
      { workerUrl: `/assets/${workerFile}`, samples },
    );
  } finally {
    await page.context().close();
  }
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
});
try {
  for (const cost of costs) {
    const server = await startServer(cost);
    try {
      const { maxnumber } = await challengeFrom(server.base);
      console.log(
        `maxnumber ${maxnumber}${cost === 'default' ? ' (the server default)' : ''}, ${samples} challenges each:`,
      );
      console.log(
        `  Node, node:crypto loop, 1 thread:   ${summary(await nodeTimes(server.base, solvePlain))}`,
      );
      const viaLib = (c) =>
        solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise.then((s) => s?.number ?? null);
      // Web Crypto one digest at a time: about 20 times the loop, so it is timed at low costs only.
      if (maxnumber <= 100_000)
        console.log(`  Node, altcha-lib solveChallenge:    ${summary(await nodeTimes(server.base, viaLib))}`);
      const { times, concurrency } = await browserTimes(browser, server.base);
      console.log(`${`  Chromium, ${concurrency} workers (built solver):`.padEnd(38)}${summary(times)}`);
      for (const throttle of throttles) {
        const label = `  Chromium, CPU ${throttle}x, 1 of ${PHONE_WORKERS} slices:`.padEnd(38);
        console.log(`${label}${summary(await throttledSliceTimes(browser, server.base, throttle))}`);
      }
    } finally {
      server.stop();
    }
  }
} finally {
  await browser.close();
}
