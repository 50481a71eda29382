import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit, runInTransaction } from '../../src/db/transaction.js';
import { ConcurrentUpdate } from '../../src/lib/errors.js';
import { type TestDatabase, createTestDatabase, testedDialects } from '../helpers/test-app.js';

describe.each(testedDialects())('afterCommit on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, { empty: true });
  });
  afterAll(async () => database?.drop());
  const db = () => database.handle.db;
  const secret = (name: string) =>
    db().selectFrom('app_secret').select('value').where('name', '=', name).executeTakeFirst();

  it('runs once the transaction has committed, never for an attempt rolled back or run again', async () => {
    const seen: string[] = [];
    let attempts = 0;
    await runInTransaction(db(), async (trx) => {
      attempts += 1;
      await trx
        .insertInto('app_secret')
        .values({ name: 'after-commit', value: `attempt ${attempts}` })
        .execute();
      afterCommit(trx, () => {
        seen.push(`attempt ${attempts}`);
        // What the transaction wrote is there for whoever the effect tells.
        void secret('after-commit').then((row) => seen.push(`sees ${row?.value}`));
      });
      if (attempts < 3) throw new ConcurrentUpdate();
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['attempt 3']);
    await expect.poll(() => seen).toEqual(['attempt 3', 'sees attempt 3']);

    await expect(
      runInTransaction(db(), async (trx) => {
        await trx.insertInto('app_secret').values({ name: 'rolled-back', value: 'x' }).execute();
        afterCommit(trx, () => seen.push('rolled back'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toHaveLength(2);
    expect(await secret('rolled-back')).toBeUndefined();
  });

  it('runs at once outside a transaction', () => {
    const seen: number[] = [];
    afterCommit(db(), () => seen.push(1));
    expect(seen).toEqual([1]);
  });
});
