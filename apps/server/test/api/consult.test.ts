import { consultCall } from '@storefront/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postConsult, validConsult } from '../helpers/consult-form.js';
import { solvedToken } from '../helpers/human-check.js';
import { expectError } from '../helpers/http.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import {
  type TestApp,
  createSiblingApp,
  createTestApp,
  testConfig,
  testedDialects,
} from '../helpers/test-app.js';

const MANAGER = 'manager@shop.test';
const SHOP_EMAIL = 'info@reestr-docs.ru';

describe.each(testedDialects())('/api/consult on %s', (dialect) => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(dialect, {
      config: {
        mail: {
          ...testConfig().mail,
          smtpUrl: sink.url,
          managerEmail: MANAGER,
          from: 'Shop <robot@shop.test>',
        },
        rateLimits: { ...testConfig().rateLimits, consult: { max: 1_000, windowSeconds: 60 } },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  afterEach(() => {
    sink.mails.length = 0;
  });

  const db = () => t.database.handle.db;
  const submit = async (
    fields: Record<string, unknown> = {},
    options: Parameters<typeof postConsult>[2] = {},
  ) => postConsult(t.app, { ...validConsult, ...fields, token: await solvedToken(t.app) }, options);

  it('stores the request and mails the manager exactly once, with every field', async () => {
    const response = await submit(
      { name: 'Ив4ан Петров' },
      { ip: '203.0.113.7', headers: { 'user-agent': 'TestBrowser/1.0', cookie: 'language=en-US' } },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(consultCall.answer.strict().parse(response.json())).toEqual({ success: true });

    const request = await db()
      .selectFrom('consult_request')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({
      name: 'Иван Петров',
      email: 'ivan@example.ru',
      phone: '+7 (999) 123-45-67',
      company: 'ООО Ромашка',
      language_code: 'en-US',
      ip: '203.0.113.7',
      user_agent: 'TestBrowser/1.0',
      user_id: null,
    });

    expect(await t.app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await t.app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(sink.mails).toHaveLength(1);
    const [mail] = sink.mails;
    expect(mail!.envelope).toEqual({ from: 'robot@shop.test', to: [MANAGER] });
    expect(mail!.headers.get('to')).toBe(MANAGER);
    expect(mail!.headers.get('from')).toBe('Shop <robot@shop.test>');
    expect(mail!.headers.get('reply-to')).toBe('ivan@example.ru');
    expect(mail!.headers.get('subject')).toBe('Consultation request: Иван Петров, ООО Ромашка');
    for (const text of [
      'Иван Петров',
      'ivan@example.ru',
      '+7 (999) 123-45-67',
      'ООО Ромашка',
      'en-US',
      'GMT+3',
    ]) {
      expect(mail!.text).toContain(text);
      expect(mail!.html).toContain(text);
    }
    expect(mail!.text).toMatch(new RegExp(`Request number:\\s+${request.id}\\s`));
    expect(mail!.text).toMatch(/Time:\s+\w+ \d{1,2}, \d{4}/);

    const outbox = await db().selectFrom('mail_outbox').selectAll().execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
      to_address: MANAGER,
      template: 'consult-request',
      language_code: 'en-US',
      locked_until: null,
    });
    expect(outbox[0]!.sent_at).not.toBeNull();
  });

  it('writes the mail in the visitor language: lang, else the language cookie, else Russian', async () => {
    const cases: [Record<string, unknown>, Record<string, string>, string, RegExp][] = [
      [{ lang: 'en-US' }, { cookie: 'language=ru-RU' }, 'en-US', /^Consultation request/],
      [{}, { cookie: 'theme=dark; language=en-US' }, 'en-US', /^Consultation request/],
      [{}, {}, 'ru-RU', /^Заявка на консультацию: Иван Петров, ООО Ромашка$/],
      [{ lang: 'de-DE' }, {}, 'ru-RU', /^Заявка на консультацию/],
    ];
    for (const [fields, headers, language, subject] of cases) {
      expect((await submit(fields, { headers })).statusCode).toBe(200);
      const row = await db()
        .selectFrom('mail_outbox')
        .select(['language_code', 'subject', 'text_body'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.language_code).toBe(language);
      expect(row.subject).toMatch(subject);
      if (language === 'ru-RU') expect(row.text_body).toMatch(/Телефон:\s+\+7 \(999\) 123-45-67/);
    }
    await t.app.mail.deliverDue();
  });

  it('escapes what the visitor typed in the HTML part and keeps the subject on one line', async () => {
    const response = await submit({
      name: '<b>Eve</b>\r\nBcc: evil@example.com',
      company: 'Tom & Jerry "Ltd" <script>alert(1)</script>',
      email: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.app.mail.deliverDue();
    const [mail] = sink.mails;
    expect(mail!.envelope.to).toEqual([MANAGER]);
    expect(mail!.headers.has('bcc')).toBe(false);
    expect(mail!.headers.get('subject')).toBe(
      'Заявка на консультацию: <b>Eve</b> Bcc: evil@example.com, Tom & Jerry "Ltd" <script>alert(1)</script>',
    );
    expect(mail!.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail!.html).toContain('Tom &amp; Jerry &quot;Ltd&quot; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.text).toContain('Tom & Jerry "Ltd" <script>alert(1)</script>');
    expect(mail!.text).toMatch(/E-mail:\s+не указан/);
    expect(mail!.headers.has('reply-to')).toBe(false);
  });

  it.each([
    ['a name under 3 characters', { name: 'Ив' }, 'FieldMustBeMinLength', 'name', [3]],
    ['a name short once digits are stripped', { name: 'Ив12' }, 'FieldMustBeMinLength', 'name', [3]],
    ['a name of digits only', { name: '12345' }, 'FieldCannotBeEmpty', 'name', undefined],
    ['a bad email', { email: 'ivan@' }, 'FieldMustBeEmail', 'email', undefined],
    ['a short phone', { phone: '+7 (999) 12' }, 'PhoneMustBeFull', 'phone', undefined],
    ['neither phone nor email', { phone: '', email: '' }, 'EmailOrPhoneRequired', 'phone', undefined],
    ['a missing company', { company: '' }, 'FieldCannotBeEmpty', 'company', undefined],
  ])('refuses %s', async (_, fields, error, field, args) => {
    const before = await countRequests();
    const response = await postConsult(t.app, { ...validConsult, ...fields, token: 'never-checked' });
    expectError(response, 400, { error, field });
    expect(response.json().args).toEqual(args);
    expect(await countRequests()).toBe(before);
  });

  it('takes a phone without an email and an email without a phone', async () => {
    expect((await submit({ email: '' })).statusCode).toBe(200);
    expect((await submit({ phone: '' })).statusCode).toBe(200);
    const rows = await db()
      .selectFrom('consult_request')
      .select(['email', 'phone'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(rows).toEqual([
      { email: 'ivan@example.ru', phone: null },
      { email: null, phone: '+7 (999) 123-45-67' },
    ]);
    await t.app.mail.deliverDue();
  });

  it('mails the shop e-mail setting when MANAGER_EMAIL is unset', async () => {
    const sibling = await createSiblingApp(t, {
      config: { mail: { ...t.config.mail, managerEmail: undefined } },
    });
    try {
      const response = await postConsult(sibling.app, {
        ...validConsult,
        token: await solvedToken(sibling.app),
      });
      expect(response.statusCode).toBe(200);
      const row = await db()
        .selectFrom('mail_outbox')
        .select('to_address')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.to_address).toBe(SHOP_EMAIL);
    } finally {
      await sibling.close();
    }
    await t.app.mail.deliverDue();
  });

  async function countRequests(): Promise<number> {
    const row = await db()
      .selectFrom('consult_request')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  it('counts the client address behind the proxies TRUST_PROXY names, and only there', async () => {
    const behindProxy = await createSiblingApp(t, { config: { trustProxy: ['10.0.0.0/8'] } });
    try {
      const storedIp = async (app: typeof t.app, ip: string, forwarded: string) => {
        const company = `ООО Прокси ${Math.random()}`;
        const response = await postConsult(
          app,
          { ...validConsult, company, token: await solvedToken(t.app) },
          { ip, headers: { 'x-forwarded-for': forwarded } },
        );
        expect(response.statusCode).toBe(200);
        const row = await t.database.handle.db
          .selectFrom('consult_request')
          .select('ip')
          .where('company', '=', company)
          .executeTakeFirstOrThrow();
        return row.ip;
      };
      // From the trusted proxy: the client it saw, not what the client wrote in front of it.
      expect(await storedIp(behindProxy.app, '10.1.2.3', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
      // Straight from a client: its own header is not believed.
      expect(await storedIp(behindProxy.app, '198.51.100.9', '6.6.6.6')).toBe('198.51.100.9');
      // Without TRUST_PROXY nothing is.
      expect(await storedIp(t.app, '10.1.2.3', '203.0.113.7')).toBe('10.1.2.3');
    } finally {
      await behindProxy.close();
    }
  });
});
