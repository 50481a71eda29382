import {
  adminDashboardCall,
  adminOrderCall,
  adminOrderCancelCall,
  adminOrderRefundMadeCall,
  paymentForm,
} from '@storefront/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Refusal } from '../../src/lib/errors.js';
import { robokassaSignature } from '../../src/modules/payments/robokassa.provider.js';
import { createServices, type Services } from '../../src/services.js';
import { postFrom } from '../helpers/accounts.js';
import { createSession, createUser } from '../helpers/factories.js';
import { expectError } from '../helpers/http.js';
import { formPost, notificationsOf, orderState, paymentsOf, placeCardOrder } from '../helpers/payments.js';
import { type TestApp, createTestApp, testConfig, testedDialects } from '../helpers/test-app.js';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
const SANDBOX_NOTIFY = '/api/payments/sandbox/notify';
const ROBOKASSA_RESULT = '/api/payments/robokassa/result';

/** Services over the app's database (the checkout hands the orders their mails). */
function servicesWithMails(t: TestApp): Services {
  return createServices(t.config, t.database.handle, silentLog);
}

async function outboxFor(t: TestApp, email: string) {
  return t.database.handle.db
    .selectFrom('mail_outbox')
    .select(['id', 'subject'])
    .where('to_address', '=', email)
    .where('template', '=', 'payment-received')
    .execute();
}

/** Opens the sandbox page of a form as a browser would, then presses a button. */
async function sandboxDecision(
  app: FastifyInstance,
  form: { action: string; fields: Record<string, string> },
  decision: string,
) {
  const page = await app.inject({
    method: 'GET',
    url: `${new URL(form.action).pathname}?payment=${form.fields.payment}`,
  });
  expect(page.statusCode, page.body).toBe(200);
  const post = await app.inject(
    formPost('/pay/sandbox', { payment: form.fields.payment!, decision }, '198.51.100.20'),
  );
  return { page, post };
}

