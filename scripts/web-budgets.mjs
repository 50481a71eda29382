#!/usr/bin/env node
// `npm run budgets` (after `npm run build`): the web app's budgets as figures (issue 3).
//  1. Initial JavaScript: the entry chunk of apps/web/dist/index.html plus everything it imports
//     statically (transitively), gzip-compressed, in KB. Lazy route chunks (dynamic import()) are
//     not initial and are listed apart. Vite's .vite/manifest.json is used when the build writes
//     one; otherwise the static imports are read from index.html (modulepreload) and the chunks.
//  2. Lighthouse 12 (mobile defaults: emulated phone, simulated slow 4G and CPU throttling) on `/`
//     and `/tariffs/russia`, against the built server started here on a free loopback port with a
//     fresh SQLite database: performance, accessibility, best practices and SEO.
// Builds nothing. Exits 1 when something is missing or fails to run; with --strict also when a
// figure misses its budget (Lighthouse scores vary by a few points between runs on a busy machine).
// Env: LH_RUNS (default 1; the median of each category is reported), CHROME_PATH (/usr/bin/chromium),
// BUDGET_PAGES (comma-separated paths, default "/,/tariffs/russia"), WEB_DIST_DIR (default apps/web/dist).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
// WEB_DIST_DIR (as the server reads it) measures and serves another copy of the build.
const dist = process.env.WEB_DIST_DIR ? resolve(root, process.env.WEB_DIST_DIR) : join(root, 'apps/web/dist');
const serverScript = join(root, 'apps/server/dist/server.js');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 1));
const pages = (process.env.BUDGET_PAGES ?? '/,/tariffs/russia')
  .split(',')
  .map((path) => path.trim())
  .filter(Boolean);
const strict = process.argv.includes('--strict');

const BUDGET = {
  initialJsKb: 150,
  performance: 90,
  accessibility: 95,
  'best-practices': 95,
  seo: 90,
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

function fail(message) {
  console.error(`web-budgets: ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// 1. Initial JavaScript

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** Relative specifiers of the static imports of an ES module chunk (not `import()`). */
function staticImportsOf(code) {
  const found = new Set();
  // `import{a as b}from"./x.js"`, `import x from'./x.js'`, `export{...}from"./x.js"`, `import"./x.js"`
  const patterns = [
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?)\s*from\s*["']([^"']+)["']/g,
    /(?:^|[;\s}])import\s*["']([^"']+)["']/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) found.add(match[1]);
  }
  return [...found].filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'));
}

/** Specifiers of `import('./x.js')` (the bundler may write them with backticks). */
const dynamicImportsOf = (code) =>
  [...code.matchAll(/import\(\s*[`"']([^`"'$]+)[`"']\s*\)/g)].map((match) => match[1]);

/** dist-relative path ('assets/x.js') of a URL path or a specifier relative to a chunk. */
function resolveAsset(specifier, fromFile) {
  if (specifier.startsWith('/')) return specifier.slice(1);
  return posix.normalize(posix.join(posix.dirname(fromFile), specifier));
}

function initialFromManifest(manifestPath) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length === 0) fail(`${manifestPath} has no entry chunk`);
  const initial = new Set();
  const css = new Set();
  const lazy = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
    for (const next of chunk.dynamicImports ?? []) if (manifest[next]) lazy.add(manifest[next].file);
  };
  for (const [key] of entries) visit(key);
  return {
    source: '.vite/manifest.json',
    initial: [...initial],
    css: [...css],
    lazy: [...lazy].filter((f) => !initial.has(f)),
  };
}

