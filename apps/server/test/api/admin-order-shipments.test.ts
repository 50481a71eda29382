import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminOrderCall,
  adminOrderCancelCall,
  adminOrdersCall,
  adminOrderShipCall,
  adminOrderUploadCall,
  getOrderCall,
  userOrdersCall,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/services.js';
import { postFrom } from '../helpers/accounts.js';
import { createSession, createUser, demoProducts } from '../helpers/factories.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

const silentLog = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} } as never;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe.each(testedDialects())('paper originals shipped from the back-office on %s', (dialect) => {
  let t: TestApp;
  let services: Services;
  let documentsDir: string;
  const db = () => t.database.handle.db;
  let managerKey = '';
  let customerKey = '';
  let customerId = 0;

  beforeAll(async () => {
    documentsDir = mkdtempSync(join(tmpdir(), 'storefront-shipments-'));
    t = await createTestApp(dialect, { config: { documentsDir } });
    services = createServices(t.config, t.database.handle, silentLog);
    managerKey = await createSession(db(), (await createUser(db(), { role: 'manager' })).id);
    const customer = await createUser(db());
    customerId = customer.id;
    customerKey = await createSession(db(), customer.id);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(documentsDir, { recursive: true, force: true });
  });

  let sequence = 0;
  /** A paid order of the customer: one electronic item, then `paper` items with originals on paper. */
  async function paidOrder(options: { paper: number; language?: string; paid?: boolean }) {
    const [product] = await demoProducts(db(), 1);
    const email = `shipments-${++sequence}@example.test`;
    const placed = await services.orders.place({
      userId: customerId,
      legalEntityId: null,
      rubleCourse: '98.45',
      languageCode: options.language ?? 'ru-RU',
      paymentMethod: 'card',
      customer: { firstName: 'Анна', lastName: 'Петрова', email },
      items: Array.from({ length: options.paper + 1 }, (_, index) => ({
        productId: product!.id,
        productName: index === 0 ? 'Выписка' : `Апостиль ${index}`,
        priceCents: product!.price_cents,
        durationFrom: 1,
        durationTo: 3,
        delivery: index > 0,
        company: { name: `ООО «Ромашка ${index}»`, inn: '7701234567', country: 'RU' },
      })),
    });
    if (options.paid !== false)
      await services.db
        .transaction()
        .execute((trx) => services.orders.markPaid(trx, placed.orderId, new Date().toISOString()));
    return { ...placed, email };
  }

  const call = (path: string, body: Record<string, unknown>, id: number, key = managerKey) =>
    postFrom(t.app, path, { auth_key: key, ...body }, { query: `id=${id}` });

  const ship = (orderId: number, itemIds: number[], carrier: string, trackingNumber: string, key?: string) =>
    call(
      adminOrderShipCall.path,
      { item_ids: itemIds, carrier, tracking_number: trackingNumber },
      orderId,
      key,
    );

  async function uploadScan(itemId: number) {
    const boundary = `----shipments${Math.random().toString(16).slice(2)}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="auth_key"\r\n\r\n${managerKey}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `${adminOrderUploadCall.path}?id=${itemId}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return adminOrderUploadCall.answer.parse(response.json());
  }

  async function detail(orderId: number) {
    const response = await call(adminOrderCall.path, {}, orderId);
    expect(response.statusCode).toBe(200);
    return adminOrderCall.answer.parse(response.json()).order;
  }

  const mailsTo = (email: string, template: string) =>
    db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('template', '=', template)
      .orderBy('id')
      .execute();

  /** The order's parcels, `shipped` events and audit rows of the shipment call. */
  async function countRows(table: 'order_shipment' | 'order_event' | 'audit_log', orderId: number) {
    const rows =
      table === 'audit_log'
        ? await db()
            .selectFrom('audit_log')
            .select('id')
            .where('action', '=', adminOrderShipCall.path)
            .where('entity_id', '=', String(orderId))
            .execute()
        : table === 'order_event'
          ? await db()
              .selectFrom('order_event')
              .select('id')
              .where('order_id', '=', orderId)
              .where('kind', '=', 'shipped')
              .execute()
          : await db().selectFrom('order_shipment').select('id').where('order_id', '=', orderId).execute();
    return rows.length;
  }

  it('keeps an order with paper items open after its scans until the last original leaves, mailing each parcel in the order’s language', async () => {
    const placed = await paidOrder({ paper: 2, language: 'en-US' });
    const [scanOnly, paperA, paperB] = placed.itemIds as [number, number, number];
    for (const item of placed.itemIds) await uploadScan(item);

    const scanned = await detail(placed.orderId);
    expect(scanned.status).toBe('paid');
    expect(scanned.awaiting_shipment).toBe(true);
    expect(scanned.documents.map((document) => document.type)).toEqual(['invoice']);
    expect(await mailsTo(placed.email, 'documents-ready')).toHaveLength(0);
    const listed = await postFrom(t.app, adminOrdersCall.path, { auth_key: managerKey, q: placed.email });
    expect(adminOrdersCall.answer.parse(listed.json()).orders.list).toMatchObject([
      { id: placed.orderId, status: 'paid', awaiting_shipment: true },
    ]);

    const first = await ship(placed.orderId, [paperA], ' cdek ', ' 12 3456 7890 ');
    expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
    const afterFirst = adminOrderShipCall.answer.parse(first.json()).order;
    expect(afterFirst.status).toBe('paid');
    expect(afterFirst.awaiting_shipment).toBe(true);
    expect(afterFirst.shipments).toEqual([
      {
        id: expect.any(Number),
        carrier: 'СДЭК',
        tracking_number: '1234567890',
        tracking_url: 'https://www.cdek.ru/ru/tracking/?order_id=1234567890',
        shipped_at: expect.any(String),
        item_ids: [paperA],
      },
    ]);
    expect(afterFirst.items.map((item) => item.shipment_id)).toEqual([
      null,
      afterFirst.shipments[0]!.id,
      null,
    ]);
    expect(afterFirst.history.at(-1)).toMatchObject({
      kind: 'shipped',
      details: { carrier: 'СДЭК', tracking_number: '1234567890', order_item_ids: [paperA] },
    });
    const [mail] = await mailsTo(placed.email, 'originals-shipped');
    expect(mail).toMatchObject({ language_code: 'en-US' });
    expect(mail!.subject).toContain(`The paper originals of order ${placed.number} are on their way`);
    expect(mail!.text_body).toContain('Carrier: CDEK');
    expect(mail!.text_body).toContain('Tracking number: 1234567890');
    expect(mail!.text_body).toContain('https://www.cdek.ru/ru/tracking/?order_id=1234567890');
    expect(mail!.text_body).toContain('Апостиль 1');
    expect(mail!.text_body).not.toContain('Апостиль 2');
    expect(mail!.html_body).toContain('<strong>Tracking number: 1234567890</strong>');
    expect(afterFirst.mails.map((m) => m.template)).toContain('originals-shipped');

    const last = await ship(placed.orderId, [paperB], 'Russian Post', 'RA123456789RU');
    const done = adminOrderShipCall.answer.parse(last.json()).order;
    expect(done.status).toBe('completed');
    expect(done.awaiting_shipment).toBe(false);
    expect(done.documents.map((document) => document.type).sort()).toEqual(['act', 'invoice']);
    expect(done.history.slice(-2).map((event) => event.kind)).toEqual(['shipped', 'completed']);
    expect(await mailsTo(placed.email, 'documents-ready')).toHaveLength(1);
    const mails = await mailsTo(placed.email, 'originals-shipped');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text_body).toContain('Carrier: Russian Post');
    expect(mails[1]!.text_body).toContain('https://www.pochta.ru/tracking?barcode=RA123456789RU');

    // The customer sees each parcel: on the account's orders list and on the order's page.
    const lines = await postFrom(t.app, userOrdersCall.path, { auth_key: customerKey, lang: 'en-US' });
    const mine = userOrdersCall.answer
      .parse(lines.json())
      .orders.list.filter((line) => line.order_id === placed.orderId);
    const shipmentOf = (id: number) => mine.find((line) => line.id === id)?.shipment;
    expect(shipmentOf(scanOnly)).toBeNull();
    expect(shipmentOf(paperA)).toMatchObject({ carrier: 'СДЭК', tracking_number: '1234567890' });
    expect(shipmentOf(paperB)).toMatchObject({
      carrier: 'Почта России',
      tracking_number: 'RA123456789RU',
      tracking_url: 'https://www.pochta.ru/tracking?barcode=RA123456789RU',
    });
    const page = await postFrom(
      t.app,
      getOrderCall.path,
      { auth_key: customerKey, lang: 'en-US' },
      { query: `order_id=${placed.orderId}` },
    );
    expect(getOrderCall.answer.parse(page.json()).order.shipments.map((parcel) => parcel.item_ids)).toEqual([
      [paperA],
      [paperB],
    ]);
  });

  it('records a double submit once: one parcel, one mail, one event, one audit row; the parcel then takes a forgotten item', async () => {
    const placed = await paidOrder({ paper: 2 });
    const [, paperA, paperB] = placed.itemIds as [number, number, number];
    const twice = await Promise.all([
      ship(placed.orderId, [paperA], 'Почта России', 'RA123456789RU'),
      ship(placed.orderId, [paperA], 'Почта России', 'RA123456789RU'),
    ]);
    expect(twice.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await countRows('order_shipment', placed.orderId)).toBe(1);
    expect(await countRows('order_event', placed.orderId)).toBe(1);
    expect(await countRows('audit_log', placed.orderId)).toBe(1);
    const mails = await mailsTo(placed.email, 'originals-shipped');
    expect(mails).toHaveLength(1);
    // The order's language is Russian: so is the mail, with the carrier's tracking page.
    expect(mails[0]).toMatchObject({ language_code: 'ru-RU' });
    expect(mails[0]!.subject).toContain(`Оригиналы документов по заказу ${placed.number} отправлены`);
    expect(mails[0]!.text_body).toContain('Служба доставки: Почта России');
    expect(mails[0]!.text_body).toContain('Трек-номер: RA123456789RU');
    expect(mails[0]!.text_body).toContain('https://www.pochta.ru/tracking?barcode=RA123456789RU');

    const joined = await ship(placed.orderId, [paperA, paperB], 'почта россии', 'ra 1234 5678 9ru');
    expect(joined.statusCode).toBe(200);
    const order = adminOrderShipCall.answer.parse(joined.json()).order;
    expect(order.shipments).toHaveLength(1);
    expect(order.shipments[0]!.item_ids).toEqual([paperA, paperB]);
    expect(await mailsTo(placed.email, 'originals-shipped')).toHaveLength(2);
    // Its scans are not in yet: shipped originals alone do not complete it.
    expect(order.status).toBe('paid');
    expect(order.awaiting_shipment).toBe(false);
  });

  it('completes an order whose originals left first with its last scan', async () => {
    const placed = await paidOrder({ paper: 1 });
    const [scanOnly, paper] = placed.itemIds as [number, number];
    expect((await ship(placed.orderId, [paper], 'DHL', '1234567890')).statusCode).toBe(200);
    expect((await uploadScan(paper)).completed).toBe(false);
    const last = await uploadScan(scanOnly);
    expect(last.completed).toBe(true);
    expect(last.order.status).toBe('completed');
  });

  it('refuses an item without paper originals or of another order, a parcel taken, a wrong number, an unpaid, cancelled or unknown order', async () => {
    const placed = await paidOrder({ paper: 1 });
    const other = await paidOrder({ paper: 1 });
    const [scanOnly, paper] = placed.itemIds as [number, number];
    const refused = async (response: Awaited<ReturnType<typeof ship>>, status: number, error: string) => {
      expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
      expect(response.json()).toMatchObject({ error });
      return response.json() as { field?: string };
    };
    expect(
      await refused(await ship(placed.orderId, [scanOnly], 'DHL', '1234567890'), 400, 'ItemNotPaper'),
    ).toMatchObject({
      field: 'item_ids',
    });
    await refused(await ship(placed.orderId, [other.itemIds[1]!], 'DHL', '1234567890'), 400, 'ItemNotPaper');
    expect(
      await refused(await ship(placed.orderId, [paper], 'DHL', 'трек'), 400, 'TrackingNumberInvalid'),
    ).toMatchObject({
      field: 'tracking_number',
    });
    expect(
      await refused(await ship(placed.orderId, [], 'DHL', '1234567890'), 400, 'FieldCannotBeEmpty'),
    ).toMatchObject({
      field: 'item_ids',
    });
    await refused(await ship(999_999, [paper], 'DHL', '1234567890'), 404, 'NotFound');

    expect((await ship(placed.orderId, [paper], 'DHL', '1234567890')).statusCode).toBe(200);
    await refused(await ship(placed.orderId, [paper], 'СДЭК', '1111111111'), 400, 'ItemAlreadyShipped');

    const unpaid = await paidOrder({ paper: 1, paid: false });
    await refused(await ship(unpaid.orderId, [unpaid.itemIds[1]!], 'DHL', '1234567890'), 400, 'OrderNotPaid');
    await call(adminOrderCancelCall.path, { reason: 'Дубль' }, unpaid.orderId);
    await refused(
      await ship(unpaid.orderId, [unpaid.itemIds[1]!], 'DHL', '1234567890'),
      400,
      'OrderCancelled',
    );

    // Only a manager in their own session: a customer is refused, a guest is asked to log in.
    await refused(
      await ship(other.orderId, [other.itemIds[1]!], 'DHL', '1234567890', customerKey),
      403,
      'ManagerOnly',
    );
    const guest = await postFrom(
      t.app,
      adminOrderShipCall.path,
      { item_ids: [other.itemIds[1]!], carrier: 'DHL', tracking_number: '1234567890' },
      { query: `id=${other.orderId}` },
    );
    expect(guest.statusCode).toBe(401);
    expect(await countRows('order_shipment', other.orderId)).toBe(0);
    expect(await mailsTo(other.email, 'originals-shipped')).toHaveLength(0);
  });
});
