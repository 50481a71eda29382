import { adminOrdersCall } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrder } from '../../src/modules/orders/order.service.js';
import { createServices, type Services } from '../../src/services.js';
import { postFrom } from '../helpers/accounts.js';
import { createSession, createUser, demoProducts } from '../helpers/factories.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

const silentLog = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} } as never;

describe.each(testedDialects())('the back-office order search on %s', (dialect) => {
  let t: TestApp;
  let services: Services;
  let managerKey = '';
  const db = () => t.database.handle.db;
  const orders: Record<string, number> = {};

  /** An order of one product per company, placed through the service as the checkout does. */
  async function order(
    customer: NewOrder['customer'],
    companies: { name: string; inn: string; country: string; registerId?: string }[],
  ) {
    const userId = (await createUser(db())).id;
    const [product] = await demoProducts(db(), 1);
    const placed = await services.orders.place({
      userId,
      legalEntityId: null,
      rubleCourse: '98.45',
      languageCode: 'ru-RU',
      paymentMethod: 'invoice',
      customer,
      items: companies.map((company) => ({
        productId: product!.id,
        productName: 'Выписка',
        priceCents: product!.price_cents,
        durationFrom: 1,
        durationTo: 3,
        delivery: false,
        company,
      })),
    });
    return placed.orderId;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    services = createServices(t.config, t.database.handle, silentLog);
    managerKey = await createSession(db(), (await createUser(db(), { role: 'manager' })).id);
    const romashka = { name: 'ООО «Ромашка»', inn: '7701234567', country: 'RU' };
    orders.ivanov = await order(
      {
        firstName: 'Пётр',
        lastName: 'Иванов',
        middleName: 'Сергеевич',
        email: 'p.ivanov@example.test',
        phone: '+7 (916) 123-45-67',
      },
      [romashka],
    );
    orders.petrova = await order(
      {
        firstName: 'Анна',
        lastName: 'Петрова',
        email: 'anna@example.test',
        phone: '8 (903) 765-43-21',
        yurName: 'ООО «Вектор»',
        yurInn: '7707083893',
      },
      [romashka],
    );
    orders.albion = await order(
      { firstName: 'John', lastName: 'Smith', email: 'john@example.test', phone: '+44 20 7946 0958' },
      [
        { name: 'ALBION HOLDINGS LTD', inn: '-', country: 'GB', registerId: '08492362' },
        { name: 'ALBION HOLDINGS LTD', inn: '-', country: 'GB', registerId: 'SC592202' },
      ],
    );
    orders.other = await order(
      { firstName: 'Ольга', lastName: 'Ёлкина', email: 'olga@example.test', phone: '+7 495 000-00-01' },
      [{ name: 'АО «Лютик»', inn: '7801234568', country: 'RU' }],
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  async function found(q: string, page = 1, pagesize?: number) {
    const response = await postFrom(
      t.app,
      adminOrdersCall.path,
      { auth_key: managerKey, q, sort: 'number', dir: 'asc', ...(pagesize && { pagesize }) },
      { query: `page=${page}` },
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return adminOrdersCall.answer.parse(response.json()).orders;
  }
  const ids = async (q: string) => (await found(q)).list.map((row) => row.id);

  it('finds the buyer by last, first and middle name in any order and case, ё as е', async () => {
    expect(await ids('Иванов Пётр')).toEqual([orders.ivanov]);
    expect(await ids('пётр иванов')).toEqual([orders.ivanov]);
    expect(await ids('ПЕТР СЕРГЕЕВИЧ')).toEqual([orders.ivanov]);
    expect(await ids('Петрова')).toEqual([orders.petrova]);
    expect(await ids('елкина')).toEqual([orders.other]);
    // Every word must be found: a first name of one buyer and a last name of another find neither.
    expect(await ids('Анна Иванов')).toEqual([]);
  });

  it('finds the phone by its digits, a Russian 8 or +7 alike', async () => {
    for (const phone of ['9161234567', '+7 916 123-45-67', '89161234567', '8 (916) 123-45-67', '(916) 123'])
      expect(await ids(phone), phone).toEqual([orders.ivanov]);
    expect(await ids('+7 903 765 43 21')).toEqual([orders.petrova]);
    expect(await ids('9037654321')).toEqual([orders.petrova]);
    expect(await ids('+44 20 7946 0958')).toEqual([orders.albion]);
    expect(await ids('+7 999 000-00-00')).toEqual([]);
  });

  it("finds an item's company by register number or INN, and the legal entity by name or INN", async () => {
    expect(await ids('08492362')).toEqual([orders.albion]);
    expect(await ids('sc592202')).toEqual([orders.albion]);
    expect(await ids('SC 592202')).toEqual([orders.albion]);
    expect(await ids('7801234568')).toEqual([orders.other]);
    expect(await ids('лютик')).toEqual([orders.other]);
    expect(await ids('Вектор')).toEqual([orders.petrova]);
    expect(await ids('7707083893')).toEqual([orders.petrova]);
    expect(await ids('ромашка')).toEqual([orders.ivanov, orders.petrova]);
  });

  it('still finds by order number and e-mail, takes LIKE characters literally, and pages', async () => {
    const number = `RD-${String(orders.albion).padStart(6, '0')}`;
    expect(await ids(number)).toEqual([orders.albion]);
    expect(await ids(number.toLowerCase())).toEqual([orders.albion]);
    expect(await ids('ANNA@EXAMPLE')).toEqual([orders.petrova]);
    expect(await ids('%')).toEqual([]);
    expect(await ids('_')).toEqual([]);
    const first = await found('example.test', 1, 3);
    const second = await found('example.test', 2, 3);
    expect(first.count).toBe(4);
    expect([...first.list, ...second.list].map((row) => row.id)).toEqual([
      orders.ivanov,
      orders.petrova,
      orders.albion,
      orders.other,
    ]);
  });
});
