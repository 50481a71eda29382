import {
  canonicalCarrier,
  euroFromCents,
  LIMITS,
  moscowDay,
  orderReadyDay,
  type CartItemWire,
  type Order,
  type OrderLine,
  type OrderShipment,
  type OrderStatusName,
  type PaymentMethodId,
  type orderLineStatuses,
  rublePrice,
  trackingUrl,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database, OrderItemStatus, OrderStatus } from '../../db/schema.js';
import { afterCommit } from '../../db/transaction.js';
import { invalid, notFound } from '../../lib/errors.js';
import { noShopEvents, type ShopEvents } from '../../lib/shop-events.js';
import { euroText } from '../../lib/money.js';
import { LegalEntityService } from '../legal-entities/legal-entity.service.js';
import { customerOf } from './accounting-pdf.js';
import { issuingSellerIn } from '../settings/seller-facsimile.service.js';
import * as repository from './order.repository.js';
import { orderSearchText, parseOrderSearch } from '../../lib/order-search.js';
import * as shipments from './shipment.repository.js';

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
    /** A foreign payer's country (ISO code), whose tax id `yurInn` is; absent for a Russian payer. */
    yurCountry?: string | null;
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
  /** SHA-256 (hex) of the checkout page's value: a replay with it may sign a guest in again. */
  checkoutKeyHash?: string | null;
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
  /** The order-placed mail (a bank transfer's with its invoice attached); the checkout writes its own first one. */
  orderPlaced(trx: Kysely<Database>, order: repository.OrderRow, invoiceId: number): Promise<void>;
  paymentReceived(trx: Kysely<Database>, order: repository.OrderRow): Promise<void>;
  documentsReady(trx: Kysely<Database>, order: repository.OrderRow): Promise<void>;
  /** The shop's managers are told the order is paid (once, when it becomes paid; never resent). */
  paidForManagers?(trx: Kysely<Database>, order: repository.OrderRow): Promise<void>;
  /** The customer is told a card payment was declined and where to pay again. */
  paymentDeclined?(trx: Kysely<Database>, order: repository.OrderRow): Promise<void>;
}

/** The order's mails a manager may send again. */
export type OrderMailKind = 'order_placed' | 'payment_received' | 'documents_ready';

