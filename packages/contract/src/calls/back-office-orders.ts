import { z } from 'zod';
import {
  authKeyField,
  checkedText,
  formFlag,
  formId,
  LIMITS,
  listAnswer,
  optionalFormId,
  optionalText,
  pageQuery,
  pageSizeField,
  requiredText,
} from '../common.js';
import { paymentMethodIds } from '../entities.js';
import { routes } from '../routes.js';
import { defineCall } from './define.js';
import { orderDelivery, orderStatuses, paymentStatuses } from './order.js';
import { orderShipment } from './shipment.js';

/**
 * The back-office's orders and fulfilment (docs/decisions/031-back-office-orders.md).
 * Every call is a manager's or an administrator's in their own login session (`access: 'manager'`);
 * every write is audited with the values before and after and leaves an event in the order's
 * history. Refusals: 400 OrderNotPaid, OrderAlreadyCompleted, OrderCancelled, DocumentTypeNotAllowed,
 * 413 DocumentTooLarge, 404 NotFound for an unknown order or item.
 */

/** How the orders list can be sorted. `number` sorts by the order's id (numbers are the padded id). */
export const adminOrderSorts = ['created', 'number', 'total', 'status', 'expected_date'] as const;

/** What happened to an order, in its history. */
export const orderEventKinds = [
  'placed',
  'paid',
  'taken',
  'document_uploaded',
  'completed',
  'cancelled',
  'mail_resent',
  'refund_due',
  'refund_made',
  'shipped',
] as const;

/**
 * Why the shop itself marked a payment refund-due, as message keys: it succeeded for an order paid
 * already (by another attempt or a transfer), or for an order cancelled before the money came.
 */
export const refundReasonKeys = ['RefundPaidTwice', 'RefundPaidAfterCancel'] as const;
export type RefundReasonKey = (typeof refundReasonKeys)[number];

/** The order's mails a manager can send again. */
export const resendableOrderMails = ['order_placed', 'payment_received', 'documents_ready'] as const;

const dayPattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A calendar day, 'YYYY-MM-DD' (a day in Moscow when it bounds a moment). */
const dayField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  checkedText(z.string().regex(dayPattern)).optional(),
);

/** An order as every back-office list names it: the customer's page and the orders list. */
export const adminOrderSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(orderStatuses),
  created_at: z.string(),
  total_eur: z.number().nonnegative(),
  total_rub: z.number().int().nonnegative(),
});

