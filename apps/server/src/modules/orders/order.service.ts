import {
  canonicalCarrier,
  euroFromCents,
  moscowDay,
  type OrderStatusName,
  type PaymentMethodId,
  rublePrice,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { afterCommit, type Change, type Write } from '../../db/transaction.js';
import { invalid, notFound } from '../../lib/errors.js';
import { noShopEvents, type ShopEvents } from '../../lib/shop-events.js';
import { LegalEntityService } from '../legal-entities/legal-entity.service.js';
import { customerOf } from './accounting-pdf.js';
import { issuingSellerIn } from '../settings/seller-facsimile.service.js';
import { ORDER_STATUS } from './order-status.js';
import * as repository from './order.repository.js';
import { orderSearchText } from '../../lib/order-search.js';
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
  /** The customer is told which paper originals left, with which carrier and tracking number. */
  originalsShipped(
    trx: Kysely<Database>,
    order: repository.OrderRow,
    parcel: { items: repository.OrderItemRow[]; carrier: string; trackingNumber: string },
  ): Promise<void>;
}

/** What the order's life asks of its payments (the payments module, handed in once built). */
export interface OrderPayments {
  /** Marks the order's succeeded payment for refund; null when it has none (paid by bank transfer). */
  recordRefundDue(
    trx: Kysely<Database>,
    orderId: number,
    reason: string,
  ): Promise<{ paymentId: number; amountRub: number } | null>;
  /** Records a bank transfer a manager saw arrive as the order's succeeded payment. */
  recordBankTransfer(
    trx: Kysely<Database>,
    values: { orderId: number; amountRub: number; paidAt: string; reference: string; managerId: number },
  ): Promise<{ paymentId: number }>;
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
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** The state fields an audit row of an order change shows. */
const stateOf = (order: repository.OrderRow) => ({
  status: ORDER_STATUS[order.status],
  cancelled_at: order.cancelled_at,
  cancel_reason: order.cancel_reason,
});

/** An order change as the audit keeps it: the order's row, its state before and after, and a little more. */
export function orderAuditChange(change: OrderChange, details?: Record<string, unknown>): Change {
  return {
    entity: 'customer_order',
    id: change.orderId,
    before: change.before,
    after: change.after,
    ...(details && { details }),
  };
}

export interface PlacedOrder {
  orderId: number;
  number: string;
  itemIds: number[];
  invoiceId: number;
}

/** Order numbers read as the shop prints them: 'RD-000042'. */
const orderNumber = (orderId: number) => `RD-${String(orderId).padStart(6, '0')}`;

/**
 * An order's life: placed (with its invoice), paid (by card through the payments module, or by a
 * bank transfer a manager marks), taken into work, its items delivered and its paper originals
 * shipped, completed (with its act), or cancelled (a paid one with its refund due). Every step
 * keeps an event in the order's history; a manager's step states its change for the audit. How
 * the account and the back-office read orders is OrderQueryService's (order-queries.service.ts).
 */
export class OrderService {
  private mails: OrderMails | undefined;
  private payments: OrderPayments | undefined;

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

  /** The payments of orders, handed in by the composition root once built (they read orders). */
  usePayments(payments: OrderPayments): void {
    this.payments = payments;
  }

