#!/usr/bin/env node
// `npm run budgets` (builds, then runs this): the web app's budgets as measured figures.
//  1. Script before idle: every public page is opened in Chromium (a phone's viewport) against the
//     built server, and the scripts it loads from navigation until the network has been quiet for
//     two seconds after the load event are added up as transferred (brotli body and headers). The
//     same is measured for a bare Vite + React page built and served (brotli) in this same run, and
//     each page's ratio to it is printed. Budgets: <= 125 KB on `/`, <= 140 KB on every other page.
//  2. Lighthouse 12 (mobile defaults: emulated phone, simulated slow 4G and 4x CPU throttling) on
//     `/`, `/tariffs/russia`, `/faq`, `/en/faq` and the newest news article, LH_RUNS runs each
//     (default 5), medians: performance >= 95,
//     accessibility 100, SEO 100, LCP <= 2.0 s, CLS <= 0.05.
// Exits 1 when something is missing or fails to run; with --strict also when a figure misses its
// budget (Lighthouse's figures move by a few points from run to run on a busy machine).
// Env: LH_RUNS, LH_PAGES (comma-separated, default "/,/tariffs/russia,/faq,/en/faq,news", `news` the
// newest news article; empty skips Lighthouse),
// CHROME_PATH (/usr/bin/chromium), WEB_DIST_DIR (default apps/web/dist), BUDGETS_JSON (a path: the
// figures are also written there as JSON).
import { spawn } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = process.env.WEB_DIST_DIR ? resolve(root, process.env.WEB_DIST_DIR) : join(root, 'apps/web/dist');
const serverScript = join(root, 'apps/server/dist/server.js');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 5));
// `news` stands for the newest news article (its address comes from the demo data).
const lighthousePages = (process.env.LH_PAGES ?? '/,/tariffs/russia,/faq,/en/faq,news')
  .split(',')
  .map((path) => path.trim())
  .filter(Boolean);
const strict = process.argv.includes('--strict');

