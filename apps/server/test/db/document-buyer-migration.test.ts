import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as documentBuyer from '../../src/db/migrations/005-document-buyer.js';
import { storedBuyer } from '../../src/modules/orders/accounting-pdf.js';
import { deliveredOrder, organisationRequisites, placeOrder } from '../helpers/account.js';
import { createUser } from '../helpers/factories.js';
import { type TestDatabase, createTestDatabase, testedDialects } from '../helpers/test-app.js';

describe.each(testedDialects())('migration 005 (document buyer) on %s', (dialect) => {
  let database: TestDatabase;
  let documentsDir: string;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    documentsDir = mkdtempSync(join(tmpdir(), 'storefront-documents-'));
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(documentsDir, { recursive: true, force: true });
  });
  const db = () => database.handle.db;

  it('fills the buyer of acts and invoices issued before it from their order, and leaves files without one', async () => {
    const user = await createUser(db());
    const entity = await db()
      .insertInto('legal_entity')
      .values({ user_id: user.id, ...organisationRequisites, is_default: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const billed = await placeOrder(db(), user.id, { legalEntityId: entity.id });
    const delivered = await deliveredOrder(db(), user.id, documentsDir);
    // Back to the schema before the migration: the documents lose their buyer.
    await documentBuyer.down(db());
    await documentBuyer.up(db());

    const buyerOf = async (id: number) =>
      (await db().selectFrom('document').select('buyer').where('id', '=', id).executeTakeFirstOrThrow())
        .buyer;
    expect(storedBuyer(await buyerOf(billed.invoiceId))).toEqual({
      name: organisationRequisites.name,
      inn: organisationRequisites.inn,
      kpp: organisationRequisites.kpp,
      ogrn: organisationRequisites.ogrn,
      address: organisationRequisites.yur_address,
      bank: organisationRequisites.bank,
      bik: organisationRequisites.bik,
      account: organisationRequisites.rasch_sch,
    });
    // No legal entity on the order: the name and INN typed at checkout.
    const checkout = { name: 'ООО «Покупатель»', inn: '7707083893' };
    expect(storedBuyer(await buyerOf(delivered.invoiceId))).toEqual(checkout);
    expect(storedBuyer(await buyerOf(delivered.actId))).toEqual(checkout);
    expect(await buyerOf(delivered.fileId)).toBeNull();
  });
});
