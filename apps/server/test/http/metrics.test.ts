import { saveOrderCall } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCardCheckout } from '../helpers/guest-checkout.js';
import { callOk, expectError } from '../helpers/http.js';
import { solvedToken } from '../helpers/human-check.js';
import { formPost } from '../helpers/payments.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { type TestApp, createTestApp, testConfig, testedDialects } from '../helpers/test-app.js';

const TOKEN = 'metrics-token-of-the-scraper-0123456789';

/** The value of one series of the text format, by its name and labels as written; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testedDialects())('/metrics on %s', (dialect) => {
  let t: TestApp;
  const db = () => t.database.handle.db;
  const scrape = async (authorization = `Bearer ${TOKEN}`) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(dialect, {
      config: { metricsToken: TOKEN, mail: { ...testConfig().mail, smtpUrl: sink.url } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('answers only the bearer of METRICS_TOKEN', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/metrics' }), 401, { error: 'IncorrectToken' });
    expectError(await scrape(`Bearer ${TOKEN}x`), 401, { error: 'IncorrectToken' });
    expectError(await scrape(TOKEN), 401);
    const ok = await scrape();
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('after a card checkout paid through the sandbox: requests by route, orders, the outbox, the database, Node', async () => {
    const form = await guestCardCheckout(t.app, db(), {
      lang: 'ru-RU',
      email: `metrics-${Date.now()}@example.test`,
    });
    const placed = await callOk(t.app, saveOrderCall, form);
    // The same checkout sent again (a double click) is the same order, counted once.
    await callOk(t.app, saveOrderCall, { ...form, token: await solvedToken(t.app) });
    const payment = placed.payment_form!.fields.payment!;
    const approved = await t.app.inject(formPost('/pay/sandbox', { payment, decision: 'approve' }));
    expect(approved.statusCode, approved.body).toBeLessThan(400);
    // A forged notification and a call no route has.
    expect((await t.app.inject(formPost('/api/payments/sandbox/notify', {}))).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-call-4711' })).statusCode).toBe(404);

    const text = (await scrape()).body;
    expect(sample(text, 'storefront_orders_placed_total{payment_method="card"}')).toBe(1);
    expect(sample(text, 'storefront_orders_paid_total{payment_method="card"}')).toBe(1);
    expect(text).toMatch(
      /^storefront_payment_notifications_refused_total\{provider="sandbox",reason="[a-z-]+"\} 1$/m,
    );
    expect(
      sample(
        text,
        'storefront_http_request_duration_seconds_count{method="POST",route="/api/save-order",status_code="200"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'storefront_http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/save-order",status_code="200"}',
      ),
    ).toBe(2);
    // A raw address never becomes a label: one series for everything no route matched.
    expect(text).not.toContain('no-such-call-4711');
    expect(sample(text, 'storefront_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(10);

    const waiting = await db()
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(Number(waiting.n)).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'storefront_mail_outbox_mails{status="pending"}')).toBe(Number(waiting.n));
    expect(sample(text, 'storefront_mail_outbox_mails{status="failed"}')).toBe(0);
    expect(sample(text, 'storefront_mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'storefront_database_up')).toBe(1);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    if (dialect === 'postgres') {
      expect(sample(text, 'storefront_db_pool_connections')).toBeGreaterThan(0);
      expect(sample(text, 'storefront_db_pool_waiting_requests')).toBe(0);
    } else expect(text).not.toContain('storefront_db_pool_connections');
  });

  it("counts the outbox sender's mails and the jobs' runs", async () => {
    const before = (await scrape()).body;
    expect(before).not.toMatch(/^storefront_mail_deliveries_total\{/m);
    const report = await t.app.mail.deliverDue();
    expect(report.sent).toBeGreaterThanOrEqual(2);
    expect(sink.mails).toHaveLength(report.sent);
    const after = (await scrape()).body;
    expect(sample(after, 'storefront_mail_deliveries_total{outcome="sent"}')).toBe(report.sent);
    expect(sample(after, 'storefront_mail_outbox_mails{status="pending"}')).toBe(0);
    expect(sample(after, 'storefront_mail_outbox_oldest_pending_age_seconds')).toBe(0);
    // The stale-cart purge runs when the instance starts.
    expect(sample(after, 'storefront_job_runs_total{job="cart_purge",outcome="done"}')).toBe(1);
  });
});

describe.each(testedDialects())('/metrics without METRICS_TOKEN on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('is not found, with or without a token', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/metrics' }), 404, { error: 'NotFound' });
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expectError(bearer, 404, { error: 'NotFound' });
  });
});
