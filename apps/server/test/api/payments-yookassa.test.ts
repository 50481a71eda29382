import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/config/env.js';
import { createServices, type Services } from '../../src/services.js';
import { notificationsOf, orderState, paymentsOf, placeCardOrder } from '../helpers/payments.js';
import {
  type TestApp,
  createSiblingApp,
  createTestApp,
  testConfig,
  testedDialects,
} from '../helpers/test-app.js';
import { startYooKassaStandIn, type YooKassaStandIn } from '../helpers/yookassa-stand-in.js';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
const NOTIFY = '/api/payments/yookassa/notify';
const credentials = { shopId: '123456', secretKey: 'test_yookassa_secret_key_do_not_log' };
/** Addresses in YooKassa's published ranges, and one outside them. */
const YOOKASSA_IP = '185.71.76.5';
const YOOKASSA_IPV6 = '2a02:5180:0:1::10';
const STRANGER_IP = '203.0.113.9';

describe.each(testedDialects())('payments through YooKassa on %s', (dialect) => {
  let standIn: YooKassaStandIn;
  let t: TestApp;
  let services: Services;
  const lines: string[] = [];
  let payments: (config?: Partial<AppConfig>) => AppConfig['payments'];
  beforeAll(async () => {
    standIn = await startYooKassaStandIn(credentials);
    const base = testConfig();
    payments = () => ({
      ...base.payments,
      provider: 'yookassa',
      yookassa: {
        ...base.payments.yookassa,
        ...credentials,
        apiUrl: standIn.apiUrl,
        notifyIps: ['185.71.76.0/27', '77.75.156.11', '2a02:5180::/32'],
        vatCode: 1,
      },
    });
    t = await createTestApp(dialect, {
      config: { payments: payments() },
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    services = createServices(t.config, t.database.handle, silentLog);
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });
  afterEach(() => {
    standIn.outage = undefined;
  });
  const db = () => t.database.handle.db;

  const notify = (
    paymentId: string,
    options: { ip?: string; event?: string; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: NOTIFY,
      remoteAddress: options.ip ?? YOOKASSA_IP,
      headers: { 'content-type': 'application/json', ...options.headers },
      payload: JSON.stringify({
        type: 'notification',
        event: options.event ?? 'payment.succeeded',
        object: {
          id: paymentId,
          status: 'succeeded',
          paid: true,
          amount: { value: '1.00', currency: 'RUB' },
        },
      }),
    });

  async function startedOrder() {
    const order = await placeCardOrder(db());
    const form = await services.payments.startPayment(order.orderId, { newAttempt: false });
    const [payment] = await paymentsOf(db(), order.orderId);
    return { order, form, providerId: payment!.provider_payment_id! };
  }

  it('creates the payment with Basic auth, an Idempotence-Key and a 54-FZ receipt; the form is GET to the confirmation', async () => {
    const before = standIn.requests.length;
    const { order, form, providerId } = await startedOrder();
    const [create] = standIn.requests.slice(before);
    expect(create).toMatchObject({ method: 'POST', path: '/v3/payments' });
    expect(create!.idempotenceKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(create!.body).toMatchObject({
      amount: { value: `${order.totalRub}.00`, currency: 'RUB' },
      capture: true,
      confirmation: {
        type: 'redirect',
        return_url: `http://127.0.0.1:3000/payment-success?order_id=${order.orderId}`,
      },
      description: `Заказ ${order.number}`,
      metadata: { order_id: String(order.orderId) },
      receipt: { customer: { email: order.email } },
    });
    expect(create!.body.receipt.items).toHaveLength(2);
    for (const item of create!.body.receipt.items)
      expect(item).toMatchObject({
        quantity: '1.00',
        vat_code: 1,
        payment_subject: 'service',
        payment_mode: 'full_payment',
      });
    expect(form).toEqual({
      provider: 'yookassa',
      action: 'https://yoomoney.ru/checkout/payments/v2/contract',
      method: 'GET',
      fields: { orderId: providerId },
    });
    // A second start answers the stored form without asking YooKassa again.
    const count = standIn.requests.length;
    expect(await services.payments.startPayment(order.orderId, { newAttempt: false })).toEqual(form);
    expect(standIn.requests.length).toBe(count);
  });

  it('makes one YooKassa payment of parallel starts (from two app instances)', async () => {
    const order = await placeCardOrder(db());
    const sibling = createServices(t.config, t.database.handle, silentLog);
    const forms = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        (n % 2 ? sibling : services).payments.startPayment(order.orderId, { newAttempt: false }),
      ),
    );
    expect(new Set(forms.map((form) => form.fields.orderId)).size).toBe(1);
    const rows = await paymentsOf(db(), order.orderId);
    expect(rows).toHaveLength(1);
    const created = [...standIn.payments.values()].filter(
      (payment) => payment.metadata.order_id === String(order.orderId),
    );
    expect(created).toHaveLength(1);
  });

  it('ignores a notification from outside the address list: 403, no API call, nothing changes', async () => {
    const { order, providerId } = await startedOrder();
    standIn.set(providerId, { status: 'succeeded', paid: true });
    const count = standIn.requests.length;
    for (const ip of [STRANGER_IP, '185.71.76.64', '::ffff:203.0.113.9']) {
      const response = await notify(providerId, { ip });
      expect(response.statusCode, response.body).toBe(403);
    }
    // X-Forwarded-For from an untrusted peer is not believed (TRUST_PROXY is off).
    expect(
      (await notify(providerId, { ip: STRANGER_IP, headers: { 'x-forwarded-for': YOOKASSA_IP } })).statusCode,
    ).toBe(403);
    expect(standIn.requests.length).toBe(count);
    expect(await orderState(db(), order.orderId)).toMatchObject({ status: 'awaiting_payment' });
    const refused = (await notificationsOf(db(), 'yookassa')).filter(
      (row) => row.provider_payment_id === providerId,
    );
    expect(refused.map((row) => [row.verified, row.refusal])).toEqual(Array(4).fill([0, 'address']));
  });

  it('trusts only the re-fetched state: a "succeeded" notification of a pending payment changes nothing', async () => {
    const { order, providerId } = await startedOrder();
    const response = await notify(providerId);
    expect(response.statusCode, response.body).toBe(200);
    expect(await orderState(db(), order.orderId)).toMatchObject({ status: 'awaiting_payment' });
    expect(await paymentsOf(db(), order.orderId)).toMatchObject([{ status: 'pending' }]);
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v3/payments/${providerId}` });

    standIn.set(providerId, { status: 'succeeded', paid: true, captured_at: '2026-03-02T09:15:00.000Z' });
    for (const ip of [YOOKASSA_IP, YOOKASSA_IPV6, '::ffff:185.71.76.5', '77.75.156.11'])
      expect((await notify(providerId, { ip })).statusCode).toBe(200);
    expect(await orderState(db(), order.orderId)).toMatchObject({
      status: 'paid',
      paid_at: '2026-03-02T09:15:00.000Z',
    });
    const logged = (await notificationsOf(db(), 'yookassa')).filter(
      (row) => row.provider_payment_id === providerId,
    );
    expect(logged.map((row) => row.outcome)).toEqual([
      'unchanged',
      'changed',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);

    // A cancellation after the success (a late or forged state) changes nothing.
    standIn.set(providerId, {
      status: 'canceled',
      cancellation_details: { party: 'merchant', reason: 'canceled_by_merchant' },
    });
    expect((await notify(providerId, { event: 'payment.canceled' })).statusCode).toBe(200);
    expect(await paymentsOf(db(), order.orderId)).toMatchObject([{ status: 'succeeded', failure: null }]);
  });

  it('stores why a payment was cancelled, as the contract keys', async () => {
    const reasons: [string, string, string][] = [
      ['insufficient_funds', 'failed', 'PaymentDeclined'],
      ['expired_on_confirmation', 'cancelled', 'PaymentExpired'],
      ['canceled_by_merchant', 'cancelled', 'PaymentCancelled'],
      ['internal_timeout', 'failed', 'PaymentFailed'],
    ];
    for (const [reason, status, failure] of reasons) {
      const { order, providerId } = await startedOrder();
      standIn.set(providerId, {
        status: 'canceled',
        cancellation_details: { party: 'payment_network', reason },
      });
      expect((await notify(providerId, { event: 'payment.canceled' })).statusCode).toBe(200);
      expect(await services.payments.latestPayment(order.orderId)).toMatchObject({ status, failure });
      expect(await orderState(db(), order.orderId)).toMatchObject({ status: 'awaiting_payment' });
    }
  });

  it('a new attempt cancels an earlier one only where YooKassa allows: waiting for capture, not a pending one-stage payment', async () => {
    const { order, providerId: first } = await startedOrder();
    // Two-stage payments wait for capture; YooKassa cancels those.
    standIn.set(first, { status: 'waiting_for_capture' });
    await services.payments.startPayment(order.orderId, { newAttempt: true });
    const cancels = () => standIn.requests.filter((request) => request.path.endsWith('/cancel'));
    expect(cancels()).toMatchObject([{ method: 'POST', path: `/v3/payments/${first}/cancel` }]);
    expect(cancels()[0]!.idempotenceKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(standIn.payments.get(first)!.status).toBe('canceled');
    const [, second] = await paymentsOf(db(), order.orderId);
    // The shop's one-stage payment is pending: YooKassa's API cannot cancel it, so it is not asked to.
    await services.payments.startPayment(order.orderId, { newAttempt: true });
    expect(standIn.requests).toContainEqual(
      expect.objectContaining({ method: 'GET', path: `/v3/payments/${second!.provider_payment_id}` }),
    );
    expect(cancels()).toHaveLength(1);
    expect(
      (await paymentsOf(db(), order.orderId)).map((row) => [row.attempt, row.status, row.failure, row.test]),
    ).toEqual([
      [1, 'cancelled', 'PaymentCancelled', 0],
      [2, 'pending', null, 0],
      [3, 'pending', null, 0],
    ]);
  });

  it('checks the payment with YooKassa for the return pages', async () => {
    const { order, providerId } = await startedOrder();
    await services.payments.checkPayment(order.orderId);
    expect(await services.payments.latestPayment(order.orderId)).toMatchObject({
      provider: 'yookassa',
      status: 'pending',
    });
    standIn.set(providerId, { status: 'succeeded', paid: true });
    await services.payments.checkPayment(order.orderId);
    expect(await services.payments.latestPayment(order.orderId)).toMatchObject({ status: 'succeeded' });
    expect(await orderState(db(), order.orderId)).toMatchObject({ status: 'paid' });
  });

  it('refuses unknown payments, wrong amounts and malformed bodies with a 4xx', async () => {
    const { order, providerId } = await startedOrder();
    expect((await notify('00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await notify('../../etc')).statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: NOTIFY,
      remoteAddress: YOOKASSA_IP,
      headers: { 'content-type': 'application/json' },
      payload: '{"type":',
    });
    expect(malformed.statusCode).toBe(400);
    const form = await t.app.inject({
      method: 'POST',
      url: NOTIFY,
      remoteAddress: YOOKASSA_IP,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'type=notification',
    });
    expect(form.statusCode).toBe(400);
    // The shop's other calls still refuse JSON: the parser is this route's only.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);

    standIn.set(providerId, { status: 'succeeded', paid: true, amount: { value: '1.00', currency: 'RUB' } });
    expect((await notify(providerId)).statusCode).toBe(400);
    standIn.set(providerId, { amount: { value: `${order.totalRub}.00`, currency: 'USD' } });
    expect((await notify(providerId)).statusCode).toBe(400);
    expect(await orderState(db(), order.orderId)).toMatchObject({ status: 'awaiting_payment' });
    expect(await paymentsOf(db(), order.orderId)).toMatchObject([{ status: 'pending' }]);
  });

  it('answers 503 while YooKassa is down, and never logs the secret key', async () => {
    const { order, providerId } = await startedOrder();
    standIn.outage = 500;
    expect((await notify(providerId)).statusCode).toBe(503);
    const next = await placeCardOrder(db());
    await expect(services.payments.startPayment(next.orderId, { newAttempt: false })).rejects.toMatchObject({
      kind: 'unavailable',
      key: 'PaymentProviderUnavailable',
    });
    await services.payments.checkPayment(order.orderId);
    expect(await services.payments.latestPayment(order.orderId)).toMatchObject({ status: 'pending' });
    standIn.outage = undefined;
    // The attempt left without a form is completed on the next start, with the same Idempotence-Key.
    const keys = standIn.requests
      .filter((request) => request.method === 'POST')
      .map((request) => request.idempotenceKey);
    await services.payments.startPayment(next.orderId, { newAttempt: false });
    const retried = standIn.requests.filter((request) => request.method === 'POST').at(-1)!.idempotenceKey;
    expect(keys.at(-1)).toBe(retried);
    expect(await paymentsOf(db(), next.orderId)).toHaveLength(1);
    const log = lines.join('\n');
    expect(log).toContain('payment notification refused');
    expect(log).not.toContain(credentials.secretKey);
    expect(log).not.toContain(
      Buffer.from(`${credentials.shopId}:${credentials.secretKey}`).toString('base64'),
    );
  });

  it('takes the address from X-Forwarded-For only behind a trusted proxy', async () => {
    const { order, providerId } = await startedOrder();
    standIn.set(providerId, { status: 'succeeded', paid: true });
    const proxied = await createSiblingApp(t, {
      config: { trustProxy: ['127.0.0.1'], payments: payments() },
    });
    try {
      const send = (remoteAddress: string, forwarded: string) =>
        proxied.app.inject({
          method: 'POST',
          url: NOTIFY,
          remoteAddress,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
          payload: JSON.stringify({
            type: 'notification',
            event: 'payment.succeeded',
            object: { id: providerId },
          }),
        });
      expect((await send('127.0.0.1', STRANGER_IP)).statusCode).toBe(403);
      expect((await send('198.51.100.1', YOOKASSA_IP)).statusCode).toBe(403);
      expect(await orderState(db(), order.orderId)).toMatchObject({ status: 'awaiting_payment' });
      expect((await send('127.0.0.1', YOOKASSA_IP)).statusCode).toBe(200);
      expect(await orderState(db(), order.orderId)).toMatchObject({ status: 'paid' });
    } finally {
      await proxied.close();
    }
  });
});
