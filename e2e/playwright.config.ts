import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 25);
// Set once by the main process; the workers load this file again and must see the same folder.
process.env.E2E_RUN_DIR ??= mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
const runDir = process.env.E2E_RUN_DIR;
const databaseUrl = process.env.E2E_DATABASE_URL ?? join(runDir, 'e2e.sqlite');
/** Where the mail sink writes every mail the shop sends (read by the journeys through fixtures). */
export const mailDir = join(runDir, 'mail');
process.env.E2E_MAIL_DIR = mailDir;

/**
 * The journeys that change what every page of the shop shows (a product's price, the rouble rate,
 * the FAQ, a text, a menu) and put it back: run one at a time after all the others, so that no
 * other journey reads the shop half-way through a change. Running one of them alone:
 * `npx playwright test -c e2e/playwright.config.ts --no-deps e2e/admin-rates.spec.ts`.
 */
const shopChanging = [
  'admin-acceptance.spec.ts',
  'admin-catalogue.spec.ts',
  'admin-rates.spec.ts',
  'admin-content.spec.ts',
  'admin-texts.spec.ts',
  'admin-blocks.spec.ts',
];

/** Debian's Chromium (no browser download), against the production build on a fresh database. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? 'list'
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'shop', testIgnore: shopChanging },
    { name: 'shop-changing', testMatch: shopChanging, workers: 1, dependencies: ['shop'] },
  ],
  webServer: [
    {
      // A real SMTP server on loopback that keeps every mail as a file in mailDir.
      command: 'npx tsx mail-sink.ts',
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_DIR: mailDir },
    },
    {
      command: 'node ../apps/server/dist/server.js',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        // The demo's staff sign-ins, in the run's folder whatever the database (e2e/demo-accounts.spec.ts).
        DEMO_ACCOUNTS_FILE: join(runDir, 'demo-accounts.json'),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // The demo shop: its catalog, its demo data and the sandbox's card payments.
        SHOP_MODE: 'demo',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Mail leaves the outbox quickly in the journeys.
        MAIL_POLL_INTERVAL_MS: '250',
        // Every journey registers from 127.0.0.1 (retries included).
        RATE_LIMIT_REGISTER_IP_MAX: '1000',
        // Every journey fills its carts from 127.0.0.1 as well.
        RATE_LIMIT_CART_WRITE_MAX: '100000',
        // Every journey downloads its PDFs from 127.0.0.1 too.
        RATE_LIMIT_PDF_MAX: '1000',
      },
    },
  ],
});