/** The search and filters of the orders list; every field may be left out. */
export const adminOrdersCall = defineCall(routes.adminOrders, {
  body: z.object({
    auth_key: authKeyField,
    pagesize: pageSizeField,
    sort: z.enum(adminOrderSorts).default('created'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    status: z.enum(orderStatuses).optional(),
    /** Placed on or after this day, on or before `created_to` (days in Moscow). */
    created_from: dayField,
    created_to: dayField,
    payment_method: z.enum(paymentMethodIds).optional(),
    /** 1: only orders paid or in work whose expected day has passed. */
    overdue: formFlag.optional(),
    /** 1: only orders waiting for fulfilment (paid or in work), as the dashboard counts them. */
    awaiting: formFlag.optional(),
    /**
     * An order number (`RD-000042` or `42`); else words found in any order and case (ё as е) in the
     * e-mail, the buyer's names, the legal entity's name and INN, an item's company name, INN or
     * register number; a phone by its digits (`+7 916 123-45-67`, `89161234567`, `9161234567`).
     */
    q: optionalText(LIMITS.shortText),
    /** Only the orders of this customer's account (the customer page's "all orders"). */
    customer_id: optionalFormId,
  }),
  query: z.object({ page: pageQuery }),
  answer: z.object({
    orders: listAnswer(
      adminOrderSummary.extend({
        paid_at: z.string().nullable(),
        customer: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
        yur_name: z.string().nullable(),
        yur_inn: z.string().nullable(),
        payment_method: z.enum(paymentMethodIds),
        /** Set when the order is paid (YYYY-MM-DD). */
        expected_date: z.string().nullable(),
        /** Paid or in work, and the expected day (Moscow) has passed. */
        overdue: z.boolean(),
        items_count: z.number().int().nonnegative(),
        /** Items whose document is uploaded. */
        items_delivered: z.number().int().nonnegative(),
        /** Every item has its scan and a paper original is still to be shipped. */
        awaiting_shipment: z.boolean(),
      }),
    ),
  }),
});

/** A delivered file as the back-office lists it; `current` is false once a later upload replaced it. */
const adminDeliveredFile = z.object({
  id: z.number().int(),
  file_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int().nonnegative(),
  uploaded_at: z.string(),
  current: z.boolean(),
});

/** One order with everything a manager fulfils it by. */
export const adminOrderDetail = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(orderStatuses),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  language: z.string(),
  payment_method: z.enum(paymentMethodIds),
  total_eur: z.number().nonnegative(),
  total_rub: z.number().int().nonnegative(),
  ruble_course: z.string(),
  ruble_course_date: z.string(),
  expected_date: z.string().nullable(),
  expected_date_estimate: z.boolean(),
  overdue: z.boolean(),
  duration_days: z.number().int().nonnegative(),
  comment: z.string().nullable(),
  /** The checkout's buyer: the account's id, and the names, e-mail and phone given with the order. */
  customer: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
  }),
  /** The legal entity as the order was placed (name and INN), with its requisites when it was chosen from the account. */
  legal_entity: z.object({
    name: z.string().nullable(),
    inn: z.string().nullable(),
    /** The payer's country (ISO code) when it is not Russia: `inn` is then its own tax id. */
    country: z.string().nullable(),
    requisites: z
      .object({
        id: z.number().int(),
        ogrn: z.string().nullable(),
        kpp: z.string().nullable(),
        address: z.string().nullable(),
        bank: z.string().nullable(),
        bik: z.string().nullable(),
        account: z.string().nullable(),
      })
      .nullable(),
  }),
  delivery: orderDelivery.nullable(),
  items: z.array(
    z.object({
      id: z.number().int(),
      product_id: z.number().int(),
      product_name: z.string(),
      company_name: z.string(),
      company_inn: z.string(),
      company_country: z.string(),
      company_register_id: z.string().nullable(),
      company_address: z.string(),
      price_eur: z.number().nonnegative(),
      price_rub: z.number().int().nonnegative(),
      duration_from: z.number().int(),
      duration_to: z.number().int(),
      delivery: z.boolean(),
      status: z.enum(['pending', 'in_progress', 'fulfilled', 'cancelled']),
      fulfilled_at: z.string().nullable(),
      /** Every file uploaded for the item, newest first; the first `current` one is what the customer gets. */
      documents: z.array(adminDeliveredFile),
      /** The shipment its paper original left with (`delivery` items only); null until then. */
      shipment_id: z.number().int().nullable(),
    }),
  ),
  /** Every item has its scan and a paper original is still to be shipped: the order waits for it. */
  awaiting_shipment: z.boolean(),
  /** The parcels the paper originals left in, oldest first. */
  shipments: z.array(orderShipment),
  /** Its invoice and, once completed, its act. */
  documents: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(['act', 'invoice']),
      number: z.string(),
      issued_at: z.string(),
    }),
  ),
  /** Every payment attempt, newest first, with the provider's notifications about it. */
  payments: z.array(
    z.object({
      id: z.number().int(),
      attempt: z.number().int(),
      provider: z.string(),
      provider_payment_id: z.string().nullable(),
      status: z.enum(paymentStatuses),
      amount_rub: z.number().int().nonnegative(),
      currency: z.string(),
      failure: z.string().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
      paid_at: z.string().nullable(),
      refund_due_at: z.string().nullable(),
      /** The manager's words when they cancelled the paid order, or a message key (`refundReasonKeys`). */
      refund_reason: z.string().nullable(),
      /** Made through a provider that takes no money (the sandbox, Robokassa's test mode). */
      test: z.boolean(),
      /** A bank transfer marked by a manager: the payment order's number. */
      reference: z.string().nullable(),
      notifications: z.array(
        z.object({
          id: z.number().int(),
          received_at: z.string(),
          event: z.string().nullable(),
          verified: z.boolean(),
          refusal: z.string().nullable(),
          outcome: z.string().nullable(),
          remote_ip: z.string().nullable(),
        }),
      ),
    }),
  ),
  /** The order's mails in the outbox, newest first. */
  mails: z.array(
    z.object({
      id: z.number().int(),
      template: z.string(),
      /** The recipient. */
      to: z.string(),
      subject: z.string(),
      status: z.enum(['pending', 'sending', 'sent', 'failed']),
      attempts: z.number().int(),
      created_at: z.string(),
      sent_at: z.string().nullable(),
      last_error: z.string().nullable(),
    }),
  ),
  /** What happened to the order, oldest first; `actor` null for the system or a payment provider. */
  history: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      kind: z.enum(orderEventKinds),
      actor: z.object({ id: z.number().int(), email: z.string().nullable() }).nullable(),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

