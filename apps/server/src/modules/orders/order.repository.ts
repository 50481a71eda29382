import { type ExpressionBuilder, type Insertable, type Kysely, type Selectable, sql } from 'kysely';
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

/** The user's bought products with their order and, once delivered, the file document's id. */
export async function listOrderLines(
  db: Kysely<Database>,
  userId: number,
  page: { limit: number; offset: number },
) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('order_item as item')
      .innerJoin('customer_order as order', 'order.id', 'item.order_id')
      .leftJoin('document as file', (join) =>
        join
          // Through the order's documents (indexed by order_id), then the item's file among them.
          .onRef('file.order_id', '=', 'item.order_id')
          .onRef('file.order_item_id', '=', 'item.id')
          .on('file.doc_type', '=', 'file')
          .on('file.replaced_at', 'is', null)
          .onRef('file.user_id', '=', 'order.user_id'),
      )
      .leftJoin('order_shipment as parcel', 'parcel.id', 'item.shipment_id')
      .select([
        'parcel.carrier as shipment_carrier',
        'parcel.tracking_number as shipment_tracking_number',
        'parcel.shipped_at as shipment_shipped_at',
        'item.id',
        'item.order_id',
        'order.number as order_number',
        'order.status as order_status',
        'order.expected_date',
        'order.expected_date_estimate',
        'order.duration_days',
        'order.created_at',
        'item.company_name',
        'item.company_inn',
        'item.company_country',
        'item.company_register_id',
        'item.company_address',
        'item.product_name',
        'item.status',
        'item.fulfilled_at',
        'item.price_cents',
        'item.price_rub',
        'file.id as file_document_id',
      ])
      .where('order.user_id', '=', userId)
      .orderBy('order.created_at', 'desc')
      .orderBy('item.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('order_item as item')
      .innerJoin('customer_order as order', 'order.id', 'item.order_id')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('order.user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
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

/** Every delivered file of the order, replaced ones too, newest first. */
export async function orderFiles(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('document')
    .select([
      'id',
      'order_item_id',
      'file_name',
      'mime_type',
      'size_bytes',
      'issued_at',
      'replaced_at',
      'number',
    ])
    .where('order_id', '=', orderId)
    .where('doc_type', '=', 'file')
    .orderBy('id', 'desc')
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

export async function orderEvents(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('order_event').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export interface OrderListFilter {
  status?: OrderStatus[];
  createdFrom?: string;
  createdBefore?: string;
  paymentMethod?: string;
  /** Orders paid or in work whose expected day is before this day. */
  overdueBefore?: string;
  /** Orders waiting for fulfilment: paid or in work. */
  awaitingFulfilment?: boolean;
  /** An order's id, or alternatives of LIKE patterns all found in its search text (order-search.ts). */
  search?: { id?: number; alternatives: string[][] };
  /** The orders of one account. */
  userId?: number;
}

export type OrderSortColumn = 'created_at' | 'id' | 'total_cents' | 'status' | 'expected_date';

/** Orders for the back-office: filtered, sorted, one page, with item and delivered-file counts. */
export async function listOrders(
  db: Kysely<Database>,
  filter: OrderListFilter,
  order: { column: OrderSortColumn; direction: 'asc' | 'desc' },
  page: { limit: number; offset: number },
) {
  const where = (eb: ExpressionBuilder<Database, 'customer_order'>) => {
    const conditions = [];
    if (filter.status) conditions.push(eb('customer_order.status', 'in', filter.status));
    if (filter.createdFrom) conditions.push(eb('customer_order.created_at', '>=', filter.createdFrom));
    if (filter.createdBefore) conditions.push(eb('customer_order.created_at', '<', filter.createdBefore));
    if (filter.paymentMethod) conditions.push(eb('customer_order.payment_method', '=', filter.paymentMethod));
    if (filter.userId !== undefined) conditions.push(eb('customer_order.user_id', '=', filter.userId));
    if (filter.overdueBefore)
      conditions.push(
        eb.and([
          eb('customer_order.status', 'in', ['paid', 'in_progress']),
          eb('customer_order.expected_date', '<', filter.overdueBefore),
        ]),
      );
    if (filter.awaitingFulfilment) conditions.push(eb('customer_order.status', 'in', AWAITING_FULFILMENT));
    if (filter.search) {
      const { id, alternatives } = filter.search;
      conditions.push(
        eb.or([
          ...(id !== undefined ? [eb('customer_order.id', '=', id)] : []),
          ...alternatives.map((patterns) =>
            eb.and(
              patterns.map(
                (pattern) => sql<boolean>`customer_order.search_text like ${pattern} escape ${'\\'}`,
              ),
            ),
          ),
        ]),
      );
    }
    return eb.and(conditions);
  };
  const [rows, total] = await Promise.all([
    db
      .selectFrom('customer_order')
      .selectAll('customer_order')
      .select((eb) => [
        eb
          .selectFrom('order_item')
          .select(eb.fn.countAll<number | string>().as('n'))
          .whereRef('order_item.order_id', '=', 'customer_order.id')
          .as('items_count'),
        eb
          .selectFrom('document')
          .select(sql<number | string>`count(distinct document.order_item_id)`.as('n'))
          .whereRef('document.order_id', '=', 'customer_order.id')
          .where('document.doc_type', '=', 'file')
          .where('document.replaced_at', 'is', null)
          .as('items_delivered'),
        eb
          .selectFrom('order_item')
          .select(eb.fn.countAll<number | string>().as('n'))
          .whereRef('order_item.order_id', '=', 'customer_order.id')
          .where('order_item.delivery', '=', 1)
          .where('order_item.status', '!=', 'cancelled')
          .where('order_item.shipment_id', 'is', null)
          .as('paper_unshipped'),
      ])
      .where(where)
      .$if(order.column === 'expected_date', (query) =>
        // Orders without an expected day (unpaid) last either way, on both databases.
        query.orderBy(sql`case when customer_order.expected_date is null then 1 else 0 end`),
      )
      .orderBy(`customer_order.${order.column}`, order.direction)
      .orderBy('customer_order.id', order.direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('customer_order')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
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

/** Orders placed in [from, to) (ISO instants), whatever became of them. */
export async function countPlacedBetween(db: Kysely<Database>, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('customer_order')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Orders that were paid and not cancelled since: the shop's revenue. */
const EARNING_STATUSES: OrderStatus[] = ['paid', 'in_progress', 'fulfilled'];

/** The euro cents and roubles of the orders paid in [from, to) (ISO instants), cancelled ones left out. */
export async function paidTotalsBetween(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<{ cents: number; rub: number }> {
  const row = await db
    .selectFrom('customer_order')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number | string>('total_cents'), eb.lit(0)).as('cents'),
      eb.fn.coalesce(eb.fn.sum<number | string>('total_rub'), eb.lit(0)).as('rub'),
    ])
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .where('status', 'in', EARNING_STATUSES)
    .executeTakeFirstOrThrow();
  return { cents: Number(row.cents), rub: Number(row.rub) };
}

/** Paid orders not yet delivered: waiting to be taken into work, or in work. */
const AWAITING_FULFILMENT: OrderStatus[] = ['paid', 'in_progress'];

export async function countAwaitingFulfilment(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('customer_order')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('status', 'in', AWAITING_FULFILMENT)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Orders waiting for fulfilment whose expected day (YYYY-MM-DD) is before `today`: how many, and
 * the `limit` expected longest ago.
 */
export async function overdueOrders(db: Kysely<Database>, today: string, limit: number) {
  const overdue = db
    .selectFrom('customer_order')
    .where('status', 'in', AWAITING_FULFILMENT)
    .where('expected_date', '<', today);
  const [count, rows] = await Promise.all([
    overdue.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    overdue
      .select([
        'id',
        'number',
        'email',
        'first_name',
        'last_name',
        'yur_name',
        'status',
        'expected_date',
        'total_cents',
      ])
      .orderBy('expected_date')
      .orderBy('id')
      .limit(limit)
      .execute(),
  ]);
  return { count: Number(count.count), rows };
}
