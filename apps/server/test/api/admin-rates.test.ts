import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  addToCartCall,
  adminCalendarCall,
  adminCalendarUploadCall,
  adminRateImportCall,
  adminRateSetCall,
  adminRatesCall,
  errorAnswer,
  euroFromCents,
  getOrderCall,
  moscowDay,
  productsCall,
  rublePrice,
  saveOrderCall,
  settingsCall,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCbrDaily, decodeCbrXml } from '../../src/modules/rates/cbr-daily.js';
import { createServices, type Services } from '../../src/services.js';
import { postFrom } from '../helpers/accounts.js';
import { registerRomashka } from '../helpers/companies.js';
import { createManagerToken, createSession, createUser } from '../helpers/factories.js';
import { callOk, expectError } from '../helpers/http.js';
import { solvedToken } from '../helpers/human-check.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as never;

/** The Central Bank's daily XML as it answers (windows-1251, decimal commas; euro 93,4512 on 26.11.2026). */
const SAMPLE = readFileSync(new URL('../fixtures/cbr/XML_daily.xml', import.meta.url));

const dotted = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The sample with another day and euro value: the bytes around them are ASCII, so cp1251 stays intact. */
function sampleFor(day: string, euro = '93,4512'): Buffer {
  const text = SAMPLE.toString('latin1')
    .replace('Date="26.11.2026"', `Date="${dotted(day)}"`)
    .replace('<Value>93,4512</Value>', `<Value>${euro}</Value>`);
  return Buffer.from(text, 'latin1');
}

type Answer = { status: number; body: Buffer | string } | 'hang';

