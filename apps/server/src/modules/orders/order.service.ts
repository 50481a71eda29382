import {
  euroFromCents,
  LIMITS,
  type CartItemWire,
  type Order,
  type OrderLine,
  type OrderStatusName,
  type PaymentMethodId,
  type orderLineStatuses,
  rublePrice,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database, OrderItemStatus, OrderStatus } from '../../db/schema.js';
import { euroText } from '../../lib/money.js';
import { LegalEntityService } from '../legal-entities/legal-entity.service.js';
import { customerOf } from './accounting-pdf.js';
import * as repository from './order.repository.js';

export type { OrderRow } from './order.repository.js';

export interface NewOrderItem {
  productId: number;
  productName: string;
  priceCents: number;
  durationFrom: number;
  durationTo: number;
  delivery: boolean;
  company: {
    id?: number | null;
    name: string;
    inn: string;
    country: string;
    registerId?: string | null;
    status?: string;
    type?: string;
    address?: string;
  };
}

export interface NewOrder {
  userId: number;
  legalEntityId: number | null;
  rubleCourse: string;
  /** The day of the rate (YYYY-MM-DD); the order's day when absent. */
  rubleCourseDate?: string;
  languageCode: string;
  paymentMethod: string;
  /** One order per checkout: a second order with the same key is refused by the database. */
  idempotencyKey?: string | null;
  customer: {
    firstName: string;
    lastName?: string | null;
    middleName?: string | null;
    email: string;
    phone?: string | null;
    yurName?: string | null;
    yurInn?: string | null;
  };
  delivery?: {
    country: string;
    region: string;
    city: string;
    address: string;
    contactName: string;
    contactPhone: string;
    contactIndex: string;
  } | null;
  comment?: string | null;
  clientId?: string | null;
  items: NewOrderItem[];
}

/** What a payment needs of an order (the payments module asks through `orderForPayment`). */
export interface PayableOrder {
  id: number;
  number: string;
  userId: number;
  status: OrderStatusName;
  paymentMethod: PaymentMethodId;
  /** Whole roubles: the amount to charge. */
  totalRub: number;
  email: string;
  languageCode: string;
  /** For the 54-FZ receipt: one line per item, summing to `totalRub`. */
  items: { description: string; amountRub: number }[];
}

/** Working days as the production calendar counts them (the calendar module). */
export interface WorkingDays {
  /** `db`: the caller's unit of work, read through inside a transaction (SQLite has one connection). */
  addWorkingDays(
    fromDay: string,
    days: number,
    db?: Kysely<Database>,
  ): Promise<{ date: string; estimate: boolean }>;
}

/** Mails the order's life sends (built by the checkout module, which knows the shop's texts). */
export interface OrderMails {
  paymentReceived(trx: Kysely<Database>, order: repository.OrderRow): Promise<void>;
  documentsReady(trx: Kysely<Database>, order: repository.OrderRow): Promise<void>;
}

