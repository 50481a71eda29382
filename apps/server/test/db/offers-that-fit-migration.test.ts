import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as offersThatFit from '../../src/db/migrations/038-offers-that-fit.js';
import { type TestDatabase, createTestDatabase, testedDialects } from '../helpers/test-app.js';

describe.each(testedDialects())('migration 038 (offers that fit) on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });
  const db = () => database.handle.db;

  const marks = async () => ({
    products: await db().selectFrom('product').select(['id', 'company_kind']).orderBy('id').execute(),
    types: await db().selectFrom('product_type').select(['id', 'needs_paper']).orderBy('id').execute(),
    payOptions: await db()
      .selectFrom('first_pay_option')
      .select(['id', 'payment_method'])
      .orderBy('id')
      .execute(),
  });

  it('marks a demo shop seeded before it as the seed marks a new one', async () => {
    const seeded = await marks();
    expect(seeded.products.filter((row) => row.company_kind === 'sole_trader').length).toBe(1);
    expect(seeded.products.filter((row) => row.company_kind === 'legal_entity').length).toBeGreaterThan(3);
    expect(seeded.types.filter((row) => row.needs_paper === 1).length).toBe(1);
    expect(seeded.payOptions.map((row) => row.payment_method)).toEqual(['card', null, 'invoice', null, null]);

    await offersThatFit.down(db());
    await offersThatFit.up(db());
    expect(await marks()).toEqual(seeded);
  });
});
