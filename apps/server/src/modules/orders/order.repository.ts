import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  CustomerOrderTable,
  Database,
  DocumentTable,
  OrderEventKind,
  OrderItemTable,
  OrderStatus,
} from '../../db/schema.js';

export type OrderRow = Selectable<CustomerOrderTable>;
export type OrderItemRow = Selectable<OrderItemTable>;

export async function insertOrder(
  db: Kysely<Database>,
  order: Omit<Insertable<CustomerOrderTable>, 'id'>,
): Promise<OrderRow> {
  return db.insertInto('customer_order').values(order).returningAll().executeTakeFirstOrThrow();
}

/** The order's number, known once its id is, and the search text that holds it. */
export async function setOrderNumber(
  db: Kysely<Database>,
  orderId: number,
  number: string,
  searchText: string,
): Promise<void> {
  await db
    .updateTable('customer_order')
    .set({ number, search_text: searchText })
    .where('id', '=', orderId)
    .execute();
}

export async function insertOrderItems(
  db: Kysely<Database>,
  items: Omit<Insertable<OrderItemTable>, 'id'>[],
): Promise<OrderItemRow[]> {
  return db.insertInto('order_item').values(items).returningAll().execute();
}

export async function insertDocument(
  db: Kysely<Database>,
  document: Omit<Insertable<DocumentTable>, 'id'>,
): Promise<number> {
  const row = await db.insertInto('document').values(document).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findOrder(db: Kysely<Database>, orderId: number): Promise<OrderRow | undefined> {
  return db.selectFrom('customer_order').selectAll().where('id', '=', orderId).executeTakeFirst();
}

export async function orderItems(db: Kysely<Database>, orderId: number): Promise<OrderItemRow[]> {
  return db.selectFrom('order_item').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function markItemsFulfilled(db: Kysely<Database>, orderId: number, at: string): Promise<void> {
  await db
    .updateTable('order_item')
    .set({ status: 'fulfilled', fulfilled_at: at, updated_at: at })
    .where('order_id', '=', orderId)
    .where('status', '!=', 'cancelled')
    .execute();
  await db
    .updateTable('customer_order')
    .set({ status: 'fulfilled', updated_at: at })
    .where('id', '=', orderId)
    .execute();
}

/** Orders that count as purchases: paid or further along. */
const PURCHASED_STATUSES: OrderStatus[] = ['paid', 'in_progress', 'fulfilled'];

export async function countPurchases(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('customer_order')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('status', 'in', PURCHASED_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The order once, if it is still awaiting payment: paid, with its expected day. Answers whether it changed. */
export async function markPaid(
  db: Kysely<Database>,
  orderId: number,
  values: { paidAt: string; expectedDate: string; estimate: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('customer_order')
    .set({
      status: 'paid',
      paid_at: values.paidAt,
      expected_date: values.expectedDate,
      expected_date_estimate: values.estimate ? 1 : 0,
      updated_at: values.paidAt,
    })
    .where('id', '=', orderId)
    .where('status', 'in', ['new', 'awaiting_payment'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findOrderByIdempotencyKey(
  db: Kysely<Database>,
  key: string,
): Promise<OrderRow | undefined> {
  return db.selectFrom('customer_order').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

/** The order's acts, invoices and delivered files (the current ones), oldest first. */
export async function orderDocuments(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('document')
    .select(['id', 'doc_type', 'number', 'issued_at', 'order_item_id'])
    .where('order_id', '=', orderId)
    .where('replaced_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Orders by card still awaiting payment that were placed before `before`. */
export async function unpaidCardOrdersBefore(db: Kysely<Database>, before: string, limit: number) {
  return db
    .selectFrom('customer_order')
    .select(['id'])
    .where('status', 'in', ['new', 'awaiting_payment'])
    .where('payment_method', '=', 'card')
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Cancels the order if it still awaits payment. Answers whether it changed. */
export async function cancelUnpaid(
  db: Kysely<Database>,
  orderId: number,
  values: { at: string; reason: string },
): Promise<boolean> {
  return cancelOrder(db, orderId, ['new', 'awaiting_payment'], values);
}

/** Cancels the order and its items if it is in one of `from`. Answers whether it changed. */
export async function cancelOrder(
  db: Kysely<Database>,
  orderId: number,
  from: OrderStatus[],
  values: { at: string; reason: string },
): Promise<boolean> {
  const result = await db
    .updateTable('customer_order')
    .set({
      status: 'cancelled',
      cancelled_at: values.at,
      cancel_reason: values.reason,
      updated_at: values.at,
    })
    .where('id', '=', orderId)
    .where('status', 'in', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('order_item')
    .set({ status: 'cancelled', updated_at: values.at })
    .where('order_id', '=', orderId)
    .execute();
  return true;
}

/**
 * Takes the order's row lock for the rest of the unit of work (an update that changes nothing
 * else): two uploads of an order's last two items wait for each other on PostgreSQL, so the second
 * sees the first's file and completes the order. SQLite has one writer anyway.
 */
export async function lockOrder(db: Kysely<Database>, orderId: number): Promise<void> {
  await db
    .updateTable('customer_order')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', orderId)
    .execute();
}

export async function findItem(db: Kysely<Database>, itemId: number): Promise<OrderItemRow | undefined> {
  return db.selectFrom('order_item').selectAll().where('id', '=', itemId).executeTakeFirst();
}

/** paid -> in_progress, with the items still pending. Answers whether it changed. */
export async function takeOrder(db: Kysely<Database>, orderId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('customer_order')
    .set({ status: 'in_progress', updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('order_item')
    .set({ status: 'in_progress', updated_at: at })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .execute();
  return true;
}

/** Hides the item's current delivered files (a new one replaces them); answers their ids. */
export async function replaceItemFiles(db: Kysely<Database>, itemId: number, at: string): Promise<number[]> {
  const current = await db
    .selectFrom('document')
    .select('id')
    .where('order_item_id', '=', itemId)
    .where('doc_type', '=', 'file')
    .where('replaced_at', 'is', null)
    .execute();
  if (current.length === 0) return [];
  const ids = current.map((row) => row.id);
  await db.updateTable('document').set({ replaced_at: at }).where('id', 'in', ids).execute();
  return ids;
}

export async function markItemFulfilled(db: Kysely<Database>, itemId: number, at: string): Promise<void> {
  await db
    .updateTable('order_item')
    .set({ status: 'fulfilled', fulfilled_at: at, updated_at: at })
    .where('id', '=', itemId)
    .execute();
}

/** Items of the order (cancelled ones aside) without a current delivered file. */
export async function countItemsWithoutFile(db: Kysely<Database>, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('order_item as item')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('item.order_id', '=', orderId)
    .where('item.status', '!=', 'cancelled')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('document')
            .select('document.id')
            .whereRef('document.order_item_id', '=', 'item.id')
            .where('document.doc_type', '=', 'file')
            .where('document.replaced_at', 'is', null),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The order (paid or in work) is completed. Answers whether it changed. */
export async function completeOrder(db: Kysely<Database>, orderId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('customer_order')
    .set({ status: 'fulfilled', updated_at: at })
    .where('id', '=', orderId)
    .where('status', 'in', ['paid', 'in_progress'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertEvent(
  db: Kysely<Database>,
  event: { orderId: number; at: string; actorUserId: number | null; kind: OrderEventKind; details?: object },
): Promise<void> {
  await db
    .insertInto('order_event')
    .values({
      order_id: event.orderId,
      at: event.at,
      actor_user_id: event.actorUserId,
      kind: event.kind,
      details: event.details ? JSON.stringify(event.details) : null,
    })
    .execute();
}

/** How many files were ever delivered for the item (replaced ones included). */
export async function countItemFiles(db: Kysely<Database>, itemId: number): Promise<number> {
  const row = await db
    .selectFrom('document')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('order_item_id', '=', itemId)
    .where('doc_type', '=', 'file')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
