import {
  euroFromCents,
  LIMITS,
  type OrderLine,
  type OrderStatusName,
  type orderLineStatuses,
  rublePrice,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database, OrderItemStatus, OrderStatus } from '../../db/schema.js';
import { LegalEntityService } from '../legal-entities/legal-entity.service.js';
import { customerOf } from './accounting-pdf.js';
import * as repository from './order.repository.js';

export interface NewOrderItem {
  productId: number;
  productName: string;
  priceCents: number;
  durationFrom: number;
  durationTo: number;
  delivery: boolean;
  company: { name: string; inn: string; country: string; registerId?: string | null };
}

export interface NewOrder {
  userId: number;
  legalEntityId: number | null;
  rubleCourse: string;
  languageCode: string;
  paymentMethod: string;
  customer: { firstName: string; email: string; yurName?: string | null; yurInn?: string | null };
  items: NewOrderItem[];
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
export class OrderService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly legalEntities = new LegalEntityService(db),
  ) {}

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
    return this.db.transaction().execute(async (trx) => {
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
        email: order.customer.email,
        yur_name: order.customer.yurName ?? null,
        yur_inn: order.customer.yurInn ?? null,
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
          company_id: null,
          company_register_id: item.company.registerId ?? null,
          company_name: item.company.name,
          company_inn: item.company.inn,
          company_country: item.company.country,
          company_status: '',
          company_type: '',
          company_address: '',
        })),
      );
      const invoiceId = await this.issueDocument(trx, { ...stored, number }, 'invoice', stored.created_at);
      return { orderId: stored.id, number, itemIds: items.map((item) => item.id), invoiceId };
    });
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
      return this.issueDocument(trx, order, 'act', at);
    });
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
      expected_date: row.expected_date ?? '',
      expected_date_estimate: row.expected_date_estimate === 1,
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
