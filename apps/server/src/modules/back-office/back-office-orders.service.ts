import { type AdminOrderDetail, moscowDay, type OrderStatusName, trackingUrl } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import { notFound } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit.service.js';
import { type MailService, originalsShippedMail } from '../mail/mail.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { DocumentService } from '../orders/document.service.js';
import type { OrderChange, OrderMailKind, OrderService } from '../orders/order.service.js';
import type { PaymentService } from '../payments/payment.service.js';
import type { UserService } from '../users/user.service.js';
import type { DocumentStore, UploadedFile } from './document-upload.js';

/** Who makes a back-office write, from where, by which call: what its audit row names. */
export interface ManagerCall {
  manager: UserRow;
  ip: string;
  /** The call's path. */
  action: string;
}

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

/**
 * The back-office's orders and fulfilment (ADR 031). The states' rules stay in
 * `OrderService`; this composes them with payments, mails, stored documents and the audit: every
 * write is one unit of work with its audit row (the manager, the call, the order, the values before
 * and after) and its events in the order's history.
 */
export class BackOfficeOrderService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: {
      orders: OrderService;
      payments: PaymentService;
      mail: MailService;
      users: UserService;
      audit: AuditService;
      documents: DocumentStore;
      /** The orders' acts, invoices and delivered files, for downloads. */
      accounting: DocumentService;
      /** The shop's name in a language, for the mails this service writes. */
      settings: Pick<SettingsService, 'sitenameIn'>;
      publicUrl: string;
    },
  ) {}

  list(query: OrderListQuery) {
    return this.deps.orders.backOfficeList({ ...query, today: moscowDay(new Date()) });
  }

  /** The order's page: items with their files, customer, legal entity, payments, mails, history. */
  async detail(orderId: number): Promise<AdminOrderDetail> {
    const order = await this.deps.orders.backOfficeOrder(orderId, moscowDay(new Date()));
    if (!order) throw notFound('id');
    const [payments, mails] = await Promise.all([
      this.deps.payments.paymentRecords(orderId),
      this.deps.mail.mailsOfOrder(order.customer.email, order.number),
    ]);
    const actorIds = [...new Set(order.events.flatMap((event) => event.actorUserId ?? []))];
    const actors = new Map(
      await Promise.all(
        actorIds.map(async (id) => [id, (await this.deps.users.findActive(id))?.email ?? null] as const),
      ),
    );
    const { events, ...rest } = order;
    return {
      ...rest,
      payments,
      mails,
      history: events.map((event) => ({
        id: event.id,
        at: event.at,
        kind: event.kind,
        actor:
          event.actorUserId === null
            ? null
            : { id: event.actorUserId, email: actors.get(event.actorUserId) ?? null },
        details: event.details,
      })),
    };
  }

  /** Paid -> in work. */
  async take(write: Write, call: ManagerCall, orderId: number): Promise<void> {
    await write(async (trx) => {
      const change = await this.deps.orders.take(trx, orderId, call.manager.id);
      await this.audited(trx, call, change);
    });
  }

  /** Cancels with the reason; a paid order's succeeded payment is marked for refund (no provider call). */
  async cancel(write: Write, call: ManagerCall, orderId: number, reason: string): Promise<void> {
    await write(async (trx) => {
      const change = await this.deps.orders.cancel(trx, orderId, reason, call.manager.id);
      let refund: { paymentId: number; amountRub: number } | null = null;
      if (change.wasPaid) {
        refund = await this.deps.payments.recordRefundDue(trx, orderId, reason);
        await this.deps.orders.recordRefundDue(
          trx,
          orderId,
          { payment_id: refund?.paymentId ?? null, amount_rub: refund?.amountRub ?? 0 },
          call.manager.id,
        );
      }
      const refundDue = change.wasPaid
        ? { refund_due: true, refund_payment_id: refund?.paymentId ?? null }
        : {};
      await this.audited(trx, call, { ...change, after: { ...change.after, ...refundDue } }, { reason });
    });
  }

  /**
   * A payment due for refund was returned: refunded, kept in the order's history with the refund's
   * reference, audited; it leaves the dashboard's refunds to make.
   */
  async refundMade(
    write: Write,
    call: ManagerCall,
    orderId: number,
    refund: { paymentId: number; reference: string },
  ): Promise<void> {
    await write(async (trx) => {
      const made = await this.deps.payments.recordRefundMade(trx, orderId, refund.paymentId);
      const details = { payment_id: made.paymentId, amount_rub: made.amountRub, reference: refund.reference };
      await this.deps.orders.recordRefundMade(trx, orderId, details, call.manager.id);
      await this.deps.audit.recordManagerWrite(trx, {
        managerId: call.manager.id,
        action: call.action,
        entity: 'payment',
        entityId: made.paymentId,
        ip: call.ip,
        before: { status: 'succeeded', refund_due: true },
        after: { status: 'refunded' },
        details: { order_id: orderId, reference: refund.reference },
      });
    });
  }

  async resendMail(write: Write, call: ManagerCall, orderId: number, mail: OrderMailKind): Promise<void> {
    await write(async (trx) => {
      const change = await this.deps.orders.resendMail(trx, orderId, mail, call.manager.id);
      await this.audited(trx, call, change, { mail });
    });
  }

  /**
   * A bank transfer arrived for an invoice order: the payment record and awaiting payment -> paid in
   * one unit of work with its audit row; an order paid already is left as it is, with no row.
   */
  async markPaid(
    write: Write,
    call: ManagerCall,
    orderId: number,
    transfer: { paidOn: string; reference: string },
  ): Promise<void> {
    await write(async (trx) => {
      const change = await this.deps.orders.markTransferPaid(
        trx,
        orderId,
        transfer.paidOn,
        call.manager.id,
        async (order) => {
          const { paymentId } = await this.deps.payments.recordBankTransfer(trx, {
            orderId: order.id,
            amountRub: order.totalRub,
            paidAt: order.paidAt,
            reference: transfer.reference,
            managerId: call.manager.id,
          });
          return { payment_id: paymentId, reference: transfer.reference };
        },
      );
      await this.audited(trx, call, change, { paid_on: transfer.paidOn, reference: transfer.reference });
    });
  }

  /**
   * Paper originals left with a carrier: the parcel, the customer's mail in the order's language
   * (carrier, tracking number, the tracking page of a known carrier) and, when it was the last
   * paper item and every scan is in, the order's completion, in one unit of work with its audit row.
   * A repeated request (a double click) changes nothing and mails nothing.
   */
  async ship(
    write: Write,
    call: ManagerCall,
    orderId: number,
    parcel: { itemIds: number[]; carrier: string; trackingNumber: string },
  ): Promise<void> {
    await write(async (trx) => {
      const shipped = await this.deps.orders.ship(trx, orderId, parcel, call.manager.id);
      if (!shipped.changed) return;
      const { order } = shipped;
      await this.deps.mail.enqueue(
        trx,
        originalsShippedMail(order.email, {
          sitename: await this.deps.settings.sitenameIn(trx, order.language_code),
          language: order.language_code,
          number: order.number,
          items: shipped.shippedItems.map((item) => ({
            product: item.product_name,
            company: item.company_name,
          })),
          carrier: shipped.carrier,
          trackingNumber: parcel.trackingNumber,
          trackingUrl: trackingUrl(shipped.carrier, parcel.trackingNumber),
          accountLink: `${this.deps.publicUrl}/account/orders`,
        }),
      );
      await this.audited(trx, call, shipped, {
        shipment_id: shipped.shipmentId,
        completed: shipped.completed,
      });
    });
  }

  /** One of an order's documents as a download: a delivered file, the act or the invoice. */
  download(documentId: number) {
    return this.deps.accounting.staffDownload(documentId);
  }

  /**
   * The document of one order item: checked by content and size, written under DOCUMENTS_DIR, then
   * recorded (and the order completed when it was the last) in one unit of work with its audit row.
   * A unit of work that fails removes the file it wrote.
   */
  async upload(write: Write, call: ManagerCall, orderItemId: number, file: UploadedFile) {
    const checked = await this.deps.documents.check(file);
    const orderId = await this.deps.orders.orderOfItem(orderItemId);
    if (orderId === undefined) throw notFound('id');
    const storageKey = await this.deps.documents.save(orderId, file.content, checked.extension);
    try {
      return await write(async (trx) => {
        const delivered = await this.deps.orders.deliverItem(
          trx,
          {
            orderItemId,
            storageKey,
            fileName: checked.fileName,
            mimeType: checked.mimeType,
            sizeBytes: file.content.length,
          },
          call.manager.id,
        );
        await this.audited(trx, call, delivered, {
          order_item_id: orderItemId,
          document_id: delivered.documentId,
          file_name: checked.fileName,
          size_bytes: file.content.length,
        });
        return {
          orderId: delivered.orderId,
          completed: delivered.completed,
          document: {
            id: delivered.documentId,
            order_item_id: orderItemId,
            file_name: checked.fileName,
            mime_type: checked.mimeType,
            size_bytes: file.content.length,
          },
        };
      });
    } catch (error) {
      await this.deps.documents.discard(storageKey);
      throw error;
    }
  }

  /** The write's audit row, in its transaction; a request that changed nothing leaves none. */
  private async audited(
    trx: Kysely<Database>,
    call: ManagerCall,
    change: OrderChange,
    details?: Record<string, unknown>,
  ): Promise<void> {
    if (!change.changed) return;
    await this.deps.audit.recordManagerWrite(trx, {
      managerId: call.manager.id,
      action: call.action,
      entity: 'customer_order',
      entityId: change.orderId,
      ip: call.ip,
      before: change.before,
      after: change.after,
      ...(details && { details }),
    });
  }
}
