import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresUrl, redactUrl, SQLITE_MMAP_BYTES } from '../../src/db/database.js';
import { type TestDatabase, createTestDatabase } from '../helpers/test-app.js';

describe('the SQLite connection', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => database?.drop());

  it('runs with WAL, full sync, foreign keys, a busy timeout, a 128 MB page cache and a memory map', async () => {
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(database.handle.db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(2);
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
    // ADR 048: a search of millions reads its candidates from the cache, not from the system.
    expect(await pragma('cache_size')).toBe(-128 * 1024);
    expect(Number(await pragma('mmap_size'))).toBe(SQLITE_MMAP_BYTES);
  });

  it('refuses rows that break a foreign key', async () => {
    await expect(
      database.handle.db
        .insertInto('product')
        .values({
          country_id: 999_999,
          price_cents: 100,
          duration_from: 1,
          duration_to: 2,
          delivery: 0,
          thumb: '',
          sort: 0,
        })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});

describe('database URLs', () => {
  it('chooses PostgreSQL by scheme and hides passwords in logs', () => {
    expect(isPostgresUrl('postgres://u:p@h/db')).toBe(true);
    expect(isPostgresUrl('postgresql://h/db')).toBe(true);
    expect(isPostgresUrl('/var/lib/shop.sqlite')).toBe(false);
    expect(redactUrl('postgres://shop:secret@db.internal:5432/shop')).toBe(
      'postgres://shop:***@db.internal:5432/shop',
    );
  });
});
