#!/usr/bin/env node
// Browser journeys: builds the shop, then runs Playwright in Debian's Chromium. Without Chromium
// they are skipped with one line on a developer's machine, and fail under CI. With E2E_OUTCOME_FILE
// set (scripts/test.mjs sets it), what happened is also written there for `npm test`'s summary.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Records the outcome for the summary, then ends with `code`. */
function finish(code, outcome) {
  if (process.env.E2E_OUTCOME_FILE) writeFileSync(process.env.E2E_OUTCOME_FILE, JSON.stringify(outcome));
  process.exit(code);
}

if (!existsSync(chromium)) {
  const reason = `no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`;
  const line = `Browser journeys skipped: ${reason}`;
  if (process.env.CI === 'true') {
    console.error(`${line}; CI must run them`);
    finish(1, { ran: false, reason: `${reason}; CI must run them` });
  }
  console.log(line);
  finish(0, { ran: false, reason });
}

const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
const built = run('npm', ['run', 'build']);
if (built !== 0) finish(built, { ran: false, reason: 'the build failed' });
const journeys = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
finish(journeys, { ran: true, passed: journeys === 0 });