function initialFromHtml() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type=["']module["'][^>]*src=["']([^"']+)["']/g)].map(
    (m) => m[1],
  );
  const preloads = [...html.matchAll(/<link[^>]*rel=["']modulepreload["'][^>]*href=["']([^"']+)["']/g)].map(
    (m) => m[1],
  );
  const css = [...html.matchAll(/<link[^>]*rel=["']stylesheet["'][^>]*href=["']([^"']+)["']/g)].map((m) =>
    resolveAsset(m[1], 'index.html'),
  );
  if (entries.length === 0) fail('apps/web/dist/index.html has no <script type="module" src>');
  /** Chunks and everything they import statically, transitively; notes their dynamic imports. */
  const closure = (starts, into, dynamic) => {
    const queue = [...starts];
    while (queue.length > 0) {
      const file = queue.shift();
      if (into.has(file)) continue;
      const full = join(dist, file);
      if (!existsSync(full)) fail(`${file} is referenced but not in ${dist}`);
      into.add(file);
      const code = readFileSync(full, 'utf8');
      for (const specifier of staticImportsOf(code)) queue.push(resolveAsset(specifier, file));
      for (const specifier of dynamicImportsOf(code)) dynamic.add(resolveAsset(specifier, file));
    }
  };
  const initial = new Set();
  const dynamic = new Set();
  closure(
    [...entries, ...preloads].map((url) => resolveAsset(url.replace(/^https?:\/\/[^/]+/, ''), 'index.html')),
    initial,
    dynamic,
  );
  // Lazy: what the dynamic imports load (and load in turn) beyond the initial chunks.
  const lazy = new Set();
  for (let seen = -1; seen !== dynamic.size;) {
    seen = dynamic.size;
    const loaded = new Set();
    closure(
      [...dynamic].filter((file) => !initial.has(file)),
      loaded,
      dynamic,
    );
    for (const file of loaded) if (!initial.has(file)) lazy.add(file);
  }
  return {
    source: 'index.html and the chunks’ static imports',
    initial: [...initial],
    css,
    lazy: [...lazy].filter((f) => !initial.has(f)),
  };
}

function initialJavaScript() {
  if (!existsSync(join(dist, 'index.html')))
    fail('apps/web/dist/index.html is missing: run `npm run build` first');
  const manifestPath = join(dist, '.vite/manifest.json');
  const found = existsSync(manifestPath) ? initialFromManifest(manifestPath) : initialFromHtml();
  const sized = (files) =>
    files
      .filter((file) => existsSync(join(dist, file)))
      .map((file) => ({
        file,
        kb: gzipKb(join(dist, file)),
        rawKb: readFileSync(join(dist, file)).length / 1024,
      }));
  return { ...found, initial: sized(found.initial), css: sized(found.css), lazy: sized(found.lazy) };
}

// ---------------------------------------------------------------------------------------------
// 2. Lighthouse against the built server

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

async function startServer(port, databaseUrl) {
  const child = spawn(process.execPath, [serverScript], {
    env: {
      ...process.env,
      WEB_DIST_DIR: dist,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
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
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stderr }));
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
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
  );
  // The audits that cost points, to say what to fix.
  const misses = [];
  for (const id of CATEGORIES) {
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
        misses.push(`${id}: ${ref.id} (${audit.displayValue ?? Math.round(audit.score * 100)})`);
      }
    }
  }
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ]
    .map((id) => `${id.replace(/-/g, ' ')} ${report.audits[id]?.displayValue ?? '?'}`)
    .join(', ');
  return { scores, misses, metrics };
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mark = (ok) => (ok ? 'ok  ' : 'MISS');

// ---------------------------------------------------------------------------------------------

if (!existsSync(serverScript)) fail('apps/server/dist/server.js is missing: run `npm run build` first');
if (!existsSync(chromePath)) fail(`no Chromium at ${chromePath} (set CHROME_PATH)`);

const js = initialJavaScript();
const initialKb = js.initial.reduce((sum, chunk) => sum + chunk.kb, 0);
let missed = initialKb > BUDGET.initialJsKb;

console.log(`\nInitial JavaScript (${js.source}), gzip -9:`);
for (const chunk of js.initial)
  console.log(
    `  ${chunk.file.padEnd(44)} ${chunk.kb.toFixed(1).padStart(7)} KB  (${chunk.rawKb.toFixed(1)} KB raw)`,
  );
console.log(
  `  ${'total'.padEnd(44)} ${initialKb.toFixed(1).padStart(7)} KB   budget ${BUDGET.initialJsKb} KB  ${mark(initialKb <= BUDGET.initialJsKb)}`,
);
const cssKb = js.css.reduce((sum, file) => sum + file.kb, 0);
console.log(`Initial CSS: ${cssKb.toFixed(1)} KB gzip in ${js.css.length} file(s)`);
const lazyKb = js.lazy.reduce((sum, file) => sum + file.kb, 0);
console.log(
  `Lazy chunks (route-level code splitting): ${js.lazy.length}, ${lazyKb.toFixed(1)} KB gzip in all`,
);

const dir = mkdtempSync(join(tmpdir(), 'storefront-budgets-'));
let server;
let failure;
try {
  const port = await freePort();
  server = await startServer(port, join(dir, 'budgets.sqlite'));
  console.log(
    `\nLighthouse 12, mobile defaults, ${runs} run(s) per page (median), server on 127.0.0.1:${port}, fresh SQLite:`,
  );
  console.log(`  ${'page'.padEnd(18)} ${CATEGORIES.map((id) => id.padStart(15)).join('')}`);
  const details = [];
  for (const path of pages) {
    const results = [];
    for (let index = 0; index < runs; index++) {
      results.push(
        await withRetry(() =>
          lighthouse(
            `http://127.0.0.1:${port}${path}`,
            join(dir, `lh-${results.length}-${path.replace(/\W+/g, '_')}.json`),
          ),
        ),
      );
    }
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(results.map((r) => r.scores[id]))]));
    const cells = CATEGORIES.map((id) => {
      const ok = scores[id] >= BUDGET[id];
      if (!ok) missed = true;
      return `${String(scores[id]).padStart(5)} (≥${BUDGET[id]}${ok ? '' : ' MISS'})`.padStart(15);
    });
    console.log(`  ${path.padEnd(18)} ${cells.join('')}`);
    if (runs > 1) {
      const each = CATEGORIES.map((id) => `${id} ${results.map((r) => r.scores[id]).join('/')}`);
      console.log(`  ${''.padEnd(18)} runs: ${each.join(', ')}`);
    }
    details.push({ path, ...results.at(-1) });
  }
  for (const { path, metrics, misses } of details) {
    console.log(`\n${path}: ${metrics}`);
    if (misses.length > 0) console.log(`  audits below 90: ${misses.join('; ')}`);
  }
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
} finally {
  if (server) await stopServer(server);
  rmSync(dir, { recursive: true, force: true });
}
if (failure) fail(failure);

console.log(missed ? '\nSome budgets are missed (see MISS).' : '\nAll budgets met.');
if (strict && missed) process.exit(1);
