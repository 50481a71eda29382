import {
  type AdminOrderDetail,
  type CartItemWire,
  euroFromCents,
  LIMITS,
  moscowDay,
  type Order,
  type OrderLine,
  type orderLineStatuses,
  orderReadyDay,
  type OrderShipment,
  type OrderStatusName,
  trackingUrl,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database, OrderItemStatus, OrderStatus } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { euroText } from '../../lib/money.js';
import { firstOfNextMonth, moscowMidnight, nextDay } from '../../lib/moscow-time.js';
import { parseOrderSearch } from '../../lib/order-search.js';
import type { LegalEntityService } from '../legal-entities/legal-entity.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { PaymentService } from '../payments/payment.service.js';
import type { UserService } from '../users/user.service.js';
import * as queries from './order-queries.js';
import { ORDER_STATUS, statusesNamed } from './order-status.js';
import * as repository from './order.repository.js';

/** The back-office's list of orders: one page, filtered, sorted, searched. */
export interface OrderListQuery {
  page: number;
  pageSize: number;
  sort: 'created' | 'number' | 'total' | 'status' | 'expected_date';
  dir: 'asc' | 'desc';
  status?: OrderStatusName | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  paymentMethod?: string | undefined;
  overdue?: boolean | undefined;
  awaiting?: boolean | undefined;
  q?: string | undefined;
  customerId?: number | undefined;
}

type LineStatus = (typeof orderLineStatuses)[number];

const LINE_STATUS: Record<OrderItemStatus, LineStatus> = {
  pending: 'new',
  in_progress: 'processing',
  fulfilled: 'ready',
  cancelled: 'cancelled',
};

function lineStatus(item: OrderItemStatus, order: OrderStatus): LineStatus {
  return order === 'cancelled' ? 'cancelled' : LINE_STATUS[item];
}

/** The ready day the account and the back-office show for an order's row (the contract's one rule). */
const readyDayOf = (
  status: OrderStatus,
  row: { expected_date: string | null; expected_date_estimate?: number },
) =>
  orderReadyDay(ORDER_STATUS[status], {
    date: row.expected_date,
    estimate: row.expected_date_estimate === 1,
  });

/** The delivered file of an order line, downloaded through the account (see user-file). */
const deliveredFileUrl = (documentId: number) => `/api/user-file?id=${documentId}`;

/** Where the paper documents go, or null when no item of the order needs delivery. */
function deliveryOf(order: repository.OrderRow): Order['delivery'] {
  if (order.delivery_required !== 1) return null;
  return {
    country: order.delivery_country ?? '',
    region: order.delivery_region ?? '',
    city: order.delivery_city ?? '',
    address: order.delivery_address ?? '',
    contact_name: order.contact_name ?? '',
    contact_phone: order.contact_phone ?? '',
    contact_index: order.contact_index ?? '',
  };
}

const fullName = (order: Pick<repository.OrderRow, 'first_name' | 'last_name' | 'middle_name'>) =>
  [order.last_name, order.first_name, order.middle_name].filter(Boolean).join(' ');

/** Paid or in work, and the expected day has passed. */
const isOverdue = (order: Pick<repository.OrderRow, 'status' | 'expected_date'>, today: string) =>
  (order.status === 'paid' || order.status === 'in_progress') &&
  order.expected_date !== null &&
  order.expected_date < today;

/** The order's parcels with the items each carries, as the answers show them. */
async function parcelsOf(
  db: Kysely<Database>,
  orderId: number,
  items: readonly Pick<repository.OrderItemRow, 'id' | 'shipment_id'>[],
): Promise<OrderShipment[]> {
  return (await queries.orderParcels(db, orderId)).map((parcel) => ({
    id: parcel.id,
    carrier: parcel.carrier,
    tracking_number: parcel.tracking_number,
    tracking_url: trackingUrl(parcel.carrier, parcel.tracking_number),
    shipped_at: parcel.shipped_at,
    item_ids: items.filter((item) => item.shipment_id === parcel.id).map((item) => item.id),
  }));
}

/** Every item has its scan, and a paper original is still to be shipped: between scans and completion. */
const awaitingShipment = (
  status: OrderStatus,
  items: readonly Pick<repository.OrderItemRow, 'delivery' | 'status' | 'shipment_id'>[],
) =>
  (status === 'paid' || status === 'in_progress') &&
  items.every((item) => item.status === 'fulfilled' || item.status === 'cancelled') &&
  items.some((item) => item.delivery === 1 && item.status !== 'cancelled' && item.shipment_id === null);