/** A delivered file, stored by the caller under DOCUMENTS_DIR, for one order item. */
export interface DeliveredItemFile {
  orderItemId: number;
  storageKey: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

/** What an order change did, for the audit: the values before and after. */
export interface OrderChange {
  orderId: number;
  changed: boolean;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** The state fields an audit row of an order change shows. */
const stateOf = (order: repository.OrderRow) => ({
  status: ORDER_STATUS[order.status],
  cancelled_at: order.cancelled_at,
  cancel_reason: order.cancel_reason,
});

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

/** The ready day the account and the back-office show for an order's row (the contract's one rule). */
const readyDayOf = (
  status: OrderStatus,
  row: { expected_date: string | null; expected_date_estimate?: number },
) =>
  orderReadyDay(ORDER_STATUS[status], {
    date: row.expected_date,
    estimate: row.expected_date_estimate === 1,
  });

/** Order numbers read as the shop prints them: 'RD-000042'. */
const orderNumber = (orderId: number) => `RD-${String(orderId).padStart(6, '0')}`;

/** The delivered file of an order line, downloaded through the account (see user-file). */
const deliveredFileUrl = (documentId: number) => `/api/user-file?id=${documentId}`;

/**
 * Orders of the account. Placing and fulfilling are the service-layer entry points the checkout
 * and the back-office will call; until they exist, tests call them directly.
 */

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

/** The database's states a contract state stands for. */
function statusesNamed(name: OrderStatusName): OrderStatus[] {
  return (Object.keys(ORDER_STATUS) as OrderStatus[]).filter((status) => ORDER_STATUS[status] === name);
}

/** The instant a day in Moscow (UTC+3) begins, `plusDays` later, as ISO-8601 UTC. */
export function moscowMidnight(day: string, plusDays = 0): string {
  return new Date(Date.parse(`${day}T00:00:00+03:00`) + plusDays * 24 * 60 * 60 * 1000).toISOString();
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
  return (await shipments.orderParcels(db, orderId)).map((parcel) => ({
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
    private readonly events: ShopEvents = noShopEvents,
  ) {}

  /** The mails of the order's life, handed in by the composition root (services.ts) once built. */
  useMails(mails: OrderMails): void {
    this.mails = mails;
  }

  /**
   * Issues an act or an invoice of the order inside the caller's transaction: the one way such a
   * document is made, so that each keeps the buyer's requisites as they were at issue and shows them whatever happens to the legal entity later. Answers the document id.
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
      seller: await issuingSellerIn(trx).then((seller) => seller && JSON.stringify(seller)),
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
        yur_country: order.customer.yurCountry ?? null,
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
        checkout_key_hash: order.checkoutKeyHash ?? null,
        ruble_course_date: order.rubleCourseDate ?? moscowDay(new Date()),
        duration_days: Math.max(0, ...priced.map((item) => item.durationTo)),
        status: 'awaiting_payment',
      });
      const number = orderNumber(stored.id);
      const searchText = orderSearchText(
        { ...stored, number },
        priced.map((item) => ({
          company_name: item.company.name,
          company_inn: item.company.inn,
          company_register_id: item.company.registerId ?? null,
        })),
      );
      await repository.setOrderNumber(trx, stored.id, number, searchText);
      afterCommit(trx, () => this.events.orderPlaced(order.paymentMethod));
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
      await repository.insertEvent(trx, {
        orderId: stored.id,
        at: stored.created_at,
        actorUserId: order.userId,
        kind: 'placed',
        details: { payment_method: order.paymentMethod, total_rub: totalRub },
      });
      return { orderId: stored.id, number, itemIds: items.map((item) => item.id), invoiceId };
    }
  }

  /** The order an item belongs to, or undefined for an unknown item. */
  async orderOfItem(itemId: number): Promise<number | undefined> {
    return (await repository.findItem(this.db, itemId))?.order_id;
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
  async markPaid(
    trx: Kysely<Database>,
    orderId: number,
    paidAt: string,
    /** Who marked it (a manager, for a bank transfer) and what the history's event adds. */
    by: { actorUserId: number | null; details?: Record<string, unknown> } = { actorUserId: null },
  ): Promise<boolean> {
    const order = await repository.findOrder(trx, orderId);
    if (!order || (order.status !== 'awaiting_payment' && order.status !== 'new')) return false;
    const expected = await this.expectedDay(moscowDay(new Date(paidAt)), order.duration_days, trx);
    const changed = await repository.markPaid(trx, orderId, {
      paidAt,
      expectedDate: expected.date,
      estimate: expected.estimate,
    });
    if (!changed) return false;
    afterCommit(trx, () => this.events.orderPaid(order.payment_method));
    await repository.insertEvent(trx, {
      orderId,
      at: paidAt,
      actorUserId: by.actorUserId,
      kind: 'paid',
      details: { expected_date: expected.date, ...by.details },
    });
    const paid = {
      ...order,
      status: 'paid' as const,
      paid_at: paidAt,
      expected_date: expected.date,
      expected_date_estimate: expected.estimate ? 1 : 0,
    };
    await this.mails?.paymentReceived(trx, paid);
    await this.mails?.paidForManagers?.(trx, paid);
    return true;
  }

  /**
   * A card payment of the order was declined, inside the payment's unit of work: the customer is
   * mailed the way to pay again while the order still awaits payment. The caller calls it once per
   * declined attempt (when the attempt moves to failed), so a replayed notification mails nothing.
   */
  async paymentDeclined(trx: Kysely<Database>, orderId: number): Promise<void> {
    const order = await repository.findOrder(trx, orderId);
    if (order?.status !== 'awaiting_payment' || order.payment_method === 'invoice') return;
    await this.mails?.paymentDeclined?.(trx, order);
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
        if (
          await this.db.transaction().execute(async (trx) => {
            const at = now.toISOString();
            if (!(await repository.cancelUnpaid(trx, id, { at, reason: 'unpaid' }))) return false;
            await repository.insertEvent(trx, {
              orderId: id,
              at,
              actorUserId: null,
              kind: 'cancelled',
              details: { reason: 'unpaid' },
            });
            return true;
          })
        )
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
   * payment, counted from today), and its acts, invoices and delivered files. The items' `thumb`
   * is left empty: pictures are the catalogue's, filled in by the caller.
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
   * Marks every product of the order delivered, records each delivered file and completes the
   * order (act, documents-ready mail), in one transaction, whatever its state: the tools' and
   * tests' way. The back-office delivers item by item (`deliverItem`), and the order completes when
   * the last item has its document. Answers the act's document id.
   */
  async fulfil(orderId: number, files: Omit<DeliveredItemFile, 'mimeType'>[] = []): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await repository.lockOrder(trx, orderId);
      const order = await repository.findOrder(trx, orderId);
      if (!order) throw new Error(`order ${orderId} does not exist`);
      const at = new Date().toISOString();
      for (const file of files)
        await this.recordFile(trx, order, { ...file, mimeType: 'application/pdf' }, at, null);
      await repository.markItemsFulfilled(trx, orderId, at);
      return this.completeIn(trx, order, at, null);
    });
  }

  /**
   * The delivered document of one order item, inside the caller's unit of work: the file's row
   * (an earlier file of the item is kept but no longer shown), the item delivered, an event; and
   * when every item (cancelled ones aside) has its document, the order completes: the act issued,
   * the documents-ready mail queued. An order not paid yet is refused (OrderNotPaid), a cancelled
   * one (OrderCancelled). A completed order takes a corrected file without completing again.
   */
  async deliverItem(
    trx: Kysely<Database>,
    file: DeliveredItemFile,
    actorId: number,
  ): Promise<OrderChange & { documentId: number; completed: boolean; replaced: number[] }> {
    const item = await repository.findItem(trx, file.orderItemId);
    if (!item) throw notFound('id');
    await repository.lockOrder(trx, item.order_id);
    const order = (await repository.findOrder(trx, item.order_id))!;
    if (order.status === 'cancelled' || item.status === 'cancelled') throw invalid('OrderCancelled');
    if (order.status === 'new' || order.status === 'awaiting_payment') throw invalid('OrderNotPaid');
    const at = new Date().toISOString();
    const before = { ...stateOf(order), item: { id: item.id, status: item.status } };
    const { documentId, replaced } = await this.recordFile(trx, order, file, at, actorId);
    await repository.markItemFulfilled(trx, item.id, at);
    const completed = await this.completeWhenDone(trx, order, at, actorId);
    const now = (await repository.findOrder(trx, order.id))!;
    return {
      orderId: order.id,
      changed: true,
      before,
      after: {
        ...stateOf(now),
        item: { id: item.id, status: 'fulfilled', document_id: documentId, replaced_documents: replaced },
      },
      documentId,
      completed,
      replaced,
    };
  }

  /**
   * A bank transfer a manager saw arrive for an invoice order, inside the caller's unit of work:
   * awaiting payment -> paid through markPaid (the expected day set once, the payment-received
   * mail), the manager named in the history. `recordPayment` writes the payment record first and
   * answers what the history's event adds. An order paid already stays as it is (a double click, a
   * retry); a card order, a cancelled one, and a day in the future or before the order are refused.
   */
  async markTransferPaid(
    trx: Kysely<Database>,
    orderId: number,
    paidOn: string,
    actorId: number,
    recordPayment: (order: {
      id: number;
      totalRub: number;
      paidAt: string;
    }) => Promise<Record<string, unknown>>,
  ): Promise<OrderChange> {
    await repository.lockOrder(trx, orderId);
    const order = await repository.findOrder(trx, orderId);
    if (!order) throw notFound('id');
    const before = stateOf(order);
    if (order.payment_method !== 'invoice') throw invalid('OrderNotBankTransfer');
    if (order.status === 'cancelled') throw invalid('OrderCancelled');
    if (order.status !== 'awaiting_payment' && order.status !== 'new')
      return { orderId, changed: false, before, after: before };
    const now = new Date();
    const today = moscowDay(now);
    if (paidOn > today || paidOn < moscowDay(new Date(order.created_at)))
      throw invalid('PaymentDayInvalid', 'paid_on');
    // Today's transfer is paid now; an earlier day's at noon in Moscow (09:00 UTC), within that day.
    const paidAt = paidOn === today ? now.toISOString() : `${paidOn}T09:00:00.000Z`;
    const details = await recordPayment({ id: orderId, totalRub: order.total_rub, paidAt });
    await this.markPaid(trx, orderId, paidAt, { actorUserId: actorId, details });
    return { orderId, changed: true, before, after: stateOf((await repository.findOrder(trx, orderId))!) };
  }

  /** paid -> in work, inside the caller's unit of work; an order already in work stays as it is. */
  async take(trx: Kysely<Database>, orderId: number, actorId: number): Promise<OrderChange> {
    await repository.lockOrder(trx, orderId);
    const order = await repository.findOrder(trx, orderId);
    if (!order) throw notFound('id');
    const before = stateOf(order);
    if (order.status === 'in_progress') return { orderId, changed: false, before, after: before };
    if (order.status === 'fulfilled') throw invalid('OrderAlreadyCompleted');
    if (order.status === 'cancelled') throw invalid('OrderCancelled');
    const at = new Date().toISOString();
    if (!(await repository.takeOrder(trx, orderId, at))) throw invalid('OrderNotPaid');
    await repository.insertEvent(trx, { orderId, at, actorUserId: actorId, kind: 'taken' });
    return { orderId, changed: true, before, after: stateOf((await repository.findOrder(trx, orderId))!) };
  }

  /**
   * Paper originals of some of the order's items left with a carrier, inside the caller's unit of
   * work: the parcel (one per order, carrier and tracking number), its items, a `shipped` event;
   * and when every item has its scan and every paper item has left, the order completes (the act,
   * the documents-ready mail). The same parcel again takes its items not yet in it; items already in
   * it change nothing (a double click: `changed` false). Refused: an unknown order, one not paid
   * (OrderNotPaid) or cancelled (OrderCancelled), an item without paper originals or of another
   * order (ItemNotPaper), an item in another parcel (ItemAlreadyShipped). A completed order (its
   * originals sent before this step existed) takes a parcel without completing again.
   */
  async ship(
    trx: Kysely<Database>,
    orderId: number,
    parcel: { itemIds: readonly number[]; carrier: string; trackingNumber: string },
    actorId: number,
  ): Promise<
    OrderChange & {
      order: repository.OrderRow;
      shipmentId: number;
      carrier: string;
      shippedItems: repository.OrderItemRow[];
      completed: boolean;
    }
  > {
    await repository.lockOrder(trx, orderId);
    const order = await repository.findOrder(trx, orderId);
    if (!order) throw notFound('id');
    if (order.status === 'cancelled') throw invalid('OrderCancelled');
    if (order.status === 'new' || order.status === 'awaiting_payment') throw invalid('OrderNotPaid');
    const carrier = canonicalCarrier(parcel.carrier);
    const items = await repository.orderItems(trx, orderId);
    const existing = await shipments.findParcel(trx, orderId, carrier, parcel.trackingNumber);
    const wanted = [...new Set(parcel.itemIds)].map((id) => items.find((item) => item.id === id));
    for (const item of wanted) {
      if (!item || item.delivery !== 1 || item.status === 'cancelled')
        throw invalid('ItemNotPaper', 'item_ids');
      if (item.shipment_id !== null && item.shipment_id !== existing?.id)
        throw invalid('ItemAlreadyShipped', 'item_ids');
    }
    const shippedItems = wanted.filter((item) => item!.shipment_id === null) as repository.OrderItemRow[];
    const before = stateOf(order);
    const unchanged = { orderId, order, changed: false, before, after: before, carrier, shippedItems };
    if (existing && shippedItems.length === 0)
      return { ...unchanged, shipmentId: existing.id, completed: false };
    const at = new Date().toISOString();
    const shipmentId =
      existing?.id ??
      (await shipments.insertParcel(trx, {
        orderId,
        carrier,
        trackingNumber: parcel.trackingNumber,
        at,
        actorUserId: actorId,
      }));
    const itemIds = shippedItems.map((item) => item.id);
    await shipments.shipItems(trx, shipmentId, itemIds, at);
    await repository.insertEvent(trx, {
      orderId,
      at,
      actorUserId: actorId,
      kind: 'shipped',
      details: {
        shipment_id: shipmentId,
        carrier,
        tracking_number: parcel.trackingNumber,
        order_item_ids: itemIds,
      },
    });
    const completed = await this.completeWhenDone(trx, order, at, actorId);
    return {
      ...unchanged,
      changed: true,
      after: {
        ...stateOf((await repository.findOrder(trx, orderId))!),
        shipment: {
          id: shipmentId,
          carrier,
          tracking_number: parcel.trackingNumber,
          order_item_ids: itemIds,
        },
      },
      shipmentId,
      completed,
    };
  }

  /**
   * Completes the order (paid or in work) once every item has its scan and every paper item has
   * left with a carrier: the act, the event, the documents-ready mail. Answers whether it did.
   */
  private async completeWhenDone(
    trx: Kysely<Database>,
    order: repository.OrderRow,
    at: string,
    actorId: number | null,
  ): Promise<boolean> {
    if ((await repository.countItemsWithoutFile(trx, order.id)) > 0) return false;
    if ((await shipments.countPaperItemsUnshipped(trx, order.id)) > 0) return false;
    if (!(await repository.completeOrder(trx, order.id, at))) return false;
    await this.completeIn(trx, order, at, actorId);
    return true;
  }

  /**
   * Cancels the order with a manager's reason, inside the caller's unit of work. Answers whether it
   * had been paid (the caller records the refund due). A completed order is refused; a cancelled
   * one stays as it is (a repeated request changes nothing).
   */
  async cancel(
    trx: Kysely<Database>,
    orderId: number,
    reason: string,
    actorId: number,
  ): Promise<OrderChange & { wasPaid: boolean }> {
    await repository.lockOrder(trx, orderId);
    const order = await repository.findOrder(trx, orderId);
    if (!order) throw notFound('id');
    const before = stateOf(order);
    if (order.status === 'cancelled')
      return { orderId, changed: false, before, after: before, wasPaid: false };
    if (order.status === 'fulfilled') throw invalid('OrderAlreadyCompleted');
    const at = new Date().toISOString();
    const wasPaid = order.status === 'paid' || order.status === 'in_progress';
    await repository.cancelOrder(trx, orderId, [order.status], { at, reason });
    await repository.insertEvent(trx, {
      orderId,
      at,
      actorUserId: actorId,
      kind: 'cancelled',
      details: { reason },
    });
    return {
      orderId,
      changed: true,
      before,
      after: stateOf((await repository.findOrder(trx, orderId))!),
      wasPaid,
    };
  }

  /**
   * Records in the order's history that a refund is due (the payments module marked its payment):
   * a manager's cancel, or null for a payment that came when the order no longer awaited it.
   */
  async recordRefundDue(
    trx: Kysely<Database>,
    orderId: number,
    details: { payment_id: number | null; amount_rub: number },
    actorId: number | null,
  ): Promise<void> {
    await repository.insertEvent(trx, {
      orderId,
      at: new Date().toISOString(),
      actorUserId: actorId,
      kind: 'refund_due',
      details,
    });
  }

  /** A refund made, in the order's history, inside the caller's unit of work. */
  async recordRefundMade(
    trx: Kysely<Database>,
    orderId: number,
    details: { payment_id: number; amount_rub: number; reference: string },
    actorId: number,
  ): Promise<void> {
    await repository.insertEvent(trx, {
      orderId,
      at: new Date().toISOString(),
      actorUserId: actorId,
      kind: 'refund_made',
      details,
    });
  }

  /**
   * Queues one of the order's mails again, inside the caller's unit of work: order placed (always),
   * payment received (once paid), documents ready (once completed); else MailNotApplicable.
   */
  async resendMail(
    trx: Kysely<Database>,
    orderId: number,
    kind: OrderMailKind,
    actorId: number,
  ): Promise<OrderChange> {
    const order = await repository.findOrder(trx, orderId);
    if (!order) throw notFound('id');
    if (!this.mails)
      throw new Error('OrderService needs the mails of the order (the checkout hands them in)');
    if (kind === 'order_placed') {
      const invoice = (await repository.orderDocuments(trx, orderId)).find(
        (doc) => doc.doc_type === 'invoice',
      );
      await this.mails.orderPlaced(trx, order, invoice?.id ?? 0);
    } else if (kind === 'payment_received') {
      if (order.paid_at === null) throw invalid('MailNotApplicable', 'mail');
      await this.mails.paymentReceived(trx, order);
    } else {
      if (order.status !== 'fulfilled') throw invalid('MailNotApplicable', 'mail');
      await this.mails.documentsReady(trx, order);
    }
    await repository.insertEvent(trx, {
      orderId,
      at: new Date().toISOString(),
      actorUserId: actorId,
      kind: 'mail_resent',
      details: { mail: kind },
    });
    const state = stateOf(order);
    return { orderId, changed: true, before: state, after: { ...state, mail_resent: kind } };
  }

  /** A delivered file's row for its item; the item's earlier files stay, replaced. */
  private async recordFile(
    trx: Kysely<Database>,
    order: repository.OrderRow,
    file: DeliveredItemFile,
    at: string,
    actorId: number | null,
  ): Promise<{ documentId: number; replaced: number[] }> {
    // Numbers are unique per type: the item's first file is `RD-000042-7`, later ones `-2`, `-3`...
    const earlier = await repository.countItemFiles(trx, file.orderItemId);
    const replaced = await repository.replaceItemFiles(trx, file.orderItemId, at);
    const documentId = await repository.insertDocument(trx, {
      user_id: order.user_id,
      order_id: order.id,
      order_item_id: file.orderItemId,
      doc_type: 'file',
      number: `${order.number}-${file.orderItemId}${earlier === 0 ? '' : `-${earlier + 1}`}`,
      issued_at: at,
      total_cents: null,
      total_rub: null,
      storage_key: file.storageKey,
      file_name: file.fileName,
      mime_type: file.mimeType,
      size_bytes: file.sizeBytes,
    });
    await repository.insertEvent(trx, {
      orderId: order.id,
      at,
      actorUserId: actorId,
      kind: 'document_uploaded',
      details: {
        order_item_id: file.orderItemId,
        document_id: documentId,
        file_name: file.fileName,
        size_bytes: file.sizeBytes,
        ...(replaced.length ? { replaced } : {}),
      },
    });
    return { documentId, replaced };
  }

  /** The order just completed: the act, the event and the documents-ready mail. Answers the act's id. */
  private async completeIn(
    trx: Kysely<Database>,
    order: repository.OrderRow,
    at: string,
    actorId: number | null,
  ): Promise<number> {
    const actId = await this.issueDocument(trx, order, 'act', at);
    await repository.insertEvent(trx, {
      orderId: order.id,
      at,
      actorUserId: actorId,
      kind: 'completed',
      details: { act_id: actId },
    });
    await this.mails?.documentsReady(trx, { ...order, status: 'fulfilled' });
    return actId;
  }

  /**
   * Orders for the back-office: one page, filtered, sorted, searched by number, e-mail, INN or
   * company name (the buyer's or an item's). `today` is the day in Moscow an expected day must be
   * before for the order to be overdue.
   */
  async backOfficeList(query: {
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
    today: string;
  }) {
    const column = (
      {
        created: 'created_at',
        number: 'id',
        total: 'total_cents',
        status: 'status',
        expected_date: 'expected_date',
      } as const
    )[query.sort];
    const { rows, count } = await repository.listOrders(
      this.db,
      {
        ...(query.status && { status: statusesNamed(query.status) }),
        ...(query.createdFrom && { createdFrom: moscowMidnight(query.createdFrom, 0) }),
        ...(query.createdTo && { createdBefore: moscowMidnight(query.createdTo, 1) }),
        ...(query.paymentMethod && { paymentMethod: query.paymentMethod }),
        ...(query.overdue && { overdueBefore: query.today }),
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
      overdue: isOverdue(row, query.today),
      items_count: Number(row.items_count ?? 0),
      items_delivered: Number(row.items_delivered ?? 0),
      awaiting_shipment:
        (row.status === 'paid' || row.status === 'in_progress') &&
        Number(row.items_delivered ?? 0) >= Number(row.items_count ?? 0) &&
        Number(row.paper_unshipped ?? 0) > 0,
    }));
    return { count, list, page: query.page };
  }

