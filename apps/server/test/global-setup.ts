import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database.js';
import { prepareDatabase } from '../src/db/setup.js';
import { dropWhenIdle } from './helpers/postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded SQLite file each test file copies. */
    sqliteTemplate: string;
    /** A migrated, seeded PostgreSQL database each test file clones, or null when PostgreSQL is not tested. */
    postgres: { adminUrl: string; template: string } | null;
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Builds the database templates once per run. PostgreSQL is tested when TEST_DATABASE_URL is set;
 * under CI it must be set and reachable, elsewhere its absence skips that half with one line.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-test-'));
  const sqliteTemplate = join(dir, 'template.sqlite');
  const sqlite = createDatabase({ url: sqliteTemplate });
  await prepareDatabase(sqlite, { seedIfEmpty: true });
  await sqlite.destroy();
  project.provide('sqliteTemplate', sqliteTemplate);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropTemplate: (() => Promise<void>) | undefined;
  if (!adminUrl) {
    if (process.env.CI === 'true')
      throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suite must run in CI');
    console.log(
      'PostgreSQL suite skipped: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
    project.provide('postgres', null);
  } else {
    const template = `storefront_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
    try {
      await admin.connect();
    } catch (error) {
      throw new Error(`PostgreSQL at TEST_DATABASE_URL is unreachable: ${(error as Error).message}`, {
        cause: error,
      });
    }
    await admin.query(`create database "${template}"`);
    const handle = createDatabase({ url: withDatabase(adminUrl, template), poolMax: 2 });
    await prepareDatabase(handle, { seedIfEmpty: true });
    await handle.destroy();
    project.provide('postgres', { adminUrl, template });
    dropTemplate = async () => {
      await dropWhenIdle(admin, template);
      await admin.end();
    };
  }

  return async () => {
    await dropTemplate?.();
    rmSync(dir, { recursive: true, force: true });
  };
}