export interface PlacedOrder {
  orderId: number;
  number: string;
  itemIds: number[];
  invoiceId: number;
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

/** The order's state as the contract names it. */
const ORDER_STATUS: Record<OrderStatus, OrderStatusName> = {
  new: 'awaiting_payment',
  awaiting_payment: 'awaiting_payment',
  paid: 'paid',
  in_progress: 'in_progress',
  fulfilled: 'completed',
  cancelled: 'cancelled',
};

/** Order numbers read as the shop prints them: 'RD-000042'. */
const orderNumber = (orderId: number) => `RD-${String(orderId).padStart(6, '0')}`;

/** The delivered file of an order line, downloaded through the account (see user-file). */
const deliveredFileUrl = (documentId: number) => `/api/user-file?id=${documentId}`;

/**
 * Orders of the account. Placing and fulfilling are the service-layer entry points the checkout
 * and the back-office will call; until they exist, tests call them directly.
 */
/** The day of an instant in the shop's time zone (Moscow, UTC+3 all year): 'YYYY-MM-DD'. */
export function moscowDay(at: Date | string): string {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return new Date(time + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The instant a Moscow day (YYYY-MM-DD) begins, as an ISO string in UTC. */
export function moscowMidnight(day: string): string {
  return new Date(`${day}T00:00:00+03:00`).toISOString();
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function firstOfNextMonth(day: string): string {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

export class OrderService {
  private mails: OrderMails | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly legalEntities = new LegalEntityService(db),
    private readonly workingDays?: WorkingDays,
  ) {}

  /** The checkout module hands in the mails of the order's life once it is built. */
  useMails(mails: OrderMails): void {
    this.mails = mails;
  }

  /**
   * Issues an act or an invoice of the order inside the caller's transaction: the one way such a
   * document is made, so that each keeps the buyer's requisites as they were at issue (issue 10,
   * item 5) and shows them whatever happens to the legal entity later. Answers the document id.
   */
  async issueDocument(
    trx: Kysely<Database>,
    order: repository.OrderRow,
    docType: 'act' | 'invoice',
    issuedAt: string,
  ): Promise<number> {
    const entity =
      order.legal_entity_id === null
        ? undefined
        : await this.legalEntities.findOwn(order.user_id, order.legal_entity_id, trx);
    return repository.insertDocument(trx, {
      user_id: order.user_id,
      order_id: order.id,
      order_item_id: null,
      doc_type: docType,
      number: order.number,
      issued_at: issuedAt,
      total_cents: order.total_cents,
      total_rub: order.total_rub,
      storage_key: null,
      file_name: null,
      mime_type: null,
      size_bytes: null,
      buyer: JSON.stringify(customerOf(order, entity)),
    });
  }

  /**
   * Stores an order with its items and issues its invoice, in one transaction. Rouble prices are
   * ceil(euro × course) per item (the contract's rule) and the rouble total is their sum, so the
   * invoice adds up line by line.
   */
  async place(order: NewOrder): Promise<PlacedOrder> {
    return this.db.transaction().execute((trx) => this.placeIn(trx, order));
  }

  /** `place` inside the caller's unit of work (the checkout's, with the cart and the account). */
  async placeIn(trx: Kysely<Database>, order: NewOrder): Promise<PlacedOrder> {
    {
      const priced = order.items.map((item) => ({
        ...item,
        priceRub: rublePrice(euroFromCents(item.priceCents), order.rubleCourse),
      }));
      const totalCents = priced.reduce((sum, item) => sum + item.priceCents, 0);
      const totalRub = priced.reduce((sum, item) => sum + item.priceRub, 0);
      const stored = await repository.insertOrder(trx, {
        // A unique placeholder until the id is known.
        number: `pending-${crypto.randomUUID()}`,
        user_id: order.userId,
        legal_entity_id: order.legalEntityId,
        payment_method: order.paymentMethod,
        language_code: order.languageCode,
        total_cents: totalCents,
        ruble_course: order.rubleCourse,
        total_rub: totalRub,
        delivery_required: priced.some((item) => item.delivery) ? 1 : 0,
        first_name: order.customer.firstName,
        last_name: order.customer.lastName ?? null,
        middle_name: order.customer.middleName ?? null,
        email: order.customer.email,
        phone: order.customer.phone ?? null,
        yur_name: order.customer.yurName ?? null,
        yur_inn: order.customer.yurInn ?? null,
        delivery_country: order.delivery?.country ?? null,
        delivery_region: order.delivery?.region ?? null,
        delivery_city: order.delivery?.city ?? null,
        delivery_address: order.delivery?.address ?? null,
        contact_name: order.delivery?.contactName ?? null,
        contact_phone: order.delivery?.contactPhone ?? null,
        contact_index: order.delivery?.contactIndex ?? null,
        comment: order.comment ?? null,
        client_id: order.clientId ?? null,
        idempotency_key: order.idempotencyKey ?? null,
        ruble_course_date: order.rubleCourseDate ?? moscowDay(new Date()),
        duration_days: Math.max(0, ...priced.map((item) => item.durationTo)),
        status: 'awaiting_payment',
      });
      const number = orderNumber(stored.id);
      await repository.setOrderNumber(trx, stored.id, number);
      const items = await repository.insertOrderItems(
        trx,
        priced.map((item) => ({
          order_id: stored.id,
          product_id: item.productId,
          product_name: item.productName,
          price_cents: item.priceCents,
          price_rub: item.priceRub,
          duration_from: item.durationFrom,
          duration_to: item.durationTo,
          delivery: item.delivery ? 1 : 0,
          company_id: item.company.id ?? null,
          company_register_id: item.company.registerId ?? null,
          company_name: item.company.name,
          company_inn: item.company.inn,
          company_country: item.company.country,
          company_status: item.company.status ?? '',
          company_type: item.company.type ?? '',
          company_address: item.company.address ?? '',
        })),
      );
      const invoiceId = await this.issueDocument(trx, { ...stored, number }, 'invoice', stored.created_at);
      return { orderId: stored.id, number, itemIds: items.map((item) => item.id), invoiceId };
    }
  }

  /** The order's items as bought, read in `db` (the caller's unit of work, if any). */
  itemsOf(orderId: number, db: Kysely<Database> = this.db) {
    return repository.orderItems(db, orderId);
  }

  findByIdempotencyKey(key: string, db: Kysely<Database> = this.db) {
    return repository.findOrderByIdempotencyKey(db, key);
  }

  /** The order's owner, or undefined for an unknown order. */
  async ownerOf(orderId: number, db: Kysely<Database> = this.db): Promise<number | undefined> {
    return (await repository.findOrder(db, orderId))?.user_id;
  }

  /** What the payments module needs of an order; undefined when there is no such order. */
  async orderForPayment(orderId: number, db: Kysely<Database> = this.db): Promise<PayableOrder | undefined> {
    const order = await repository.findOrder(db, orderId);
    if (!order) return undefined;
    const items = await repository.orderItems(db, orderId);
    return {
      id: order.id,
      number: order.number,
      userId: order.user_id,
      status: ORDER_STATUS[order.status],
      paymentMethod: order.payment_method === 'invoice' ? 'invoice' : 'card',
      totalRub: order.total_rub,
      email: order.email,
      languageCode: order.language_code,
      items: items.map((item) => ({
        description: `${item.product_name} — ${item.company_name}`.slice(0, 128),
        amountRub: item.price_rub,
      })),
    };
  }

  /**
   * awaiting payment -> paid, exactly once, inside the payment's unit of work: the paid time, the
   * day the documents are expected (the payment's day in Moscow plus the largest duration in
   * Russian working days) and the payment-received mail. False when the order does not await
   * payment (paid already, cancelled): a replayed or late notification changes nothing.
   */
  async markPaid(trx: Kysely<Database>, orderId: number, paidAt: string): Promise<boolean> {
    const order = await repository.findOrder(trx, orderId);
    if (!order || (order.status !== 'awaiting_payment' && order.status !== 'new')) return false;
    const expected = await this.expectedDay(moscowDay(paidAt), order.duration_days, trx);
    const changed = await repository.markPaid(trx, orderId, {
      paidAt,
      expectedDate: expected.date,
      estimate: expected.estimate,
    });
    if (!changed) return false;
    await this.mails?.paymentReceived(trx, {
      ...order,
      status: 'paid',
      paid_at: paidAt,
      expected_date: expected.date,
      expected_date_estimate: expected.estimate ? 1 : 0,
    });
    return true;
  }

  /**
   * Cancels card orders still unpaid `days` days after they were placed (a scheduled job; safe on
   * several instances: each order changes once). Answers how many were cancelled.
   */
  async cancelUnpaid(days: number, now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
    let cancelled = 0;
    for (;;) {
      const batch = await repository.unpaidCardOrdersBefore(this.db, before, 100);
      for (const { id } of batch)
        if (await repository.cancelUnpaid(this.db, id, { at: now.toISOString(), reason: 'unpaid' }))
          cancelled++;
      if (batch.length < 100) return cancelled;
    }
  }

  /** The day documents of `days` working days are ready when counted from `fromDay`. */
  async expectedDay(
    fromDay: string,
    days: number,
    db?: Kysely<Database>,
  ): Promise<{ date: string; estimate: boolean }> {
    if (!this.workingDays) throw new Error('OrderService needs the working-day calendar');
    return this.workingDays.addWorkingDays(fromDay, days, db);
  }

  /**
   * The order as the contract answers it, apart from its payment (the checkout adds that): the
   * items as they were bought, totals, the rate and its day, delivery, the expected day (before
   * payment, counted from today), and its acts, invoices and delivered files.
   */
  async orderView(
    orderId: number,
    thumbs: Map<number, string>,
    db: Kysely<Database> = this.db,
  ): Promise<Omit<Order, 'payment' | 'can_pay'> | undefined> {
    const order = await repository.findOrder(db, orderId);
    if (!order) return undefined;
    const [items, documents] = await Promise.all([
      repository.orderItems(db, orderId),
      repository.orderDocuments(db, orderId),
    ]);
    const expected =
      order.expected_date !== null
        ? { date: order.expected_date, estimate: order.expected_date_estimate === 1 }
        : await this.expectedDay(moscowDay(new Date()), order.duration_days);
    return {
      id: order.id,
      number: order.number,
      status: ORDER_STATUS[order.status],
      created_at: order.created_at,
      items: items.map((item): CartItemWire => ({
        id: item.id,
        thumb: thumbs.get(item.product_id) ?? '',
        product_name: item.product_name,
        company_name: item.company_name,
        company_inn: item.company_inn,
        company_country: item.company_country,
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
      ruble_course_date: order.ruble_course_date || moscowDay(order.created_at),
      delivery:
        order.delivery_required === 1
          ? {
              country: order.delivery_country ?? '',
              region: order.delivery_region ?? '',
              city: order.delivery_city ?? '',
              address: order.delivery_address ?? '',
              contact_name: order.contact_name ?? '',
              contact_phone: order.contact_phone ?? '',
              contact_index: order.contact_index ?? '',
            }
          : null,
      payment_method: order.payment_method === 'invoice' ? 'invoice' : 'card',
      email: order.email,
      yur_name: order.yur_name,
      yur_inn: order.yur_inn,
      paid_at: order.paid_at,
      expected_date: expected.date,
      expected_date_estimate: expected.estimate,
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
    };
  }

  /**
   * Marks the order's products delivered, records each delivered file and issues the act, in one
   * transaction. Answers the act's document id.
   */
  async fulfil(
    orderId: number,
    files: { orderItemId: number; storageKey: string; fileName: string; sizeBytes: number }[] = [],
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const order = await repository.findOrder(trx, orderId);
      if (!order) throw new Error(`order ${orderId} does not exist`);
      const at = new Date().toISOString();
      await repository.markItemsFulfilled(trx, orderId, at);
      for (const file of files) {
        await repository.insertDocument(trx, {
          user_id: order.user_id,
          order_id: orderId,
          order_item_id: file.orderItemId,
          doc_type: 'file',
          number: `${order.number}-${file.orderItemId}`,
          issued_at: at,
          total_cents: null,
          total_rub: null,
          storage_key: file.storageKey,
          file_name: file.fileName,
          mime_type: 'application/pdf',
          size_bytes: file.sizeBytes,
        });
      }
      const actId = await this.issueDocument(trx, order, 'act', at);
      await this.mails?.documentsReady(trx, order);
      return actId;
    });
  }

  /**
   * The back-office dashboard's order figures for the Moscow day of `now` (issue 14, part 7):
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
      repository.countPlacedBetween(this.db, dayStart, dayEnd),
      repository.paidTotalsBetween(this.db, dayStart, dayEnd),
      repository.paidTotalsBetween(this.db, monthStart, monthEnd),
      repository.countAwaitingFulfilment(this.db),
      repository.overdueOrders(this.db, day, overdueListed),
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

  /** How many orders of the user count as purchases (the user's `boughts`). */
  countPurchases(userId: number): Promise<number> {
    return repository.countPurchases(this.db, userId);
  }

  /** The account's orders list: each bought product with its order, newest order first. */
  async listOrders(
    userId: number,
    {
      page = 1,
      pageSize = LIMITS.defaultPageSize,
    }: { page?: number | undefined; pageSize?: number | undefined },
  ) {
    const { rows, count } = await repository.listOrderLines(this.db, userId, {
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const today = moscowDay(new Date());
    const pending = new Map<number, { date: string; estimate: boolean }>();
    for (const row of rows)
      if (row.expected_date === null && !pending.has(row.duration_days))
        pending.set(row.duration_days, await this.expectedDay(today, row.duration_days));
    const list = rows.map((row): OrderLine => ({
      id: row.id,
      order_id: row.order_id,
      order_number: row.order_number,
      company_name: row.company_name,
      company_inn: row.company_inn,
      company_country: row.company_country,
      product_name: row.product_name,
      status: lineStatus(row.status, row.order_status),
      order_status: ORDER_STATUS[row.order_status],
      expected_date: row.expected_date ?? pending.get(row.duration_days)?.date ?? today,
      expected_date_estimate:
        row.expected_date !== null
          ? row.expected_date_estimate === 1
          : (pending.get(row.duration_days)?.estimate ?? false),
      created_at: row.created_at,
      fulfilled_at: row.fulfilled_at,
      price_num: euroFromCents(row.price_cents),
      ruble_price_num: row.price_rub,
      file_url:
        row.status === 'fulfilled' && row.file_document_id !== null
          ? deliveredFileUrl(row.file_document_id)
          : null,
    }));
    return { count, list, page };
  }
}
