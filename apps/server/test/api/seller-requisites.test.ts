import { adminSellerSaveCall, settingsCall, userInvoiceCall } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../../src/db/seed/data/index.js';
import { placeOrder, signedInCustomer } from '../helpers/account.js';
import { createSession, createUser } from '../helpers/factories.js';
import { callOk, expectError, post } from '../helpers/http.js';
import { pdfText } from '../helpers/pdf-text.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

/** Another seller with valid check digits (a different bank: Alfa-Bank's BIK and correspondent account). */
const newSeller = {
  name: 'ООО «Новый Продавец»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  address: '117997, г. Москва, ул. Вавилова, д. 19',
  bank: 'АО «Альфа-Банк»',
  bik: '044525593',
  account: '40702810801300012345',
  correspondent_account: '30101810200000000593',
};

/**
 * The seller's requisites (docs/decisions/058-demo-and-production.md) are the shop's data, kept with
 * every act and invoice as it is issued: a new bank account prints on the documents issued after it,
 * never on those issued before.
 */
describe.each(testedDialects())('the seller on the documents on %s', (dialect) => {
  let t: TestApp;
  let adminKey: string;
  const db = () => t.database.handle.db;
  const invoiceText = async (authKey: string, id: number) => {
    const response = await post(t.app, userInvoiceCall.path, { auth_key: authKey, lang: 'ru-RU' }, { id });
    expect(response.statusCode, response.body).toBe(200);
    return pdfText(response.rawPayload);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminKey = await createSession(db(), (await createUser(db(), { role: 'admin' })).id);
  });
  afterAll(async () => t?.close());

  it('keeps the seller an invoice was issued with, and prints a new one on later invoices', async () => {
    expect(newSeller.account).not.toBe(seedData.settings.seller.account);
    const { user, authKey } = await signedInCustomer(db());
    const before = await placeOrder(db(), user.id);
    const kept = await db()
      .selectFrom('document')
      .select('seller')
      .where('id', '=', before.invoiceId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(kept.seller!)).toEqual(seedData.settings.seller);

    await callOk(t.app, adminSellerSaveCall, { auth_key: adminKey, ...newSeller });
    const after = await placeOrder(db(), user.id);

    const old = await invoiceText(authKey, before.invoiceId);
    expect(old).toContain(seedData.settings.seller.account);
    expect(old).not.toContain(newSeller.account);
    const fresh = await invoiceText(authKey, after.invoiceId);
    expect(fresh).toContain('Новый Продавец');
    expect(fresh).toContain(newSeller.account);
    expect(fresh).toContain(newSeller.correspondent_account);
    expect(fresh).not.toContain(seedData.settings.seller.account);
  });

  it('prints the seller the shop has on a document issued before sellers were kept', async () => {
    const { user, authKey } = await signedInCustomer(db());
    const placed = await placeOrder(db(), user.id);
    await db().updateTable('document').set({ seller: null }).where('id', '=', placed.invoiceId).execute();
    expect(await invoiceText(authKey, placed.invoiceId)).toContain(newSeller.account);
  });

  it('refuses, in the error shape, a document with no seller anywhere; and then offers no bank transfer', async () => {
    const { user, authKey } = await signedInCustomer(db());
    const placed = await placeOrder(db(), user.id);
    await db().updateTable('document').set({ seller: null }).where('id', '=', placed.invoiceId).execute();
    await db().deleteFrom('setting').where('key', 'like', 'seller_%').execute();
    expectError(
      await post(t.app, userInvoiceCall.path, { auth_key: authKey, lang: 'ru-RU' }, { id: placed.invoiceId }),
      409,
      {
        error: 'SellerRequisitesMissing',
      },
    );
    expect((await callOk(t.app, settingsCall, {})).settings.paymentMethods).toEqual(['card']);
  });
});
