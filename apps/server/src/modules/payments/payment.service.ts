import { randomBytes, randomUUID } from 'node:crypto';
import type { PaymentForm, orderPayment, RefundReasonKey } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { PaymentConfig } from '../../config/env.js';
import type { Database } from '../../db/schema.js';
import { runInTransaction, type Write } from '../../db/transaction.js';
import {
  ConcurrentUpdate,
  forbidden,
  invalid,
  notFound,
  type Refusal,
  tooManyRequests,
  unavailable,
} from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { ShopEvents } from '../../lib/shop-events.js';
import { type MailService, refundDueMail } from '../mail/mail.service.js';
import type { OrderService, PayableOrder } from '../orders/order.service.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import type { SecretService } from '../secrets/secret.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { UserService } from '../users/user.service.js';
import {
  type IncomingNotification,
  NotificationRefused,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderAnswer,
  type ProviderName,
  type ProviderState,
  ProviderUnavailable,
  type RefusalReason,
  type VerifiedNotification,
} from './payment-provider.js';
import * as repository from './payment.repository.js';
import { RobokassaProvider } from './robokassa.provider.js';
import { type SandboxEvent, SandboxProvider } from './sandbox.provider.js';
import { YooKassaProvider } from './yookassa.provider.js';

export type OrderPayment = z.infer<typeof orderPayment>;

/** The name the sandbox's generated secret is kept under in `app_secret`. */
export const SANDBOX_SECRET_NAME = 'payment_sandbox_hmac';

/** The provider name of a bank transfer a manager marked as arrived (no provider is asked). */
export const BANK_TRANSFER = 'bank_transfer';

/** The payment order's number a manager gave with a bank transfer. */
function referenceOf(raw: string | null): string | null {
  if (!raw) return null;
  const { reference } = JSON.parse(raw) as { reference?: unknown };
  return typeof reference === 'string' ? reference : null;
}

/** The largest part of a notification's body kept in the log. */
const STORED_BODY_CHARS = 8_000;

/**
 * Which state changes a payment may make. Late and out-of-order news changes nothing it should
 * not: a cancel or a decline after a success, a success after a refund, anything after a refund.
 * A success after a failure is taken (the provider says the money was taken after all).
 */
const TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['succeeded', 'failed', 'cancelled'],
  failed: ['succeeded'],
  cancelled: ['succeeded'],
  succeeded: ['refunded'],
  refunded: [],
};

/** How each reason a notification is refused for is answered (never a 5xx for a bad one). */
function refusalOf(reason: RefusalReason): Refusal {
  switch (reason) {
    case 'address':
    case 'signature':
      return forbidden('InvalidRequest');
    case 'unknown-payment':
      return notFound('payment');
    case 'amount':
      return invalid('FieldHasWrongValue', 'amount');
    case 'currency':
      return invalid('FieldHasWrongValue', 'currency');
    case 'provider-unavailable':
      return unavailable('PaymentProviderUnavailable');
    case 'malformed':
      return invalid('InvalidRequest');
  }
}

export interface SyncResult {
  paymentId: number;
  orderId: number;
  /** `changed`: the payment moved (and, on success, the order was marked paid once). */
  outcome: 'changed' | 'unchanged';
}

/** What the sandbox's payment page shows. */
export interface SandboxPageView {
  languageCode: string;
  texts: Record<string, string>;
  shopName: string;
  orderNumber: string;
  amountRub: number;
  status: PaymentStatus;
  /** Where the payer goes when the payment is over: the return page of its outcome (a path). */
  resultPath: string;
}

export interface PaymentServiceDeps {
  orders: OrderService;
  settings: SettingsService;
  secrets: SecretService;
  rateLimits: RateLimiter;
  /** The administrators a refund to make is mailed to, through the outbox. */
  users: UserService;
  mail: MailService;
  config: PaymentConfig;
  publicUrl: string;
  log: Logger;
  /** Told of every refused notification (the metrics). */
  events?: ShopEvents;
}

