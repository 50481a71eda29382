import { settingsCall } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../src/services.js';
import { callOk } from '../helpers/http.js';
import { placeCardOrder } from '../helpers/payments.js';
import { type TestApp, createTestApp, testConfig, testedDialects } from '../helpers/test-app.js';

/**
 * The demo says so (docs/decisions/058-demo-and-production.md): the settings tell every page to
 * show the banner, and the sandbox's payment page shows it in the order's language. A real shop
 * says nothing of the kind, unless it runs with the demo's settings allowed: then it says so too.
 */
describe.each(testedDialects())('the demo shop on %s', (dialect) => {
  let demo: TestApp;
  let production: TestApp;
  let staging: TestApp;

  beforeAll(async () => {
    const base = testConfig();
    demo = await createTestApp(dialect);
    production = await createTestApp(dialect, {
      config: { mode: 'production', payments: { ...base.payments, provider: null, methods: ['invoice'] } },
    });
    staging = await createTestApp(dialect, {
      config: { mode: 'production', demoOverrides: ['PAYMENT_PROVIDER=sandbox'] },
    });
  });
  afterAll(async () => {
    await demo?.close();
    await production?.close();
    await staging?.close();
  });

  it('tells the pages to show the banner in both languages', async () => {
    expect(demo.config.mode).toBe('demo');
    for (const [lang, text] of [
      ['ru-RU', 'Демо-магазин: оплата имитируется'],
      ['en-US', 'Demo shop: payments are simulated'],
    ] as const) {
      const answer = await callOk(demo.app, settingsCall, { lang });
      expect(answer.settings.demo).toBe(true);
      expect(answer.translations.DemoBanner).toBe(text);
    }
  });

  it('says nothing of the kind in a real shop, and says so again where the demo settings are allowed', async () => {
    const real = await callOk(production.app, settingsCall, {});
    expect(real.settings).toMatchObject({ demo: false, paymentMethods: ['invoice'] });
    expect((await callOk(staging.app, settingsCall, {})).settings.demo).toBe(true);
  });

  it.each([
    ['ru-RU', 'Демо-магазин: оплата имитируется'],
    ['en-US', 'Demo shop: payments are simulated'],
  ])('shows the banner on the sandbox payment page in %s', async (languageCode, text) => {
    const services = createServices(demo.config, demo.database.handle, {
      info: () => {},
      warn: () => {},
      error: () => {},
    });
    const order = await placeCardOrder(demo.database.handle.db, { languageCode });
    const form = await services.payments.startPayment(order.orderId, { newAttempt: false });
    const page = await demo.app.inject({ method: 'GET', url: `/pay/sandbox?payment=${form.fields.payment}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data-testid="demo-banner">${text}</div>`);
  });
});