  /** An order for the back-office's page: the order's own tables (items, files, documents, history). */
  async backOfficeOrder(orderId: number, today: string) {
    const order = await repository.findOrder(this.db, orderId);
    if (!order) return undefined;
    const [items, files, documents, events, entity] = await Promise.all([
      repository.orderItems(this.db, orderId),
      repository.orderFiles(this.db, orderId),
      repository.orderDocuments(this.db, orderId),
      repository.orderEvents(this.db, orderId),
      order.legal_entity_id === null
        ? undefined
        : this.legalEntities.findOwn(order.user_id, order.legal_entity_id),
    ]);
    const parcels = await parcelsOf(this.db, orderId, items);
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
      events: events.map((event) => ({
        id: event.id,
        at: event.at,
        kind: event.kind,
        actorUserId: event.actor_user_id,
        details: event.details ? (JSON.parse(event.details) as Record<string, unknown>) : {},
      })),
    };
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

  /** A customer's orders for the back-office's customer page, newest first (at most `limit`), and their count. */
  async ordersOfCustomer(userId: number, limit: number) {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('customer_order')
        .select(['id', 'number', 'status', 'created_at', 'total_cents', 'total_rub'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('customer_order')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    const list = rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: ORDER_STATUS[row.status],
      created_at: row.created_at,
      total_eur: euroFromCents(row.total_cents),
      total_rub: row.total_rub,
    }));
    return { list, total: Number(total.count) };
  }
}