  private paymentsOfOrders(): OrderPayments {
    if (!this.payments)
      throw new Error('OrderService needs the payments of orders (services.ts hands them in)');
    return this.payments;
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
   * A bank transfer a manager saw arrive for an invoice order, as one unit of work: the payment
   * record (the payments module's) and awaiting payment -> paid through markPaid (the expected day
   * set once, the payment-received mail), the manager named in the history. An order paid already
   * stays as it is (a double click, a retry) and changes nothing; a card order, a cancelled one, and
   * a day in the future or before the order are refused.
   */
  async markTransferPaid(
    write: Write,
    orderId: number,
    transfer: { paidOn: string; reference: string },
    managerId: number,
  ): Promise<void> {
    await write(async (trx, changed) => {
      await repository.lockOrder(trx, orderId);
      const order = await repository.findOrder(trx, orderId);
      if (!order) throw notFound('id');
      if (order.payment_method !== 'invoice') throw invalid('OrderNotBankTransfer');
      if (order.status === 'cancelled') throw invalid('OrderCancelled');
      if (order.status !== 'awaiting_payment' && order.status !== 'new') return;
      const before = stateOf(order);
      const now = new Date();
      const today = moscowDay(now);
      if (transfer.paidOn > today || transfer.paidOn < moscowDay(new Date(order.created_at)))
        throw invalid('PaymentDayInvalid', 'paid_on');
      // Today's transfer is paid now; an earlier day's at noon in Moscow (09:00 UTC), within that day.
      const paidAt = transfer.paidOn === today ? now.toISOString() : `${transfer.paidOn}T09:00:00.000Z`;
      const { paymentId } = await this.paymentsOfOrders().recordBankTransfer(trx, {
        orderId,
        amountRub: order.total_rub,
        paidAt,
        reference: transfer.reference,
        managerId,
      });
      await this.markPaid(trx, orderId, paidAt, {
        actorUserId: managerId,
        details: { payment_id: paymentId, reference: transfer.reference },
      });
      const after = stateOf((await repository.findOrder(trx, orderId))!);
      changed(
        orderAuditChange(
          { orderId, before, after },
          { paid_on: transfer.paidOn, reference: transfer.reference },
        ),
      );
    });
  }

  /** paid -> in work, as one unit of work; an order already in work stays as it is. */
  async take(write: Write, orderId: number, managerId: number): Promise<void> {
    await write(async (trx, changed) => {
      await repository.lockOrder(trx, orderId);
      const order = await repository.findOrder(trx, orderId);
      if (!order) throw notFound('id');
      if (order.status === 'in_progress') return;
      if (order.status === 'fulfilled') throw invalid('OrderAlreadyCompleted');
      if (order.status === 'cancelled') throw invalid('OrderCancelled');
      const at = new Date().toISOString();
      if (!(await repository.takeOrder(trx, orderId, at))) throw invalid('OrderNotPaid');
      await repository.insertEvent(trx, { orderId, at, actorUserId: managerId, kind: 'taken' });
      const after = stateOf((await repository.findOrder(trx, orderId))!);
      changed(orderAuditChange({ orderId, before: stateOf(order), after }));
    });
  }

  /**
   * Paper originals of some of the order's items left with a carrier, as one unit of work: the
   * parcel (one per order, carrier and tracking number), its items, a `shipped` event, the
   * customer's mail in the order's language (carrier, tracking number, the tracking page of a known
   * carrier); and when every item has its scan and every paper item has left, the order completes
   * (the act, the documents-ready mail). The same parcel again takes its items not yet in it; items
   * already in it change nothing and mail nothing (a double click). Refused: an unknown order, one
   * not paid (OrderNotPaid) or cancelled (OrderCancelled), an item without paper originals or of
   * another order (ItemNotPaper), an item in another parcel (ItemAlreadyShipped). A completed order
   * (its originals sent before this step existed) takes a parcel without completing again.
   */
  async ship(
    write: Write,
    orderId: number,
    parcel: { itemIds: readonly number[]; carrier: string; trackingNumber: string },
    managerId: number,
  ): Promise<void> {
    await write(async (trx, changed) => {
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
      if (existing && shippedItems.length === 0) return;
      const before = stateOf(order);
      const at = new Date().toISOString();
      const shipmentId =
        existing?.id ??
        (await shipments.insertParcel(trx, {
          orderId,
          carrier,
          trackingNumber: parcel.trackingNumber,
          at,
          actorUserId: managerId,
        }));
      const itemIds = shippedItems.map((item) => item.id);
      await shipments.shipItems(trx, shipmentId, itemIds, at);
      await repository.insertEvent(trx, {
        orderId,
        at,
        actorUserId: managerId,
        kind: 'shipped',
        details: {
          shipment_id: shipmentId,
          carrier,
          tracking_number: parcel.trackingNumber,
          order_item_ids: itemIds,
        },
      });
      const completed = await this.completeWhenDone(trx, order, at, managerId);
      await this.mails?.originalsShipped(trx, order, {
        items: shippedItems,
        carrier,
        trackingNumber: parcel.trackingNumber,
      });
      const after = {
        ...stateOf((await repository.findOrder(trx, orderId))!),
        shipment: {
          id: shipmentId,
          carrier,
          tracking_number: parcel.trackingNumber,
          order_item_ids: itemIds,
        },
      };
      changed(orderAuditChange({ orderId, before, after }, { shipment_id: shipmentId, completed }));
    });
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
   * Cancels the order with a manager's reason, as one unit of work. A paid order's succeeded
   * payment is marked for refund (the provider is not called) and the order's history says so. A
   * completed order is refused; a cancelled one stays as it is (a repeated request changes nothing).
   */
  async cancel(write: Write, orderId: number, reason: string, managerId: number): Promise<void> {
    await write(async (trx, changed) => {
      await repository.lockOrder(trx, orderId);
      const order = await repository.findOrder(trx, orderId);
      if (!order) throw notFound('id');
      if (order.status === 'cancelled') return;
      if (order.status === 'fulfilled') throw invalid('OrderAlreadyCompleted');
      const before = stateOf(order);
      const at = new Date().toISOString();
      const wasPaid = order.status === 'paid' || order.status === 'in_progress';
      await repository.cancelOrder(trx, orderId, [order.status], { at, reason });
      await repository.insertEvent(trx, {
        orderId,
        at,
        actorUserId: managerId,
        kind: 'cancelled',
        details: { reason },
      });
      const after: Record<string, unknown> = stateOf((await repository.findOrder(trx, orderId))!);
      if (wasPaid) {
        const refund = await this.paymentsOfOrders().recordRefundDue(trx, orderId, reason);
        await this.recordRefundDue(
          trx,
          orderId,
          { payment_id: refund?.paymentId ?? null, amount_rub: refund?.amountRub ?? 0 },
          managerId,
        );
        Object.assign(after, { refund_due: true, refund_payment_id: refund?.paymentId ?? null });
      }
      changed(orderAuditChange({ orderId, before, after }, { reason }));
    });
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
   * Queues one of the order's mails again, as one unit of work: order placed (always), payment
   * received (once paid), documents ready (once completed); else MailNotApplicable.
   */
  async resendMail(write: Write, orderId: number, kind: OrderMailKind, managerId: number): Promise<void> {
    await write(async (trx, changed) => {
      const order = await repository.findOrder(trx, orderId);
      if (!order) throw notFound('id');
      if (!this.mails)
        throw new Error('OrderService needs the mails of the order (services.ts hands them in)');
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
        actorUserId: managerId,
        kind: 'mail_resent',
        details: { mail: kind },
      });
      const state = stateOf(order);
      changed(
        orderAuditChange({ orderId, before: state, after: { ...state, mail_resent: kind } }, { mail: kind }),
      );
    });
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

  /** How many orders of the user count as purchases (the user's `boughts`). */
  countPurchases(userId: number): Promise<number> {
    return repository.countPurchases(this.db, userId);
  }
}
