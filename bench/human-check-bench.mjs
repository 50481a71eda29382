#!/usr/bin/env node
// `npm run bench:human-check` (after `npm run build`): how long Debian's Chromium takes to solve
// the production-cost ALTCHA challenge the way the shop does it (the built solver worker, the
// number range split between up to 4 workers, stopped at the first find), timed from the moment
// the challenge is in the page, worker start-up included. Challenges come from the built server's
// GET /api/human-check-challenge with its default cost (no ALTCHA_* variables set). Loopback only.
// Env: BENCH_CHALLENGES (default 30), CHROMIUM_PATH (/usr/bin/chromium).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const samples = Number(process.env.BENCH_CHALLENGES ?? 30);
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

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
const env = {
  ...process.env,
  HOST: '127.0.0.1',
  PORT: String(port),
  DATABASE_URL: join(dataDir, 'bench.sqlite'),
};
for (const name of Object.keys(env)) if (name.startsWith('ALTCHA_')) delete env[name];
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
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  const result = await page.evaluate(
    async ({ workerUrl, samples }) => {
      const concurrency = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1));
      const times = [];
      let maxnumber = 0;
      for (let i = 0; i < samples; i += 1) {
        const challenge = await (await fetch('/api/human-check-challenge', { cache: 'no-store' })).json();
        maxnumber = challenge.maxnumber;
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
      return { times, concurrency, maxnumber };
    },
    { workerUrl: `/assets/${workerFile}`, samples },
  );
  const sorted = [...result.times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length;
  console.log(
    `ALTCHA solve in Chromium, maxnumber ${result.maxnumber}, ${result.concurrency} workers, ${samples} challenges:`,
  );
  console.log(
    `  median ${at(0.5).toFixed(0)} ms, mean ${mean.toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
