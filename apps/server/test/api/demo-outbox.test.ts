import {
  adminOutboxAttachmentCall,
  adminOutboxMailCall,
  confirmEmailCall,
  errorAnswer,
  type OutboxMailDetail,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../helpers/account.js';
import { postFrom, register } from '../helpers/accounts.js';
import { createSession, createUser } from '../helpers/factories.js';
import { type TestApp, createTestApp, testConfig, testedDialects } from '../helpers/test-app.js';

/**
 * The demo's outbox shows each mail as its recipient reads it (docs/decisions/067): the text and
 * the HTML with their links whole, and the files it carries. A real shop's outbox keeps the links
 * redacted, shows no HTML and hands out no file.
 */
describe.each(testedDialects())('the outbox of the demo and of a real shop on %s', (dialect) => {
  let demo: TestApp;
  let production: TestApp;
  const adminKeys = new Map<TestApp, string>();

  beforeAll(async () => {
    const base = testConfig();
    demo = await createTestApp(dialect);
    production = await createTestApp(dialect, {
      config: { mode: 'production', payments: { ...base.payments, provider: null, methods: ['invoice'] } },
    });
    for (const t of [demo, production]) {
      const admin = await createUser(t.database.handle.db, { role: 'admin' });
      adminKeys.set(t, await createSession(t.database.handle.db, admin.id));
    }
  });
  afterAll(async () => {
    await demo?.close();
    await production?.close();
  });

  const call = (t: TestApp, path: string, query: Record<string, number>) =>
    postFrom(
      t.app,
      path,
      { auth_key: adminKeys.get(t)! },
      {
        query: new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString(),
      },
    );

  /** A customer registers through the API; the outbox then holds the confirmation mail. */
  async function registrationMail(t: TestApp, email: string): Promise<OutboxMailDetail> {
    expect((await register(t.app, email)).statusCode).toBe(200);
    const row = await t.database.handle.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', email)
      .where('template', '=', 'registration-confirm')
      .executeTakeFirstOrThrow();
    const response = await call(t, adminOutboxMailCall.path, { id: row.id });
    expect(response.statusCode, response.body).toBe(200);
    return adminOutboxMailCall.answer.parse(response.json()).mail;
  }

  /** A mail carrying the invoice of an order, as an invoice order's mail does. */
  async function invoiceMail(t: TestApp): Promise<number> {
    const db = t.database.handle.db;
    const customer = await createUser(db);
    const { invoiceId } = await placeOrder(db, customer.id);
    const row = await db
      .insertInto('mail_outbox')
      .values({
        to_address: customer.email,
        subject: 'Заказ оформлен',
        text_body: 'Счёт во вложении',
        html_body: '<p>Счёт во вложении</p>',
        template: 'order-placed',
        language_code: 'ru-RU',
        status: 'pending',
        attempts: 0,
        next_attempt_at: new Date().toISOString(),
        attachments: JSON.stringify([{ kind: 'invoice', id: invoiceId, language: 'ru-RU' }]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('the demo shows the confirmation mail whole: its HTML sanitised, its link one that confirms', async () => {
    const mail = await registrationMail(demo, 'demo-outbox-reader@example.test');
    expect(mail).toMatchObject({ demo: true, has_html: true, body_removed: false });
    const textToken = /\/confirm-email#token=([\w-]+)/.exec(mail.text)?.[1];
    expect(textToken).toBeDefined();

    const html = mail.html ?? '';
    const link = /<a href="([^"]+)" target="_blank" rel="noopener noreferrer">/.exec(html)?.[1];
    expect(link).toBe(`${demo.config.publicUrl}/confirm-email#token=${textToken}`);
    expect(html).not.toMatch(/<script|<style|<img|style=|<html|<body|on\w+=/i);

    // The link works: its token confirms the account.
    const confirmed = await postFrom(demo.app, confirmEmailCall.path, { confirm_token: textToken });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmEmailCall.answer.parse(confirmed.json()).user.email).toBe(
      'demo-outbox-reader@example.test',
    );
  });

  it('the demo hands out a mail’s invoice as the customer gets it; an index it lacks is 404', async () => {
    const id = await invoiceMail(demo);
    const shown = adminOutboxMailCall.answer.parse(
      (await call(demo, adminOutboxMailCall.path, { id })).json(),
    );
    expect(shown.mail.attachments).toEqual(['invoice']);

    const file = await call(demo, adminOutboxAttachmentCall.path, { id, index: 0 });
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"/);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    for (const query of [
      { id, index: 1 },
      { id: 999_999, index: 0 },
    ]) {
      const missing = await call(demo, adminOutboxAttachmentCall.path, query);
      expect(missing.statusCode, missing.body).toBe(404);
      expect(errorAnswer.parse(missing.json()).error).toBe('NotFound');
    }
  });

  it('answers 404, not 500, for a mail whose invoice is gone', async () => {
    const id = await invoiceMail(demo);
    // The mail still names an invoice of an order the shop no longer has.
    await demo.database.handle.db
      .updateTable('mail_outbox')
      .set({ attachments: JSON.stringify([{ kind: 'invoice', id: 999_999, language: 'ru-RU' }]) })
      .where('id', '=', id)
      .execute();
    const gone = await call(demo, adminOutboxAttachmentCall.path, { id, index: 0 });
    expect(gone.statusCode, gone.body).toBe(404);
    expect(errorAnswer.parse(gone.json()).error).toBe('NotFound');
  });

  it('a real shop keeps the links redacted, shows no HTML and hands out no file', async () => {
    const mail = await registrationMail(production, 'real-outbox-reader@example.test');
    expect(mail).toMatchObject({ demo: false, has_html: true, html: null, body_removed: false });
    expect(mail.text).toContain(`${production.config.publicUrl}/confirm-email#…`);
    expect(mail.text).not.toMatch(/#token=/);

    const db = production.database.handle.db;
    const text =
      'Ссылка: https://shop.test/reset-password#token=abcdefabcdefabcdef123456 и ' +
      'https://shop.test/confirm?token=secret123&x=1 и https://shop.test/u/AbCdEfGhIjKlMnOpQrStUvWx/doc';
    const { id: linksId } = await db
      .insertInto('mail_outbox')
      .values({
        to_address: 'buyer@example.test',
        subject: 'Ссылки',
        text_body: text,
        html_body: `<p>${text}</p>`,
        template: 'password-reset',
        language_code: 'ru-RU',
        status: 'failed',
        attempts: 5,
        next_attempt_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shown = adminOutboxMailCall.answer.parse(
      (await call(production, adminOutboxMailCall.path, { id: linksId })).json(),
    ).mail;
    expect(shown.text).not.toMatch(/abcdefabcdef|secret123|AbCdEfGhIjKl/);
    expect(shown.text).toContain('https://shop.test/reset-password#…');
    expect(shown.text).toContain('https://shop.test/confirm?…');
    expect(shown.text).toContain('https://shop.test/u/…/doc');
    expect(shown.html).toBeNull();

    const id = await invoiceMail(production);
    const refused = await call(production, adminOutboxAttachmentCall.path, { id, index: 0 });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(errorAnswer.parse(refused.json()).error).toBe('NotFound');
  });
});