/**
 * The orders as their two audiences read them: the customer's account (the orders' lines, one
 * order's page) and the back-office (the list, an order's page with its payments, mails and
 * history, a customer's orders, the dashboard's figures). Reads only; the order's life is
 * OrderService's.
 */
export class OrderQueryService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: {
      legalEntities: Pick<LegalEntityService, 'findOwn'>;
      /** The order's payment attempts, for the back-office's order page. */
      payments: Pick<PaymentService, 'paymentRecords'>;
      /** The mails sent about the order, for the back-office's order page. */
      mail: Pick<MailService, 'mailsOfOrder'>;
      /** Who did what in the order's history. */
      users: Pick<UserService, 'findActive'>;
    },
  ) {}

  /** The account's orders list: each bought product with its order, newest order first. */
  async accountOrders(
    userId: number,
    {
      page = 1,
      pageSize = LIMITS.defaultPageSize,
    }: { page?: number | undefined; pageSize?: number | undefined },
  ) {
    const { rows, count } = await queries.accountOrderLines(this.db, userId, {
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const list = rows.map((row): OrderLine => {
      const ready = readyDayOf(row.order_status, row);
      return {
        id: row.id,
        order_id: row.order_id,
        order_number: row.order_number,
        company_name: row.company_name,
        company_inn: row.company_inn,
        company_country: row.company_country,
        company_register_id: row.company_register_id,
        company_address: row.company_address,
        product_name: row.product_name,
        status: lineStatus(row.status, row.order_status),
        order_status: ORDER_STATUS[row.order_status],
        expected_date: ready?.date ?? null,
        expected_date_estimate: ready?.estimate ?? false,
        created_at: row.created_at,
        fulfilled_at: row.fulfilled_at,
        price_num: euroFromCents(row.price_cents),
        ruble_price_num: row.price_rub,
        file_url:
          row.status === 'fulfilled' && row.file_document_id !== null
            ? deliveredFileUrl(row.file_document_id)
            : null,
        shipment:
          row.shipment_carrier !== null &&
          row.shipment_tracking_number !== null &&
          row.shipment_shipped_at !== null
            ? {
                carrier: row.shipment_carrier,
                tracking_number: row.shipment_tracking_number,
                tracking_url: trackingUrl(row.shipment_carrier, row.shipment_tracking_number),
                shipped_at: row.shipment_shipped_at,
              }
            : null,
      };
    });
    return { count, list, page };
  }

  /**
   * The order as the contract answers it, apart from its payment (the checkout adds that): the
   * items as they were bought, totals, the rate and its day, delivery, the expected day (before
   * payment, counted from today), and its acts, invoices and delivered files. The items' `thumb`
   * is left empty: pictures are the catalog's, filled in by the caller.
   */
  async orderView(
    orderId: number,
    db: Kysely<Database> = this.db,
  ): Promise<Omit<Order, 'payment' | 'can_pay'> | undefined> {
    const order = await repository.findOrder(db, orderId);
    if (!order) return undefined;
    const [items, documents] = await Promise.all([
      repository.orderItems(db, orderId),
      repository.orderDocuments(db, orderId),
    ]);
    const parcels = await parcelsOf(db, orderId, items);
    const expected = readyDayOf(order.status, order);
    return {
      id: order.id,
      number: order.number,
      status: ORDER_STATUS[order.status],
      created_at: order.created_at,
      items: items.map((item): CartItemWire => ({
        id: item.id,
        thumb: '',
        product_name: item.product_name,
        company_name: item.company_name,
        company_inn: item.company_inn,
        company_country: item.company_country,
        company_register_id: item.company_register_id,
        company_address: item.company_address,
        product_duration: {
          from: item.duration_from,
          to: item.duration_to,
          text: String(item.duration_from),
        },
        product_price: euroText(item.price_cents),
        product_price_num: euroFromCents(item.price_cents),
        product_ruble_price_num: item.price_rub,
        delivery: item.delivery === 1,
        product_id: item.product_id,
      })),
      total_eur: euroFromCents(order.total_cents),
      total_rub: order.total_rub,
      ruble_course: order.ruble_course,
      ruble_course_date: order.ruble_course_date || moscowDay(new Date(order.created_at)),
      delivery: deliveryOf(order),
      payment_method: order.payment_method === 'invoice' ? 'invoice' : 'card',
      email: order.email,
      yur_name: order.yur_name,
      yur_inn: order.yur_inn,
      paid_at: order.paid_at,
      expected_date: expected?.date ?? null,
      expected_date_estimate: expected?.estimate ?? false,
      duration_days: order.duration_days,
      documents: documents.map((document) => ({
        id: document.id,
        type: document.doc_type,
        number: document.number,
        issued_at: document.issued_at,
        url:
          document.doc_type === 'invoice'
            ? `/api/user-invoice?id=${document.id}`
            : document.doc_type === 'act'
              ? `/api/user-act?id=${document.id}`
              : deliveredFileUrl(document.id),
      })),
      shipments: parcels,
    };
  }

  /**
   * Orders for the back-office: one page, filtered, sorted, searched by number, e-mail, INN or
   * company name (the buyer's or an item's). An order is overdue when its expected day is before
   * today in Moscow.
   */
  async backOfficeList(query: OrderListQuery) {
    const today = moscowDay(new Date());
    const column = (
      {
        created: 'created_at',
        number: 'id',
        total: 'total_cents',
        status: 'status',
        expected_date: 'expected_date',
      } as const
    )[query.sort];
    const { rows, count } = await queries.backOfficeOrderRows(
      this.db,
      {
        ...(query.status && { status: statusesNamed(query.status) }),
        ...(query.createdFrom && { createdFrom: moscowMidnight(query.createdFrom, 0) }),
        ...(query.createdTo && { createdBefore: moscowMidnight(query.createdTo, 1) }),
        ...(query.paymentMethod && { paymentMethod: query.paymentMethod }),
        ...(query.overdue && { overdueBefore: today }),
        ...(query.awaiting && { awaitingFulfilment: true }),
        ...(query.q && { search: parseOrderSearch(query.q) }),
        ...(query.customerId !== undefined && { userId: query.customerId }),
      },
      { column, direction: query.dir },
      { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    );
    const list = rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: ORDER_STATUS[row.status],
      created_at: row.created_at,
      paid_at: row.paid_at,
      customer: { id: row.user_id, email: row.email, name: fullName(row) },
      yur_name: row.yur_name,
      yur_inn: row.yur_inn,
      total_eur: euroFromCents(row.total_cents),
      total_rub: row.total_rub,
      payment_method: row.payment_method === 'invoice' ? ('invoice' as const) : ('card' as const),
      expected_date: readyDayOf(row.status, row)?.date ?? null,
      overdue: isOverdue(row, today),
      items_count: Number(row.items_count ?? 0),
      items_delivered: Number(row.items_delivered ?? 0),
      awaiting_shipment:
        (row.status === 'paid' || row.status === 'in_progress') &&
        Number(row.items_delivered ?? 0) >= Number(row.items_count ?? 0) &&
        Number(row.paper_unshipped ?? 0) > 0,
    }));
    return { count, list, page: query.page };
  }

  /**
   * The back-office's order page: items with their files, customer, legal entity, documents,
   * parcels, payments, mails and history (each step with the staff member who took it). Unknown
   * orders are 404.
   */
  async backOfficeOrder(orderId: number): Promise<AdminOrderDetail> {
    const today = moscowDay(new Date());
    const order = await repository.findOrder(this.db, orderId);
    if (!order) throw notFound('id');
    const [items, files, documents, events, entity, payments, mails] = await Promise.all([
      repository.orderItems(this.db, orderId),
      queries.orderFiles(this.db, orderId),
      repository.orderDocuments(this.db, orderId),
      queries.orderEvents(this.db, orderId),
      order.legal_entity_id === null
        ? undefined
        : this.deps.legalEntities.findOwn(order.user_id, order.legal_entity_id),
      this.deps.payments.paymentRecords(orderId),
      this.deps.mail.mailsOfOrder(order.email, order.number),
    ]);
    const parcels = await parcelsOf(this.db, orderId, items);
    const actorIds = [...new Set(events.flatMap((event) => event.actor_user_id ?? []))];
    const actors = new Map(
      await Promise.all(
        actorIds.map(async (id) => [id, (await this.deps.users.findActive(id))?.email ?? null] as const),
      ),
    );
    return {
      id: order.id,
      number: order.number,
      status: ORDER_STATUS[order.status],
      created_at: order.created_at,
      paid_at: order.paid_at,
      cancelled_at: order.cancelled_at,
      cancel_reason: order.cancel_reason,
      language: order.language_code,
      payment_method: order.payment_method === 'invoice' ? ('invoice' as const) : ('card' as const),
      total_eur: euroFromCents(order.total_cents),
      total_rub: order.total_rub,
      ruble_course: order.ruble_course,
      ruble_course_date: order.ruble_course_date || moscowDay(new Date(order.created_at)),
      expected_date: readyDayOf(order.status, order)?.date ?? null,
      expected_date_estimate: readyDayOf(order.status, order)?.estimate ?? false,
      overdue: isOverdue(order, today),
      duration_days: order.duration_days,
      comment: order.comment,
      customer: { id: order.user_id, email: order.email, name: fullName(order), phone: order.phone },
      legal_entity: {
        name: order.yur_name,
        inn: order.yur_inn,
        country: order.yur_country && order.yur_country !== 'RU' ? order.yur_country : null,
        requisites: entity
          ? {
              id: entity.id,
              ogrn: entity.ogrn || null,
              kpp: entity.kpp || null,
              address: entity.yur_address || null,
              bank: entity.bank || null,
              bik: entity.bik || null,
              account: entity.rasch_sch || null,
            }
          : null,
      },
      delivery: deliveryOf(order),
      items: items.map((item) => ({
        id: item.id,
        product_id: item.product_id,
        product_name: item.product_name,
        company_name: item.company_name,
        company_inn: item.company_inn,
        company_country: item.company_country,
        company_register_id: item.company_register_id,
        company_address: item.company_address,
        price_eur: euroFromCents(item.price_cents),
        price_rub: item.price_rub,
        duration_from: item.duration_from,
        duration_to: item.duration_to,
        delivery: item.delivery === 1,
        status: item.status,
        fulfilled_at: item.fulfilled_at,
        documents: files
          .filter((file) => file.order_item_id === item.id)
          .map((file) => ({
            id: file.id,
            file_name: file.file_name ?? `${file.number}.pdf`,
            mime_type: file.mime_type ?? 'application/octet-stream',
            size_bytes: file.size_bytes ?? 0,
            uploaded_at: file.issued_at,
            current: file.replaced_at === null,
          })),
        shipment_id: item.shipment_id,
      })),
      awaiting_shipment: awaitingShipment(order.status, items),
      shipments: parcels,
      documents: documents
        .filter((doc) => doc.doc_type !== 'file')
        .map((doc) => ({
          id: doc.id,
          type: doc.doc_type as 'act' | 'invoice',
          number: doc.number,
          issued_at: doc.issued_at,
        })),
      payments,
      mails,
      history: events.map((event) => ({
        id: event.id,
        at: event.at,
        kind: event.kind,
        actor:
          event.actor_user_id === null
            ? null
            : { id: event.actor_user_id, email: actors.get(event.actor_user_id) ?? null },
        details: event.details ? (JSON.parse(event.details) as Record<string, unknown>) : {},
      })),
    };
  }

  /** A customer's orders for the back-office's customer page, newest first (at most `limit`), and their count. */
  async ordersOfCustomer(userId: number, limit: number) {
    const { rows, count } = await queries.customerOrders(this.db, userId, limit);
    const list = rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: ORDER_STATUS[row.status],
      created_at: row.created_at,
      total_eur: euroFromCents(row.total_cents),
      total_rub: row.total_rub,
    }));
    return { list, total: count };
  }

  /**
   * The back-office dashboard's order figures for the Moscow day of `now`:
   * orders placed that day, revenue of the orders paid that day and that month (cancelled ones
   * left out), orders waiting for fulfilment, and the overdue ones (`overdueListed` of them named,
   * the longest overdue first).
   */
  async dashboardFigures(now: Date, overdueListed: number) {
    const day = moscowDay(now);
    const dayStart = moscowMidnight(day);
    const dayEnd = moscowMidnight(nextDay(day));
    const monthStart = moscowMidnight(`${day.slice(0, 7)}-01`);
    const monthEnd = moscowMidnight(firstOfNextMonth(day));
    const [ordersToday, paidToday, paidThisMonth, awaitingFulfilment, overdue] = await Promise.all([
      queries.countPlacedBetween(this.db, dayStart, dayEnd),
      queries.paidTotalsBetween(this.db, dayStart, dayEnd),
      queries.paidTotalsBetween(this.db, monthStart, monthEnd),
      queries.countAwaitingFulfilment(this.db),
      queries.overdueOrders(this.db, day, overdueListed),
    ]);
    return {
      day,
      dayStart,
      dayEnd,
      ordersToday,
      paidToday,
      paidThisMonth,
      awaitingFulfilment,
      overdueCount: overdue.count,
      overdue: overdue.rows.map((row) => ({
        id: row.id,
        number: row.number,
        email: row.email,
        customer: row.yur_name || [row.first_name, row.last_name].filter(Boolean).join(' '),
        status: row.status === 'in_progress' ? ('in_progress' as const) : ('paid' as const),
        expectedDate: row.expected_date ?? day,
        totalCents: row.total_cents,
      })),
    };
  }
}
