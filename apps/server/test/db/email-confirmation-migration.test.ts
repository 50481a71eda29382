import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as emailConfirmation from '../../src/db/migrations/006-email-confirmation.js';
import { type TestDatabase, createTestDatabase, testedDialects } from '../helpers/test-app.js';

describe.each(testedDialects())('migration 006 (email_confirmation) on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('counts the accounts made before it as confirmed from their creation, so nobody is locked out', async () => {
    const db = database.handle.db;
    await emailConfirmation.down(db);
    const createdAt = '2025-03-01T10:00:00.000Z';
    const confirmedAt = '2025-04-01T10:00:00.000Z';
    const [old, confirmed] = await Promise.all(
      [null, confirmedAt].map((verified, index) =>
        db
          .insertInto('app_user')
          .values({
            email: `before-006-${index}-${Date.now()}@example.test`,
            created_at: createdAt,
            email_verified_at: verified,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
    await emailConfirmation.up(db);

    const rows = await db
      .selectFrom('app_user')
      .select(['id', 'email_verified_at'])
      .where('id', 'in', [old!.id, confirmed!.id])
      .execute();
    const verifiedOf = (id: number) =>
      new Date(rows.find((row) => row.id === id)!.email_verified_at!).toISOString();
    expect(verifiedOf(old!.id)).toBe(createdAt);
    expect(verifiedOf(confirmed!.id)).toBe(confirmedAt);
    expect(await db.selectFrom('email_confirmation').select('id').execute()).toEqual([]);
  });
});
