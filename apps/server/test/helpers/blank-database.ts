import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DialectName } from '../../src/db/database.js';
import { dropWhenIdle } from './postgres.js';

export interface BlankDatabase {
  url: string;
  /** Waits until nobody is connected to it any more (PostgreSQL; SQLite needs no wait). */
  waitUntilIdle(): Promise<void>;
  drop(): Promise<void>;
}

/**
 * A database with nothing in it, not even the schema (what a restore is pointed at): on SQLite a
 * file name in a fresh folder, with no file yet; on PostgreSQL a new database of its own.
 */
export async function createBlankDatabase(dialect: DialectName): Promise<BlankDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-blank-'));
    return {
      url: join(dir, 'shop.sqlite'),
      waitUntilIdle: async () => {},
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const postgres = inject('postgres');
  if (!postgres) throw new Error('PostgreSQL is not prepared for this run');
  const name = `storefront_blank_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const parsed = new URL(postgres.adminUrl);
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    waitUntilIdle: () => waitUntilIdle(admin, name),
    drop: async () => {
      await dropWhenIdle(admin, name);
      await admin.end();
    },
  };
}

/** pg's Pool.end() resolves before its sockets have closed: waits until the server sees no session. */
export async function waitUntilIdle(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await admin.query<{ count: string }>(
      'select count(*) as count from pg_stat_activity where datname = $1',
      [name],
    );
    if (Number(rows[0]?.count) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${name} still has connections`);
}
