import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentCache } from '../../src/lib/content-cache.js';
import {
  bumpContentRevision,
  bumpRegisterRevision,
  contentRevisionReader,
  searchRevisionReader,
} from '../../src/modules/settings/settings.service.js';
import { type TestDatabase, createTestDatabase, testedDialects } from '../helpers/test-app.js';

describe.each(testedDialects())('ContentCache on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => database?.drop());

  it('loads once while the revision holds, and again in every instance once it changes', async () => {
    const { db } = database.handle;
    const instanceA = new ContentCache(contentRevisionReader(db), 0);
    const instanceB = new ContentCache(contentRevisionReader(db), 0);
    let loads = 0;
    const load = async () => ++loads;

    expect(await instanceA.get('k', load)).toBe(1);
    expect(await instanceA.get('k', load)).toBe(1);
    expect(await instanceB.get('k', load)).toBe(2);

    await bumpContentRevision(db);
    expect(await instanceA.get('k', load)).toBe(3);
    expect(await instanceB.get('k', load)).toBe(4);
  });

  it('serves from memory within its TTL, without reading the revision', async () => {
    const cache = new ContentCache(contentRevisionReader(database.handle.db), 60_000);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await bumpContentRevision(database.handle.db);
    expect(await cache.get('k', async () => ++loads)).toBe(1);
  });

  it('shares one load between concurrent callers and forgets a failed one', async () => {
    const cache = new ContentCache(contentRevisionReader(database.handle.db), 60_000);
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 20));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => 'recovered')).toBe('recovered');
  });

  it('with a size, drops the least recently used entry first', async () => {
    const cache = new ContentCache(contentRevisionReader(database.handle.db), 60_000, 2);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(1); // a is now the most recently used
    expect(await cache.get('c', load)).toBe(3); // so b goes
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(4);
  });

  it('a search cache follows both the register and the content', async () => {
    const { db } = database.handle;
    const cache = new ContentCache(searchRevisionReader(db), 0, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    await bumpRegisterRevision(db);
    expect(await cache.get('k', load)).toBe(2);
    await bumpContentRevision(db);
    expect(await cache.get('k', load)).toBe(3);
  });
});
