import {
  adminSellerFacsimileCall,
  adminSellerFacsimileDeleteCall,
  adminSellerFacsimileUploadCall,
  formatDate,
  moscowDay,
  userActCall,
  userInvoiceCall,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../../src/db/seed/data/index.js';
import { OrderService, type NewOrderItem } from '../../src/modules/orders/order.service.js';
import { createSession, createUser, demoProducts } from '../helpers/factories.js';
import { callOk, expectError, post } from '../helpers/http.js';
import { facsimilePng, SMALL_JPEG } from '../helpers/images.js';
import { pdfImages } from '../helpers/pdf-images.js';
import { pdfText } from '../helpers/pdf-text.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

const seller = seedData.settings.seller;
/** Calendar days a bank-transfer invoice is payable in these tests (ORDER_UNPAID_CANCEL_DAYS). */
const PAYMENT_DAYS = 7;
/** 5.90 € at 98.45 is 580.855 roubles, 581 by the rouble rule: the issue's own example. */
const PRICE_CENTS = 590;
const RATE = '98.45';
const RATE_DAY = '2026-11-30';

type Company = NewOrderItem['company'];
const romashka: Company = {
  name: 'ООО «Ромашка»',
  inn: '7701234567',
  registerId: '1027700132195',
  country: 'RU',
  address: '101000, г. Москва, ул. Мясницкая, д. 1',
};
const lyutik: Company = { name: 'АО «Лютик»', inn: '7801234568', country: 'RU' };
/** One of three UK namesakes: only its company number tells it from the others. */
const albion: Company = {
  name: 'ALBION HOLDINGS LTD',
  inn: '-',
  registerId: '08492362',
  country: 'GB',
  address: '1 King Street, London, EC2V 8AU',
};

function multipart(authKey: string, file: { name: string; content: Buffer; type: string }) {
  const boundary = `----facsimile${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="auth_key"\r\n\r\n${authKey}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Acts and invoices as a Russian accountant takes them (and their English copies), read back with
 * pdftotext: roubles first and in words, the rate the Russian way, the purpose and deadline of a
 * bank transfer, the paid mark, the act's statement, companies by their register numbers under
 * their own labels, and the seller's facsimile where one was in force when the document was issued.
 */
describe.each(testedDialects())('accounting documents on %s', (dialect) => {
  let t: TestApp;
  let adminKey: string;
  let managerKey: string;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { orders: { unpaidCancelDays: PAYMENT_DAYS } } });
    adminKey = await createSession(db(), (await createUser(db(), { role: 'admin' })).id);
    managerKey = await createSession(db(), (await createUser(db(), { role: 'manager' })).id);
    await db()
      .insertInto('ruble_rate')
      .values({
        day: RATE_DAY,
        rate: RATE,
        source: 'cbr',
        author_user_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
  });
  afterAll(async () => t?.close());

  const customer = async () => {
    const user = await createUser(db());
    return { user, authKey: await createSession(db(), user.id) };
  };

  const place = async (
    userId: number,
    companies: Company[],
    options: {
      paymentMethod?: 'card' | 'invoice';
      buyer?: { yurName: string; yurInn: string | null; yurCountry?: string };
    } = {},
  ) => {
    const [product] = await demoProducts(db(), 1);
    const buyer = options.buyer ?? { yurName: 'ООО «Покупатель»', yurInn: '7707083893' };
    return new OrderService(db()).place({
      userId,
      legalEntityId: null,
      rubleCourse: RATE,
      rubleCourseDate: RATE_DAY,
      languageCode: 'ru-RU',
      paymentMethod: options.paymentMethod ?? 'invoice',
      customer: { firstName: 'Иван', email: 'ivan@example.test', ...buyer },
      items: companies.map((company) => ({
        productId: product!.id,
        productName: company.country === 'GB' ? 'Company extract' : 'Выписка из ЕГРЮЛ',
        priceCents: PRICE_CENTS,
        durationFrom: 1,
        durationTo: 3,
        delivery: false,
        company,
      })),
    });
  };

  const pdf = async (
    call: typeof userInvoiceCall | typeof userActCall,
    authKey: string,
    id: number,
    lang: string,
  ) => {
    const response = await post(t.app, call.path, { auth_key: authKey, lang }, { id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return response.rawPayload;
  };

  const orderRow = (id: number) =>
    db().selectFrom('customer_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const upload = (file: { name: string; content: Buffer; type: string }, key = adminKey) => {
    const { payload, contentType } = multipart(key, file);
    return t.app.inject({
      method: 'POST',
      url: adminSellerFacsimileUploadCall.path,
      headers: { 'content-type': contentType },
      payload,
    });
  };

  it('bills a Russian company by bank transfer: bank block, roubles and words, purpose and deadline', async () => {
    const { user, authKey } = await customer();
    const placed = await place(user.id, [romashka, lyutik]);
    const order = await orderRow(placed.orderId);
    const issued = formatDate(order.created_at, 'ru-RU', { timeZone: 'Europe/Moscow' });
    const due = new Date(
      Date.parse(`${moscowDay(new Date(order.created_at))}T00:00:00Z`) + PAYMENT_DAYS * 86_400_000,
    )
      .toISOString()
      .slice(0, 10);

    const text = pdfText(await pdf(userInvoiceCall, authKey, placed.invoiceId, 'ru-RU'));
    expect(text).toMatch(new RegExp(`Счёт на оплату № ${placed.number} от \\d{1,2} [а-я]+ \\d{4} г\\.`));
    for (const bank of [
      `${seller.bank} БИК ${seller.bik}`,
      `Банк получателя Сч. № ${seller.correspondent_account}`,
      `ИНН ${seller.inn} КПП ${seller.kpp}`,
      seller.account,
      'Получатель',
    ])
      expect(text).toContain(bank);
    expect(text).toContain(`Поставщик (Исполнитель): ${seller.name}, ИНН ${seller.inn}, КПП ${seller.kpp}`);
    expect(text).toContain('Покупатель (Заказчик): ООО «Покупатель», ИНН 7707083893');
    expect(text).toContain(`Основание: Заказ № ${placed.number} от ${issued}`);
    expect(text).toContain('Товары (работы, услуги)');
    expect(text).toContain('ООО «Ромашка», ИНН 7701234567, ОГРН 1027700132195, Россия');
    expect(text).toContain('АО «Лютик», ИНН 7801234568, Россия');
    expect(text).toContain(romashka.address);
    expect(text).toMatch(/1 усл\. 581,00 581,00 5,90 €/);
    expect(text).toContain('Итого: 1 162,00');
    expect(text).toContain('Без налога (НДС): —');
    expect(text).toContain('Всего к оплате: 1 162,00');
    expect(text).toContain('Всего наименований 2, на сумму 1 162,00 руб.');
    expect(text).toContain('Одна тысяча сто шестьдесят два рубля 00 копеек');
    expect(text).toContain('Справочно: сумма в евро 11,80 €.');
    expect(text).toContain(`Курс евро ЦБ РФ на 30.11.2026: 98,45 ₽`);
    expect(text).toContain(
      `Оплата по счёту № ${placed.number} от ${issued} за информационные услуги. НДС не облагается.`,
    );
    expect(text).toContain(`Счёт действителен к оплате до ${formatDate(due, 'ru-RU')} включительно.`);
    expect(text).not.toContain('ОПЛАЧЕНО');
    expect(text).toMatch(/Руководитель .*Бухгалтер/);
    expect(text).toContain('М.П.');
  });

  it('marks a paid card order\'s invoice "ОПЛАЧЕНО" with the day, without purpose or deadline', async () => {
    const { user, authKey } = await customer();
    const placed = await place(user.id, [romashka], { paymentMethod: 'card' });
    const unpaid = pdfText(await pdf(userInvoiceCall, authKey, placed.invoiceId, 'ru-RU'));
    expect(unpaid).toContain('Оплата банковской картой на сайте.');
    expect(unpaid).not.toContain('ОПЛАЧЕНО');

    const paidAt = '2026-12-02T21:30:00.000Z';
    await db()
      .updateTable('customer_order')
      .set({ status: 'paid', paid_at: paidAt })
      .where('id', '=', placed.orderId)
      .execute();
    const text = pdfText(await pdf(userInvoiceCall, authKey, placed.invoiceId, 'ru-RU'));
    // 21:30 UTC is past midnight in Moscow: the mark names Moscow's day.
    expect(text).toContain('ОПЛАЧЕНО 03.12.2026');
    expect(text).toContain('Пятьсот восемьдесят один рубль 00 копеек');
    expect(text).not.toContain('Оплата по счёту');
    expect(text).not.toContain('действителен');
    expect(text).not.toContain('банковской картой');
    const english = pdfText(await pdf(userInvoiceCall, authKey, placed.invoiceId, 'en-US'));
    expect(english).toContain('PAID 03/12/2026');
  });

  it("names a UK company by its company number, never 'ИНН -', and a buyer without an INN by name alone", async () => {
    const { user, authKey } = await customer();
    const placed = await place(user.id, [albion], { buyer: { yurName: 'Albion Buyer Ltd', yurInn: null } });

    const ru = pdfText(await pdf(userInvoiceCall, authKey, placed.invoiceId, 'ru-RU'));
    expect(ru).toContain('ALBION HOLDINGS LTD, Номер компании 08492362, Великобритания');
    expect(ru).toContain(albion.address);
    expect(ru).not.toContain('ИНН -');
    expect(ru).not.toMatch(/ALBION HOLDINGS LTD[^,]*\(ИНН/);
    expect(ru).toContain('Покупатель (Заказчик): Albion Buyer Ltd Основание:');
    expect(ru).toContain('Пятьсот восемьдесят один рубль 00 копеек');

    const en = pdfText(await pdf(userInvoiceCall, authKey, placed.invoiceId, 'en-US'));
    expect(en).toContain(`Invoice No. ${placed.number} of`);
    expect(en).toContain('ALBION HOLDINGS LTD, Company number 08492362, United Kingdom');
    expect(en).toContain('Buyer (Customer): Albion Buyer Ltd Basis:');
    expect(en).not.toContain('INN -');
    // The only INN printed is the seller's.
    expect(en.match(/INN/g)).toEqual(['INN', 'INN']);
    expect(en).toContain(`INN ${seller.inn}`);
    expect(en).toContain('Total: 581.00');
    expect(en).toContain('Items: 1, amount RUB 581.00');
    expect(en).toContain('Total in words: Five hundred eighty-one roubles 00 kopecks');
    expect(en).toContain('Euro rate of the Central Bank of Russia on 30/11/2026: RUB 98.45');
    expect(en).toContain(`Payment under invoice No. ${placed.number} of`);
    expect(en).toContain('This invoice is payable until');

    const actId = await new OrderService(db()).fulfil(placed.orderId);
    const act = pdfText(await pdf(userActCall, authKey, actId, 'ru-RU'));
    expect(act).toContain('ALBION HOLDINGS LTD, Номер компании 08492362, Великобритания');
    expect(act).not.toContain('ИНН -');
    const actEn = pdfText(await pdf(userActCall, authKey, actId, 'en-US'));
    expect(actEn).toContain('ALBION HOLDINGS LTD, Company number 08492362, United Kingdom');
  });

  it("labels a foreign buyer's tax number as such, not as an INN", async () => {
    const { user, authKey } = await customer();
    const placed = await place(user.id, [albion], {
      buyer: { yurName: 'Albion Buyer Ltd', yurInn: 'GB123456789' },
    });
    expect(pdfText(await pdf(userInvoiceCall, authKey, placed.invoiceId, 'ru-RU'))).toContain(
      'Albion Buyer Ltd, Налоговый номер GB123456789',
    );
    expect(pdfText(await pdf(userInvoiceCall, authKey, placed.invoiceId, 'en-US'))).toContain(
      'Albion Buyer Ltd, Tax no. GB123456789',
    );
  });

  it("labels a foreign buyer's number by its country, though it has the digits of an INN", async () => {
    const { user, authKey } = await customer();
    // A Kazakh BIN has 12 digits, as a Russian person's INN has.
    const placed = await place(user.id, [romashka], {
      buyer: { yurName: 'ТОО «Степь»', yurInn: '123456789012', yurCountry: 'KZ' },
    });
    const en = pdfText(await pdf(userInvoiceCall, authKey, placed.invoiceId, 'en-US'));
    expect(en).toContain('ТОО «Степь», Tax no. 123456789012');
    expect(en).not.toContain('INN 123456789012');
    const actId = await new OrderService(db()).fulfil(placed.orderId);
    const act = pdfText(await pdf(userActCall, authKey, actId, 'ru-RU'));
    expect(act).toContain('ТОО «Степь», Налоговый номер 123456789012');
    expect(act).not.toContain('ИНН 123456789012');
  });

  it("states the act's services rendered in full, with both parties' signature places", async () => {
    const { user, authKey } = await customer();
    const placed = await place(user.id, [romashka, lyutik]);
    const actId = await new OrderService(db()).fulfil(placed.orderId);

    const text = pdfText(await pdf(userActCall, authKey, actId, 'ru-RU'));
    expect(text).toMatch(
      new RegExp(`Акт об оказании услуг № ${placed.number} от \\d{1,2} [а-я]+ \\d{4} г\\.`),
    );
    expect(text).toContain(`Исполнитель: ${seller.name}, ИНН ${seller.inn}`);
    expect(text).toContain('Заказчик: ООО «Покупатель», ИНН 7707083893');
    expect(text).toContain('Наименование работ, услуг');
    expect(text).toContain('Всего оказано услуг 2, на сумму 1 162,00 руб.');
    expect(text).toContain('Одна тысяча сто шестьдесят два рубля 00 копеек');
    expect(text).toContain(
      'Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет.',
    );
    expect(text).toMatch(/ИСПОЛНИТЕЛЬ ЗАКАЗЧИК/);
    expect(text.match(/М\.П\./g)).toHaveLength(2);
    // An act is no invoice: neither the bank block nor a payment's purpose.
    expect(text).not.toContain('Банк получателя');
    expect(text).not.toContain('Оплата по счёту');

    const en = pdfText(await pdf(userActCall, authKey, actId, 'en-US'));
    expect(en).toContain(`Certificate of services rendered No. ${placed.number} of`);
    expect(en).toContain(
      'The services listed above have been rendered in full and on time. The Customer has no claims as to the scope, quality or timing of the services.',
    );
    expect(en).toContain('Total in words: One thousand one hundred sixty-two roubles 00 kopecks');
  });

  it("says the seller's rate, not the Central Bank's, when the order was priced at a manual rate", async () => {
    await db()
      .insertInto('ruble_rate')
      .values({
        day: '2026-12-01',
        rate: '99.10',
        source: 'manual',
        author_user_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const { user, authKey } = await customer();
    const [product] = await demoProducts(db(), 1);
    const placed = await new OrderService(db()).place({
      userId: user.id,
      legalEntityId: null,
      rubleCourse: '99.10',
      rubleCourseDate: '2026-12-01',
      languageCode: 'ru-RU',
      paymentMethod: 'invoice',
      customer: {
        firstName: 'Иван',
        email: 'ivan@example.test',
        yurName: 'ООО «Покупатель»',
        yurInn: '7707083893',
      },
      items: [
        {
          productId: product!.id,
          productName: 'Выписка',
          priceCents: PRICE_CENTS,
          durationFrom: 1,
          durationTo: 3,
          delivery: false,
          company: romashka,
        },
      ],
    });
    const text = pdfText(await pdf(userInvoiceCall, authKey, placed.invoiceId, 'ru-RU'));
    expect(text).toContain('Курс евро продавца на 01.12.2026: 99,10 ₽');
    expect(text).not.toContain('ЦБ РФ');
  });

  it('draws the facsimile only on documents issued while one is set, and keeps the one each was issued with', async () => {
    const { user, authKey } = await customer();
    const before = await place(user.id, [romashka]);
    expect(pdfImages(await pdf(userInvoiceCall, authKey, before.invoiceId, 'ru-RU'))).toEqual([]);
    expect(await callOk(t.app, adminSellerFacsimileCall, { auth_key: adminKey })).toEqual({
      facsimile: null,
    });

    const png = facsimilePng(300, 150);
    const uploaded = await upload({ name: 'facsimile.png', content: png, type: 'image/png' });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const facsimile = uploaded.json().facsimile;
    expect(facsimile).toMatchObject({ mime_type: 'image/png', size_bytes: png.length });
    expect(facsimile.data_url).toBe(`data:image/png;base64,${png.toString('base64')}`);
    expect((await callOk(t.app, adminSellerFacsimileCall, { auth_key: adminKey })).facsimile).toEqual(
      facsimile,
    );
    const audit = await db()
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', adminSellerFacsimileUploadCall.path)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!)).toMatchObject({
      after: { sha256: facsimile.sha256 },
      file_name: 'facsimile.png',
    });

    const withPng = await place(user.id, [romashka]);
    const images = pdfImages(await pdf(userInvoiceCall, authKey, withPng.invoiceId, 'ru-RU'));
    // A PNG with transparency embeds as the picture and its alpha mask.
    expect(images.map((image) => [image.type, image.width, image.height])).toEqual([
      ['image', 300, 150],
      ['smask', 300, 150],
    ]);
    // Issued before the upload: no facsimile, now or ever.
    expect(pdfImages(await pdf(userInvoiceCall, authKey, before.invoiceId, 'ru-RU'))).toEqual([]);
    const actId = await new OrderService(db()).fulfil(withPng.orderId);
    expect(pdfImages(await pdf(userActCall, authKey, actId, 'en-US'))).toHaveLength(2);

    const replaced = await upload({ name: 'stamp.jpg', content: SMALL_JPEG, type: 'image/jpeg' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().facsimile).toMatchObject({ mime_type: 'image/jpeg' });
    const withJpeg = await place(user.id, [romashka]);
    expect(pdfImages(await pdf(userInvoiceCall, authKey, withJpeg.invoiceId, 'ru-RU'))).toMatchObject([
      { type: 'image', width: 8, height: 8, encoding: 'jpeg' },
    ]);
    // The invoice issued with the PNG keeps it after the replacement.
    expect(pdfImages(await pdf(userInvoiceCall, authKey, withPng.invoiceId, 'ru-RU'))).toHaveLength(2);

    expect(await callOk(t.app, adminSellerFacsimileDeleteCall, { auth_key: adminKey })).toEqual({
      facsimile: null,
    });
    expect((await callOk(t.app, adminSellerFacsimileCall, { auth_key: adminKey })).facsimile).toBeNull();
    const after = await place(user.id, [romashka]);
    expect(pdfImages(await pdf(userInvoiceCall, authKey, after.invoiceId, 'ru-RU'))).toEqual([]);
    expect(pdfImages(await pdf(userInvoiceCall, authKey, withJpeg.invoiceId, 'ru-RU'))).toHaveLength(1);
    expect(pdfImages(await pdf(userInvoiceCall, authKey, withPng.invoiceId, 'ru-RU'))).toHaveLength(2);
  });

  it('refuses a facsimile of another type, too large in bytes or pixels, unreadable, or from a non-administrator', async () => {
    const current = async () =>
      (await callOk(t.app, adminSellerFacsimileCall, { auth_key: adminKey })).facsimile;
    const kept = await upload({ name: 'facsimile.png', content: facsimilePng(60, 30), type: 'image/png' });
    expect(kept.statusCode, kept.body).toBe(200);
    const sha256 = kept.json().facsimile.sha256;

    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expectError(await upload({ name: 'facsimile.png', content: gif, type: 'image/png' }), 400, {
      error: 'FacsimileTypeNotAllowed',
      field: 'file',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');
    expectError(await upload({ name: 'facsimile.svg', content: svg, type: 'image/svg+xml' }), 400, {
      error: 'FacsimileTypeNotAllowed',
    });
    const heavy = Buffer.concat([facsimilePng(60, 30), Buffer.alloc(1024 * 1024)]);
    expectError(await upload({ name: 'heavy.png', content: heavy, type: 'image/png' }), 413, {
      error: 'FacsimileTooLarge',
      field: 'file',
    });
    // Small in bytes, but its header asks for 5000 × 10 pixels: never decoded.
    const wide = facsimilePng(50, 10, { width: 5000, height: 10 });
    expectError(await upload({ name: 'wide.png', content: wide, type: 'image/png' }), 413, {
      error: 'FacsimileTooLarge',
    });
    // A PNG's signature and header over data that does not decode: refused by the PDF render.
    const broken = Buffer.concat([
      facsimilePng(60, 30).subarray(0, 33),
      Buffer.from('not image data at all'),
    ]);
    expectError(await upload({ name: 'broken.png', content: broken, type: 'image/png' }), 400, {
      error: 'FacsimileUnreadable',
    });
    expectError(
      await upload({ name: 'facsimile.png', content: facsimilePng(), type: 'image/png' }, managerKey),
      403,
      {
        error: 'AdminOnly',
      },
    );
    expectError(await post(t.app, adminSellerFacsimileDeleteCall.path, { auth_key: managerKey }), 403, {
      error: 'AdminOnly',
    });
    expectError(
      await upload({ name: 'facsimile.png', content: facsimilePng(), type: 'image/png' }, 'unknown'),
      401,
      {
        error: 'IncorrectToken',
      },
    );
    expect((await current())?.sha256).toBe(sha256);
  });
});
