import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  adminOrderCall,
  adminOrderCancelCall,
  adminOrderDocumentCall,
  adminOrderMarkPaidCall,
  adminOrderResendMailCall,
  adminOrdersCall,
  adminOrderTakeCall,
  adminOrderUploadCall,
  errorAnswer,
  getOrderCall,
  moscowDay,
  userOrdersCall,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/services.js';
import { postFrom } from '../helpers/accounts.js';
import { createSession, createUser, demoProducts } from '../helpers/factories.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

const silentLog = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} } as never;

/** The smallest PDF file-type recognises, and a PNG's signature: contents by their magic bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(17),
]);
const MAX_BYTES = 64 * 1024;

/** A multipart/form-data body: fields first (the key), then the file part. */
function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) {
  const boundary = `----storefront${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(testedDialects())('back-office orders on %s', (dialect) => {
  let t: TestApp;
  let services: Services;
  let documentsDir: string;
  const db = () => t.database.handle.db;
  let managerId = 0;
  let managerKey = '';
  let customerKey = '';
  let customerId = 0;

  beforeAll(async () => {
    documentsDir = mkdtempSync(join(tmpdir(), 'storefront-admin-orders-'));
    t = await createTestApp(dialect, { config: { documentsDir, documentMaxBytes: MAX_BYTES } });
    services = createServices(t.config, t.database.handle, silentLog);
    const manager = await createUser(db(), { role: 'manager' });
    managerId = manager.id;
    managerKey = await createSession(db(), manager.id);
    const customer = await createUser(db());
    customerId = customer.id;
    customerKey = await createSession(db(), customer.id);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(documentsDir, { recursive: true, force: true });
  });

  let sequence = 0;
  /** An order of the customer with two items, placed and (unless said) paid through the services. */
  async function order(
    options: {
      paid?: boolean;
      paymentMethod?: 'card' | 'invoice';
      email?: string;
      yurName?: string;
      yurInn?: string;
      userId?: number;
    } = {},
  ) {
    const products = await demoProducts(db(), 2);
    const placed = await services.orders.place({
      userId: options.userId ?? customerId,
      legalEntityId: null,
      rubleCourse: '98.45',
      languageCode: 'ru-RU',
      paymentMethod: options.paymentMethod ?? 'card',
      customer: {
        firstName: 'Иван',
        lastName: 'Петров',
        email: options.email ?? `buyer-${++sequence}@example.test`,
        yurName: options.yurName ?? 'ООО «Покупатель»',
        yurInn: options.yurInn ?? '7707083893',
      },
      items: products.map((product, index) => ({
        productId: product.id,
        productName: `Выписка ${index + 1}`,
        priceCents: product.price_cents,
        durationFrom: 1,
        durationTo: 3,
        delivery: false,
        company: { name: `ООО «Ромашка ${index + 1}»`, inn: '7701234567', country: 'RU' },
      })),
    });
    if (options.paid !== false) {
      if ((options.paymentMethod ?? 'card') === 'card')
        await db()
          .insertInto('payment')
          .values({
            order_id: placed.orderId,
            provider: 'sandbox',
            provider_payment_id: `sandbox-${placed.orderId}`,
            idempotency_key: `order:${placed.orderId}:attempt:1`,
            amount_minor: 100,
            currency: 'RUB',
            status: 'succeeded',
            raw: null,
          })
          .execute();
      await services.db
        .transaction()
        .execute((trx) => services.orders.markPaid(trx, placed.orderId, new Date().toISOString()));
    }
    return placed;
  }

  const call = (
    path: string,
    body: Record<string, unknown>,
    query: Record<string, string | number> = {},
    key = managerKey,
  ) =>
    postFrom(
      t.app,
      path,
      { auth_key: key, ...body },
      {
        query: new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString(),
      },
    );

  function upload(
    itemId: number,
    file: { name: string; content: Buffer; type?: string } | undefined,
    key = managerKey,
  ) {
    const { payload, contentType } = multipart(key ? { auth_key: key } : {}, file);
    return t.app.inject({
      method: 'POST',
      url: `${adminOrderUploadCall.path}?id=${itemId}`,
      headers: { 'content-type': contentType },
      payload,
    });
  }

  const auditRows = (action: string, orderId: number) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('entity', '=', 'customer_order')
      .where('entity_id', '=', String(orderId))
      .orderBy('id')
      .execute();

  describe('who may call', () => {
    it('answers every call 401 to a guest, 403 to a customer, and serves a manager in their own session', async () => {
      const placed = await order();
      const cases: { path: string; body: Record<string, unknown>; query: Record<string, number> }[] = [
        { path: adminOrdersCall.path, body: {}, query: {} },
        { path: adminOrderCall.path, body: {}, query: { id: placed.orderId } },
        { path: adminOrderTakeCall.path, body: {}, query: { id: placed.orderId } },
        {
          path: adminOrderResendMailCall.path,
          body: { mail: 'order_placed' },
          query: { id: placed.orderId },
        },
        { path: adminOrderCancelCall.path, body: { reason: 'Дубль' }, query: { id: placed.orderId } },
      ];
      for (const { path, body, query } of cases) {
        const anonymous = await postFrom(t.app, path, body, {
          query: new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString(),
        });
        expect(anonymous.statusCode, path).toBe(401);
        expect(errorAnswer.parse(anonymous.json()).error).toBe('IncorrectToken');
        const customer = await call(path, body, query, customerKey);
        expect(customer.statusCode, path).toBe(403);
        expect(customer.json().error).toBe('ManagerOnly');
        const manager = await call(path, body, query);
        expect(manager.statusCode, `${path}: ${manager.body.slice(0, 200)}`).toBe(200);
      }
      const item = placed.itemIds[0]!;
      expect((await upload(item, { name: 'a.pdf', content: PDF }, '')).statusCode).toBe(401);
      const refused = await upload(item, { name: 'a.pdf', content: PDF }, customerKey);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('ManagerOnly');
    });
  });

  describe('the list', () => {
    it('pages, sorts, filters, searches and flags overdue orders', async () => {
      const marker = `zz${Date.now()}`;
      const a = await order({
        email: `${marker}-a@example.test`,
        yurName: `ООО «Альфа ${marker}»`,
        yurInn: '500100732259',
      });
      const b = await order({ email: `${marker}-b@example.test`, paymentMethod: 'invoice' });
      const c = await order({ email: `${marker}-c@example.test`, paid: false });
      // b's documents were due yesterday: overdue.
      await db()
        .updateTable('customer_order')
        .set({ expected_date: '2020-01-10' })
        .where('id', '=', b.orderId)
        .execute();

      const list = async (body: Record<string, unknown>, page = 1) => {
        const response = await call(adminOrdersCall.path, body, { page });
        expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
        const parsed = adminOrdersCall.answer.parse(response.json());
        return parsed.orders;
      };

      const mine = await list({ q: marker, sort: 'number', dir: 'asc' });
      expect(mine.count).toBe(3);
      expect(mine.list.map((row) => row.id)).toEqual([a.orderId, b.orderId, c.orderId]);
      expect(mine.list[0]).toMatchObject({
        number: a.number,
        status: 'paid',
        customer: { id: customerId, email: `${marker}-a@example.test`, name: 'Петров Иван' },
        items_count: 2,
        items_delivered: 0,
        overdue: false,
        payment_method: 'card',
      });
      expect(mine.list[1]).toMatchObject({ overdue: true, payment_method: 'invoice' });
      expect(mine.list[2]).toMatchObject({ status: 'awaiting_payment', paid_at: null, expected_date: null });

      const descending = await list({ q: marker, sort: 'number', dir: 'desc', pagesize: 2 });
      expect(descending.list.map((row) => row.id)).toEqual([c.orderId, b.orderId]);
      const second = await list({ q: marker, sort: 'number', dir: 'desc', pagesize: 2 }, 2);
      expect(second.list.map((row) => row.id)).toEqual([a.orderId]);
      expect(second).toMatchObject({ count: 3, page: 2 });

      const byExpected = await list({ q: marker, sort: 'expected_date', dir: 'asc' });
      expect(byExpected.list.map((row) => row.id)).toEqual([b.orderId, a.orderId, c.orderId]);

      expect((await list({ q: marker, status: 'awaiting_payment' })).list.map((row) => row.id)).toEqual([
        c.orderId,
      ]);
      expect((await list({ q: marker, payment_method: 'invoice' })).list.map((row) => row.id)).toEqual([
        b.orderId,
      ]);
      expect((await list({ q: marker, overdue: 1 })).list.map((row) => row.id)).toEqual([b.orderId]);
      // Waiting for fulfilment, as the dashboard's card counts: paid or in work, not the unpaid one.
      await call(adminOrderTakeCall.path, {}, { id: a.orderId });
      const awaiting = await list({ q: marker, awaiting: 1, sort: 'number', dir: 'asc' });
      expect(awaiting.list.map((row) => [row.id, row.status])).toEqual([
        [a.orderId, 'in_progress'],
        [b.orderId, 'paid'],
      ]);
      expect((await list({ q: marker, awaiting: 1, status: 'paid' })).list.map((row) => row.id)).toEqual([
        b.orderId,
      ]);
      expect((await list({ q: marker, created_from: '2000-01-01', created_to: '2000-01-02' })).count).toBe(0);
      const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
      expect((await list({ q: marker, created_from: today, created_to: today })).count).toBe(3);

      // Search by number (with or without its prefix and zeros), e-mail, INN and company name.
      expect((await list({ q: a.number })).list.map((row) => row.id)).toEqual([a.orderId]);
      expect((await list({ q: String(a.orderId) })).list.map((row) => row.id)).toContain(a.orderId);
      expect((await list({ q: `${marker}-b@` })).list.map((row) => row.id)).toEqual([b.orderId]);
      expect((await list({ q: '500100732259' })).list.map((row) => row.id)).toContain(a.orderId);
      expect((await list({ q: `альфа ${marker}` })).list.map((row) => row.id)).toEqual([a.orderId]);
      expect((await list({ q: '100%_' })).count).toBe(0);

      const wrong = await call(adminOrdersCall.path, { sort: 'price' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().field).toBe('sort');
      expect((await call(adminOrdersCall.path, { created_from: '2026-13-01' })).statusCode).toBe(400);
    });
  });

  describe('take and cancel', () => {
    it('takes a paid order into work with an audit row and an event; refuses an unpaid one', async () => {
      const paid = await order();
      const response = await call(adminOrderTakeCall.path, {}, { id: paid.orderId });
      expect(response.statusCode).toBe(200);
      const answer = adminOrderTakeCall.answer.parse(response.json());
      expect(answer.order.status).toBe('in_progress');
      expect(answer.order.history.map((event) => event.kind)).toEqual(['placed', 'paid', 'taken']);
      expect(answer.order.history[2]!.actor).toMatchObject({ id: managerId });
      const [audit] = await auditRows(adminOrderTakeCall.path, paid.orderId);
      expect(audit).toMatchObject({ actor_user_id: managerId, acting_manager_id: null });
      expect(JSON.parse(audit!.details!)).toMatchObject({
        before: { status: 'paid' },
        after: { status: 'in_progress' },
      });
      // Again: nothing changes, nothing more is recorded.
      expect((await call(adminOrderTakeCall.path, {}, { id: paid.orderId })).statusCode).toBe(200);
      expect(await auditRows(adminOrderTakeCall.path, paid.orderId)).toHaveLength(1);

      const unpaid = await order({ paid: false });
      const refused = await call(adminOrderTakeCall.path, {}, { id: unpaid.orderId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('OrderNotPaid');
      expect(await auditRows(adminOrderTakeCall.path, unpaid.orderId)).toHaveLength(0);
      expect((await call(adminOrderTakeCall.path, {}, { id: 999_999_999 })).statusCode).toBe(404);
    });

    it('cancels with a reason; a paid order gets its payment marked for refund; a completed one is refused', async () => {
      expect((await call(adminOrderCancelCall.path, {}, { id: 1 })).json()).toMatchObject({
        error: 'FieldCannotBeEmpty',
        field: 'reason',
      });
      const paid = await order();
      const response = await call(
        adminOrderCancelCall.path,
        { reason: 'Клиент передумал' },
        { id: paid.orderId },
      );
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const { order: cancelled } = adminOrderCancelCall.answer.parse(response.json());
      expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'Клиент передумал' });
      expect(cancelled.payments[0]).toMatchObject({ status: 'succeeded', refund_reason: 'Клиент передумал' });
      expect(cancelled.payments[0]!.refund_due_at).not.toBeNull();
      expect(cancelled.history.map((event) => event.kind)).toEqual([
        'placed',
        'paid',
        'cancelled',
        'refund_due',
      ]);
      const [audit] = await auditRows(adminOrderCancelCall.path, paid.orderId);
      expect(JSON.parse(audit!.details!)).toMatchObject({
        before: { status: 'paid', cancel_reason: null },
        after: { status: 'cancelled', cancel_reason: 'Клиент передумал', refund_due: true },
        reason: 'Клиент передумал',
      });

      const unpaid = await order({ paid: false });
      const plain = adminOrderCancelCall.answer.parse(
        (await call(adminOrderCancelCall.path, { reason: 'Не оплачен' }, { id: unpaid.orderId })).json(),
      );
      expect(plain.order.history.map((event) => event.kind)).toEqual(['placed', 'cancelled']);

      const done = await order();
      await services.orders.fulfil(done.orderId);
      const refused = await call(adminOrderCancelCall.path, { reason: 'Поздно' }, { id: done.orderId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('OrderAlreadyCompleted');
      expect(await auditRows(adminOrderCancelCall.path, done.orderId)).toHaveLength(0);
    });
  });

  describe('mails', () => {
    it('queues an order mail again, lists the order mails, and refuses one the state does not allow', async () => {
      const paid = await order();
      const before = adminOrderCall.answer.parse(
        (await call(adminOrderCall.path, {}, { id: paid.orderId })).json(),
      ).order.mails;
      expect(before.map((mail) => mail.template)).toEqual(['payment-received']);
      const response = await call(
        adminOrderResendMailCall.path,
        { mail: 'payment_received' },
        { id: paid.orderId },
      );
      expect(response.statusCode).toBe(200);
      const { order: after } = adminOrderResendMailCall.answer.parse(response.json());
      expect(after.mails.map((mail) => mail.template)).toEqual(['payment-received', 'payment-received']);
      expect(after.history.at(-1)).toMatchObject({
        kind: 'mail_resent',
        details: { mail: 'payment_received' },
      });
      expect(await auditRows(adminOrderResendMailCall.path, paid.orderId)).toHaveLength(1);
      const refused = await call(
        adminOrderResendMailCall.path,
        { mail: 'documents_ready' },
        { id: paid.orderId },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'MailNotApplicable', field: 'mail' });
    });
  });

  describe('uploads', () => {
    it('refuses a wrong type by content, an oversized file and a missing file, storing nothing', async () => {
      const paid = await order();
      const item = paid.itemIds[0]!;
      const filesBefore = readdirSync(documentsDir, { recursive: true }).length;
      for (const file of [
        { name: 'extract.pdf', content: PNG },
        { name: 'extract.pdf', content: Buffer.from('just some text, not a PDF') },
        { name: 'extract.png', content: PDF },
      ]) {
        const response = await upload(item, file);
        expect(response.statusCode, file.name).toBe(400);
        expect(response.json()).toMatchObject({ error: 'DocumentTypeNotAllowed', field: 'file' });
      }
      const big = await upload(item, {
        name: 'big.pdf',
        content: Buffer.concat([PDF, Buffer.alloc(MAX_BYTES)]),
      });
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ error: 'DocumentTooLarge', field: 'file' });
      const none = await upload(item, undefined);
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ error: 'FieldCannotBeEmpty', field: 'file' });
      const urlencoded = await call(adminOrderUploadCall.path, {}, { id: item });
      expect(urlencoded.statusCode).toBe(400);
      expect(readdirSync(documentsDir, { recursive: true }).length).toBe(filesBefore);
      expect(await auditRows(adminOrderUploadCall.path, paid.orderId)).toHaveLength(0);

      const unpaid = await order({ paid: false });
      const refused = await upload(unpaid.itemIds[0]!, { name: 'a.pdf', content: PDF });
      expect(refused.json()).toMatchObject({ error: 'OrderNotPaid' });
    });

    it('stores a path-named file under a generated name, served back only to its owner', async () => {
      const paid = await order();
      const response = await upload(paid.itemIds[0]!, { name: '../../etc/passwd.pdf', content: PDF });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const answer = adminOrderUploadCall.answer.parse(response.json());
      expect(answer.document).toMatchObject({
        file_name: 'passwd.pdf',
        mime_type: 'application/pdf',
        size_bytes: PDF.length,
      });
      expect(answer.completed).toBe(false);
      const row = await db()
        .selectFrom('document')
        .selectAll()
        .where('id', '=', answer.document.id)
        .executeTakeFirstOrThrow();
      expect(row.storage_key).toMatch(new RegExp(`^orders/${paid.orderId}/[0-9a-f-]{36}\\.pdf$`));
      const stored = resolve(documentsDir, row.storage_key!);
      expect(stored.startsWith(resolve(documentsDir))).toBe(true);
      expect(statSync(stored).mode & 0o777).toBe(0o600);
      expect(existsSync('/etc/passwd.pdf')).toBe(false);

      const owner = await postFrom(
        t.app,
        '/api/user-file',
        { auth_key: customerKey },
        { query: `id=${row.id}` },
      );
      expect(owner.statusCode).toBe(200);
      expect(owner.rawPayload.equals(PDF)).toBe(true);
      expect(owner.headers['content-disposition']).toContain('passwd.pdf');
      const stranger = await createUser(db());
      const other = await postFrom(
        t.app,
        '/api/user-file',
        { auth_key: await createSession(db(), stranger.id) },
        { query: `id=${row.id}` },
      );
      expect(other.statusCode).toBe(404);
    });

    it('completes the order when every item has its document: act, mail, files in the account', async () => {
      const paid = await order({ email: `complete-${Date.now()}@example.test` });
      const [first, second] = paid.itemIds as [number, number];
      expect((await upload(first, { name: 'draft.pdf', content: PDF })).statusCode).toBe(200);
      // A second upload for the same item replaces the visible file and keeps the old row.
      const replaced = adminOrderUploadCall.answer.parse(
        (await upload(first, { name: 'final.pdf', content: PDF })).json(),
      );
      expect(replaced.completed).toBe(false);
      expect(replaced.order.items[0]!.documents.map((doc) => [doc.file_name, doc.current])).toEqual([
        ['final.pdf', true],
        ['draft.pdf', false],
      ]);
      const last = await upload(second, { name: 'Выписка.pdf', content: PDF });
      expect(last.statusCode, last.body.slice(0, 300)).toBe(200);
      const done = adminOrderUploadCall.answer.parse(last.json());
      expect(done.completed).toBe(true);
      expect(done.order.status).toBe('completed');
      expect(done.order.items.every((item) => item.status === 'fulfilled')).toBe(true);
      expect(done.order.documents.map((doc) => doc.type).sort()).toEqual(['act', 'invoice']);
      expect(done.order.mails.map((mail) => mail.template)).toContain('documents-ready');
      expect(done.order.history.map((event) => event.kind)).toEqual([
        'placed',
        'paid',
        'document_uploaded',
        'document_uploaded',
        'document_uploaded',
        'completed',
      ]);
      const audits = await auditRows(adminOrderUploadCall.path, paid.orderId);
      expect(audits).toHaveLength(3);
      expect(JSON.parse(audits[2]!.details!)).toMatchObject({
        before: { status: 'paid', item: { id: second, status: 'pending' } },
        after: { status: 'completed', item: { id: second, status: 'fulfilled' } },
        file_name: 'Выписка.pdf',
      });

      const account = await postFrom(t.app, userOrdersCall.path, {
        auth_key: customerKey,
        lang: 'ru-RU',
        pagesize: 100,
      });
      const lines = userOrdersCall.answer
        .parse(account.json())
        .orders.list.filter((line) => line.order_id === paid.orderId);
      expect(lines).toHaveLength(2);
      expect(lines.every((line) => line.status === 'ready' && line.file_url !== null)).toBe(true);
      const firstLine = lines.find((line) => line.id === first)!;
      expect(firstLine.file_url).toBe(`/api/user-file?id=${replaced.document.id}`);

      // A corrected file for a completed order replaces it without completing again.
      const again = adminOrderUploadCall.answer.parse(
        (await upload(second, { name: 'Выписка-2.pdf', content: PDF })).json(),
      );
      expect(again.completed).toBe(false);
      expect(again.order.documents.filter((doc) => doc.type === 'act')).toHaveLength(1);
    });
  });

  describe('downloads', () => {
    it('serves a delivered file, the act and the invoice to a manager only, 404 for an unknown id', async () => {
      const paid = await order({ email: `download-${Date.now()}@example.test` });
      const [first, second] = paid.itemIds as [number, number];
      const delivered = adminOrderUploadCall.answer.parse(
        (await upload(first, { name: '../../etc/Выписка №1.pdf', content: PDF })).json(),
      );
      const done = adminOrderUploadCall.answer.parse(
        (await upload(second, { name: 'second.pdf', content: PDF })).json(),
      );
      const act = done.order.documents.find((doc) => doc.type === 'act')!;
      const invoice = done.order.documents.find((doc) => doc.type === 'invoice')!;

      const file = await call(adminOrderDocumentCall.path, {}, { id: delivered.document.id });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect(file.headers['content-type']).toBe('application/pdf');
      const disposition = String(file.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="[^"/\\]+"; filename\*=UTF-8''/);
      expect(disposition).not.toContain('..');
      expect(disposition).toContain(encodeURIComponent('Выписка №1.pdf'));
      expect(file.headers['cache-control']).toBe('no-store');

      for (const id of [act.id, invoice.id]) {
        const pdf = await call(adminOrderDocumentCall.path, {}, { id });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        expect(String(pdf.headers['content-disposition'])).toMatch(/^attachment; /);
      }

      const unknown = await call(adminOrderDocumentCall.path, {}, { id: 999_999 });
      expect(unknown.statusCode).toBe(404);
      expect(errorAnswer.parse(unknown.json()).error).toBe('NotFound');
      const bad = await call(adminOrderDocumentCall.path, {}, { id: 'x' } as never);
      expect(bad.statusCode).toBe(400);
      expect(errorAnswer.parse(bad.json()).field).toBe('id');

      expect((await call(adminOrderDocumentCall.path, {}, { id: act.id }, '')).statusCode).toBe(401);
      const customer = await call(adminOrderDocumentCall.path, {}, { id: act.id }, customerKey);
      expect(customer.statusCode).toBe(403);
      expect(customer.json().error).toBe('ManagerOnly');
    });
  });

  describe('marking a bank transfer paid', () => {
    const today = () => moscowDay(new Date());
    const markPaid = (id: number, body: Record<string, unknown>, key = managerKey) =>
      call(adminOrderMarkPaidCall.path, body, { id }, key);

    it('shows the ready day in the account as the back-office does: none until the invoice is paid, then the same', async () => {
      const placed = await order({ paymentMethod: 'invoice', paid: false });
      const views = async () => {
        const admin = adminOrderCall.answer.parse(
          (await call(adminOrderCall.path, {}, { id: placed.orderId })).json(),
        ).order;
        const own = getOrderCall.answer.parse(
          (
            await call(getOrderCall.path, { lang: 'ru-RU' }, { order_id: placed.orderId }, customerKey)
          ).json(),
        ).order;
        const lines = userOrdersCall.answer
          .parse((await call(userOrdersCall.path, { lang: 'ru-RU', pagesize: 100 }, {}, customerKey)).json())
          .orders.list.filter((line) => line.order_id === placed.orderId);
        expect(lines).toHaveLength(2);
        return { admin, own, lines };
      };

      const unpaid = await views();
      expect(unpaid.admin.expected_date).toBeNull();
      expect(unpaid.own.expected_date).toBeNull();
      expect(unpaid.lines.map((line) => line.expected_date)).toEqual([null, null]);

      expect((await markPaid(placed.orderId, { paid_on: today(), reference: '77' })).statusCode).toBe(200);
      const paid = await views();
      expect(paid.admin.expected_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(paid.own).toMatchObject({
        expected_date: paid.admin.expected_date,
        expected_date_estimate: paid.admin.expected_date_estimate,
      });
      expect(paid.lines.map((line) => line.expected_date)).toEqual([
        paid.admin.expected_date,
        paid.admin.expected_date,
      ]);

      // Cancelled: neither shows a day any more.
      expect(
        (await call(adminOrderCancelCall.path, { reason: 'Отказ клиента' }, { id: placed.orderId }))
          .statusCode,
      ).toBe(200);
      const cancelled = await views();
      expect(cancelled.admin.expected_date).toBeNull();
      expect(cancelled.own.expected_date).toBeNull();
      expect(cancelled.lines.map((line) => line.expected_date)).toEqual([null, null]);
    });

    it('pays an invoice order once: payment record, expected day, mail, history and audit', async () => {
      const placed = await order({
        paymentMethod: 'invoice',
        paid: false,
        email: `transfer-${Date.now()}@example.test`,
      });
      const body = { paid_on: today(), reference: ' 4711 ' };
      const first = await markPaid(placed.orderId, body);
      expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
      const paid = adminOrderMarkPaidCall.answer.parse(first.json()).order;
      expect(paid.status).toBe('paid');
      expect(paid.expected_date).not.toBeNull();
      expect(paid.payments).toHaveLength(1);
      expect(paid.payments[0]).toMatchObject({
        provider: 'bank_transfer',
        status: 'succeeded',
        amount_rub: paid.total_rub,
        reference: '4711',
        provider_payment_id: null,
      });
      expect(paid.mails.map((mail) => mail.template)).toContain('payment-received');
      const event = paid.history.find((entry) => entry.kind === 'paid')!;
      expect(event.actor).toEqual({ id: managerId, email: expect.any(String) });
      expect(event.details).toMatchObject({ reference: '4711', payment_id: paid.payments[0]!.id });

      // A double click or a retry: the same order, no second payment, mail or audit row.
      const results = await Promise.all([markPaid(placed.orderId, body), markPaid(placed.orderId, body)]);
      for (const again of results) {
        expect(again.statusCode).toBe(200);
        const order = adminOrderMarkPaidCall.answer.parse(again.json()).order;
        expect(order.payments).toHaveLength(1);
        expect(order.expected_date).toBe(paid.expected_date);
        expect(order.mails.filter((mail) => mail.template === 'payment-received')).toHaveLength(1);
      }
      const audits = await auditRows(adminOrderMarkPaidCall.path, placed.orderId);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actor_user_id: managerId, acting_manager_id: null });
      expect(JSON.parse(audits[0]!.details!)).toMatchObject({
        before: { status: 'awaiting_payment' },
        after: { status: 'paid' },
        paid_on: today(),
        reference: '4711',
      });
    });

    it('runs concurrent marks of one order into one payment', async () => {
      const placed = await order({ paymentMethod: 'invoice', paid: false });
      const body = { paid_on: today(), reference: 'PP-1' };
      const answers = await Promise.all([1, 2, 3].map(() => markPaid(placed.orderId, body)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const payments = await db()
        .selectFrom('payment')
        .select('id')
        .where('order_id', '=', placed.orderId)
        .execute();
      expect(payments).toHaveLength(1);
      expect(await auditRows(adminOrderMarkPaidCall.path, placed.orderId)).toHaveLength(1);
    });

    it('refuses card, cancelled and unknown orders, bad days and empty references', async () => {
      const body = { paid_on: today(), reference: '1' };
      const card = await order({ paymentMethod: 'card', paid: false });
      const refusedCard = await markPaid(card.orderId, body);
      expect(refusedCard.statusCode).toBe(400);
      expect(errorAnswer.parse(refusedCard.json()).error).toBe('OrderNotBankTransfer');

      const cancelled = await order({ paymentMethod: 'invoice', paid: false });
      expect(
        (await call(adminOrderCancelCall.path, { reason: 'Дубль' }, { id: cancelled.orderId })).statusCode,
      ).toBe(200);
      const refusedCancelled = await markPaid(cancelled.orderId, body);
      expect(refusedCancelled.statusCode).toBe(400);
      expect(refusedCancelled.json().error).toBe('OrderCancelled');

      expect((await markPaid(999_999, body)).statusCode).toBe(404);

      const open = await order({ paymentMethod: 'invoice', paid: false });
      const future = await markPaid(open.orderId, { ...body, paid_on: '2999-01-01' });
      expect(future.statusCode).toBe(400);
      expect(errorAnswer.parse(future.json())).toMatchObject({
        error: 'PaymentDayInvalid',
        field: 'paid_on',
      });
      const early = await markPaid(open.orderId, { ...body, paid_on: '2020-01-01' });
      expect(early.json()).toMatchObject({ error: 'PaymentDayInvalid', field: 'paid_on' });
      const malformed = await markPaid(open.orderId, { ...body, paid_on: '01.02.2026' });
      expect(malformed.statusCode).toBe(400);
      expect(errorAnswer.parse(malformed.json()).field).toBe('paid_on');
      const empty = await markPaid(open.orderId, { ...body, reference: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(errorAnswer.parse(empty.json()).field).toBe('reference');
      expect(await auditRows(adminOrderMarkPaidCall.path, open.orderId)).toHaveLength(0);

      expect((await markPaid(open.orderId, body, '')).statusCode).toBe(401);
      const customer = await markPaid(open.orderId, body, customerKey);
      expect(customer.statusCode).toBe(403);
      expect(customer.json().error).toBe('ManagerOnly');
      const still = adminOrderCall.answer.parse(
        (await call(adminOrderCall.path, {}, { id: open.orderId })).json(),
      );
      expect(still.order.status).toBe('awaiting_payment');
    });
  });
});