describe.each(testedDialects())('payments through the sandbox on %s', (dialect) => {
  let t: TestApp;
  let services: Services;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      config: {
        rateLimits: { ...testConfig().rateLimits, paymentRefusals: { max: 10_000, windowSeconds: 600 } },
      },
    });
    services = servicesWithMails(t);
  });
  afterAll(async () => t?.close());
  const db = () => t.database.handle.db;

  it('starts one attempt per order and answers the same form until a new attempt is asked for', async () => {
    const order = await placeCardOrder(db());
    const form = await services.payments.startPayment(order.orderId, { newAttempt: false });
    expect(paymentForm.parse(form)).toEqual(form);
    expect(form).toMatchObject({
      provider: 'sandbox',
      method: 'GET',
      action: 'http://127.0.0.1:3000/pay/sandbox',
    });
    expect(form.fields.payment).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await services.payments.startPayment(order.orderId, { newAttempt: false })).toEqual(form);

    const again = await services.payments.startPayment(order.orderId, { newAttempt: true });
    expect(again.fields.payment).not.toBe(form.fields.payment);
    const rows = await paymentsOf(db(), order.orderId);
    // The new attempt cancelled the earlier one at the sandbox; both take no money.
    expect(
      rows.map((row) => [
        row.attempt,
        row.idempotency_key,
        row.status,
        row.failure,
        row.amount_minor,
        row.currency,
        row.test,
      ]),
    ).toEqual([
      [
        1,
        `order:${order.orderId}:attempt:1`,
        'cancelled',
        'PaymentCancelled',
        order.totalRub * 100,
        'RUB',
        1,
      ],
      [2, `order:${order.orderId}:attempt:2`, 'pending', null, order.totalRub * 100, 'RUB', 1],
    ]);
    expect(await services.payments.latestPayment(order.orderId)).toMatchObject({
      provider: 'sandbox',
      status: 'pending',
      failure: null,
    });
  });

  it('a new attempt cancels the earlier one: its page no longer offers Approve, and pressing it there changes nothing', async () => {
    const order = await placeCardOrder(db());
    const first = await services.payments.startPayment(order.orderId, { newAttempt: false });
    const firstPage = `/pay/sandbox?payment=${first.fields.payment}`;
    expect((await t.app.inject({ method: 'GET', url: firstPage })).body).toContain('sandbox-approve');
    const second = await services.payments.startPayment(order.orderId, { newAttempt: true });

    const stale = await t.app.inject({ method: 'GET', url: firstPage });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).not.toContain('sandbox-approve');
    expect(stale.body).toContain('data-testid="sandbox-done"');
    // The page opened before the cancel still posts its decision: refused, nothing is paid.
    const pressed = await t.app.inject(
      formPost('/pay/sandbox', { payment: first.fields.payment!, decision: 'approve' }),
    );
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`/payment-fail?order_id=${order.orderId}`);
    expect(await orderState(db(), order.orderId)).toMatchObject({ status: 'awaiting_payment' });
    expect(
      (await notificationsOf(db(), 'sandbox')).filter(
        (row) => row.provider_payment_id === first.fields.payment,
      ),
    ).toEqual([]);

    // The new attempt's page pays the order.
    const { post } = await sandboxDecision(t.app, second, 'approve');
    expect(post.headers.location).toBe(`/payment-success?order_id=${order.orderId}`);
    expect((await paymentsOf(db(), order.orderId)).map((row) => [row.attempt, row.status])).toEqual([
      [1, 'cancelled'],
      [2, 'succeeded'],
    ]);
  });

  it('makes one attempt of twenty parallel starts', async () => {
    const order = await placeCardOrder(db());
    const forms = await Promise.all(
      Array.from({ length: 20 }, () => services.payments.startPayment(order.orderId, { newAttempt: false })),
    );
    expect(new Set(forms.map((form) => form.fields.payment)).size).toBe(1);
    expect(await paymentsOf(db(), order.orderId)).toHaveLength(1);
  });

  it('refuses to start a payment of an order paid by invoice, or of no order', async () => {
    const invoiced = await placeCardOrder(db(), { paymentMethod: 'invoice' });
    await expect(
      services.payments.startPayment(invoiced.orderId, { newAttempt: false }),
    ).rejects.toMatchObject({
      kind: 'invalid',
      key: 'OrderNotPayable',
    });
    await expect(services.payments.startPayment(987_654, { newAttempt: false })).rejects.toBeInstanceOf(
      Refusal,
    );
    expect(await paymentsOf(db(), invoiced.orderId)).toEqual([]);
    expect(await services.payments.latestPayment(invoiced.orderId)).toBeNull();
  });

  it('approves on the sandbox page (under the strict CSP) and marks the order paid', async () => {
    const order = await placeCardOrder(db());
    const form = await services.payments.startPayment(order.orderId, { newAttempt: false });
    const { page, post } = await sandboxDecision(t.app, form, 'approve');

    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).not.toMatch(/<script|style=|<style/i);
    expect(page.body).toContain('Тестовая оплата');
    expect(page.body).toContain(`Заказ ${order.number}`);
    expect(page.body).toContain(`${order.totalRub.toLocaleString('ru-RU').replace(/\s/g, ' ')} ₽`);
    expect(page.body).toContain('action="/pay/sandbox"');
    const stylesheet = await t.app.inject({ method: 'GET', url: '/pay/sandbox.css' });
    expect(stylesheet.headers['content-type']).toMatch(/^text\/css/);

    expect(post.statusCode, post.body).toBe(303);
    expect(post.headers.location).toBe(`/payment-success?order_id=${order.orderId}`);
    expect(await orderState(db(), order.orderId)).toMatchObject({ status: 'paid' });
    expect(await services.payments.latestPayment(order.orderId)).toMatchObject({
      status: 'succeeded',
      failure: null,
    });
    const [logged] = (await notificationsOf(db(), 'sandbox')).filter(
      (row) => row.provider_payment_id === form.fields.payment,
    );
    expect(logged).toMatchObject({
      verified: 1,
      refusal: null,
      outcome: 'changed',
      event: 'payment.succeeded',
    });
    expect(logged!.raw).not.toContain('signature');

    // The page of a finished payment offers the way back, not the buttons.
    const after = await t.app.inject({ method: 'GET', url: `/pay/sandbox?payment=${form.fields.payment}` });
    expect(after.body).toContain('data-testid="sandbox-done"');
    expect(after.body).not.toContain('sandbox-approve');
    // checkPayment on the sandbox (no state to fetch) leaves what the notification did.
    await services.payments.checkPayment(order.orderId);
    expect(await services.payments.latestPayment(order.orderId)).toMatchObject({ status: 'succeeded' });
  });

  it('declines, stores why, and a new attempt then pays; an English order gets an English page', async () => {
    const order = await placeCardOrder(db(), { languageCode: 'en-US' });
    const first = await services.payments.startPayment(order.orderId, { newAttempt: false });
    const { page, post } = await sandboxDecision(t.app, first, 'decline');
    expect(page.body).toContain('<html lang="en"');
    expect(page.body).toContain(`Order ${order.number}`);
    expect(page.body).toContain('Approve');
    expect(post.headers.location).toBe(`/payment-fail?order_id=${order.orderId}`);
    expect(await services.payments.latestPayment(order.orderId)).toMatchObject({
      status: 'failed',
      failure: 'PaymentDeclined',
    });
    expect(await orderState(db(), order.orderId)).toMatchObject({
      status: 'awaiting_payment',
      paid_at: null,
    });

    // "Pay again": without newAttempt too, a failed latest attempt is followed by a new one.
    const second = await services.payments.startPayment(order.orderId, { newAttempt: false });
    expect(second.fields.payment).not.toBe(first.fields.payment);
    const { post: paid } = await sandboxDecision(t.app, second, 'approve');
    expect(paid.headers.location).toBe(`/payment-success?order_id=${order.orderId}`);
    expect(await orderState(db(), order.orderId)).toMatchObject({ status: 'paid' });
    expect(
      (await paymentsOf(db(), order.orderId)).map((row) => [row.attempt, row.status, row.failure]),
    ).toEqual([
      [1, 'failed', 'PaymentDeclined'],
      [2, 'succeeded', null],
    ]);
  });

  it('takes 50 replays of one notification as one transition and one payment-received mail', async () => {
    const order = await placeCardOrder(db());
    const form = await services.payments.startPayment(order.orderId, { newAttempt: false });
    const notification = await services.payments.sandboxNotification(
      form.fields.payment!,
      'payment.succeeded',
      order.totalRub * 100,
    );
    const answers = await Promise.all([
      ...Array.from({ length: 45 }, () =>
        services.payments.receiveNotification('sandbox', { body: notification, ip: '127.0.0.1' }),
      ),
      ...Array.from({ length: 5 }, () => t.app.inject(formPost(SANDBOX_NOTIFY, notification))),
    ]);
    for (const answer of answers.slice(45)) expect((answer as { statusCode: number }).statusCode).toBe(200);
    const state = await orderState(db(), order.orderId);
    expect(state.status).toBe('paid');
    const logged = (await notificationsOf(db(), 'sandbox')).filter(
      (row) => row.provider_payment_id === form.fields.payment,
    );
    expect(logged).toHaveLength(50);
    expect(logged.filter((row) => row.outcome === 'changed')).toHaveLength(1);
    expect(logged.every((row) => row.verified === 1)).toBe(true);
    expect(await outboxFor(t, order.email)).toHaveLength(1);
    // A replay later changes nothing either.
    await services.payments.receiveNotification('sandbox', { body: notification, ip: '127.0.0.1' });
    expect(await orderState(db(), order.orderId)).toEqual(state);
  });

  it('refuses forged, tampered and mismatched notifications with a 4xx, changing nothing', async () => {
    const order = await placeCardOrder(db());
    const form = await services.payments.startPayment(order.orderId, { newAttempt: false });
    const id = form.fields.payment!;
    const amount = order.totalRub * 100;
    const good = await services.payments.sandboxNotification(id, 'payment.succeeded', amount);
    const cases: [string, Record<string, string>, number][] = [
      ['tampered amount', { ...good, amount: '1.00' }, 403],
      ['bad signature', { ...good, signature: 'ab'.repeat(32) }, 403],
      [
        'missing signature',
        Object.fromEntries(Object.entries(good).filter(([name]) => name !== 'signature')),
        403,
      ],
      [
        'wrong amount, signed',
        await services.payments.sandboxNotification(id, 'payment.succeeded', amount + 100),
        400,
      ],
      [
        'wrong currency, signed',
        await services.payments.sandboxNotification(id, 'payment.succeeded', amount, 'EUR'),
        400,
      ],
      [
        'unknown payment, signed',
        await services.payments.sandboxNotification('x'.repeat(32), 'payment.succeeded', amount),
        404,
      ],
      ['no fields', {}, 400],
    ];
    for (const [name, fields, status] of cases) {
      const response = await t.app.inject(formPost(SANDBOX_NOTIFY, fields, '203.0.113.50'));
      expect(response.statusCode, `${name}: ${response.body}`).toBe(status);
      expect(Object.keys(response.json())).toContain('error');
    }
    const json = await t.app.inject({
      method: 'POST',
      url: SANDBOX_NOTIFY,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(good),
    });
    expect(json.statusCode).toBe(415);
    expect(await orderState(db(), order.orderId)).toMatchObject({
      status: 'awaiting_payment',
      paid_at: null,
    });
    expect(await paymentsOf(db(), order.orderId)).toMatchObject([{ status: 'pending', failure: null }]);
    const refusals = (await notificationsOf(db(), 'sandbox')).filter(
      (row) => row.remote_ip === '203.0.113.50',
    );
    expect(refusals.map((row) => row.refusal)).toEqual([
      'signature',
      'signature',
      'signature',
      'amount',
      'currency',
      'unknown-payment',
      'malformed',
    ]);
    // The genuine one still goes through.
    expect((await t.app.inject(formPost(SANDBOX_NOTIFY, good))).statusCode).toBe(200);
    expect(await orderState(db(), order.orderId)).toMatchObject({ status: 'paid' });
  });

  it('lets no late news undo a success, and no success undo a refund', async () => {
    const order = await placeCardOrder(db());
    const form = await services.payments.startPayment(order.orderId, { newAttempt: false });
    const id = form.fields.payment!;
    const amount = order.totalRub * 100;
    const send = async (event: Parameters<Services['payments']['sandboxNotification']>[1]) => {
      const response = await t.app.inject(
        formPost(SANDBOX_NOTIFY, await services.payments.sandboxNotification(id, event, amount)),
      );
      expect(response.statusCode, response.body).toBe(200);
    };
    await send('payment.succeeded');
    const paid = await orderState(db(), order.orderId);
    await send('payment.canceled');
    await send('payment.declined');
    expect(await paymentsOf(db(), order.orderId)).toMatchObject([{ status: 'succeeded', failure: null }]);
    expect(await orderState(db(), order.orderId)).toEqual(paid);
    await send('payment.refunded');
    await send('payment.succeeded');
    expect(await paymentsOf(db(), order.orderId)).toMatchObject([{ status: 'refunded' }]);
    expect(await orderState(db(), order.orderId)).toEqual(paid);
  });

  it('answers malformed notifications and decisions with a 4xx, never a 5xx', async () => {
    const order = await placeCardOrder(db());
    const form = await services.payments.startPayment(order.orderId, { newAttempt: false });
    const good = await services.payments.sandboxNotification(
      form.fields.payment!,
      'payment.succeeded',
      order.totalRub * 100,
    );
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('', '1.00', 'payment.succeeded', 'RUB', '\u0000'),
    );
    const body = fc.dictionary(
      fc.constantFrom(...Object.keys(good), 'decision', 'x', 'payment[]', 'amount[a]'),
      text,
      { maxKeys: 7 },
    );
    const property = fc.asyncProperty(
      body,
      fc.constantFrom(SANDBOX_NOTIFY, '/pay/sandbox'),
      async (fields, path) => {
        const response = await t.app.inject(formPost(path, { ...good, ...fields }, '203.0.113.70'));
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (path === SANDBOX_NOTIFY && response.statusCode !== 200)
          expect(response.json()).toHaveProperty('error');
      },
    );
    await fc.assert(property, { numRuns: 60, seed: 20_260_611 });
  });

  /** An administrator signed in to the back-office, and one whose account is disabled. */
  async function administrators() {
    const admin = await createUser(db(), { role: 'admin' });
    const disabled = await createUser(db(), { role: 'admin' });
    await db()
      .updateTable('app_user')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', disabled.id)
      .execute();
    return { admin, disabled, key: await createSession(db(), admin.id) };
  }
  const refundMails = (orderNumber: string) =>
    db()
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('template', '=', 'refund-due')
      .where('subject', 'like', `%${orderNumber}%`)
      .execute();

  it('a second attempt approved after the first: paid once, that payment refund-due with its reason, administrators mailed, the dashboard lists it', async () => {
    const { admin, disabled, key } = await administrators();
    const order = await placeCardOrder(db());
    const first = await services.payments.startPayment(order.orderId, { newAttempt: false });
    const second = await services.payments.startPayment(order.orderId, { newAttempt: true });
    await sandboxDecision(t.app, second, 'approve');
    const paid = await orderState(db(), order.orderId);
    expect(paid.status).toBe('paid');

    // The first attempt's money comes after all (paid on its page before the cancel reached it),
    // and its notification is delivered three times.
    const late = await services.payments.sandboxNotification(
      first.fields.payment!,
      'payment.succeeded',
      order.totalRub * 100,
    );
    for (let n = 0; n < 3; n++)
      expect((await t.app.inject(formPost(SANDBOX_NOTIFY, late))).statusCode).toBe(200);

    expect(await orderState(db(), order.orderId)).toEqual(paid);
    expect(await outboxFor(t, order.email)).toHaveLength(1);
    const rows = await paymentsOf(db(), order.orderId);
    expect(
      rows.map((row) => [row.attempt, row.status, row.refund_reason, row.refund_due_at !== null]),
    ).toEqual([
      [1, 'succeeded', 'RefundPaidTwice', true],
      [2, 'succeeded', null, false],
    ]);
    const history = await db()
      .selectFrom('order_event')
      .select(['actor_user_id', 'details'])
      .where('order_id', '=', order.orderId)
      .where('kind', '=', 'refund_due')
      .execute();
    expect(history).toHaveLength(1);
    expect(history[0]!.actor_user_id).toBeNull();
    expect(JSON.parse(history[0]!.details!)).toEqual({ payment_id: rows[0]!.id, amount_rub: order.totalRub });

    const mails = await refundMails(order.number);
    expect(mails.filter((mail) => mail.to_address === admin.email)).toHaveLength(1);
    expect(mails.map((mail) => mail.to_address)).not.toContain(disabled.email);
    const mail = mails.find((mail) => mail.to_address === admin.email)!;
    expect(mail.text_body).toContain('заказ уже был оплачен другим платежом');
    expect(mail.text_body).toContain('the order had already been paid by another payment');
    expect(mail.text_body).toContain(`http://127.0.0.1:3000/admin/orders/${order.orderId}`);
    expect(mail.text_body).toContain('Test payment: no money was taken.');
    // A sandbox payment id opens its payment page: it stays out of mails.
    expect(mail.text_body).not.toContain(first.fields.payment!);

    const detail = adminOrderCall.answer.parse(
      (
        await postFrom(t.app, adminOrderCall.path, { auth_key: key }, { query: `id=${order.orderId}` })
      ).json(),
    );
    expect(
      detail.order.payments.map((payment) => [payment.attempt, payment.test, payment.refund_reason]),
    ).toEqual([
      [2, true, null],
      [1, true, 'RefundPaidTwice'],
    ]);
    const dashboard = adminDashboardCall.answer.parse(
      (await postFrom(t.app, adminDashboardCall.path, { auth_key: key })).json(),
    );
    expect(dashboard.refunds_due.payments).toContainEqual({
      payment_id: rows[0]!.id,
      order_id: order.orderId,
      number: order.number,
      amount_rub: order.totalRub,
      reason: 'RefundPaidTwice',
      refund_due_at: expect.any(String),
      provider: 'sandbox',
      test: true,
    });

    // The money went back: marked so, it leaves the refunds to make, once.
    const refundMade = (body: object, id = order.orderId) =>
      postFrom(t.app, adminOrderRefundMadeCall.path, { auth_key: key, ...body }, { query: `id=${id}` });
    expectError(await refundMade({ payment_id: rows[1]!.id, reference: 'R-77' }), 400, {
      error: 'RefundNotDue',
      field: 'payment_id',
    });
    const other = await placeCardOrder(db());
    expectError(await refundMade({ payment_id: rows[0]!.id, reference: 'R-77' }, other.orderId), 404, {
      field: 'payment_id',
    });
    const made = await refundMade({ payment_id: rows[0]!.id, reference: 'R-77' });
    expect(made.statusCode, made.body).toBe(200);
    expect(
      adminOrderRefundMadeCall.answer
        .parse(made.json())
        .order.payments.map((payment) => [payment.attempt, payment.status]),
    ).toEqual([
      [2, 'succeeded'],
      [1, 'refunded'],
    ]);
    expect(await orderState(db(), order.orderId)).toEqual(paid);
    const refunded = await db()
      .selectFrom('order_event')
      .select('details')
      .where('order_id', '=', order.orderId)
      .where('kind', '=', 'refund_made')
      .execute();
    expect(refunded.map((event) => JSON.parse(event.details!))).toEqual([
      { payment_id: rows[0]!.id, amount_rub: order.totalRub, reference: 'R-77' },
    ]);
    const after = adminDashboardCall.answer.parse(
      (await postFrom(t.app, adminDashboardCall.path, { auth_key: key })).json(),
    );
    expect(after.refunds_due.payments.map((payment) => payment.payment_id)).not.toContain(rows[0]!.id);
    expectError(await refundMade({ payment_id: rows[0]!.id, reference: 'R-77' }), 400, {
      error: 'RefundNotDue',
    });
  });

  it('money that comes after the order was cancelled is a refund to make, with its own reason', async () => {
    const { admin, key } = await administrators();
    const order = await placeCardOrder(db());
    const form = await services.payments.startPayment(order.orderId, { newAttempt: false });
    const cancelled = await postFrom(
      t.app,
      adminOrderCancelCall.path,
      { auth_key: key, reason: 'Клиент передумал' },
      { query: `id=${order.orderId}` },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const late = await services.payments.sandboxNotification(
      form.fields.payment!,
      'payment.succeeded',
      order.totalRub * 100,
    );
    expect((await t.app.inject(formPost(SANDBOX_NOTIFY, late))).statusCode).toBe(200);
    expect(await orderState(db(), order.orderId)).toMatchObject({ status: 'cancelled', paid_at: null });
    expect(await paymentsOf(db(), order.orderId)).toMatchObject([
      { status: 'succeeded', refund_reason: 'RefundPaidAfterCancel' },
    ]);
    const [mail] = (await refundMails(order.number)).filter((mail) => mail.to_address === admin.email);
    expect(mail!.text_body).toContain('the money came after the order was cancelled');
  });

  it("a manager's cancel of an order paid twice marks the payment that paid it too", async () => {
    const { key } = await administrators();
    const order = await placeCardOrder(db());
    const first = await services.payments.startPayment(order.orderId, { newAttempt: false });
    const second = await services.payments.startPayment(order.orderId, { newAttempt: true });
    const succeed = async (providerPaymentId: string) =>
      t.app.inject(
        formPost(
          SANDBOX_NOTIFY,
          await services.payments.sandboxNotification(
            providerPaymentId,
            'payment.succeeded',
            order.totalRub * 100,
          ),
        ),
      );
    // The earlier attempt pays the order after all; the later one is then the extra payment.
    expect((await succeed(first.fields.payment!)).statusCode).toBe(200);
    expect((await succeed(second.fields.payment!)).statusCode).toBe(200);
    const cancelled = await postFrom(
      t.app,
      adminOrderCancelCall.path,
      { auth_key: key, reason: 'Клиент передумал' },
      { query: `id=${order.orderId}` },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await paymentsOf(db(), order.orderId)).map((row) => [row.attempt, row.refund_reason])).toEqual([
      [1, 'Клиент передумал'],
      [2, 'RefundPaidTwice'],
    ]);
  });

  it('answers 404 for a sandbox page or decision of no payment', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/pay/sandbox?payment=nope' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/pay/sandbox?payment=${'a'.repeat(32)}` })).statusCode,
    ).toBe(404);
    const post = await t.app.inject(
      formPost('/pay/sandbox', { payment: 'a'.repeat(32), decision: 'approve' }),
    );
    expect(post.statusCode).toBe(404);
    const bad = await t.app.inject(formPost('/pay/sandbox', { payment: 'a'.repeat(32), decision: 'maybe' }));
    expect(bad.statusCode).toBe(400);
    // Other providers' endpoints are not served while they are not configured.
    expect((await t.app.inject(formPost(ROBOKASSA_RESULT, { InvId: '1' }))).statusCode).toBe(404);
  });
});