const orderAnswer = z.object({ order: adminOrderDetail });
const orderIdQuery = z.object({ id: formId });

export const adminOrderCall = defineCall(routes.adminOrder, {
  body: z.object({ auth_key: authKeyField }),
  query: orderIdQuery,
  answer: orderAnswer,
});

/** Paid -> in work. Taking an order already in work changes nothing; an unpaid one is OrderNotPaid. */
export const adminOrderTakeCall = defineCall(routes.adminOrderTake, {
  body: z.object({ auth_key: authKeyField }),
  query: orderIdQuery,
  answer: orderAnswer,
});

/**
 * Cancels the order with the manager's reason; a paid one gets its payment marked for refund (the
 * provider is not called). A completed order is OrderAlreadyCompleted; a cancelled one stays as it is.
 */
export const adminOrderCancelCall = defineCall(routes.adminOrderCancel, {
  body: z.object({ auth_key: authKeyField, reason: requiredText(1_000) }),
  query: orderIdQuery,
  answer: orderAnswer,
});

/** Queues one of the order's mails again, in the order's language, to the order's e-mail. */
export const adminOrderResendMailCall = defineCall(routes.adminOrderResendMail, {
  body: z.object({ auth_key: authKeyField, mail: z.enum(resendableOrderMails) }),
  query: orderIdQuery,
  answer: orderAnswer,
});

/**
 * The delivered document of one order item (`?id=` the item's id), sent as multipart/form-data with
 * `auth_key` before the `file` part (a file sent before the key is not read). PDF, DOC, DOCX, XLS,
 * XLSX, ODT, RTF, JPEG or PNG by content, at most DOCUMENT_MAX_BYTES (413 DocumentTooLarge). When
 * every item has its document the order completes: the act is issued and the documents-ready mail
 * queued. The file itself is not in this schema: the server reads it from the multipart body.
 */
export const adminOrderUploadCall = defineCall(routes.adminOrderUpload, {
  body: z.object({ auth_key: authKeyField }),
  query: z.object({ id: formId }),
  answer: z.object({
    document: z.object({
      id: z.number().int(),
      order_item_id: z.number().int(),
      file_name: z.string(),
      mime_type: z.string(),
      size_bytes: z.number().int().nonnegative(),
    }),
    /** The order completed with this upload. */
    completed: z.boolean(),
    order: adminOrderDetail,
  }),
});

/**
 * One of an order's documents as a download (`?id=` the document's id): a delivered file (current
 * or replaced) as uploaded, the act or the invoice as a PDF in the order's language. 404 for an
 * unknown id or a file missing from storage.
 */
export const adminOrderDocumentCall = defineCall(routes.adminOrderDocument, {
  body: z.object({ auth_key: authKeyField }),
  query: z.object({ id: formId }),
  answer: z.unknown(),
});

/**
 * A bank transfer for an invoice order arrived: awaiting payment -> paid as a provider's payment
 * makes it (the expected day, the payment-received mail), with a `bank_transfer` payment record of
 * the order's rouble total, the day it was paid and the payment order's number. An order paid
 * already is answered unchanged (a double click, a retry); a card order is OrderNotBankTransfer, a
 * cancelled one OrderCancelled; a day in the future or before the order PaymentDayInvalid.
 */
export const adminOrderMarkPaidCall = defineCall(routes.adminOrderMarkPaid, {
  body: z.object({
    auth_key: authKeyField,
    /** The day the money arrived (YYYY-MM-DD, Moscow). */
    paid_on: checkedText(z.string().trim().regex(dayPattern)),
    reference: requiredText(64),
  }),
  query: orderIdQuery,
  answer: orderAnswer,
});

/**
 * A payment due for refund was returned (by hand, or in the provider's cabinet): the payment becomes
 * refunded and leaves the refunds to make, with the refund's reference in the order's history. A
 * payment of the order that is not due for refund (or is refunded already) answers 400 RefundNotDue,
 * another order's 404.
 */
export const adminOrderRefundMadeCall = defineCall(routes.adminOrderRefundMade, {
  body: z.object({
    auth_key: authKeyField,
    payment_id: formId,
    /** The refund's operation or payment order number. */
    reference: requiredText(64),
  }),
  query: orderIdQuery,
  answer: orderAnswer,
});
