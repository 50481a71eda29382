import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type AppConfig, loadConfig } from '../../src/config/env.js';
import { type DatabaseHandle, type DialectName, createDatabase } from '../../src/db/database.js';
import { prepareDatabase } from '../../src/db/setup.js';
import { dropWhenIdle } from './postgres.js';

/** The databases this run tests: SQLite always, PostgreSQL when the global setup prepared it. */
export function testedDialects(): DialectName[] {
  return inject('postgres') ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase {
  handle: DatabaseHandle;
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh copy of the seeded template, private to the caller; `empty`: a database as a real shop
 * first starts on instead, migrated with what every shop starts with and no demo data; with
 * `migrated: false` as well, a database as it is before any instance's first start.
 */
export async function createTestDatabase(
  dialect: DialectName,
  { empty = false, migrated = true }: { empty?: boolean; migrated?: boolean } = {},
): Promise<TestDatabase> {
  const database = await copyOfTemplate(dialect, empty);
  if (empty && migrated) await prepareDatabase(database.handle, { seedIfEmpty: false });
  return database;
}

async function copyOfTemplate(dialect: DialectName, empty: boolean): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-db-'));
    const url = join(dir, 'test.sqlite');
    if (!empty) copyFileSync(inject('sqliteTemplate'), url);
    const handle = createDatabase({ url });
    return {
      handle,
      url,
      drop: async () => {
        await handle.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const postgres = inject('postgres');
  if (!postgres) throw new Error('PostgreSQL is not prepared for this run');
  const name = `storefront_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(
        empty ? `create database "${name}"` : `create database "${name}" template "${postgres.template}"`,
      );
      break;
    } catch (error) {
      // Two files cloning the template at the same instant may collide; a short wait settles it.
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 100));
    }
  }
  const parsed = new URL(postgres.adminUrl);
  parsed.pathname = `/${name}`;
  const url = parsed.toString();
  const handle = createDatabase({ url, poolMax: 4 });
  return {
    handle,
    url,
    drop: async () => {
      await handle.destroy();
      await dropWhenIdle(admin, name);
      await admin.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CONTENT_CACHE_TTL_MS: '0',
      // Tests run delivery passes themselves and solve cheap challenges.
      MAIL_POLL_INTERVAL_MS: '0',
      ALTCHA_MAX_NUMBER: '1000',
      // Suites send many bad tokens from one address; the raise's own test sets it low.
      ALTCHA_RAISE_EVERY_FAILURES: '100000',
      // Suites register many users from one address; the limit's own test sets it low.
      RATE_LIMIT_REGISTER_IP_MAX: '100000',
      // Suites download many PDFs from one address; the limit's own test sets it low.
      RATE_LIMIT_PDF_MAX: '1000000',
      // Suites fill many carts from one address; the limit's own test sets it low.
      RATE_LIMIT_CART_WRITE_MAX: '1000000',
      // No test reads the Central Bank: an import not pointed at a test's own server is refused at once.
      CBR_RATE_URL: 'http://127.0.0.1:9/scripts/XML_daily.asp',
      CBR_RATE_TIMEOUT_MS: '2000',
    }),
    ...overrides,
  };
}

/** The real app on a fresh database. */
export async function createTestApp(
  dialect: DialectName,
  options: {
    config?: Partial<AppConfig>;
    logger?: Parameters<typeof buildApp>[0]['logger'];
    /** Adds what a test serves itself (a probe call) before the app is ready. */
    beforeReady?: (app: FastifyInstance) => void;
    /** A real shop's first start: no demo data (createTestDatabase's `empty`). */
    empty?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect, { empty: options.empty ?? false });
  const config = testConfig({ ...options.config, databaseUrl: database.url });
  const app = await buildApp({ config, database: database.handle, logger: options.logger ?? false });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** Another instance of the app on the same database: what a second server behind a load balancer is. */
export async function createSiblingApp(
  t: TestApp,
  options: { config?: Partial<AppConfig> } = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const handle = createDatabase({ url: t.database.url, poolMax: 4 });
  const app = await buildApp({ config: { ...t.config, ...options.config }, database: handle, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await handle.destroy();
    },
  };
}