describe.each(testedDialects())('refused payment notifications are rate-limited on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      config: { rateLimits: { ...testConfig().rateLimits, paymentRefusals: { max: 3, windowSeconds: 600 } } },
    });
  });
  afterAll(async () => t?.close());

  it('answers 429 past the limit and stops recording, while verified ones never count', async () => {
    const services = createServices(t.config, t.database.handle, silentLog);
    const order = await placeCardOrder(t.database.handle.db);
    const form = await services.payments.startPayment(order.orderId, { newAttempt: false });
    const good = await services.payments.sandboxNotification(
      form.fields.payment!,
      'payment.succeeded',
      order.totalRub * 100,
    );
    for (let n = 0; n < 5; n++)
      expect((await t.app.inject(formPost(SANDBOX_NOTIFY, good, '203.0.113.60'))).statusCode).toBe(200);
    const statuses = [];
    for (let n = 0; n < 5; n++)
      statuses.push(
        (await t.app.inject(formPost(SANDBOX_NOTIFY, { ...good, signature: '00' }, '203.0.113.60')))
          .statusCode,
      );
    expect(statuses).toEqual([403, 403, 403, 429, 429]);
    const logged = await notificationsOf(t.database.handle.db, 'sandbox');
    expect(logged.filter((row) => row.refusal === 'signature')).toHaveLength(3);
  });
});

