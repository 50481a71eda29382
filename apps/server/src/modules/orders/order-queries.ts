import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database, OrderStatus } from '../../db/schema.js';

/**
 * The orders' read models as the account and the back-office show them: the lists, an order's
 * files, history and parcels, a customer's orders and the dashboard's figures. Reads only; the
 * order's life writes through order.repository.ts.
 */

/** The user's bought products with their order and, once delivered, the file document's id. */
export async function accountOrderLines(
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

export async function orderEvents(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('order_event').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** The order's parcels, oldest first. */
export async function orderParcels(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_shipment')
    .select(['id', 'carrier', 'tracking_number', 'shipped_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Paid orders not yet delivered: waiting to be taken into work, or in work. */
const AWAITING_FULFILMENT: OrderStatus[] = ['paid', 'in_progress'];

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
export async function backOfficeOrderRows(
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

/** A customer's orders, newest first (at most `limit`), and how many there are. */
export async function customerOrders(db: Kysely<Database>, userId: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('customer_order')
      .select(['id', 'number', 'status', 'created_at', 'total_cents', 'total_rub'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('customer_order')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
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
