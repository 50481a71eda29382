import {
  adminDashboardCall,
  adminMeCall,
  adminOrderCancelCall,
  type AdminDashboard,
  errorAnswer,
  moscowDay,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moscowMidnight } from '../../src/lib/moscow-time.js';
import { createServices, type Services } from '../../src/services.js';
import { placeOrder } from '../helpers/account.js';
import { postFrom } from '../helpers/accounts.js';
import { createManagerToken, createSession, createUser } from '../helpers/factories.js';
import { placeCardOrder } from '../helpers/payments.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as never;
const DAY_MS = 86_400_000;

/**
 * The back-office shell's calls (part 1 and the dashboard of part 7): who may make them,
 * and the dashboard's figures for orders placed with the order service and paid with markPaid.
 */
describe.each(testedDialects())('back-office shell calls on %s', (dialect) => {
  let t: TestApp;
  let services: Services;
  const keys = { customer: '', manager: '', admin: '', managerToken: '' };
  const ids = { customer: 0, manager: 0, admin: 0 };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    services = createServices(t.config, t.database.handle, silentLog);
    const db = t.database.handle.db;
    const customer = await createUser(db);
    const manager = await createUser(db, { role: 'manager' });
    const admin = await createUser(db, { role: 'admin' });
    Object.assign(ids, { customer: customer.id, manager: manager.id, admin: admin.id });
    keys.customer = await createSession(db, customer.id);
    keys.manager = await createSession(db, manager.id);
    keys.admin = await createSession(db, admin.id);
    keys.managerToken = await createManagerToken(db, manager.id, customer.id);
  });
  afterAll(async () => t?.close());

  const call = (path: string, authKey?: string) =>
    postFrom(t.app, path, authKey === undefined ? {} : { auth_key: authKey });

  it.each([adminMeCall.path, adminDashboardCall.path])(
    '%s: anonymous and a manager token 401, a customer 403, staff 200',
    async (path) => {
      for (const [key, status, error] of [
        [undefined, 401, 'IncorrectToken'],
        [keys.managerToken, 401, 'IncorrectToken'],
        [keys.customer, 403, 'ManagerOnly'],
      ] as const) {
        const response = await call(path, key);
        expect(response.statusCode, response.body).toBe(status);
        expect(errorAnswer.parse(response.json()).error).toBe(error);
      }
      for (const key of [keys.manager, keys.admin]) expect((await call(path, key)).statusCode).toBe(200);
    },
  );

  it('names the staff member and the role', async () => {
    const me = (key: string) => call(adminMeCall.path, key).then((r) => adminMeCall.answer.parse(r.json()));
    expect(await me(keys.manager)).toMatchObject({ id: ids.manager, role: 'manager' });
    expect(await me(keys.admin)).toMatchObject({ id: ids.admin, role: 'admin' });
  });

  it("counts today's orders, the paid revenue of the day and the month, waiting, overdue and requests", async () => {
    const db = t.database.handle.db;
    const dashboard = async (): Promise<AdminDashboard> => {
      const response = await call(adminDashboardCall.path, keys.manager);
      expect(response.statusCode, response.body).toBe(200);
      return adminDashboardCall.answer.parse(response.json());
    };
    const today = moscowDay(new Date());
    const before = await dashboard();
    expect(before.day).toBe(today);

    // Instants inside the Moscow day and month of the test, and well before them.
    const todayNoon = new Date(Date.parse(moscowMidnight(today)) + 12 * 3_600_000).toISOString();
    const monthStart = new Date(Date.parse(moscowMidnight(`${today.slice(0, 7)}-01`)) + 60_000).toISOString();
    const longAgo = new Date(Date.parse(moscowMidnight(today)) - 40 * DAY_MS).toISOString();
    const yesterday = moscowDay(new Date(Date.parse(todayNoon) - DAY_MS));

    const place = async (placedAt: string) => {
      const placed = await placeOrder(db, ids.customer);
      await db
        .updateTable('customer_order')
        .set({ created_at: placedAt })
        .where('id', '=', placed.orderId)
        .execute();
      return db
        .selectFrom('customer_order')
        .selectAll()
        .where('id', '=', placed.orderId)
        .executeTakeFirstOrThrow();
    };
    const pay = (orderId: number, paidAt: string) =>
      db.transaction().execute((trx) => services.orders.markPaid(trx, orderId, paidAt));
    const set = (
      orderId: number,
      fields: { status?: 'in_progress' | 'fulfilled' | 'cancelled'; expected_date?: string },
    ) => db.updateTable('customer_order').set(fields).where('id', '=', orderId).execute();

    // Paid today: today's revenue and the month's, waiting for fulfilment, not yet overdue.
    const paidToday = await place(todayNoon);
    expect(await pay(paidToday.id, todayNoon)).toBe(true);
    await set(paidToday.id, { expected_date: today });
    // Placed today, not paid: only counted as placed.
    await place(todayNoon);
    // Placed and paid at the start of the month, in work, its expected day yesterday: overdue.
    const overdue = await place(monthStart);
    await pay(overdue.id, monthStart);
    await set(overdue.id, { status: 'in_progress', expected_date: yesterday });
    // Paid long ago and cancelled since: no revenue, not waiting.
    const cancelled = await place(longAgo);
    await pay(cancelled.id, longAgo);
    await set(cancelled.id, { status: 'cancelled', expected_date: yesterday });
    // Paid today and delivered although late: revenue, neither waiting nor overdue.
    const delivered = await place(longAgo);
    await pay(delivered.id, todayNoon);
    await set(delivered.id, { status: 'fulfilled', expected_date: yesterday });

    for (const createdAt of [todayNoon, todayNoon, longAgo])
      await db
        .insertInto('consult_request')
        .values({
          name: 'Иван',
          email: 'ivan@example.test',
          company: 'ООО «Ромашка»',
          language_code: 'ru-RU',
          created_at: createdAt,
        })
        .execute();

    const after = await dashboard();
    const monthStartIsToday = moscowDay(new Date(monthStart)) === today;
    const placedToday = 2 + (monthStartIsToday ? 1 : 0);
    expect(after.orders_today - before.orders_today).toBe(placedToday);
    const paidTodayOrders = [paidToday, delivered, ...(monthStartIsToday ? [overdue] : [])];
    const sum = (orders: { total_cents: number; total_rub: number }[]) => ({
      eur_cents: orders.reduce((total, order) => total + order.total_cents, 0),
      rub: orders.reduce((total, order) => total + order.total_rub, 0),
    });
    const delta = (a: { eur_cents: number; rub: number }, b: { eur_cents: number; rub: number }) => ({
      eur_cents: a.eur_cents - b.eur_cents,
      rub: a.rub - b.rub,
    });
    expect(delta(after.revenue_today, before.revenue_today)).toEqual(sum(paidTodayOrders));
    expect(delta(after.revenue_month, before.revenue_month)).toEqual(sum([paidToday, delivered, overdue]));
    expect(sum([paidToday]).eur_cents).toBeGreaterThan(0);
    expect(after.awaiting_fulfilment - before.awaiting_fulfilment).toBe(2);
    expect(after.overdue - before.overdue).toBe(1);
    expect(after.overdue_orders).toContainEqual({
      id: overdue.id,
      number: overdue.number,
      email: overdue.email,
      customer: 'ООО «Покупатель»',
      status: 'in_progress',
      expected_date: yesterday,
      total_eur_cents: overdue.total_cents,
    });
    expect(after.overdue_orders.map((order) => order.id)).not.toContain(delivered.id);
    expect(after.consultations_today - before.consultations_today).toBe(2);
  });

  it('lists the refunds to make, oldest first, until the provider reports each refunded', async () => {
    const db = t.database.handle.db;
    const dashboard = async () =>
      adminDashboardCall.answer.parse((await call(adminDashboardCall.path, keys.manager)).json());
    const before = await dashboard();
    const notify = async (
      providerPaymentId: string,
      event: 'payment.succeeded' | 'payment.refunded',
      amountMinor: number,
    ) =>
      services.payments.receiveNotification('sandbox', {
        body: await services.payments.sandboxNotification(providerPaymentId, event, amountMinor),
        ip: '127.0.0.1',
      });
    /** An order paid by card through the sandbox; the attempt's provider id. */
    const paidOrder = async () => {
      const order = await placeCardOrder(db);
      const form = await services.payments.startPayment(order.orderId, { newAttempt: false });
      await notify(form.fields.payment!, 'payment.succeeded', order.totalRub * 100);
      return { ...order, providerPaymentId: form.fields.payment! };
    };

    // A paid order a manager cancels: its payment is due back, for the manager's reason.
    const cancelled = await paidOrder();
    const cancel = await postFrom(
      t.app,
      adminOrderCancelCall.path,
      { auth_key: keys.admin, reason: 'Клиент передумал' },
      { query: `id=${cancelled.orderId}` },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    // An order paid twice: the second success is due back.
    const twice = await placeCardOrder(db);
    const first = await services.payments.startPayment(twice.orderId, { newAttempt: false });
    const second = await services.payments.startPayment(twice.orderId, { newAttempt: true });
    await notify(second.fields.payment!, 'payment.succeeded', twice.totalRub * 100);
    await notify(first.fields.payment!, 'payment.succeeded', twice.totalRub * 100);
    // One already refunded at the provider is not listed.
    const refunded = await paidOrder();
    await postFrom(
      t.app,
      adminOrderCancelCall.path,
      { auth_key: keys.admin, reason: 'Дубль' },
      { query: `id=${refunded.orderId}` },
    );
    await notify(refunded.providerPaymentId, 'payment.refunded', refunded.totalRub * 100);

    const after = await dashboard();
    expect(after.refunds_due.count - before.refunds_due.count).toBe(2);
    const listed = after.refunds_due.payments.slice(-2);
    expect(listed).toEqual([
      {
        payment_id: expect.any(Number),
        order_id: cancelled.orderId,
        number: cancelled.number,
        amount_rub: cancelled.totalRub,
        reason: 'Клиент передумал',
        refund_due_at: expect.any(String),
        provider: 'sandbox',
        test: true,
      },
      {
        payment_id: expect.any(Number),
        order_id: twice.orderId,
        number: twice.number,
        amount_rub: twice.totalRub,
        reason: 'RefundPaidTwice',
        refund_due_at: expect.any(String),
        provider: 'sandbox',
        test: true,
      },
    ]);
    expect(after.refunds_due.payments.map((refund) => refund.order_id)).not.toContain(refunded.orderId);

    await notify(first.fields.payment!, 'payment.refunded', twice.totalRub * 100);
    const settled = await dashboard();
    expect(settled.refunds_due.count).toBe(after.refunds_due.count - 1);
    expect(settled.refunds_due.payments.map((refund) => refund.order_id)).not.toContain(twice.orderId);
  });

  it('names a failed rate import until the next one succeeds', async () => {
    const db = t.database.handle.db;
    const dashboard = async () =>
      adminDashboardCall.answer.parse((await call(adminDashboardCall.path, keys.manager)).json());
    expect((await dashboard()).rate_import_failure).toBeNull();
    const day = moscowDay(new Date());
    const run = (status: 'failed' | 'succeeded', startedAt: string, attempt: number) =>
      db
        .insertInto('ruble_rate_import')
        .values({
          day,
          trigger: 'job',
          attempt,
          status,
          user_id: null,
          started_at: startedAt,
          finished_at: startedAt,
          rate_day: status === 'succeeded' ? day : null,
          rate: status === 'succeeded' ? '95.1234' : null,
          error: status === 'failed' ? 'HTTP 503 from the bank' : null,
        })
        .execute();
    await run('failed', new Date(Date.now() - 60_000).toISOString(), 1);
    expect((await dashboard()).rate_import_failure).toEqual({
      day,
      started_at: expect.any(String),
      error: 'HTTP 503 from the bank',
    });
    await run('succeeded', new Date().toISOString(), 2);
    expect((await dashboard()).rate_import_failure).toBeNull();
  });
});