describe.each(testedDialects())('payments through Robokassa on %s', (dialect) => {
  const robokassa = {
    login: 'demo-shop',
    password1: 'robokassa-password-one',
    password2: 'robokassa-password-two',
    hash: 'sha256' as const,
    isTest: true,
    url: 'https://auth.robokassa.ru/Merchant/Index.aspx',
  };
  const lines: string[] = [];
  let t: TestApp;
  let services: Services;
  beforeAll(async () => {
    const base = testConfig();
    t = await createTestApp(dialect, {
      config: { payments: { ...base.payments, provider: 'robokassa', robokassa } },
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    services = servicesWithMails(t);
  });
  afterAll(async () => t?.close());
  const db = () => t.database.handle.db;
  const result = (fields: Record<string, string>) =>
    t.app.inject(formPost(ROBOKASSA_RESULT, fields, '185.59.216.1'));
  const signedResult = (outSum: string, invId: string, orderId: number) => ({
    OutSum: outSum,
    InvId: invId,
    Shp_order: String(orderId),
    IsTest: '1',
    SignatureValue: robokassaSignature(
      [outSum, invId, robokassa.password2, `Shp_order=${orderId}`],
      'sha256',
    ),
  });

  it('posts the signed form, takes the ResultURL call once and answers OK{InvId} every time', async () => {
    const order = await placeCardOrder(db());
    const form = await services.payments.startPayment(order.orderId, { newAttempt: false });
    const [payment] = await paymentsOf(db(), order.orderId);
    expect(form).toMatchObject({ provider: 'robokassa', method: 'POST', action: robokassa.url });
    // ROBOKASSA_TEST: the attempt takes no money, and the back-office marks it.
    expect(payment!.test).toBe(1);
    expect(form.fields).toMatchObject({
      InvId: String(payment!.id),
      OutSum: `${order.totalRub}.00`,
      Shp_order: String(order.orderId),
    });

    const outSum = `${order.totalRub}.000000`;
    for (let n = 0; n < 3; n++) {
      const response = await result(signedResult(outSum, String(payment!.id), order.orderId));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe(`OK${payment!.id}`);
    }
    expect(await orderState(db(), order.orderId)).toMatchObject({ status: 'paid' });
    const logged = (await notificationsOf(db(), 'robokassa')).filter((row) => row.payment_id === payment!.id);
    expect(logged.map((row) => row.outcome)).toEqual(['changed', 'unchanged', 'unchanged']);
    expect(logged[0]!.raw).not.toContain('SignatureValue');
  });

  it('refuses a result with a bad signature or another amount, changing nothing', async () => {
    const order = await placeCardOrder(db());
    await services.payments.startPayment(order.orderId, { newAttempt: false });
    const [payment] = await paymentsOf(db(), order.orderId);
    const invId = String(payment!.id);
    const good = signedResult(`${order.totalRub}.00`, invId, order.orderId);
    expect((await result({ ...good, SignatureValue: 'f'.repeat(64) })).statusCode).toBe(403);
    expect((await result({ ...good, Shp_order: '1' })).statusCode).toBe(403);
    expect((await result(signedResult('1.00', invId, order.orderId))).statusCode).toBe(400);
    expect((await result(signedResult(`${order.totalRub}.00`, '99999999', order.orderId))).statusCode).toBe(
      404,
    );
    expect(await orderState(db(), order.orderId)).toMatchObject({ status: 'awaiting_payment' });
    expect(await paymentsOf(db(), order.orderId)).toMatchObject([{ status: 'pending' }]);
    // The sandbox is off: its page and endpoint are not served.
    expect((await t.app.inject(formPost(SANDBOX_NOTIFY, { payment: 'x' }))).statusCode).toBe(404);
    expect(lines.join('\n')).toContain('payment notification refused');
    for (const secret of [robokassa.password1, robokassa.password2])
      expect(lines.join('\n')).not.toContain(secret);
  });
});