const BUDGET = {
  homeScriptKb: 125,
  pageScriptKb: 140,
  performance: 95,
  accessibility: 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.05,
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
/** How long the network must stay quiet after the load event for the page to count as idle. */
const QUIET_MS = 2000;

function fail(message) {
  console.error(`web-budgets: ${message}`);
  process.exit(1);
}

const kb = (bytes) => bytes / 1024;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mark = (ok) => (ok ? 'ok' : 'MISS');

function freePort() {
  return new Promise((done, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------
// The bare page: React rendering one heading, built by the repository's Vite and React plugin.

async function buildBarePage() {
  const dir = join(root, 'node_modules/.cache/web-budgets-bare');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Bare</title></head>' +
      '<body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>\n',
  );
  writeFileSync(
    join(dir, 'main.jsx'),
    "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(<StrictMode><h1>Hello</h1></StrictMode>);\n",
  );
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: join(dir, 'dist'), emptyOutDir: true },
  });
  return join(dir, 'dist');
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves a built folder on loopback, scripts and pages brotli-compressed at quality 11 (as the shop's). */
function serveStatic(dir, port) {
  const server = createHttpServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    let file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dir, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (/\bbr\b/.test(request.headers['accept-encoding'] ?? '') && type !== 'application/octet-stream') {
      const body = brotliCompressSync(readFileSync(file), {
        params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
      });
      response.writeHead(200, {
        'content-type': type,
        'content-encoding': 'br',
        'content-length': body.length,
      });
      response.end(body);
      return;
    }
    response.writeHead(200, { 'content-type': type });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

// ---------------------------------------------------------------------------------------------
// The shop's built server, on a free loopback port with a fresh SQLite database.

async function startShop(port, databaseUrl) {
  const child = spawn(process.execPath, [serverScript], {
    env: {
      ...process.env,
      WEB_DIST_DIR: dist,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The demo shop: its catalogue, its demo data and the sandbox's card payments.
      SHOP_MODE: 'demo',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the server did not become healthy in 60 s');
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 50));
  }
}

function stop(child) {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

async function api(base, call, fields) {
  const response = await fetch(`${base}/api/${call}`, { method: 'POST', body: new URLSearchParams(fields) });
  if (!response.ok) throw new Error(`POST /api/${call} answered ${response.status}`);
  return response.json();
}

/** The public pages: home, the menus' pages, a tariff, a country, an article of each kind, the sign-in pages. */
async function publicPages(base) {
  const settings = await api(base, 'settings', { lang: 'ru-RU' });
  const menus = [...settings.top_menu, ...settings.bottom_menu]
    .map((item) => item.url)
    .filter((url) => url.startsWith('/') && !url.startsWith('/account'));
  const articles = [];
  for (const [category, prefix] of [
    [100, '/materials/news/'],
    [1, '/materials/publications/'],
  ]) {
    // The list's page and category are the address's query (spec: /api/articles?page=&category_id=).
    const answer = await api(base, `articles?page=1&category_id=${category}`, { lang: 'ru-RU', pagesize: 1 });
    const first = answer.articles?.list?.[0];
    if (first?.path) articles.push(prefix + first.path);
  }
  const fixed = [
    '/',
    '/tariffs',
    '/tariffs/russia',
    '/country/russia',
    '/foreign-registers',
    '/faq',
    '/about',
    // English addresses of the same pages.
    '/en',
    '/en/faq',
    '/en/tariffs/russia',
    '/en/materials/news',
    // The ordering path: a search, its numbered pages and the selection steps of a typed-in company.
    '/search?query=строй&country=1',
    '/search2?query=строй&country=1&page=2',
    '/search/select-type?company=1000000000&name=Test&inn=-&status=-&company_type=-&country=RU&address=-&country_id=1',
    '/search/select-product?company=1000000000&name=Test&inn=-&status=-&company_type=-&country=RU&address=-&country_id=1&purpose=1&type=1',
  ];
  const signIn = ['/login', '/forgot-password'];
  return [...new Set([...fixed, ...menus, ...articles, ...signIn])];
}

// ---------------------------------------------------------------------------------------------
// Script before idle, in Chromium

async function scriptsBeforeIdle(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const scripts = [];
  let last = Date.now();
  let pending = 0;
  page.on('request', () => {
    pending += 1;
    last = Date.now();
  });
  const settle = () => {
    pending -= 1;
    last = Date.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', async (request) => {
    if (request.resourceType() === 'script') {
      const sizes = await request.sizes();
      scripts.push({
        file: new URL(request.url()).pathname.split('/').pop(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        body: sizes.responseBodySize,
      });
    }
    settle();
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  while (pending > 0 || Date.now() - last < QUIET_MS) await new Promise((done) => setTimeout(done, 100));
  await context.close();
  return { bytes: scripts.reduce((sum, s) => sum + s.bytes, 0), scripts };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

function run(command, args, env) {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => done({ code, stderr }));
  });
}

async function lighthouse(url, outputPath) {
  rmSync(outputPath, { force: true });
  const { code, stderr } = await run(
    'npx',
    [
      'lighthouse',
      url,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
    ],
    { CHROME_PATH: chromePath },
  );
  if (code !== 0 || !existsSync(outputPath))
    throw new Error(`lighthouse ${url} exited with ${code}\n${stderr.slice(-2000)}`);
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  if (report.runtimeError)
    throw new Error(`lighthouse ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const misses = [];
  for (const id of CATEGORIES) {
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9)
        misses.push(`${id}: ${ref.id} (${audit.displayValue ?? Math.round(audit.score * 100)})`);
    }
  }
  const number = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    ...Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
    ),
    fcp: number('first-contentful-paint'),
    lcp: number('largest-contentful-paint'),
    tbt: number('total-blocking-time'),
    cls: number('cumulative-layout-shift'),
    misses,
  };
}

/** Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART): try that run again. */
async function withRetry(task, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(
        `  (a Lighthouse run failed, trying again: ${String(error.message ?? error).split('\n')[0]})`,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------

if (!existsSync(serverScript)) fail('apps/server/dist/server.js is missing: run `npm run build` first');
if (!existsSync(join(dist, 'index.html'))) fail(`${dist}/index.html is missing: run \`npm run build\` first`);
if (!existsSync(chromePath)) fail(`no Chromium at ${chromePath} (set CHROME_PATH)`);

const { chromium } = await import('playwright-core');
const dir = mkdtempSync(join(tmpdir(), 'storefront-budgets-'));
const report = {
  measuredAt: new Date().toISOString(),
  budgets: BUDGET,
  bare: null,
  pages: [],
  lighthouse: [],
};
let missed = false;
let shop;
let bareServer;
let browser;
let failure;
try {
  const bareDist = await buildBarePage();
  const barePort = await freePort();
  bareServer = await serveStatic(bareDist, barePort);
  const shopPort = await freePort();
  shop = await startShop(shopPort, join(dir, 'budgets.sqlite'));
  const base = `http://127.0.0.1:${shopPort}`;
  browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) });

  const bare = await scriptsBeforeIdle(browser, `http://127.0.0.1:${barePort}/`);
  report.bare = { kb: kb(bare.bytes) };
  console.log(
    `\nScript before idle, as transferred (brotli body + headers), phone viewport in Chromium;` +
      `\nbare Vite + React page built in this run: ${kb(bare.bytes).toFixed(1)} KB in ${bare.scripts.length} file(s)\n`,
  );
  console.log(
    `  ${'page'.padEnd(44)} ${'KB'.padStart(7)} ${'files'.padStart(6)} ${'x bare'.padStart(7)}  budget`,
  );
  for (const path of await publicPages(base)) {
    const measured = await scriptsBeforeIdle(browser, base + path);
    const budget = path === '/' ? BUDGET.homeScriptKb : BUDGET.pageScriptKb;
    const ok = kb(measured.bytes) <= budget;
    if (!ok) missed = true;
    const ratio = measured.bytes / bare.bytes;
    report.pages.push({ path, kb: kb(measured.bytes), files: measured.scripts.length, ratio, budget, ok });
    if (process.env.BUDGETS_VERBOSE)
      for (const script of measured.scripts.sort((a, b) => b.bytes - a.bytes))
        console.log(`      ${script.file.padEnd(40)} ${kb(script.bytes).toFixed(1).padStart(7)}`);
    console.log(
      `  ${path.padEnd(44)} ${kb(measured.bytes).toFixed(1).padStart(7)} ${String(measured.scripts.length).padStart(6)} ${ratio.toFixed(2).padStart(7)}  <= ${budget} ${mark(ok)}`,
    );
  }
  const home = report.pages.find((page) => page.path === '/');
  if (home) {
    const ok = home.ratio < 2;
    if (!ok) missed = true;
    console.log(`  home page under 2x the bare page: ${home.ratio.toFixed(2)}x ${mark(ok)}`);
  }
  await browser.close();
  browser = undefined;

  if (lighthousePages.length > 0) {
    console.log(`\nLighthouse 12, mobile defaults, ${runs} run(s) per page, medians:\n`);
    console.log(
      `  ${'page'.padEnd(18)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'b-p'.padStart(5)} ${'seo'.padStart(5)} ${'LCP s'.padStart(6)} ${'CLS'.padStart(6)} ${'TBT ms'.padStart(7)}  runs (performance)`,
    );
    const newsArticle = (await publicPages(base)).find((page) => page.startsWith('/materials/news/'));
    for (const path of lighthousePages.map((page) => (page === 'news' ? newsArticle : page))) {
      if (!path) throw new Error('no news article in the demo data for Lighthouse');
      const results = [];
      for (let index = 0; index < runs; index++) {
        const output = join(dir, `lh-${index}-${path.replace(/\W+/g, '_')}.json`);
        results.push(await withRetry(() => lighthouse(base + path, output)));
      }
      const m = Object.fromEntries(
        [...CATEGORIES, 'fcp', 'lcp', 'tbt', 'cls'].map((key) => [key, median(results.map((r) => r[key]))]),
      );
      const checks = [
        m.performance >= BUDGET.performance,
        m.accessibility >= BUDGET.accessibility,
        m.seo >= BUDGET.seo,
        m.lcp <= BUDGET.lcpMs,
        m.cls <= BUDGET.cls,
      ];
      const ok = checks.every(Boolean);
      if (!ok) missed = true;
      report.lighthouse.push({
        path,
        runs,
        ...m,
        each: results.map(({ misses: _misses, ...rest }) => rest),
        ok,
      });
      console.log(
        `  ${path.padEnd(18)} ${String(m.performance).padStart(5)} ${String(m.accessibility).padStart(5)} ${String(m['best-practices']).padStart(5)} ${String(m.seo).padStart(5)} ${(m.lcp / 1000).toFixed(2).padStart(6)} ${m.cls.toFixed(3).padStart(6)} ${String(Math.round(m.tbt)).padStart(7)}  ${results.map((r) => r.performance).join('/')} ${mark(ok)}`,
      );
      const misses = [...new Set(results.flatMap((r) => r.misses))];
      if (misses.length > 0)
        console.log(`  ${''.padEnd(18)} audits below 90 in some run: ${misses.join('; ')}`);
    }
    console.log(
      `  budgets: performance >= ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, SEO ${BUDGET.seo}, LCP <= ${BUDGET.lcpMs / 1000} s, CLS <= ${BUDGET.cls}`,
    );
  }
} catch (error) {
  failure = error instanceof Error ? (error.stack ?? error.message) : String(error);
} finally {
  if (browser) await browser.close();
  if (shop) await stop(shop);
  if (bareServer) await new Promise((done) => bareServer.close(done));
  rmSync(dir, { recursive: true, force: true });
}
if (failure) fail(failure);
if (process.env.BUDGETS_JSON)
  writeFileSync(resolve(process.env.BUDGETS_JSON), `${JSON.stringify(report, null, 2)}\n`);

console.log(missed ? '\nSome budgets are missed (see MISS).' : '\nAll budgets met.');
if (strict && missed) process.exit(1);
