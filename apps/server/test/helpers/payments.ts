import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { OrderService } from '../../src/modules/orders/order.service.js';
import { createUser, demoProducts } from './factories.js';

/**
 * An order awaiting payment by card, placed through the service layer (as checkout will): two
 * products of the demo catalogue; its id, number and rouble total.
 */
export async function placeCardOrder(
  db: Kysely<Database>,
  options: { languageCode?: string; paymentMethod?: 'card' | 'invoice' } = {},
) {
  const user = await createUser(db);
  const products = await demoProducts(db, 2);
  const placed = await new OrderService(db).place({
    userId: user.id,
    legalEntityId: null,
    rubleCourse: '98.45',
    languageCode: options.languageCode ?? 'ru-RU',
    paymentMethod: options.paymentMethod ?? 'card',
    customer: { firstName: 'Иван', email: `payer-${user.id}@example.test` },
    items: products.map((product, index) => ({
      productId: product.id,
      productName: `Выписка из ЕГРЮЛ ${index + 1}`,
      priceCents: product.price_cents,
      durationFrom: 1,
      durationTo: 3,
      delivery: false,
      company: { name: `ООО «Ромашка ${index + 1}»`, inn: '7701234567', country: 'RU' },
    })),
  });
  const order = await db
    .selectFrom('customer_order')
    .select(['id', 'number', 'total_rub', 'email'])
    .where('id', '=', placed.orderId)
    .executeTakeFirstOrThrow();
  return {
    userId: user.id,
    orderId: order.id,
    number: order.number,
    totalRub: order.total_rub,
    email: order.email,
  };
}

export async function orderState(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('customer_order')
    .select(['status', 'paid_at', 'expected_date'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export async function paymentsOf(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('payment').selectAll().where('order_id', '=', orderId).orderBy('attempt').execute();
}

export async function notificationsOf(db: Kysely<Database>, provider: string) {
  return db
    .selectFrom('payment_notification')
    .selectAll()
    .where('provider', '=', provider)
    .orderBy('id')
    .execute();
}

/** A form-urlencoded POST from a given address, as a provider's server sends it. */
export function formPost(path: string, fields: Record<string, string>, remoteAddress = '127.0.0.1') {
  return {
    method: 'POST' as const,
    url: path,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}
