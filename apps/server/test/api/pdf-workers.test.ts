import {
  adminCatalogProductSaveCall,
  adminRateSetCall,
  commercialOfferCall,
  countriesCall,
  moscowDay,
  priceListCall,
} from '@storefront/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogPdfService } from '../../src/modules/catalog/catalog-pdf.service.js';
import { createServices, type Services } from '../../src/services.js';
import { placeOrder } from '../helpers/account.js';
import { postFrom } from '../helpers/accounts.js';
import { createSession, createUser } from '../helpers/factories.js';
import { callOk, expectError } from '../helpers/http.js';
import { pdfText } from '../helpers/pdf-text.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { type TestApp, createTestApp, testConfig, testedDialects } from '../helpers/test-app.js';

const silentLog = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} } as never;

const offerBody = (countryId: number, name: string) => ({
  lang: 'ru-RU',
  country_id: countryId,
  company_name: name,
  company_inn: '7707083893',
});

const statusesOf = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((counts, response) => {
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    return counts;
  }, {});

/**
 * PDFs off the event loop (docs/decisions/057-pdfs-off-the-event-loop.md): price lists rendered
 * once for what they print and kept, the worker pool's bound answered with 503 `ServerBusy`, and
 * the per-network limit on renders for anyone.
 */
describe.each(testedDialects())('PDFs on worker threads on %s', (dialect) => {
  describe('the price list, rendered once and kept', () => {
    let t: TestApp;
    let services: Services;
    let adminKey: string;
    const client = '198.51.100.20';
    const db = () => t.database.handle.db;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      // The app's own services are not reachable from outside: a second set over the same database,
      // whose price-list renders the test counts. Its cache reads the revision the app bumps.
      services = createServices(t.config, t.database.handle, silentLog);
      adminKey = await createSession(db(), (await createUser(db(), { role: 'admin' })).id);
    });
    afterAll(async () => {
      await services?.pdfs.close();
      await t?.close();
    });

    const russia = async () =>
      (await db().selectFrom('country').select('id').where('code', '=', 'RU').executeTakeFirstOrThrow()).id;

    it('renders once for repeated and concurrent requests, once per language', async () => {
      const countryId = await russia();
      const before = services.catalogPdfs.priceListRenders;
      const together = await Promise.all(
        Array.from({ length: 4 }, () => services.catalogPdfs.priceList('ru-RU', countryId, client)),
      );
      const again = await services.catalogPdfs.priceList('ru-RU', countryId, client);
      expect(services.catalogPdfs.priceListRenders - before).toBe(1);
      for (const file of [...together, again]) expect(file.pdf.equals(together[0]!.pdf)).toBe(true);
      expect(pdfText(again.pdf)).toContain('Прайс-лист: Россия');

      const english = await services.catalogPdfs.priceList('en-US', countryId, client);
      expect(services.catalogPdfs.priceListRenders - before).toBe(2);
      expect(pdfText(english.pdf)).toContain('Price list: Russia');
    });

    it('renders again after a catalogue change, and after a new rate', async () => {
      const countryId = await russia();
      await services.catalogPdfs.priceList('ru-RU', countryId, client);
      const kept = services.catalogPdfs.priceListRenders;

      const type = await db().selectFrom('product_type').select('id').orderBy('id').executeTakeFirstOrThrow();
      const saved = await postFrom(t.app, adminCatalogProductSaveCall.path, {
        auth_key: adminKey,
        country_id: countryId,
        price: '12,34',
        duration_from: 2,
        duration_to: 4,
        delivery: 0,
        sort: 1,
        active: 1,
        product_type_ids: [type.id],
        related_ids: [],
        texts: {
          'ru-RU': { name: 'Выписка для прайс-листа', description: 'Новая' },
          'en-US': { name: 'Extract for the price list', description: 'New' },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const changed = await services.catalogPdfs.priceList('ru-RU', countryId, client);
      expect(services.catalogPdfs.priceListRenders).toBe(kept + 1);
      expect(pdfText(changed.pdf)).toMatch(/Выписка для прайс-листа .*12,34 €/);

      await callOk(t.app, adminRateSetCall, {
        auth_key: adminKey,
        day: moscowDay(new Date()),
        rate: '101.5',
      });
      const rated = await services.catalogPdfs.priceList('ru-RU', countryId, client);
      expect(services.catalogPdfs.priceListRenders).toBe(kept + 2);
      expect(pdfText(rated.pdf)).toContain('Курс: 1 € = 101,50 ₽');

      await services.catalogPdfs.priceList('ru-RU', countryId, client);
      expect(services.catalogPdfs.priceListRenders).toBe(kept + 2);
    });

    it('renders again on a new day, and not again the same day', async () => {
      const countryId = await russia();
      let clock = new Date('2026-12-01T09:00:00Z');
      const pinned = new CatalogPdfService({
        catalog: services.catalog,
        content: services.content,
        settings: services.settings,
        cache: services.contentCache,
        pdfs: services.pdfs,
        rateLimits: services.rateLimits,
        now: () => clock,
      });
      const first = await pinned.priceList('ru-RU', countryId, client);
      clock = new Date('2026-12-01T20:00:00Z');
      await pinned.priceList('ru-RU', countryId, client);
      expect(pinned.priceListRenders).toBe(1);
      // 21:30 UTC is past midnight in Moscow: the next day's list.
      clock = new Date('2026-12-01T21:30:00Z');
      const next = await pinned.priceList('ru-RU', countryId, client);
      expect(pinned.priceListRenders).toBe(2);
      expect(pdfText(first.pdf)).toContain('от 01.12.2026');
      expect(pdfText(next.pdf)).toContain('от 02.12.2026');
    });
  });

  describe('a pool of one thread with one place in its queue', () => {
    let t: TestApp;
    let services: Services;
    let countryId: number;

    beforeAll(async () => {
      t = await createTestApp(dialect, { config: { pdf: { workers: 1, queueMax: 1 } } });
      // Reads the shared rate-limit counts; it renders nothing.
      services = createServices(t.config, t.database.handle, silentLog);
      countryId = (await callOk(t.app, countriesCall, { lang: 'ru-RU' })).countries[0]!.id;
    });
    afterAll(async () => {
      await services?.pdfs.close();
      await t?.close();
    });

    it('answers a burst of offers 200 or 503 ServerBusy with Retry-After, and serves on after it', async () => {
      const ip = '203.0.113.41';
      const burst = await Promise.all(
        Array.from({ length: 16 }, (_, index) =>
          postFrom(t.app, commercialOfferCall.path, offerBody(countryId, `ООО «Очередь ${index}»`), { ip }),
        ),
      );
      const statuses = statusesOf(burst);
      expect(Object.keys(statuses).sort(), JSON.stringify(statuses)).toEqual(['200', '503']);
      // One rendering and one waiting were taken; every other was refused at once.
      expect(statuses[200]).toBeGreaterThanOrEqual(2);
      for (const response of burst) {
        if (response.statusCode === 503) {
          expectError(response, 503, { error: 'ServerBusy' });
          expect(response.headers['retry-after']).toBe('1');
        } else {
          expect(response.headers['content-type']).toBe('application/pdf');
          expect(pdfText(response.rawPayload)).toMatch(/Компания: ООО «Очередь \d+»/);
        }
      }
      // A refused request was not counted against its network: only renders are.
      expect(await services.rateLimits.count('catalogPdf', { client: ip })).toBe(statuses[200]);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      const after = await postFrom(t.app, commercialOfferCall.path, offerBody(countryId, 'ООО «После»'), {
        ip,
      });
      expect(after.statusCode, after.body).toBe(200);
      expect(pdfText(after.rawPayload)).toContain('Компания: ООО «После»');
    });
  });

  describe('the per-network limit on renders', () => {
    let t: TestApp;
    let services: Services;
    let countryId: number;

    beforeAll(async () => {
      t = await createTestApp(dialect, {
        config: { rateLimits: { ...testConfig().rateLimits, catalogPdf: { max: 3, windowSeconds: 60 } } },
      });
      // Reads the shared rate-limit counts; it renders nothing.
      services = createServices(t.config, t.database.handle, silentLog);
      countryId = (await callOk(t.app, countriesCall, { lang: 'ru-RU' })).countries[0]!.id;
    });
    afterAll(async () => {
      await services?.pdfs.close();
      await t?.close();
    });

    it('answers 429 with Retry-After past its max; a kept price list and another network are not held', async () => {
      const ip = '192.0.2.7';
      const priceList = (lang: string, from = ip) =>
        postFrom(t.app, priceListCall.path, { lang, country_id: countryId }, { ip: from });
      const offer = (name: string, from = ip) =>
        postFrom(t.app, commercialOfferCall.path, offerBody(countryId, name), { ip: from });

      // The first price list is a render; the same one again is served kept and counts nothing.
      for (let index = 0; index < 5; index++) expect((await priceList('ru-RU')).statusCode).toBe(200);
      expect((await offer('ООО «Первая»')).statusCode).toBe(200);
      expect((await offer('ООО «Вторая»')).statusCode).toBe(200);

      const refused = await offer('ООО «Третья»');
      expectError(refused, 429, { error: 'TooManyRequests' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // A price list not yet rendered is a render too.
      expectError(await priceList('en-US'), 429, { error: 'TooManyRequests' });
      expect((await priceList('ru-RU')).statusCode).toBe(200);
      // Knocking on is refused from this process's memory of the refusal: no further count, no write.
      for (let index = 0; index < 4; index++)
        expectError(await offer(`ООО «Снова ${index}»`), 429, { error: 'TooManyRequests' });
      expect(await services.rateLimits.count('catalogPdf', { client: ip })).toBe(4);

      expect((await offer('ООО «Соседи»', '192.0.2.8')).statusCode).toBe(200);
    });
  });

  describe('the invoice a mail carries, with the one thread busy and no place in the queue', () => {
    let t: TestApp;
    let sink: SmtpSink;
    let countryId: number;
    const db = () => t.database.handle.db;

    beforeAll(async () => {
      sink = await startSmtpSink();
      t = await createTestApp(dialect, {
        config: { pdf: { workers: 1, queueMax: 0 }, mail: { ...testConfig().mail, smtpUrl: sink.url } },
      });
      countryId = (await callOk(t.app, countriesCall, { lang: 'ru-RU' })).countries[0]!.id;
    });
    afterAll(async () => {
      await t?.close();
      await sink?.close();
    });

    it('waits its turn instead of failing the mail', async () => {
      const placed = await placeOrder(db(), (await createUser(db())).id);
      await t.app.mail.enqueue(db(), {
        to: 'buyer@example.test',
        subject: 'Счёт',
        text: 'Счёт во вложении',
        html: '<p>Счёт во вложении</p>',
        template: 'invoice-test',
        language: 'ru-RU',
        attachments: [{ kind: 'invoice', id: placed.invoiceId, language: 'ru-RU' }],
      });
      const ip = '203.0.113.77';
      const offers = Array.from({ length: 4 }, (_, index) =>
        postFrom(t.app, commercialOfferCall.path, offerBody(countryId, `ООО «Занято ${index}»`), { ip }),
      );
      // A refusal means the thread is taken: the mail is sent while an offer renders.
      await Promise.any(
        offers.map(async (pending) => {
          if ((await pending).statusCode !== 503) throw new Error('served, not refused');
        }),
      );
      expect(await t.app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
      expect(statusesOf(await Promise.all(offers))).toEqual({ 200: 1, 503: 3 });

      const raw = sink.mails.at(-1)!.raw;
      const attached = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
      expect(attached, raw.slice(0, 2000)).not.toBeNull();
      expect(pdfText(Buffer.from(attached![1]!.replace(/\s/g, ''), 'base64'))).toContain('Счёт на оплату');
    });
  });
});