/**
 * Card payments of orders through the configured provider (ADR 029): one `payment` row per
 * attempt, one idempotent sync for every notification and every check, the order marked paid
 * exactly once in the sync's transaction, and every notification kept for the back-office.
 */
export class PaymentService {
  private readonly providers = new Map<ProviderName, PaymentProvider>();
  /** The provider new payments go through; undefined when no provider takes cards (PAYMENT_PROVIDER=none). */
  private readonly provider: PaymentProvider | undefined;
  private readonly sandbox: SandboxProvider | undefined;
  private readonly orders: OrderService;
  private readonly log: Logger;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: PaymentServiceDeps,
  ) {
    const { config } = deps;
    this.orders = deps.orders;
    this.log = deps.log;
    if (config.provider === 'sandbox') {
      let secret: Promise<string> | undefined;
      this.sandbox = new SandboxProvider(
        () =>
          config.sandboxSecret !== undefined
            ? Promise.resolve(config.sandboxSecret)
            : (secret ??= deps.secrets.shared(SANDBOX_SECRET_NAME, () =>
                randomBytes(32).toString('base64url'),
              )),
        deps.publicUrl,
      );
      this.providers.set('sandbox', this.sandbox);
    }
    // A real provider with credentials answers its notifications even when it is no longer the one
    // new payments use, so attempts made before a switch still complete.
    if (config.provider === 'yookassa' || (config.yookassa.shopId && config.yookassa.secretKey))
      this.providers.set('yookassa', new YooKassaProvider(config.yookassa));
    const robokassa = config.robokassa;
    if (config.provider === 'robokassa' || (robokassa.login && robokassa.password1 && robokassa.password2))
      this.providers.set('robokassa', new RobokassaProvider(robokassa));
    this.provider = config.provider ? this.providers.get(config.provider) : undefined;
  }

  /** The provider new payments go through (PAYMENT_PROVIDER). */
  get providerName(): ProviderName | null {
    return this.provider?.name ?? null;
  }

  /**
   * The form that takes the payer to pay the order (awaiting payment, by card). Without
   * `newAttempt` the latest pending attempt is reused: double submits and parallel calls make one
   * attempt. With it, a new attempt is made ("pay again"); parallel ones still make one.
   */
  /**
   * `write`: the call's unit of work, when a caller's call starts the attempt (pay-order): the new
   * attempt row is then written through it, audited for a manager acting as the customer.
   */
  async startPayment(
    orderId: number,
    { newAttempt, write }: { newAttempt: boolean; write?: Write },
  ): Promise<PaymentForm> {
    const order = await this.orders.orderForPayment(orderId);
    if (!order) throw notFound('order_id');
    const provider = this.provider;
    if (order.status !== 'awaiting_payment' || order.paymentMethod !== 'card' || !provider)
      throw invalid('OrderNotPayable');
    const attempt = await this.attemptFor(provider, order, newAttempt, write);
    if (attempt.payment_form !== null) return JSON.parse(attempt.payment_form) as PaymentForm;
    let created;
    try {
      // Outside any transaction: the provider's answer may take seconds.
      created = await provider.create({
        paymentId: attempt.id,
        orderId: order.id,
        orderNumber: order.number,
        amountMinor: attempt.amount_minor,
        currency: 'RUB',
        requestKey: attempt.request_key ?? attempt.idempotency_key,
        description: `${order.languageCode.startsWith('en') ? 'Order' : 'Заказ'} ${order.number}`,
        email: order.email,
        languageCode: order.languageCode,
        items: order.items,
        returnUrl: `${this.deps.publicUrl}${this.resultPath(order.id, true)}`,
        failUrl: `${this.deps.publicUrl}${this.resultPath(order.id, false)}`,
      });
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      this.log.warn(
        { orderId, paymentId: attempt.id, reason: error.message },
        'payment provider unavailable',
      );
      throw unavailable('PaymentProviderUnavailable');
    }
    const recorded = await repository.recordCreated(this.db, attempt.id, {
      providerPaymentId: created.providerPaymentId,
      paymentForm: JSON.stringify(created.form),
      at: new Date().toISOString(),
    });
    if (recorded) {
      await this.cancelEarlier(order.id, attempt.attempt);
      return created.form;
    }
    // A parallel start of this attempt recorded its payment first: everyone gets that one.
    const winner = await repository.findById(this.db, attempt.id);
    if (winner?.payment_form) return JSON.parse(winner.payment_form) as PaymentForm;
    throw new ConcurrentUpdate();
  }

  /** The latest payment attempt of the order as the contract shows it, or null. */
  async latestPayment(orderId: number, db: Kysely<Database> = this.db): Promise<OrderPayment | null> {
    const latest = await repository.latestAttempt(db, orderId);
    if (!latest) return null;
    return {
      provider: latest.provider,
      status: latest.status,
      failure: latest.failure,
      updated_at: latest.updated_at,
    };
  }

  /**
   * Marks the order's succeeded payment for refund, inside the caller's unit of work (a manager
   * cancelled the paid order): `refund_due_at` and the reason on the payment row. The provider is
   * not called: the money is returned by hand or in the provider's cabinet, and a refund it then
   * reports moves the payment to `refunded` as before. Answers the payment's id and amount, or null
   * when the order has no succeeded payment (paid by bank transfer).
   */
  async recordRefundDue(
    trx: Kysely<Database>,
    orderId: number,
    reason: string,
  ): Promise<{ paymentId: number; amountRub: number } | null> {
    const payment = await repository.markRefundDue(trx, orderId, { at: new Date().toISOString(), reason });
    if (!payment) return null;
    this.log.warn({ orderId, paymentId: payment.id }, 'paid order cancelled: a refund is due');
    return { paymentId: payment.id, amountRub: payment.amount_minor / 100 };
  }

  /**
   * A payment due for refund was returned to the payer (by hand, or in the provider's cabinet),
   * inside the caller's unit of work: it becomes refunded. NotFound for a payment of another order,
   * RefundNotDue for one not due for refund or refunded already.
   */
  async recordRefundMade(
    trx: Kysely<Database>,
    orderId: number,
    paymentId: number,
  ): Promise<{ paymentId: number; amountRub: number }> {
    const marked = await repository.markRefunded(trx, orderId, paymentId, new Date().toISOString());
    if (!marked) throw notFound('payment_id');
    if (!marked.moved) throw invalid('RefundNotDue', 'payment_id');
    return { paymentId, amountRub: marked.payment.amount_minor / 100 };
  }

  /**
   * A manager returned a payment due for refund (by hand, or in the provider's cabinet), as one unit
   * of work: the payment is refunded and the order's history keeps the refund with its reference;
   * it leaves the dashboard's refunds to make. Refused as recordRefundMade refuses.
   */
  async refundMade(
    write: Write,
    orderId: number,
    refund: { paymentId: number; reference: string },
    managerId: number,
  ): Promise<void> {
    await write(async (trx, changed) => {
      const made = await this.recordRefundMade(trx, orderId, refund.paymentId);
      await this.orders.recordRefundMade(
        trx,
        orderId,
        { payment_id: made.paymentId, amount_rub: made.amountRub, reference: refund.reference },
        managerId,
      );
      changed({
        entity: 'payment',
        id: made.paymentId,
        before: { status: 'succeeded', refund_due: true },
        after: { status: 'refunded' },
        details: { order_id: orderId, reference: refund.reference },
      });
    });
  }

  /**
   * A bank transfer a manager marked as arrived, inside the caller's unit of work: a succeeded
   * `bank_transfer` payment of the order's rouble total as its next attempt, the payment order's
   * number kept in `raw` (one transfer may pay several invoices, so it is not the provider's id).
   */
  async recordBankTransfer(
    trx: Kysely<Database>,
    values: { orderId: number; amountRub: number; paidAt: string; reference: string; managerId: number },
  ): Promise<{ paymentId: number }> {
    const latest = await repository.latestAttempt(trx, values.orderId);
    const attempt = (latest?.attempt ?? 0) + 1;
    const at = new Date().toISOString();
    const payment = await repository.insertAttempt(trx, {
      order_id: values.orderId,
      provider: BANK_TRANSFER,
      provider_payment_id: null,
      idempotency_key: `order:${values.orderId}:attempt:${attempt}`,
      attempt,
      amount_minor: values.amountRub * 100,
      currency: 'RUB',
      status: 'succeeded',
      paid_at: values.paidAt,
      raw: JSON.stringify({ reference: values.reference, recorded_by: values.managerId }),
      created_at: at,
      updated_at: at,
    });
    // The order's row is locked by the caller, so no parallel attempt can take this number.
    if (!payment) throw new ConcurrentUpdate();
    return { paymentId: payment.id };
  }

  /** Every attempt of the order, newest first, with the notifications received about it (back-office). */
  async paymentRecords(orderId: number) {
    const attempts = await repository.attemptsOf(this.db, orderId);
    const notifications = await repository.notificationsOf(
      this.db,
      attempts.map((attempt) => attempt.id),
    );
    return attempts.map((attempt) => ({
      id: attempt.id,
      attempt: attempt.attempt,
      provider: attempt.provider,
      provider_payment_id: attempt.provider_payment_id,
      status: attempt.status,
      amount_rub: Math.trunc(attempt.amount_minor / 100),
      currency: attempt.currency,
      failure: attempt.failure,
      created_at: attempt.created_at,
      updated_at: attempt.updated_at,
      paid_at: attempt.paid_at,
      refund_due_at: attempt.refund_due_at,
      refund_reason: attempt.refund_reason,
      test: attempt.test === 1,
      reference: attempt.provider === BANK_TRANSFER ? referenceOf(attempt.raw) : null,
      notifications: notifications
        .filter((notification) => notification.payment_id === attempt.id)
        .map(({ payment_id: _payment, verified, ...notification }) => ({
          ...notification,
          verified: verified === 1,
        })),
    }));
  }

  /**
   * Asks the provider for the latest attempt's state (where it can be asked) and syncs it, for the
   * return pages (then `latestPayment` tells the outcome). A provider that does not answer leaves
   * the payment as it was: its notification will come.
   */
  async checkPayment(orderId: number): Promise<void> {
    const latest = await repository.latestAttempt(this.db, orderId);
    const provider = latest && this.providers.get(latest.provider as ProviderName);
    if (latest?.status !== 'pending' || latest.provider_payment_id === null || !provider) return;
    try {
      const state = await provider.fetchState(latest.provider_payment_id);
      if (state) await this.syncPayment(provider.name, state);
    } catch (error) {
      if (error instanceof ProviderUnavailable)
        this.log.warn(
          { orderId, paymentId: latest.id, reason: error.message },
          'payment check: provider unavailable',
        );
      else if (error instanceof NotificationRefused)
        this.log.warn(
          { orderId, paymentId: latest.id, refusal: error.reason },
          'payment check: state refused',
        );
      else throw error;
    }
  }

  /**
   * The one step every notification and every check goes through, idempotent: the state must be
   * of a payment of this provider, for the order's amount in roubles; the payment's state changes
   * only as TRANSITIONS allow, and on success the order is marked paid (or, when it no longer awaits
   * payment, the payment is a refund to make: `recordUnwanted`), all in one transaction.
   * Throws NotificationRefused (unknown payment, amount, currency).
   */
  async syncPayment(providerName: ProviderName, state: ProviderState): Promise<SyncResult> {
    return runInTransaction(this.db, async (trx) => {
      const payment = await repository.findByProviderId(trx, providerName, state.providerPaymentId);
      const order = payment && (await this.orders.orderForPayment(payment.order_id, trx));
      const details = { providerPaymentId: state.providerPaymentId };
      if (!payment || !order) throw new NotificationRefused('unknown-payment', details);
      if (state.currency !== 'RUB' || payment.currency !== 'RUB')
        throw new NotificationRefused('currency', details);
      if (state.amountMinor !== payment.amount_minor || payment.amount_minor !== order.totalRub * 100)
        throw new NotificationRefused('amount', details);
      const unchanged = { paymentId: payment.id, orderId: order.id, outcome: 'unchanged' as const };
      if (!TRANSITIONS[payment.status].includes(state.status)) return unchanged;
      const at = new Date().toISOString();
      const paidAt = state.status === 'succeeded' ? (state.paidAt ?? at) : payment.paid_at;
      const moved = await repository.changeState(trx, payment.id, payment.status, {
        status: state.status,
        failure: state.failure,
        paidAt,
        raw: JSON.stringify(state),
        at,
      });
      // A parallel sync moved it first: run again and see what it did.
      if (!moved) throw new ConcurrentUpdate();
      if (state.status === 'succeeded' && !(await this.orders.markPaid(trx, order.id, paidAt!)))
        await this.recordUnwanted(trx, payment, order.id);
      // Declined: the payer hears where to pay again, once for this attempt (it fails only once), and
      // only while it is the order's way to pay (a newer attempt may be under way).
      if (state.status === 'failed' && (await repository.latestAttempt(trx, order.id))?.id === payment.id)
        await this.orders.paymentDeclined(trx, order.id);
      if (state.status === 'refunded')
        this.log.warn({ orderId: order.id, paymentId: payment.id }, 'payment refunded at the provider');
      return { ...unchanged, outcome: 'changed' as const };
    });
  }

  /**
   * A provider's notification, as the HTTP edge received it: verified by its provider, synced,
   * recorded either way. Answers what the provider expects back; a refused one throws the
   * Refusal to answer with (4xx; 503 when the provider itself cannot be asked).
   */
  async receiveNotification(
    providerName: string,
    notification: IncomingNotification,
  ): Promise<ProviderAnswer> {
    const provider = this.providers.get(providerName as ProviderName);
    if (!provider) throw notFound();
    const raw = this.storable(provider, notification.body);
    let verified: VerifiedNotification | undefined;
    try {
      verified = await provider.verifyNotification(notification);
      const result = verified.state ? await this.syncPayment(provider.name, verified.state) : undefined;
      await repository.insertNotification(this.db, {
        provider: provider.name,
        provider_payment_id: verified.providerPaymentId,
        payment_id: result?.paymentId ?? null,
        event: verified.event,
        verified: 1,
        refusal: null,
        outcome: result?.outcome ?? 'unchanged',
        remote_ip: notification.ip,
        raw,
      });
      return provider.answer(verified);
    } catch (error) {
      const reason =
        error instanceof NotificationRefused
          ? error.reason
          : error instanceof ProviderUnavailable
            ? 'provider-unavailable'
            : undefined;
      if (!reason) throw error;
      const details = error instanceof NotificationRefused ? error.details : {};
      // Forged or stray notifications are counted per network; past the limit they are no
      // longer recorded. A verified one (a wrong amount) always is.
      if (!verified && reason !== 'provider-unavailable') {
        const limit = await this.deps.rateLimits.hit('paymentRefusals', { client: notification.ip });
        if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
      }
      const providerPaymentId = verified?.providerPaymentId ?? details.providerPaymentId ?? null;
      await repository.insertNotification(this.db, {
        provider: provider.name,
        provider_payment_id: providerPaymentId?.slice(0, 200) ?? null,
        payment_id: null,
        event: (verified?.event ?? details.event)?.slice(0, 100) ?? null,
        verified: verified ? 1 : 0,
        refusal: reason,
        outcome: null,
        remote_ip: notification.ip,
        raw,
      });
      this.deps.events?.paymentNotificationRefused(provider.name, reason);
      // A sandbox payment id opens its payment page: it stays out of the logs.
      const loggedId = provider.name === 'sandbox' ? undefined : providerPaymentId;
      this.log.warn(
        { provider: provider.name, refusal: reason, providerPaymentId: loggedId, ip: notification.ip },
        'payment notification refused',
      );
      throw refusalOf(reason);
    }
  }

  /** The sandbox's payment page for a payment id; undefined when there is none (or no sandbox). */
  async sandboxPage(providerPaymentId: string): Promise<SandboxPageView | undefined> {
    if (!this.sandbox) return undefined;
    const payment = await repository.findByProviderId(this.db, 'sandbox', providerPaymentId);
    const order = payment && (await this.orders.orderForPayment(payment.order_id));
    if (!payment || !order) return undefined;
    const languageCode = await this.deps.settings.resolveLocale(order.languageCode);
    const settings = await this.deps.settings.publicSettings(languageCode);
    return {
      languageCode,
      texts: settings.translations,
      shopName: settings.settings.sitename,
      orderNumber: order.number,
      amountRub: payment.amount_minor / 100,
      status: payment.status,
      resultPath: this.resultPath(order.id, payment.status === 'succeeded'),
    };
  }

  /**
   * The signed notification the sandbox page's decision sends to the shop (as a provider would);
   * undefined when there is no such sandbox payment, null when it is no longer pending (a page
   * opened before the payment finished or was cancelled by a new attempt: a provider would refuse).
   */
  async sandboxDecision(
    providerPaymentId: string,
    decision: 'approve' | 'decline',
  ): Promise<Record<string, string> | null | undefined> {
    if (!this.sandbox) return undefined;
    const payment = await repository.findByProviderId(this.db, 'sandbox', providerPaymentId);
    if (!payment) return undefined;
    if (payment.status !== 'pending') return null;
    const event: SandboxEvent = decision === 'approve' ? 'payment.succeeded' : 'payment.declined';
    return this.sandbox.signedNotification(providerPaymentId, event, payment.amount_minor, payment.currency);
  }

  /** A sandbox notification of any event, signed: for tests of late and out-of-order news. */
  async sandboxNotification(
    providerPaymentId: string,
    event: SandboxEvent,
    amountMinor: number,
    currency = 'RUB',
  ): Promise<Record<string, string>> {
    if (!this.sandbox) throw new Error('the sandbox is not the payment provider');
    return this.sandbox.signedNotification(providerPaymentId, event, amountMinor, currency);
  }

  /** The return page of an order's payment: `/payment-success?order_id=` or `/payment-fail?...`. */
  resultPath(orderId: number, succeeded: boolean): string {
    return `/${succeeded ? 'payment-success' : 'payment-fail'}?order_id=${orderId}`;
  }

  /**
   * The order's attempt to pay with: the latest pending one of this provider unless a new one is
   * asked for, else the next. The unique idempotency key makes parallel starts agree on one row.
   */
  private async attemptFor(
    provider: PaymentProvider,
    order: PayableOrder,
    newAttempt: boolean,
    write?: Write,
  ): Promise<repository.PaymentRow> {
    for (let tries = 0; tries < 10; tries++) {
      const latest = await repository.latestAttempt(this.db, order.id);
      if (!newAttempt && latest?.status === 'pending' && latest.provider === provider.name) return latest;
      const number = (latest?.attempt ?? 0) + 1;
      const key = `order:${order.id}:attempt:${number}`;
      const values = {
        order_id: order.id,
        attempt: number,
        provider: provider.name,
        idempotency_key: key,
        request_key: randomUUID(),
        test: provider.test ? 1 : 0,
        amount_minor: order.totalRub * 100,
        currency: 'RUB',
        status: 'pending' as const,
      };
      const inserted = write
        ? await write((trx) => repository.insertAttempt(trx, values))
        : await repository.insertAttempt(this.db, values);
      if (inserted) return inserted;
      const parallel = await repository.findByIdempotencyKey(this.db, key);
      if (parallel) return parallel;
    }
    throw new ConcurrentUpdate();
  }

  /**
   * A new attempt is the order's way to pay: its earlier pending attempts are cancelled where their
   * provider allows, so an old payment page cannot take the money a second time. One the provider
   * will not cancel (or cannot be asked about now) stays pending; paid after all, it is a refund to
   * make (`recordUnwanted`).
   */
  private async cancelEarlier(orderId: number, attempt: number): Promise<void> {
    for (const earlier of await repository.pendingBefore(this.db, orderId, attempt)) {
      const provider = this.providers.get(earlier.provider as ProviderName);
      if (!provider?.cancel) continue;
      let cancelled: boolean;
      try {
        cancelled = await provider.cancel(earlier.provider_payment_id!);
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        this.log.warn(
          { orderId, paymentId: earlier.id, reason: error.message },
          'earlier payment attempt not cancelled: provider unavailable',
        );
        continue;
      }
      if (!cancelled) continue;
      const at = new Date().toISOString();
      // Conditional on pending: news of a success that came meanwhile stands.
      await repository.changeState(this.db, earlier.id, 'pending', {
        status: 'cancelled',
        failure: 'PaymentCancelled',
        paidAt: null,
        raw: JSON.stringify({ status: 'cancelled', by: 'new attempt', attempt }),
        at,
      });
    }
  }

  /**
   * Money taken for an order that no longer awaits it (paid by another attempt or a bank transfer,
   * or cancelled), inside the sync's transaction: the payment is marked refund-due with its reason,
   * the order's history says so, and every active administrator gets a mail through the outbox.
   */
  private async recordUnwanted(
    trx: Kysely<Database>,
    payment: repository.PaymentRow,
    orderId: number,
  ): Promise<void> {
    const order = await this.orders.orderForPayment(orderId, trx);
    const reason: RefundReasonKey =
      order?.status === 'cancelled' ? 'RefundPaidAfterCancel' : 'RefundPaidTwice';
    const at = new Date();
    if (!(await repository.markPaymentRefundDue(trx, payment.id, { at: at.toISOString(), reason }))) return;
    const amountRub = Math.trunc(payment.amount_minor / 100);
    await this.orders.recordRefundDue(trx, orderId, { payment_id: payment.id, amount_rub: amountRub }, null);
    this.log.warn(
      { orderId, paymentId: payment.id, orderStatus: order?.status, reason },
      'payment succeeded for an order that does not await payment: a refund is due',
    );
    const recipients = await this.deps.users.administratorEmails(trx);
    if (!recipients.length) this.log.error({ orderId }, 'a refund is due and no administrator to mail');
    for (const to of recipients)
      await this.deps.mail.enqueue(
        trx,
        refundDueMail(to, {
          reason,
          orderNumber: order?.number ?? String(orderId),
          orderUrl: `${this.deps.publicUrl}/admin/orders/${orderId}`,
          amountRub,
          provider: payment.provider,
          attempt: payment.attempt,
          // A sandbox payment id opens its payment page: it stays out of mails.
          providerPaymentId: payment.provider === 'sandbox' ? null : payment.provider_payment_id,
          test: payment.test === 1,
          at,
        }),
      );
  }

  private storable(provider: PaymentProvider, body: unknown): string | null {
    if (body === undefined || body === null) return null;
    const text = JSON.stringify(provider.storable(body)) ?? null;
    return text && text.slice(0, STORED_BODY_CHARS);
  }
}
