import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { OrderService } from '../../src/modules/orders/order.service.js';
import { createSession, createUser, demoProducts } from './factories.js';

/** A customer with a live session: what a logged-in browser has. */
export async function signedInCustomer(db: Kysely<Database>) {
  const user = await createUser(db);
  return { user, authKey: await createSession(db, user.id) };
}

/** Requisites of a real organisation (Sberbank) with valid check digits. */
export const organisationRequisites = {
  name: 'ПАО Сбербанк',
  inn: '7707083893',
  ogrn: '1027700132195',
  kpp: '773601001',
  yur_address: '117312, г. Москва, ул. Вавилова, д. 19',
  rasch_sch: '40702810938000000001',
  bik: '044525225',
  bank: 'ПАО Сбербанк',
};

/** An individual entrepreneur: 12-digit INN, 15-digit OGRNIP, no KPP. */
export const entrepreneurRequisites = {
  name: 'ИП Иванов Иван Иванович',
  inn: '500100732259',
  ogrn: '304500116000157',
  yur_address: '141700, Московская обл., г. Долгопрудный, ул. Лесная, д. 1',
  rasch_sch: '40802810700000000002',
  bik: '044525974',
  bank: 'АО «Тинькофф Банк»',
};

/**
 * An order placed through the service layer (checkout does not exist yet): two products of the
 * demo catalogue for two companies, billed to `legalEntityId`.
 */
export async function placeOrder(
  db: Kysely<Database>,
  userId: number,
  options: { legalEntityId?: number | null; rubleCourse?: string; paymentMethod?: 'card' | 'invoice' } = {},
) {
  const products = await demoProducts(db, 2);
  const companies = [
    { name: 'ООО «Ромашка»', inn: '7701234567', country: 'RU' },
    { name: 'АО «Лютик»', inn: '7801234568', country: 'RU' },
  ];
  return new OrderService(db).place({
    userId,
    legalEntityId: options.legalEntityId ?? null,
    rubleCourse: options.rubleCourse ?? '98.45',
    languageCode: 'ru-RU',
    paymentMethod: options.paymentMethod ?? 'invoice',
    customer: {
      firstName: 'Иван',
      email: 'ivan@example.test',
      yurName: 'ООО «Покупатель»',
      yurInn: '7707083893',
    },
    items: products.map((product, index) => ({
      productId: product.id,
      productName: `Выписка из ЕГРЮЛ ${index + 1}`,
      priceCents: product.price_cents,
      durationFrom: 1,
      durationTo: 3,
      delivery: false,
      company: companies[index % companies.length]!,
    })),
  });
}

/**
 * A delivered order of the user: placed, then fulfilled with one file written under
 * `documentsDir`; its act, its invoice and the delivered file's document id.
 */
export async function deliveredOrder(db: Kysely<Database>, userId: number, documentsDir: string) {
  const placed = await placeOrder(db, userId);
  mkdirSync(join(documentsDir, 'orders'), { recursive: true });
  writeFileSync(join(documentsDir, 'orders', `${placed.orderId}.pdf`), '%PDF-1.4 delivered');
  const actId = await new OrderService(db).fulfil(placed.orderId, [
    {
      orderItemId: placed.itemIds[0]!,
      storageKey: `orders/${placed.orderId}.pdf`,
      fileName: 'extract.pdf',
      sizeBytes: 18,
    },
  ]);
  const file = await db
    .selectFrom('document')
    .select('id')
    .where('order_id', '=', placed.orderId)
    .where('doc_type', '=', 'file')
    .executeTakeFirstOrThrow();
  return { orderId: placed.orderId, invoiceId: placed.invoiceId, actId, fileId: file.id };
}