/** A stand-in for cbr.ru on 127.0.0.1: answers what the test queued last, counting requests. */
async function bankStandIn() {
  let next: Answer = { status: 200, body: SAMPLE };
  let requests = 0;
  const server: Server = createServer((request, response) => {
    requests += 1;
    if (next === 'hang') return; // never answers: the import's timeout ends it
    response.writeHead(next.status, { 'content-type': 'application/xml; charset=windows-1251' });
    response.end(next.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/scripts/XML_daily.asp`,
    answer: (answer: Answer) => (next = answer),
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the Central Bank daily XML', () => {
  it('reads the euro of the recorded sample: windows-1251, decimal comma, its day', () => {
    expect(readCbrDaily(decodeCbrXml(SAMPLE))).toEqual({ day: '2026-11-26', rate: '93.4512' });
  });

  it('divides by Nominal, rounding to 4 places', () => {
    const xml = SAMPLE.toString('latin1').replace(
      '<Nominal>1</Nominal><Name>\xc5\xe2\xf0\xee</Name><Value>93,4512</Value>',
      '<Nominal>10</Nominal><Name>\xc5\xe2\xf0\xee</Name><Value>934,5125</Value>',
    );
    expect(readCbrDaily(decodeCbrXml(Buffer.from(xml, 'latin1')))).toEqual({
      day: '2026-11-26',
      rate: '93.4513',
    });
  });

  it('refuses a file without the euro, a page that is not the list, and a bad day', () => {
    const withoutEuro = SAMPLE.toString('latin1').replace('ID="R01239"', 'ID="R09999"');
    expect(() => readCbrDaily(decodeCbrXml(Buffer.from(withoutEuro, 'latin1')))).toThrow(/no euro/);
    expect(() => readCbrDaily('<html><body>Service unavailable</body></html>')).toThrow(/ValCurs/);
    expect(() => readCbrDaily('<ValCurs Date="31.02.2026"></ValCurs>')).toThrow(/not a day/);
  });
});

/**
 * The back-office's rouble rate and production calendar (ADR 038): who may call
 * what, every write audited with before and after, the rate in force (a manual rate winning for its
 * day), orders keeping their rate, the import against a stand-in of cbr.ru, its failures, the daily
 * job's one import a day across instances, and the calendar's upload.
 */
describe.each(testedDialects())('back-office rates and calendar on %s', (dialect) => {
  let t: TestApp;
  let bank: Awaited<ReturnType<typeof bankStandIn>>;
  let services: Services;
  const keys = { customer: '', manager: '', admin: '', managerToken: '' };
  const ids = { customer: 0, manager: 0, admin: 0 };
  const db = () => t.database.handle.db;
  const today = moscowDay(new Date());

  beforeAll(async () => {
    bank = await bankStandIn();
    t = await createTestApp(dialect, {
      config: { rates: { importEnabled: false, url: bank.url, timeoutMs: 500 } },
    });
    services = createServices(t.config, t.database.handle, silentLog);
    const customer = await createUser(db());
    const manager = await createUser(db(), { role: 'manager' });
    const admin = await createUser(db(), { role: 'admin' });
    Object.assign(ids, { customer: customer.id, manager: manager.id, admin: admin.id });
    keys.customer = await createSession(db(), customer.id);
    keys.manager = await createSession(db(), manager.id);
    keys.admin = await createSession(db(), admin.id);
    keys.managerToken = await createManagerToken(db(), manager.id, customer.id);
  });
  afterAll(async () => {
    await t?.close();
    await bank?.close();
  });

  const call = (
    path: string,
    authKey: string | undefined,
    body: object = {},
    query: Record<string, string | number> = {},
  ) =>
    postFrom(
      t.app,
      path,
      { ...(authKey === undefined ? {} : { auth_key: authKey }), ...body },
      {
        query: new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString(),
      },
    );
  const rates = async () => callOk(t.app, adminRatesCall, { auth_key: keys.manager });
  const setRate = (day: string, rate: string) =>
    callOk(t.app, adminRateSetCall, { auth_key: keys.admin, day, rate });
  const shopRate = async () => (await callOk(t.app, settingsCall, {})).settings.rubleCourse;
  const lastAudit = () =>
    db().selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  const auditCount = async () =>
    Number(
      (
        await db()
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const calendarFile = (year: number) =>
    JSON.stringify({
      source: 'test decree',
      years: { [year]: { daysOff: [`${year}-01-01`], workingWeekendDays: [] } },
    });

  const writes = [
    [adminRateSetCall.path, { day: '2031-01-01', rate: '100' }],
    [adminRateImportCall.path, {}],
    [adminCalendarUploadCall.path, { file_name: 'c.json', content: calendarFile(2032) }],
  ] as const;
  const reads = [
    [adminRatesCall.path, {}],
    [adminCalendarCall.path, {}],
  ] as const;

  it('anonymous and a manager token 401, a customer 403; managers read, only an administrator writes', async () => {
    for (const [path, body] of [...reads, ...writes]) {
      for (const [key, status, error] of [
        [undefined, 401, 'IncorrectToken'],
        [keys.managerToken, 401, 'IncorrectToken'],
        [
          keys.customer,
          403,
          path === adminRatesCall.path || path === adminCalendarCall.path ? 'ManagerOnly' : 'AdminOnly',
        ],
      ] as const) {
        const response = await call(path, key, body);
        expect(response.statusCode, `${path} ${response.body}`).toBe(status);
        expect(errorAnswer.parse(response.json()).error).toBe(error);
      }
    }
    for (const [path, body] of reads) {
      expect((await call(path, keys.manager, body)).statusCode, path).toBe(200);
      expect((await call(path, keys.admin, body)).statusCode, path).toBe(200);
    }
    for (const [path, body] of writes) {
      const before = await auditCount();
      const refused = await call(path, keys.manager, body);
      expect(refused.statusCode, path).toBe(403);
      expect(errorAnswer.parse(refused.json()).error).toBe('AdminOnly');
      // A refusal is a security event, not a write.
      const row = await lastAudit();
      expect(row.action).not.toBe(path);
      expect(await auditCount()).toBeLessThanOrEqual(before + 1);
      expect((await call(path, keys.admin, body)).statusCode, path).toBe(200);
      const audited = await lastAudit();
      expect(audited).toMatchObject({ action: path, actor_user_id: ids.admin, acting_manager_id: null });
      expect(Object.keys(JSON.parse(audited.details!))).toEqual(expect.arrayContaining(['before', 'after']));
    }
  });

  it('refuses bad input in the contract error shape', async () => {
    const refused = (body: object) => call(adminRateSetCall.path, keys.admin, body);
    expectError(await refused({ day: today, rate: '0' }), 400, { error: 'RateNotPositive', field: 'rate' });
    expectError(await refused({ day: today, rate: 'abc' }), 400, {
      error: 'FieldHasWrongValue',
      field: 'rate',
    });
    expectError(await refused({ day: today, rate: '98.12345' }), 400, {
      error: 'FieldHasWrongValue',
      field: 'rate',
    });
    expectError(await refused({ day: '2026-13-01', rate: '98' }), 400, {
      error: 'FieldHasWrongValue',
      field: 'day',
    });
    expectError(await refused({ rate: '98' }), 400, { error: 'FieldCannotBeEmpty', field: 'day' });
    expectError(await call(adminRatesCall.path, keys.manager, {}, { page: 0 }), 400, { field: 'page' });
    expectError(await call(adminCalendarCall.path, keys.manager, {}, { year: 'next' }), 400, {
      field: 'year',
    });
  });

  it('a manual rate is in force from its day: the shop prices in it at once, a later day waits, every change kept', async () => {
    const before = await rates();
    const count = before.history.count;
    const answer = await setRate(today, '101,25');
    expect(answer.current).toMatchObject({ day: today, rate: '101.25', source: 'manual' });
    expect(answer.history.count).toBe(count + 1);
    expect(answer.history.list.find((entry) => entry.day === today)).toMatchObject({
      day: today,
      rate: '101.25',
      source: 'manual',
      author: { id: ids.admin },
    });
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: adminRateSetCall.path,
      entity: 'ruble_rate',
      actor_user_id: ids.admin,
    });
    expect(JSON.parse(audit.details!)).toMatchObject({
      before: { day: today, rate: before.current!.rate },
      after: { day: today, rate: '101.25', source: 'manual' },
    });

    // The shop's settings and a country's rouble prices use it.
    expect(await shopRate()).toBe(101.25);
    const country = await db()
      .selectFrom('country')
      .select('id')
      .where('active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { products } = await callOk(t.app, productsCall, { country_id: country.id, lang: 'ru-RU' });
    expect(products.length).toBeGreaterThan(0);
    for (const product of products.slice(0, 3))
      expect(product.ruble_price_num).toBe(rublePrice(product.price_num, '101.25'));

    // A rate for tomorrow is kept but not yet in force.
    const tomorrow = await setRate(addDays(today, 1), '105');
    expect(tomorrow.current!.rate).toBe('101.25');
    expect(tomorrow.history.list.find((entry) => entry.day === addDays(today, 1))).toMatchObject({
      day: addDays(today, 1),
      rate: '105',
    });
    expect(await shopRate()).toBe(101.25);

    // Paged on the server, the latest day first: 2031 (the access test's), tomorrow, today.
    const page = (n: number) =>
      callOk(t.app, adminRatesCall, { auth_key: keys.manager, pagesize: 1 }, { page: n });
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(second.history).toMatchObject({ page: 2, count: tomorrow.history.count });
    expect([first, second, third].map((answer) => answer.history.list.map((entry) => entry.day))).toEqual([
      ['2031-01-01'],
      [addDays(today, 1)],
      [today],
    ]);
  });

  it('imports the bank rate from the stand-in; a manual rate still wins for its day, the import wins the next', async () => {
    bank.answer({ status: 200, body: sampleFor(today, '93,4512') });
    const answer = await callOk(t.app, adminRateImportCall, { auth_key: keys.admin });
    expect(answer.import.last).toMatchObject({
      trigger: 'manual',
      status: 'succeeded',
      rate: '93.4512',
      rate_day: today,
      error: null,
    });
    expect(answer.history.list.find((entry) => entry.source === 'cbr')).toMatchObject({
      day: today,
      rate: '93.4512',
      author: null,
    });
    // Today has a manual rate (the test before): it stays in force.
    expect(answer.current).toMatchObject({ rate: '101.25', source: 'manual' });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: adminRateImportCall.path, entity: 'ruble_rate_import' });
    expect(JSON.parse(audit.details!)).toMatchObject({
      before: { rate: '101.25' },
      after: { rate: '101.25' },
      status: 'succeeded',
      rate: '93.4512',
    });

    // The same rate imported again is not kept twice.
    const again = await callOk(t.app, adminRateImportCall, { auth_key: keys.admin });
    expect(again.history.count).toBe(answer.history.count);

    // For a day with no manual rate, the imported one is in force.
    const inAWeek = addDays(today, 7);
    bank.answer({ status: 200, body: sampleFor(inAWeek, '95,0001') });
    await callOk(t.app, adminRateImportCall, { auth_key: keys.admin });
    expect(await services.settings.rubleRates.inForceIn(db(), inAWeek)).toMatchObject({
      rate: '95.0001',
      source: 'cbr',
    });
    await setRate(inAWeek, '96');
    expect(await services.settings.rubleRates.inForceIn(db(), inAWeek)).toMatchObject({
      rate: '96',
      source: 'manual',
    });
  });

  it.each([
    ['an HTTP error', { status: 503, body: 'Service Unavailable' } as Answer, /HTTP 503/],
    ['a timeout', 'hang' as Answer, /no answer .* within 500 ms/],
    ['bad XML', { status: 200, body: '<html>maintenance</html>' } as Answer, /ValCurs/],
    [
      'a list without the euro',
      {
        status: 200,
        body: Buffer.from(SAMPLE.toString('latin1').replace('ID="R01239"', 'ID="R01238"'), 'latin1'),
      } as Answer,
      /no euro/,
    ],
  ])(
    'a failed import (%s) keeps the rate, is recorded with its reason and audited',
    async (_, bankAnswer, reason) => {
      const before = await rates();
      bank.answer(bankAnswer);
      const answer = await callOk(t.app, adminRateImportCall, { auth_key: keys.admin });
      expect(answer.current).toEqual(before.current);
      expect(answer.history.count).toBe(before.history.count);
      expect(answer.import.last).toMatchObject({ status: 'failed', trigger: 'manual' });
      expect(answer.import.last?.error).toMatch(reason);
      expect(answer.import.last_success).toMatchObject({ status: 'succeeded' });
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: adminRateImportCall.path, entity: 'ruble_rate_import' });
      expect(JSON.parse(audit.details!)).toMatchObject({
        status: 'failed',
        before: { rate: before.current!.rate },
        after: { rate: before.current!.rate },
      });
    },
  );

  it('orders keep the rate they were placed at', async () => {
    await setRate(today, '100');
    const company = await registerRomashka(db());
    const product = await db()
      .selectFrom('product')
      .select(['id', 'price_cents'])
      .where('active', '=', 1)
      .where('delivery', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cart = await callOk(t.app, addToCartCall, {
      lang: 'ru-RU',
      cart_ids: [],
      company: { ...company, status: 'Действующее', type: 'ООО', address: 'г. Москва' },
      product_id: product.id,
    });
    const placed = await callOk(t.app, saveOrderCall, {
      lang: 'ru-RU',
      first_name: 'Иван',
      last_name: 'Петров',
      email: `rate-${Date.now()}@example.test`,
      phone: '+7 (916) 123-45-67',
      yur_name: 'ООО «Ромашка»',
      yur_inn: '7707083893',
      payment_method: 'invoice',
      cart_ids: cart.cart.map((item) => item.id),
      cart_key: cart.cart_key,
      token: await solvedToken(t.app),
    });
    const rub = rublePrice(euroFromCents(product.price_cents), '100');
    expect(placed.order).toMatchObject({ ruble_course: '100', ruble_course_date: today, total_rub: rub });

    await setRate(today, '120.5');
    expect(await shopRate()).toBe(120.5);
    const read = await callOk(
      t.app,
      getOrderCall,
      { lang: 'ru-RU', auth_key: placed.user.auth_key },
      { order_id: placed.order.id },
    );
    expect(read.order).toMatchObject({ ruble_course: '100', total_rub: rub });
  });

  it('the daily job: one instance of many imports once a day; a failure is mailed to the administrators and retried later', async () => {
    const job = (instance: Services) =>
      instance.rates.runDailyImport({ maxAttempts: 2, retryAfterMs: 60_000, staleAfterMs: 60_000 });
    // Today already had a successful import (by hand): the job has nothing to do.
    expect(await job(services)).toBe(0);
    await db().deleteFrom('ruble_rate_import').where('day', '=', today).execute();

    // Fails first: the attempt is recorded, the administrators mailed, the rate kept.
    const kept = await shopRate();
    bank.answer({ status: 500, body: 'oops' });
    const mailsBefore = await db()
      .selectFrom('mail_outbox')
      .select('id')
      .where('template', '=', 'rate-import-failed')
      .execute();
    expect(await job(services)).toBe(1);
    const mails = await db()
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('template', '=', 'rate-import-failed')
      .execute();
    expect(mails.length).toBeGreaterThan(mailsBefore.length);
    expect(mails.map((mail) => mail.to_address)).toContain(
      (
        await db()
          .selectFrom('app_user')
          .select('email')
          .where('id', '=', ids.admin)
          .executeTakeFirstOrThrow()
      ).email,
    );
    expect(mails.at(-1)?.text_body).toMatch(/HTTP 500/);
    expect(await shopRate()).toBe(kept);
    // Too soon for the next attempt.
    expect(await job(services)).toBe(0);

    // An hour later (as far as the rows say), two instances at once: one attempt, one import.
    await db()
      .updateTable('ruble_rate_import')
      .set({ finished_at: '2000-01-01T00:00:00.000Z' })
      .where('day', '=', today)
      .execute();
    bank.answer({ status: 200, body: sampleFor(today, '94,5') });
    const other = createServices(t.config, t.database.handle, silentLog);
    const requests = bank.requests();
    const ran = await Promise.all([job(services), job(other)]);
    expect(ran.reduce((sum, value) => sum + value, 0)).toBe(1);
    expect(bank.requests()).toBe(requests + 1);
    const attempts = await db()
      .selectFrom('ruble_rate_import')
      .select(['attempt', 'status'])
      .where('day', '=', today)
      .where('trigger', '=', 'job')
      .orderBy('attempt')
      .execute();
    expect(attempts).toEqual([
      { attempt: 1, status: 'failed' },
      { attempt: 2, status: 'succeeded' },
    ]);
    expect(await job(services)).toBe(0);
    expect(await job(other)).toBe(0);
  });

  it('the calendar: a year with its days and source, the years loaded', async () => {
    const year = await callOk(t.app, adminCalendarCall, { auth_key: keys.manager }, { year: 2026 });
    expect(year).toMatchObject({ year: 2026, loaded: true });
    expect(year.days).toEqual(
      expect.arrayContaining([expect.objectContaining({ day: '2026-01-01', kind: 'day_off' })]),
    );
    expect(year.years.map((entry) => entry.year)).toEqual(expect.arrayContaining([2025, 2026]));
    const unknown = await callOk(t.app, adminCalendarCall, { auth_key: keys.manager }, { year: 2099 });
    expect(unknown).toMatchObject({ year: 2099, loaded: false, source: null, days: [] });
    const current = await callOk(t.app, adminCalendarCall, { auth_key: keys.manager });
    expect(current.year).toBe(Number(today.slice(0, 4)));
  });

  it('loads a decree from an uploaded xmlcalendar file, audited; a path in the name is dropped; bad files refused', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<calendar year="2033" lang="ru" country="ru">
  <holidays><holiday id="1" title="Новогодние каникулы" /></holidays>
  <days>
    <day d="01.03" t="1" h="1" />
    <day d="01.04" t="1" h="1" />
    <day d="02.22" t="2" />
    <day d="11.05" t="3" />
  </days>
</calendar>`;
    const answer = await callOk(t.app, adminCalendarUploadCall, {
      auth_key: keys.admin,
      file_name: '../../etc/calendar.xml',
      content: xml,
    });
    expect(answer.years).toEqual([
      { year: 2033, replaced: false, days_off: 2, working_weekend_days: 1, shortened_days: 1 },
    ]);
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: adminCalendarUploadCall.path,
      entity: 'calendar_year',
      entity_id: '2033',
    });
    expect(JSON.parse(audit.details!)).toMatchObject({
      before: { loaded: false },
      after: { days: 4 },
      file_name: 'calendar.xml',
    });
    const year = await callOk(t.app, adminCalendarCall, { auth_key: keys.manager }, { year: 2033 });
    expect(year.loaded).toBe(true);
    expect(year.source).toContain('(calendar.xml)');
    expect(year.source).not.toContain('..');
    expect(year.days).toContainEqual({ day: '2033-01-03', kind: 'day_off', note: 'Новогодние каникулы' });
    // The working days count by it at once.
    expect((await services.calendar.year(2033))?.daysOff).toEqual(['2033-01-03', '2033-01-04']);

    // Again: replaced, with what it had before.
    const again = await callOk(t.app, adminCalendarUploadCall, {
      auth_key: keys.admin,
      file_name: 'calendar.xml',
      content: xml,
    });
    expect(again.years[0]?.replaced).toBe(true);
    expect(JSON.parse((await lastAudit()).details!)).toMatchObject({ before: { days: 4 } });

    const upload = (body: object) =>
      call(adminCalendarUploadCall.path, keys.admin, { file_name: 'f.xml', ...body });
    const auditsBefore = await auditCount();
    expectError(await upload({ content: '%PDF-1.4 not a calendar' }), 400, {
      error: 'CalendarFileInvalid',
      field: 'content',
    });
    expectError(await upload({ content: '<calendar year="2034"><day d="02.30" t="1"/></calendar>' }), 400, {
      error: 'CalendarFileInvalid',
    });
    // A working weekend day that is a Tuesday: unsound, nothing written.
    expectError(
      await upload({
        content: calendarFile(2035).replace('"workingWeekendDays":[]', '"workingWeekendDays":["2035-01-02"]'),
      }),
      400,
      {
        error: 'CalendarFileInvalid',
      },
    );
    expectError(await upload({ content: 'x'.repeat(200_001) }), 400, {
      error: 'FieldMustBeMaxLength',
      field: 'content',
    });
    expectError(await upload({ content: '' }), 400, { error: 'FieldCannotBeEmpty', field: 'content' });
    expect(await auditCount()).toBe(auditsBefore);
    expect((await callOk(t.app, adminCalendarCall, { auth_key: keys.manager }, { year: 2035 })).loaded).toBe(
      false,
    );
  });
});
