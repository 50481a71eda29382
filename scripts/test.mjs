#!/usr/bin/env node
// `npm test`: the unit and API tests (vitest), then the browser journeys (scripts/test-e2e.mjs),
// then a few lines saying what ran and what did not: how many server tests ran on SQLite and on
// PostgreSQL, and whether the journeys ran, or why not. A suite that skips half of itself quietly
// (no TEST_DATABASE_URL, no Chromium) must say so where the eye lands: the last lines.
// Arguments go to vitest (`npm test -- apps/server/test/foo.test.ts`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'storefront-test-summary-'));
const vitestReport = join(dir, 'vitest.json');
const e2eOutcome = join(dir, 'e2e.json');

const vitest = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
const unitCode = vitest.status ?? 1;
const e2eCode =
  unitCode === 0
    ? (spawnSync(process.execPath, [join(root, 'scripts/test-e2e.mjs')], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, E2E_OUTCOME_FILE: e2eOutcome },
      }).status ?? 1)
    : undefined;

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);
const lines = ['', '── npm test: what ran ──'];
lines.push(...unitLines(readJson(vitestReport)));
lines.push(journeysLine(e2eCode, readJson(e2eOutcome)));
console.log(lines.join('\n'));
rmSync(dir, { recursive: true, force: true });
process.exit(unitCode !== 0 ? unitCode : (e2eCode ?? 1));

/** The vitest project a test file belongs to, from where it lies. */
function projectOf(file) {
  const path = relative(root, file).split(sep).join('/');
  if (path.startsWith('apps/server/')) return 'server';
  if (path.startsWith('apps/web/')) return 'web';
  if (path.startsWith('packages/contract/')) return 'contract';
  return 'repository';
}

/**
 * The database a server test ran on: a suite that touches one runs once a dialect, as
 * `describe.each(testedDialects())('... on %s')`, so its title ends `on sqlite` or `on postgres`.
 */
function dialectOf(test) {
  for (const title of test.ancestorTitles) {
    const dialect = /\bon (sqlite|postgres)$/.exec(title)?.[1];
    if (dialect) return dialect;
  }
  return 'none';
}

function unitLines(report) {
  if (!report) return ['Unit and API tests: no results (vitest stopped before it reported; see above)'];
  const count = { passed: 0, failed: 0, skipped: 0 };
  const projects = {};
  const dialects = { sqlite: 0, postgres: 0, none: 0 };
  const skipped = [];
  for (const file of report.testResults) {
    const project = projectOf(file.name);
    for (const test of file.assertionResults) {
      const state = test.status === 'passed' || test.status === 'failed' ? test.status : 'skipped';
      count[state] += 1;
      if (state === 'skipped') {
        skipped.push(`${relative(root, file.name)}: ${test.fullName}`);
        continue;
      }
      projects[project] = (projects[project] ?? 0) + 1;
      if (project === 'server') dialects[dialectOf(test)] += 1;
    }
  }
  const byProject = Object.entries(projects)
    .map(([name, ran]) => `${name} ${ran}`)
    .join(', ');
  const out = [
    `Unit and API tests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped (${byProject})`,
    `  server tests on SQLite: ${dialects.sqlite}, on PostgreSQL: ${dialects.postgres}, naming no database: ${dialects.none}`,
  ];
  if (dialects.postgres === 0)
    out.push(
      process.env.TEST_DATABASE_URL
        ? '  PostgreSQL: none ran, though TEST_DATABASE_URL is set'
        : '  PostgreSQL: not run, TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  const shown = 5;
  for (const name of skipped.slice(0, shown)) out.push(`  skipped: ${name}`);
  if (skipped.length > shown) out.push(`  ... and ${skipped.length - shown} more skipped`);
  return out;
}

function journeysLine(code, outcome) {
  if (code === undefined) return 'Browser journeys: not run, the unit and API tests failed';
  if (!outcome) return `Browser journeys: ended with exit code ${code} before saying what ran`;
  if (!outcome.ran) return `Browser journeys: not run, ${outcome.reason}`;
  return outcome.passed
    ? 'Browser journeys: ran, all passed'
    : 'Browser journeys: ran, some failed (see above)';
}
