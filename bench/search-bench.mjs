#!/usr/bin/env node
// `npm run bench:search [-- --count N] [--db sqlite|postgres|both] [--fresh]`: the company search
// budgets on a generated register of N companies (default 10 000 000), on SQLite and on
// PostgreSQL. Everything compared is measured in the same run on the same machine:
//  - search p95 over a mix of real name words and numbers against a naive LIKE scan's p95;
//  - a query that matches nothing against one that matches; a common word against 50 ms;
//  - /api/companies req/s at 50 connections against a bare Fastify route (autocannon);
//  - the forgiving search (ADR 071): misspelt words (Russian in Latin letters, the other keyboard
//    layout, one typo) found on page 1, and their p95 against the exact search of the words meant;
//  - import rows/s of `npm run register:import` against the import's floor on this machine measured
//    right after it (`bench:import-floor`: SQLite's writer alone, PostgreSQL's plain COPY of the file
//    and the same indexes), when the database was made by this run (a reused database shows the
//    figures measured when it was made), and the index's size.
// Searches are timed through the server's own engine (apps/server/src, bundled) and over HTTP
// against the built server (apps/server/dist/server.js) on 127.0.0.1, one query after another.
// Data: bench/.data/ (register file and SQLite file per count; PostgreSQL database bench_search or
// BENCH_DATABASE_URL), reused while the count matches; --fresh makes them again.
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measureAll } from './load.mjs';
import { freePort, startProcess, stop } from './processes.mjs';
import { ensurePostgres, ensureRegisterFile, ensureSqlite } from './search-data.mjs';
import { loadSearchEngine } from './search-engine.mjs';
import {
  commonWord,
  engineAsk,
  forgivingQueries,
  httpAsk,
  indexSizes,
  likeWords,
  matchingWords,
  missingWords,
  percentile,
  queryMix,
  randomStream,
  sampleCompanies,
  searchBody,
  timeForgiving,
  timeLikeScans,
  timeSequential,
} from './search-measure.mjs';

const USAGE = 'Usage: npm run bench:search -- [--count N] [--db sqlite|postgres|both] [--fresh]';
const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = join(root, 'bench/.data');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 6);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const LIKE_RUNS = Number(process.env.BENCH_LIKE_RUNS ?? 5);
/** Requests the search server answers before it is timed (ADR 076). */
const WARM_REQUESTS = Number(process.env.BENCH_WARM_REQUESTS ?? 2_000);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_search';
/** The registers searched: the largest generated ones, in Cyrillic and in Latin letters. */
const COUNTRIES = ['RU', 'GB'];

const BUDGETS = {
  likeShare: 0.01,
  missOverMatch: 2,
  commonWordMs: 50,
  httpOverBare: 0.25,
  /** The import's rows/s against its floor's measured beside it (ADR 054, 072, 073). */
  importOverFloor: { sqlite: 0.8, postgres: 0.5 },
  forgivingHits: 0.9,
  forgivingOverExact: 3,
};

function parseArguments() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '10000000' },
      db: { type: 'string', default: 'both' },
      fresh: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const count = Number(values.count);
  if (!Number.isSafeInteger(count) || count < 10_000)
    throw new Error(`--count takes a whole number ≥ 10000\n${USAGE}`);
  if (!['sqlite', 'postgres', 'both'].includes(values.db))
    throw new Error(`--db takes sqlite, postgres or both\n${USAGE}`);
  return {
    count,
    databases: values.db === 'both' ? ['sqlite', 'postgres'] : [values.db],
    fresh: values.fresh,
  };
}

const ms = (value) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
const thousands = (value) => Math.round(value).toLocaleString('en-US').replace(/,/g, ' ');
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Lines of the report: a figure, or a budgeted ratio with PASS/FAIL. */
class Report {
  lines = [];
  failures = [];
  /** The database the lines being written are about, to name a failure. */
  section = '';
  figure(label, value) {
    this.lines.push(`  ${label.padEnd(62)} ${value}`);
  }
  check(label, value, budget, passed) {
    const verdict = passed ? 'PASS' : 'FAIL';
    if (!passed) this.failures.push(`${this.section}: ${label}`);
    this.lines.push(`  ${label.padEnd(62)} ${value.padEnd(14)} budget ${budget.padEnd(12)} ${verdict}`);
  }
  heading(text) {
    this.lines.push(`\n ${text}`);
  }
}

async function searchServer(databaseUrl) {
  const port = await freePort();
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The demo shop: its catalogue, its demo data and the sandbox's card payments.
    SHOP_MODE: 'demo',
    DEMO_REGISTER_SIZE: '0',
    DATABASE_URL: databaseUrl,
  };
  const { child } = await startProcess(
    join(root, 'apps/server/dist/server.js'),
    env,
    `http://127.0.0.1:${port}/api/health`,
  );
  return { child, base: `http://127.0.0.1:${port}` };
}

