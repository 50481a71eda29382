import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  euroFromCents,
  formatEuro,
  formatNumber,
  rublePrice,
  userActCall,
  userDocumentsCall,
  userFileCall,
  userInvoiceCall,
  userOrdersCall,
  userYurlitsoAddCall,
  userYurlitsoDeleteCall,
  userYurlitsoUpdateCall,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderService } from '../../src/modules/orders/order.service.js';
import { seedData } from '../../src/db/seed/data/index.js';
import {
  entrepreneurRequisites,
  organisationRequisites,
  placeOrder,
  signedInCustomer,
} from '../helpers/account.js';
import { createSession } from '../helpers/factories.js';
import { solvedToken } from '../helpers/human-check.js';
import { callOk, expectError, post } from '../helpers/http.js';
import { pdfText } from '../helpers/pdf-text.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

/** The demo shop's seller, which its documents name. */
const shopRequisites = seedData.settings.seller;

describe.each(testedDialects())('orders and documents on %s', (dialect) => {
  let t: TestApp;
  let documentsDir: string;
  beforeAll(async () => {
    documentsDir = mkdtempSync(join(tmpdir(), 'storefront-documents-'));
    t = await createTestApp(dialect, { config: { documentsDir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(documentsDir, { recursive: true, force: true });
  });
  const db = () => t.database.handle.db;

  const addEntity = async (authKey: string, fields: object) =>
    (
      await callOk(t.app, userYurlitsoAddCall, {
        auth_key: authKey,
        ...fields,
        token: await solvedToken(t.app),
      })
    ).id;
  const products = async (authKey: string, page = 1, pagesize = 10) =>
    (await callOk(t.app, userOrdersCall, { auth_key: authKey, lang: 'ru-RU', pagesize }, { page })).orders;
  const documents = async (authKey: string, fields: object = {}, page = 1) =>
    (await callOk(t.app, userDocumentsCall, { auth_key: authKey, lang: 'ru-RU', ...fields }, { page }))
      .documents;

  it('lists the bought products with company, status, dates, prices and the delivered file', async () => {
    const { user, authKey } = await signedInCustomer(db());
    const placed = await placeOrder(db(), user.id);
    const items = await db()
      .selectFrom('order_item')
      .selectAll()
      .where('order_id', '=', placed.orderId)
      .execute();

    const before = await products(authKey);
    expect(before.count).toBe(2);
    expect(before.list.map((product) => [product.id, product.status, product.file_url])).toEqual([
      [placed.itemIds[1], 'new', null],
      [placed.itemIds[0], 'new', null],
    ]);
    const first = before.list.find((product) => product.id === placed.itemIds[0])!;
    expect(first).toMatchObject({
      order_id: placed.orderId,
      order_number: placed.number,
      company_name: 'ООО «Ромашка»',
      company_inn: '7701234567',
      company_country: 'RU',
      product_name: 'Выписка из ЕГРЮЛ 1',
      fulfilled_at: null,
      price_num: euroFromCents(items[0]!.price_cents),
      ruble_price_num: rublePrice(euroFromCents(items[0]!.price_cents), '98.45'),
    });
    expect(Date.parse(first.created_at)).not.toBeNaN();

    await new OrderService(db()).fulfil(placed.orderId, [
      {
        orderItemId: placed.itemIds[0]!,
        storageKey: 'orders/1/extract.pdf',
        fileName: 'extract.pdf',
        sizeBytes: 10,
      },
    ]);
    const after = await products(authKey);
    const delivered = after.list.find((product) => product.id === placed.itemIds[0])!;
    expect(delivered.status).toBe('ready');
    expect(delivered.fulfilled_at).not.toBeNull();
    expect(delivered.file_url).toMatch(/^\/api\/user-file\?id=\d+$/);
    expect(after.list.find((product) => product.id === placed.itemIds[1])).toMatchObject({
      status: 'ready',
      file_url: null,
    });
  });

  it('pages the products, newest order first', async () => {
    const { user, authKey } = await signedInCustomer(db());
    const older = await placeOrder(db(), user.id);
    const newer = await placeOrder(db(), user.id);
    const firstPage = await products(authKey, 1, 3);
    expect(firstPage).toMatchObject({ count: 4, page: 1 });
    expect(firstPage.list.map((product) => product.order_id)).toEqual([
      newer.orderId,
      newer.orderId,
      older.orderId,
    ]);
    const secondPage = await products(authKey, 2, 3);
    expect(secondPage.list.map((product) => product.order_id)).toEqual([older.orderId]);
  });

  it('lists invoices and acts, filtered by doc_type and paginated', async () => {
    const { user, authKey } = await signedInCustomer(db());
    const first = await placeOrder(db(), user.id);
    const second = await placeOrder(db(), user.id);
    const actId = await new OrderService(db()).fulfil(first.orderId);
    const order = await db()
      .selectFrom('customer_order')
      .selectAll()
      .where('id', '=', first.orderId)
      .executeTakeFirstOrThrow();

    const all = await documents(authKey);
    expect(all.count).toBe(3);
    expect(all.list.map((document) => [document.doc_type, document.order_id])).toEqual([
      ['act', first.orderId],
      ['invoice', second.orderId],
      ['invoice', first.orderId],
    ]);
    expect(all.list[0]).toMatchObject({
      id: actId,
      number: first.number,
      order_number: first.number,
      total_eur: euroFromCents(order.total_cents),
      total_rub: order.total_rub,
    });
    expect((await documents(authKey, { doc_type: 'act' })).list.map((document) => document.id)).toEqual([
      actId,
    ]);
    const invoices = await documents(authKey, { doc_type: 'invoice' });
    expect(invoices.list.map((document) => document.id)).toEqual([second.invoiceId, first.invoiceId]);
    const paged = await documents(authKey, { pagesize: 2 }, 2);
    expect(paged).toMatchObject({ count: 3, page: 2 });
    expect(paged.list.map((document) => document.id)).toEqual([first.invoiceId]);
    expectError(await post(t.app, userDocumentsCall.path, { auth_key: authKey, doc_type: 'file' }), 400, {
      field: 'doc_type',
    });
  });

  it('renders the invoice as a PDF with both parties, the items and the totals', async () => {
    const { user, authKey } = await signedInCustomer(db());
    const entityId = await addEntity(authKey, organisationRequisites);
    const placed = await placeOrder(db(), user.id, { legalEntityId: entityId });
    const items = await db()
      .selectFrom('order_item')
      .selectAll()
      .where('order_id', '=', placed.orderId)
      .execute();
    const order = await db()
      .selectFrom('customer_order')
      .selectAll()
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow();

    const response = await post(
      t.app,
      userInvoiceCall.path,
      { auth_key: authKey, lang: 'ru-RU' },
      { id: placed.invoiceId },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="____ ${placed.number}.pdf"; filename*=UTF-8''${encodeURIComponent(`Счёт ${placed.number}.pdf`)}`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(response.rawPayload);
    expect(text).toContain(`Счёт на оплату № ${placed.number}`);
    for (const requisite of [
      shopRequisites.inn,
      shopRequisites.kpp,
      shopRequisites.ogrn,
      shopRequisites.account,
      shopRequisites.bik,
      organisationRequisites.name,
      organisationRequisites.inn,
      organisationRequisites.kpp,
      organisationRequisites.ogrn,
      organisationRequisites.rasch_sch,
      organisationRequisites.bik,
    ]) {
      expect(text).toContain(requisite);
    }
    for (const item of items) {
      expect(text).toContain(item.product_name);
      expect(text).toContain(item.company_name);
      expect(text).toContain(formatEuro(euroFromCents(item.price_cents)));
      expect(text).toContain(formatNumber(item.price_rub));
    }
    expect(order.total_rub).toBe(items.reduce((sum, item) => sum + item.price_rub, 0));
    expect(text).toContain(`Итого: ${formatNumber(order.total_rub)}`);
    expect(text).toContain(`Справочно: сумма в евро ${formatEuro(euroFromCents(order.total_cents))}`);
  });

  it('renders the act with an entrepreneur customer (OGRNIP, no KPP)', async () => {
    const { user, authKey } = await signedInCustomer(db());
    const entityId = await addEntity(authKey, entrepreneurRequisites);
    const placed = await placeOrder(db(), user.id, { legalEntityId: entityId });
    const actId = await new OrderService(db()).fulfil(placed.orderId);

    const response = await post(t.app, userActCall.path, { auth_key: authKey, lang: 'ru-RU' }, { id: actId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(`Акт об оказании услуг № ${placed.number}`);
    expect(text).toContain('Заказчик:');
    expect(text).toContain(entrepreneurRequisites.name);
    expect(text).toContain(`ОГРНИП ${entrepreneurRequisites.ogrn}`);
    expect(text).toContain(`ИНН ${entrepreneurRequisites.inn}`);
    expect(text).not.toContain(`ИНН ${entrepreneurRequisites.inn}, КПП`);
  });

  it('prints the invoice in English when lang is en-US, with the same numbers', async () => {
    const { user, authKey } = await signedInCustomer(db());
    const entityId = await addEntity(authKey, organisationRequisites);
    const placed = await placeOrder(db(), user.id, { legalEntityId: entityId });
    const order = await db()
      .selectFrom('customer_order')
      .selectAll()
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow();

    const response = await post(
      t.app,
      userInvoiceCall.path,
      { auth_key: authKey, lang: 'en-US' },
      { id: placed.invoiceId },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Invoice ${placed.number}.pdf"; filename*=UTF-8''Invoice%20${placed.number}.pdf`,
    );
    const text = pdfText(response.rawPayload);
    expect(text).toContain(`Invoice No. ${placed.number}`);
    expect(text).toContain(`INN ${organisationRequisites.inn}, KPP ${organisationRequisites.kpp}`);
    expect(text).toContain(organisationRequisites.name);
    expect(text).toContain(`Total: ${formatNumber(order.total_rub, 'en-US')}`);
    expect(text).toContain(
      `For reference: the amount in euros is ${formatEuro(euroFromCents(order.total_cents), 'en-US')}`,
    );
  });

  it('keeps the buyer of an issued act and invoice after the legal entity is edited, then deleted', async () => {
    const { user, authKey } = await signedInCustomer(db());
    const entityId = await addEntity(authKey, organisationRequisites);
    const placed = await placeOrder(db(), user.id, { legalEntityId: entityId });
    const actId = await new OrderService(db()).fulfil(placed.orderId);
    const documentText = async (call: typeof userActCall | typeof userInvoiceCall, id: number) => {
      const response = await post(t.app, call.path, { auth_key: authKey, lang: 'ru-RU' }, { id });
      expect(response.statusCode, response.body).toBe(200);
      return pdfText(response.rawPayload);
    };
    const asIssued = [
      organisationRequisites.name,
      `ИНН ${organisationRequisites.inn}, КПП ${organisationRequisites.kpp}`,
      organisationRequisites.yur_address,
      organisationRequisites.rasch_sch,
    ];
    const expectIssuedBuyer = (text: string) => {
      for (const requisite of asIssued) expect(text).toContain(requisite);
      expect(text).not.toContain(entrepreneurRequisites.name);
      expect(text).not.toContain(entrepreneurRequisites.inn);
      expect(text).not.toContain(entrepreneurRequisites.yur_address);
    };

    await callOk(
      t.app,
      userYurlitsoUpdateCall,
      { auth_key: authKey, ...entrepreneurRequisites, token: await solvedToken(t.app) },
      { id: entityId },
    );
    expectIssuedBuyer(await documentText(userActCall, actId));
    expectIssuedBuyer(await documentText(userInvoiceCall, placed.invoiceId));

    await callOk(t.app, userYurlitsoDeleteCall, { auth_key: authKey }, { id: entityId });
    expectIssuedBuyer(await documentText(userActCall, actId));
    expectIssuedBuyer(await documentText(userInvoiceCall, placed.invoiceId));
  });

  it('bills the name and INN typed at checkout when the order has no legal entity', async () => {
    const { user, authKey } = await signedInCustomer(db());
    const placed = await placeOrder(db(), user.id);
    const response = await post(t.app, userInvoiceCall.path, { auth_key: authKey }, { id: placed.invoiceId });
    expect(response.statusCode, response.body).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Покупатель (Заказчик): ООО «Покупатель»');
    expect(text).toContain('ИНН 7707083893');
    expectError(await post(t.app, userInvoiceCall.path, { auth_key: authKey }, { id: 2_000_000_000 }), 404, {
      error: 'NotFound',
    });
  });

  it('an act id asked as an invoice (and the reverse) is 404', async () => {
    const { user, authKey } = await signedInCustomer(db());
    const placed = await placeOrder(db(), user.id);
    const actId = await new OrderService(db()).fulfil(placed.orderId);
    expectError(await post(t.app, userInvoiceCall.path, { auth_key: authKey }, { id: actId }), 404, {
      error: 'NotFound',
    });
    expectError(await post(t.app, userActCall.path, { auth_key: authKey }, { id: placed.invoiceId }), 404, {
      error: 'NotFound',
    });
  });

  it('answers 401 IncorrectToken for unknown, expired and revoked keys', async () => {
    const { user } = await signedInCustomer(db());
    const placed = await placeOrder(db(), user.id);
    const expired = await createSession(db(), user.id, { expiresInMs: -1000 });
    const revoked = await createSession(db(), user.id, { revoked: true });
    for (const authKey of ['unknown-key', expired, revoked]) {
      for (const [path, query] of [
        [userOrdersCall.path, {}],
        [userDocumentsCall.path, {}],
        [userInvoiceCall.path, { id: placed.invoiceId }],
      ] as const) {
        expectError(await post(t.app, path, { auth_key: authKey }, query), 401, { error: 'IncorrectToken' });
      }
    }
  });

  it("authorization matrix: user B on user A's act, invoice and orders gets 404 or nothing", async () => {
    const a = await signedInCustomer(db());
    const b = await signedInCustomer(db());
    const placed = await placeOrder(db(), a.user.id);
    const actId = await new OrderService(db()).fulfil(placed.orderId);
    await placeOrder(db(), b.user.id);

    expectError(await post(t.app, userActCall.path, { auth_key: b.authKey }, { id: actId }), 404, {
      error: 'NotFound',
    });
    expectError(
      await post(t.app, userInvoiceCall.path, { auth_key: b.authKey }, { id: placed.invoiceId }),
      404,
      {
        error: 'NotFound',
      },
    );
    const bProducts = await products(b.authKey);
    expect(bProducts.count).toBe(2);
    expect(bProducts.list.map((product) => product.order_id)).not.toContain(placed.orderId);
    const bDocuments = await documents(b.authKey);
    expect(bDocuments.count).toBe(1);
    expect(bDocuments.list.map((document) => document.id)).not.toContain(actId);
    expect(bDocuments.list.map((document) => document.id)).not.toContain(placed.invoiceId);
  });

  it('serves the delivered file behind file_url to its owner only', async () => {
    const a = await signedInCustomer(db());
    const b = await signedInCustomer(db());
    const placed = await placeOrder(db(), a.user.id);
    const content = Buffer.from('%PDF-1.7 выписка');
    mkdirSync(join(documentsDir, 'orders'), { recursive: true });
    writeFileSync(join(documentsDir, 'orders', `${placed.orderId}.pdf`), content);
    await new OrderService(db()).fulfil(placed.orderId, [
      {
        orderItemId: placed.itemIds[0]!,
        storageKey: `orders/${placed.orderId}.pdf`,
        fileName: 'Выписка ЕГРЮЛ.pdf',
        sizeBytes: content.length,
      },
      { orderItemId: placed.itemIds[1]!, storageKey: '../outside.pdf', fileName: 'x.pdf', sizeBytes: 1 },
    ]);
    const listed = await products(a.authKey);
    const fileUrl = listed.list.find((product) => product.id === placed.itemIds[0])!.file_url!;
    const id = Number(new URL(fileUrl, 'http://shop.test').searchParams.get('id'));

    const response = await post(t.app, userFileCall.path, { auth_key: a.authKey }, { id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload).toEqual(content);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="_______ _____.pdf"; filename*=UTF-8''${encodeURIComponent('Выписка ЕГРЮЛ.pdf')}`,
    );

    expectError(await post(t.app, userFileCall.path, { auth_key: b.authKey }, { id }), 404, {
      error: 'NotFound',
    });
    const outside = listed.list.find((product) => product.id === placed.itemIds[1])!.file_url!;
    const outsideId = Number(new URL(outside, 'http://shop.test').searchParams.get('id'));
    expectError(await post(t.app, userFileCall.path, { auth_key: a.authKey }, { id: outsideId }), 404, {
      error: 'NotFound',
    });
    // An act is not a delivered file.
    expectError(
      await post(t.app, userFileCall.path, { auth_key: a.authKey }, { id: placed.invoiceId }),
      404,
      {
        error: 'NotFound',
      },
    );
    expectError(await post(t.app, userFileCall.path, { auth_key: 'unknown' }, { id }), 401, {
      error: 'IncorrectToken',
    });
  });
});
