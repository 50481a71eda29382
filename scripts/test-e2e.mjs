#!/usr/bin/env node
// Browser journeys: builds the shop, then runs Playwright in Debian's Chromium. Without Chromium
// they are skipped with one line on a developer's machine, and fail under CI.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const line = `Browser journeys skipped: no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`;
  if (process.env.CI === 'true') {
    console.error(`${line}; CI must run them`);
    process.exit(1);
  }
  console.log(line);
  process.exit(0);
}

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