/** One database: sample, time the engine, the LIKE scan and HTTP, size the index. */
async function benchDatabase({ dialect, prepared, engine, count, report }) {
  const handle = engine.createDatabase({ url: prepared.url, poolMax: 4 });
  const db = { db: handle.db, sql: engine.sql };
  /** PostgreSQL's name searches by the way they found their candidates (ADR 041). */
  const paths = {};
  const search =
    dialect === 'postgres'
      ? new engine.PostgresCompanySearch(handle.db, {
          observe: (path) => (paths[path] = (paths[path] ?? 0) + 1),
        })
      : new engine.SqliteCompanySearch(handle.db);
  try {
    const countries = (
      await engine.sql`select id, code from country where code in (${engine.sql.join(COUNTRIES)})`.execute(
        handle.db,
      )
    ).rows.sort((a, b) => COUNTRIES.indexOf(a.code) - COUNTRIES.indexOf(b.code));
    const companies = Number(
      (await engine.sql`select count(*) as n from company`.execute(handle.db)).rows[0].n,
    );
    const random = randomStream(count);
    const sample = await sampleCompanies(db, countries, 20_000, random);
    const mix = queryMix(sample, QUERIES, random);
    const matching = matchingWords(sample, QUERIES, random);
    const missing = missingWords(countries, QUERIES, random);
    const scans = likeWords(sample, LIKE_RUNS, random, 'search_name');
    const tableScans = likeWords(sample, LIKE_RUNS, randomStream(count + 1), 'name');
    const common = countries.map((country) => ({ country, ...commonWord(sample, country.id) }));
    const forgiving = forgivingQueries(sample, QUERIES, random, engine.otherLayout);

    report.section = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    report.heading(
      `${report.section} (${dialect === 'sqlite' ? prepared.url : handle.description}): ${thousands(companies)} companies`,
    );
    report.figure(
      'import (npm run register:import)',
      prepared.import.reported
        ? `${thousands(prepared.import.reported.written)} rows in ${prepared.import.reported.seconds.toFixed(1)} s by its report`
        : 'its report line was not found',
    );
    const importRate = prepared.import.reported?.rowsPerSecond;
    const reused = prepared.reused ? ` (reused database, measured ${prepared.import.at.slice(0, 10)})` : '';
    const floorRate = prepared.import.floor?.rowsPerSecond;
    if (importRate !== undefined) report.figure(`import rows/s${reused}`, `${thousands(importRate)} rows/s`);
    if (floorRate !== undefined) {
      report.figure(
        dialect === 'sqlite'
          ? "floor: the writer's parts alone (bench:import-floor)"
          : 'floor: COPY of the file and the same indexes (bench:import-floor)',
        `${thousands(floorRate)} rows/s`,
      );
      if (importRate !== undefined) {
        const budget = BUDGETS.importOverFloor[dialect];
        report.check(
          `import / floor${reused}`,
          `${(importRate / floorRate).toFixed(2)}x`,
          `≥ ${budget}x`,
          importRate / floorRate >= budget,
        );
      }
    } else report.figure('import floor', 'not measured (a database made before the floor was measured)');
    report.figure(
      'import, the whole command (start, refresh)',
      `${prepared.import.wallSeconds.toFixed(1)} s, ${thousands(companies / prepared.import.wallSeconds)} rows/s`,
    );

    const loadBefore = loadavg()[0];
    const commonQueries = common.map(({ country, word }) =>
      Array.from({ length: QUERIES }, () => ({ kind: 'common word', query: word, countryId: country.id })),
    );
    /** Every kind, one query after another, through `ask`. */
    const timeKinds = async (ask) => {
      const times = {
        mix: await timeSequential(mix, ask, 'some'),
        matching: await timeSequential(matching, ask, 'some'),
        missing: await timeSequential(missing, ask, 'none'),
        common: [],
      };
      for (const queries of commonQueries) times.common.push(await timeSequential(queries, ask, 'some'));
      return times;
    };
    const engineTimes = await timeKinds(engineAsk(search, engine.parseCompanyQuery));
    if (dialect === 'postgres')
      report.figure(
        'name searches by way (engine)',
        Object.entries(paths)
          .map(([path, n]) => `${path} ${n}`)
          .join(', '),
      );
    const forgivingResults = await timeForgiving({ ...engine, search }, forgiving);
    const likeTimes = await timeLikeScans(db, scans);
    const likeP95 = percentile(likeTimes, 95);
    const tableLikeP95 = percentile(await timeLikeScans(db, tableScans), 95);

    const server = await searchServer(prepared.url);
    const barePort = await freePort();
    const bare = (
      await startProcess(
        join(root, 'bench/bare-server.mjs'),
        { PORT: String(barePort) },
        `http://127.0.0.1:${barePort}/bare`,
      )
    ).child;
    let httpTimes;
    let load;
    try {
      // A running shop's process has served many requests before these: its code is compiled and
      // its pools are warm. The first few hundred requests of a new process took 2-5 times as long
      // (ADR 076), so it first answers WARM_REQUESTS queries of its own, none of them timed.
      const timed = new Set(
        [...mix, ...matching, ...missing, ...commonQueries.flat()].map((q) => `${q.countryId} ${q.query}`),
      );
      const warming = queryMix(sample, WARM_REQUESTS, randomStream(count + 2)).filter(
        (query) => !timed.has(`${query.countryId} ${query.query}`),
      );
      const warmAsk = httpAsk(server.base);
      for (const query of warming) await warmAsk(query);
      httpTimes = await timeKinds(warmAsk);
      const headers = {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-encoding': 'gzip, deflate, br',
      };
      /** A target cycling through `queries` on /api/companies. */
      const companiesTarget = (name, queries) => {
        const bodies = queries.map(searchBody);
        let next = 0;
        return {
          name,
          options: {
            url: `${server.base}/api/companies`,
            method: 'POST',
            connections,
            headers,
            requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
          },
        };
      };
      load = await measureAll(
        [
          {
            name: 'bare',
            options: {
              url: `http://127.0.0.1:${barePort}/bare`,
              method: 'POST',
              connections,
              headers,
              body: 'lang=ru-RU',
            },
          },
          companiesTarget('companies', mix),
          // The cheapest real search: what the call costs around the engine.
          companiesTarget(
            'exact numbers',
            mix.filter((query) => query.kind === 'exact number'),
          ),
        ],
        { rounds, duration },
      );
    } finally {
      await stop(server.child);
      await stop(bare);
    }

    for (const [via, times] of [
      ['engine', engineTimes],
      ['HTTP', httpTimes],
    ]) {
      report.heading(
        `search, ${QUERIES} sequential queries per kind, p95 (${via === 'engine' ? "the server's engine in-process" : 'POST /api/companies'})`,
      );
      const mixP95 = percentile(times.mix, 95);
      const kinds = [...new Set(mix.map((query) => query.kind))]
        .map(
          (kind) =>
            `${kind} ${ms(
              percentile(
                times.mix.filter((_, i) => mix[i].kind === kind),
                95,
              ),
            )}`,
        )
        .join(', ');
      report.figure(
        `mix of ${countries.map((c) => c.code).join(' and ')} (median ${ms(percentile(times.mix, 50))})`,
        `${ms(mixP95)}  [${kinds}]`,
      );
      if (via === 'engine') {
        report.figure(
          `LIKE scan of search_name (its index), ${LIKE_RUNS} runs (${scans.map((s) => s.query).join(', ')})`,
          ms(likeP95),
        );
        report.figure(
          `LIKE scan of name (the table; no budget), ${LIKE_RUNS} runs (${tableScans.map((s) => s.query).join(', ')})`,
          ms(tableLikeP95),
        );
      }
      if (via === 'HTTP') {
        // The timed pass is each query's second ask (ADR 044), which the instance's search cache
        // answers; the first ask searches.
        const firstP95 = percentile(times.mix.first, 95);
        report.figure(
          'mix, each query asked the first time (it searches; no budget)',
          `${ms(firstP95)} = ${((firstP95 / likeP95) * 100).toFixed(2)} % of the LIKE scan`,
        );
      }
      report.check(
        `${via} search p95 / LIKE scan p95${via === 'HTTP' ? ' (asked again)' : ''}`,
        `${((mixP95 / likeP95) * 100).toFixed(2)} %`,
        '≤ 1 %',
        mixP95 <= likeP95 * BUDGETS.likeShare,
      );
      const matchP95 = percentile(times.matching, 95);
      const missP95 = percentile(times.missing, 95);
      report.figure('one real word that matches', ms(matchP95));
      report.figure('a word that matches nothing', ms(missP95));
      report.check(
        `${via} no match p95 / match p95`,
        `${(missP95 / matchP95).toFixed(2)}x`,
        '≤ 2x',
        missP95 <= matchP95 * BUDGETS.missOverMatch,
      );
      common.forEach(({ country, word, share }, index) => {
        const p95 = percentile(times.common[index], 95);
        report.check(
          `${via} common word "${word}" (${country.code}, ${(share * 100).toFixed(1)} % of names) p95`,
          ms(p95),
          `≤ ${BUDGETS.commonWordMs} ms`,
          p95 <= BUDGETS.commonWordMs,
        );
      });
    }

    report.heading(
      `forgiving search (ADR 071), ${QUERIES} misspelt words per kind, page 1 (the server's engine in-process)`,
    );
    for (const kind of [...new Set(forgivingResults.map((result) => result.kind)), 'all']) {
      const results = forgivingResults.filter((result) => kind === 'all' || result.kind === kind);
      const hits = results.filter((result) => result.hit).length / results.length;
      const forgivingP95 = percentile(
        results.map((result) => result.forgivingMs),
        95,
      );
      const exactP95 = percentile(
        results.map((result) => result.exactMs),
        95,
      );
      const label = kind === 'all' ? 'every kind' : kind;
      report.figure(
        `${label}: p95 misspelt / the word meant, exactly`,
        `${ms(forgivingP95)} / ${ms(exactP95)}`,
      );
      if (kind !== 'all') report.figure(`${label}: the word meant on page 1`, `${(hits * 100).toFixed(1)} %`);
      else {
        report.check(
          'forgiving: the word meant on page 1',
          `${(hits * 100).toFixed(1)} %`,
          `≥ ${BUDGETS.forgivingHits * 100} %`,
          hits >= BUDGETS.forgivingHits,
        );
        report.check(
          'forgiving p95 / exact p95 of the words meant',
          `${(forgivingP95 / exactP95).toFixed(2)}x`,
          `≤ ${BUDGETS.forgivingOverExact}x`,
          forgivingP95 <= exactP95 * BUDGETS.forgivingOverExact,
        );
      }
    }

    const [bareLoad, companiesLoad, numbersLoad] = load;
    report.heading(
      `/api/companies under load: ${connections} connections, median of ${rounds} interleaved ${duration} s runs, the mix's queries`,
    );
    report.figure('bare Fastify route', `${thousands(bareLoad.rps)} req/s, p99 ${bareLoad.p99} ms`);
    report.figure(
      '/api/companies, the mix',
      `${thousands(companiesLoad.rps)} req/s, p99 ${companiesLoad.p99} ms`,
    );
    report.figure(
      '/api/companies, exact numbers only (no budget)',
      `${thousands(numbersLoad.rps)} req/s, p99 ${numbersLoad.p99} ms, ${(numbersLoad.rps / bareLoad.rps).toFixed(2)}x bare`,
    );
    report.check(
      '/api/companies / bare route req/s',
      `${(companiesLoad.rps / bareLoad.rps).toFixed(2)}x`,
      `≥ ${BUDGETS.httpOverBare}x`,
      companiesLoad.rps >= bareLoad.rps * BUDGETS.httpOverBare,
    );

    report.figure(
      'load average (1 min) before / after the timings',
      `${loadBefore.toFixed(1)} / ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores (a shared machine is noisy)`,
    );

    report.heading('index size');
    const sizes = await indexSizes(db, dialect);
    let indexBytes = 0;
    for (const part of sizes) {
      if (!part.table) indexBytes += part.bytes;
      report.figure(
        `${part.name}${part.table ? ' (the table, for scale)' : ''}`,
        `${megabytes(part.bytes).padStart(10)}  ${(part.bytes / companies).toFixed(0).padStart(5)} B/company`,
      );
    }
    report.figure(
      'all indexes of company',
      `${megabytes(indexBytes).padStart(10)}  ${(indexBytes / companies).toFixed(0).padStart(5)} B/company`,
    );
  } finally {
    await handle.destroy();
  }
}

const options = parseArguments();
const engine = await loadSearchEngine(root, dataDir);
const register = await ensureRegisterFile({ root, dataDir, count: options.count, fresh: options.fresh });
const report = new Report();
report.lines.push(
  `Company search budgets: ${thousands(options.count)} generated companies (${register.file}), Node ${process.version}`,
);
for (const dialect of options.databases) {
  const prepared =
    dialect === 'sqlite'
      ? await ensureSqlite({ root, dataDir, register, fresh: options.fresh })
      : await ensurePostgres({ root, dataDir, register, fresh: options.fresh, url: postgresUrl, engine });
  console.log(`measuring ${dialect}…`);
  await benchDatabase({ dialect, prepared, engine, count: options.count, report });
}
console.log(`\n${report.lines.join('\n')}`);
console.log(
  report.failures.length === 0
    ? '\nAll budgets met.'
    : `\n${report.failures.length} budget(s) missed: ${report.failures.join('; ')}`,
);
process.exitCode = report.failures.length === 0 ? 0 : 1;
