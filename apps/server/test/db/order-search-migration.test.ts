import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as orderSearchAndShipments from '../../src/db/migrations/036-order-search-and-shipments.js';
import { OrderService } from '../../src/modules/orders/order.service.js';
import { placeOrder } from '../helpers/account.js';
import { createUser, demoProducts } from '../helpers/factories.js';
import { type TestDatabase, createTestDatabase, testedDialects } from '../helpers/test-app.js';

describe.each(testedDialects())('migration 036 (order search and shipments) on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });
  const db = () => database.handle.db;

  it('writes the search text of orders placed before it, as the app writes it for new ones', async () => {
    const user = await createUser(db());
    const [product] = await demoProducts(db(), 1);
    const named = await new OrderService(db()).place({
      userId: user.id,
      legalEntityId: null,
      rubleCourse: '98.45',
      languageCode: 'ru-RU',
      paymentMethod: 'invoice',
      customer: {
        firstName: 'Пётр',
        lastName: 'Иванов',
        email: 'P.Ivanov@example.test',
        phone: '8 916 123-45-67',
      },
      items: [
        {
          productId: product!.id,
          productName: 'Extract',
          priceCents: product!.price_cents,
          durationFrom: 1,
          durationTo: 3,
          delivery: true,
          company: { name: 'ALBION HOLDINGS LTD', inn: '-', country: 'GB', registerId: 'SC592202' },
        },
      ],
    });
    const plain = await placeOrder(db(), user.id);
    const searchTexts = () =>
      db()
        .selectFrom('customer_order')
        .select(['id', 'search_text'])
        .where('id', 'in', [named.orderId, plain.orderId])
        .orderBy('id')
        .execute();
    const written = await searchTexts();
    expect(written[0]!.search_text).toBe(
      `${named.number.toLowerCase()} p.ivanov@example.test иванов петр 79161234567 albion holdings ltd sc592202`,
    );

    await orderSearchAndShipments.down(db());
    await orderSearchAndShipments.up(db());
    expect(await searchTexts()).toEqual(written);
    expect(written[1]!.search_text).toContain('ромашка');
    // The shipment's table and column are back and empty.
    const items = await db()
      .selectFrom('order_item')
      .select('shipment_id')
      .where('order_id', '=', named.orderId)
      .execute();
    expect(items).toEqual([{ shipment_id: null }]);
    expect(await db().selectFrom('order_shipment').selectAll().execute()).toEqual([]);
  });
});
