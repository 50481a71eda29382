import { saveOrderCall } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCardCheckout } from '../helpers/guest-checkout.js';
import { callOk } from '../helpers/http.js';
import { solvedToken } from '../helpers/human-check.js';
import { formPost } from '../helpers/payments.js';
import { type TestApp, createTestApp, testConfig, testedDialects } from '../helpers/test-app.js';

const MANAGERS = 'orders@shop.example';

describe.each(testedDialects())("the shop's managers are mailed new and paid orders on %s", (dialect) => {
  let t: TestApp;
  const db = () => t.database.handle.db;
  beforeAll(async () => {
    // No MAIL_MANAGER_EMAIL: the shop's own e-mail setting, read inside the order's transaction.
    t = await createTestApp(dialect, { config: { mail: { ...testConfig().mail, managerEmail: undefined } } });
    const db = t.database.handle.db;
    await db.updateTable('setting').set({ value: MANAGERS }).where('key', '=', 'email').execute();
    await db
      .updateTable('setting_translation')
      .set({ value: MANAGERS })
      .where('setting_key', '=', 'email')
      .execute();
  });
  afterAll(async () => t?.close());

  const managerMails = () =>
    db()
      .selectFrom('mail_outbox')
      .select(['template', 'subject', 'text_body', 'language_code'])
      .where('to_address', '=', MANAGERS)
      .orderBy('id')
      .execute();

  it('a card order: one mail when it is placed (however often it is sent), one when it is paid (however often that is told)', async () => {
    const form = await guestCardCheckout(t.app, db(), {
      lang: 'en-US',
      first_name: 'Jane',
      last_name: 'Smith',
      email: `managers-${Date.now()}@example.test`,
      yur_name: 'Smith Trading',
    });
    const placed = await callOk(t.app, saveOrderCall, form);
    await callOk(t.app, saveOrderCall, { ...form, token: await solvedToken(t.app) });
    let mails = await managerMails();
    expect(mails.map((mail) => mail.template)).toEqual(['manager-order-placed']);
    const [newOrder] = mails;
    // In Russian whatever the order's language, with the buyer and the way to the back-office.
    expect(newOrder!.language_code).toBe('ru-RU');
    expect(newOrder!.subject).toContain(`Новый заказ ${placed.order.number}`);
    expect(newOrder!.text_body).toContain('Покупатель: Smith Jane, Smith Trading, managers-');
    expect(newOrder!.text_body).toContain('Оплата: картой');
    expect(newOrder!.text_body).toContain('ООО «Ромашка» (ИНН 7707083893 · ОГРН 1027700132195)');
    expect(newOrder!.text_body).toContain(`${t.config.publicUrl}/admin/orders/${placed.order.id}\n`);

    const payment = placed.payment_form!.fields.payment!;
    for (let i = 0; i < 2; i++)
      await t.app.inject(formPost('/pay/sandbox', { payment, decision: 'approve' }));
    mails = await managerMails();
    expect(mails.map((mail) => mail.template)).toEqual(['manager-order-placed', 'manager-order-paid']);
    expect(mails[1]!.subject).toContain(`Заказ ${placed.order.number} оплачен`);
  });

  it("names a foreign payer's number a tax number, a Russian one an INN", async () => {
    const foreign = await guestCardCheckout(t.app, db(), {
      lang: 'ru-RU',
      email: `managers-foreign-${Date.now()}@example.test`,
      yur_name: 'Muster GmbH',
      yur_country: 'DE',
      yur_inn: 'DE123456789',
    });
    await callOk(t.app, saveOrderCall, foreign);
    const russian = await guestCardCheckout(t.app, db(), {
      lang: 'ru-RU',
      email: `managers-russian-${Date.now()}@example.test`,
      yur_name: 'ООО «Лютик»',
      yur_inn: '7830002293',
    });
    await callOk(t.app, saveOrderCall, russian);
    const bodies = (await managerMails()).map((mail) => mail.text_body).join('\n');
    expect(bodies).toContain('Muster GmbH (налоговый номер DE123456789)');
    expect(bodies).not.toContain('ИНН DE123456789');
    expect(bodies).toContain('ООО «Лютик» (ИНН 7830002293)');
  });
});
