import { saveOrderCall } from '@storefront/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/services.js';
import { guestCardCheckout } from '../helpers/guest-checkout.js';
import { callOk } from '../helpers/http.js';
import { formPost, paymentsOf } from '../helpers/payments.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { type TestApp, createTestApp, testConfig, testedDialects } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://shop.test';
const SANDBOX_NOTIFY = '/api/payments/sandbox/notify';
const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

let sequence = 0;

describe.each(testedDialects())('the declined card payment mail on %s', (dialect) => {
  let t: TestApp;
  let sink: SmtpSink;
  let services: Services;
  beforeAll(async () => {
    sink = await startSmtpSink();
    const defaults = testConfig();
    t = await createTestApp(dialect, {
      config: {
        publicUrl: PUBLIC_URL,
        mail: {
          ...defaults.mail,
          smtpUrl: sink.url,
          from: 'Shop <robot@shop.test>',
          managerEmail: undefined,
        },
      },
    });
    // Signs sandbox notifications with the app's secret; the app itself receives them.
    services = createServices(t.config, t.database.handle, silentLog);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  afterEach(() => {
    sink.mails.length = 0;
  });
  const db = () => t.database.handle.db;

  /** A guest's card order, placed through checkout: its id, number, e-mail and first attempt. */
  async function cardOrder(lang: string) {
    const email = `declined-${Date.now()}-${++sequence}@example.test`;
    const placed = await callOk(t.app, saveOrderCall, await guestCardCheckout(t.app, db(), { lang, email }));
    // The order-placed and set-password mails go first: each test counts what follows.
    await t.app.mail.deliverDue();
    sink.mails.length = 0;
    return { ...placed.order, email, payment: placed.payment_form!.fields.payment! };
  }

  const decline = (payment: string) =>
    t.app.inject(formPost('/pay/sandbox', { payment, decision: 'decline' }));

  /** A declined notification told again, as a provider retries it. */
  async function replayDeclined(orderId: number, payment: string) {
    const [attempt] = (await paymentsOf(db(), orderId)).filter((row) => row.provider_payment_id === payment);
    const notification = await services.payments.sandboxNotification(
      payment,
      'payment.declined',
      attempt!.amount_minor,
    );
    const response = await t.app.inject(formPost(SANDBOX_NOTIFY, notification));
    expect(response.statusCode, response.body).toBe(200);
  }

  const declinedMails = () =>
    db()
      .selectFrom('mail_outbox')
      .select(['to_address'])
      .where('template', '=', 'payment-declined')
      .execute();

  it('mails the payer once per declined attempt, with the way to the order page that pays it; a replay mails nothing', async () => {
    const order = await cardOrder('ru-RU');
    expect((await decline(order.payment)).statusCode).toBe(303);
    await replayDeclined(order.id, order.payment);
    await replayDeclined(order.id, order.payment);

    expect(await t.app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(sink.mails).toHaveLength(1);
    const [mail] = sink.mails;
    expect(mail!.envelope.to).toEqual([order.email]);
    expect(mail!.headers.get('subject')).toContain(`Оплата заказа ${order.number} не прошла`);
    expect(mail!.text).toContain('Банк не подтвердил оплату картой, поэтому заказ пока не оплачен.');
    expect(mail!.text).toContain('Оплатить его снова можно на странице заказа в личном кабинете');
    expect(mail!.text).toMatch(new RegExp(`${PUBLIC_URL}/account/orders/${order.id}\\s*$`));
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/account/orders/${order.id}"`);

    // Paying again makes a new attempt: its decline is told too, once.
    sink.mails.length = 0;
    const again = await services.payments.startPayment(order.id, { newAttempt: true });
    expect((await decline(again.fields.payment!)).statusCode).toBe(303);
    await replayDeclined(order.id, again.fields.payment!);
    expect(await t.app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(sink.mails.map((sent) => sent.headers.get('subject'))).toEqual([
      expect.stringContaining(`Оплата заказа ${order.number} не прошла`),
    ]);
  });

  it('writes the mail in the order language', async () => {
    const order = await cardOrder('en-US');
    await decline(order.payment);
    await t.app.mail.deliverDue();
    const [mail] = sink.mails;
    expect(mail!.headers.get('subject')).toContain(`Payment for order ${order.number} did not go through`);
    expect(mail!.text).toContain('The bank did not confirm the card payment, so the order is not paid yet.');
    expect(mail!.text).toMatch(new RegExp(`${PUBLIC_URL}/account/orders/${order.id}\\s*$`));
  });

  it('mails nothing for an attempt a newer one replaced, nor for an order that no longer awaits payment', async () => {
    const replaced = await cardOrder('ru-RU');
    await services.payments.startPayment(replaced.id, { newAttempt: true });
    // A provider that would not cancel the first attempt leaves it pending; its decline comes late.
    await db()
      .updateTable('payment')
      .set({ status: 'pending', failure: null })
      .where('provider_payment_id', '=', replaced.payment)
      .execute();
    await replayDeclined(replaced.id, replaced.payment);
    expect(await paymentsOf(db(), replaced.id)).toMatchObject([{ status: 'failed' }, { status: 'pending' }]);

    const cancelled = await cardOrder('ru-RU');
    await db()
      .updateTable('customer_order')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled.id)
      .execute();
    await decline(cancelled.payment);

    expect(await paymentsOf(db(), cancelled.id)).toMatchObject([{ status: 'failed' }]);
    const addressed = (await declinedMails()).map((mail) => mail.to_address);
    expect(addressed).not.toContain(replaced.email);
    expect(addressed).not.toContain(cancelled.email);
  });
});
