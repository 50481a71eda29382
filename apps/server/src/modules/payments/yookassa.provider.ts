import { randomUUID } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { z } from 'zod';
import type { PaymentConfig } from '../../config/env.js';
import {
  amountText,
  type CreatedPayment,
  type IncomingNotification,
  minorFromText,
  NotificationRefused,
  type PaymentAttempt,
  type PaymentFailureKey,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderAnswer,
  type ProviderState,
  ProviderUnavailable,
  type VerifiedNotification,
} from './payment-provider.js';

type YooKassaConfig = PaymentConfig['yookassa'];

/** How long the shop waits for YooKassa's API before it answers that the provider is unavailable. */
const API_TIMEOUT_MS = 10_000;

/** The parts of YooKassa's payment object (API v3) the shop reads. */
const yookassaPayment = z.object({
  id: z.string(),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  amount: z.object({ value: z.string(), currency: z.string() }),
  confirmation: z.object({ type: z.string(), confirmation_url: z.string().optional() }).optional(),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).optional(),
  captured_at: z.string().optional(),
  refunded_amount: z.object({ value: z.string(), currency: z.string() }).optional(),
});
type YooKassaPayment = z.infer<typeof yookassaPayment>;

const notificationBody = z.object({
  type: z.literal('notification'),
  event: z.string().max(100),
  object: z.looseObject({ id: z.string(), payment_id: z.string().optional() }),
});

/** Ids as YooKassa makes them (UUID-like); anything else is not asked for. */
const PAYMENT_ID = /^[0-9A-Za-z-]{1,64}$/;

/** YooKassa's documented cancellation reasons, as the contract's failure keys. */
const DECLINED = new Set([
  '3d_secure_failed',
  'call_issuer',
  'card_expired',
  'country_forbidden',
  'fraud_suspected',
  'general_decline',
  'identification_required',
  'insufficient_funds',
  'invalid_card_number',
  'invalid_csc',
  'payment_method_limit_exceeded',
  'payment_method_restricted',
  'unsupported_mobile_operator',
]);
const EXPIRED = new Set(['expired_on_confirmation', 'expired_on_capture', 'deal_expired']);
const CANCELLED = new Set(['canceled_by_merchant', 'permission_revoked']);

function cancellation(reason: string | undefined): { status: PaymentStatus; failure: PaymentFailureKey } {
  if (reason && DECLINED.has(reason)) return { status: 'failed', failure: 'PaymentDeclined' };
  if (reason && EXPIRED.has(reason)) return { status: 'cancelled', failure: 'PaymentExpired' };
  if (reason && CANCELLED.has(reason)) return { status: 'cancelled', failure: 'PaymentCancelled' };
  return { status: 'failed', failure: 'PaymentFailed' };
}

/** An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d. */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/**
 * YooKassa, API v3 (https://yookassa.ru/developers/api). A payment is created with Basic auth and
 * an Idempotence-Key; the payer is redirected to its confirmation_url. Notifications are not
 * signed: they are accepted only from YOOKASSA_NOTIFY_IPS, and then only the payment as
 * `GET /payments/{id}` answers it is trusted.
 */
export class YooKassaProvider implements PaymentProvider {
  readonly name = 'yookassa' as const;
  readonly test = false;
  private readonly notifiers = new BlockList();

  constructor(private readonly config: YooKassaConfig) {
    for (const entry of config.notifyIps) {
      const [address = '', prefix] = entry.split('/');
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) this.notifiers.addAddress(address, family);
      else this.notifiers.addSubnet(address, Number(prefix), family);
    }
  }

  async create(attempt: PaymentAttempt): Promise<CreatedPayment> {
    const amount = { value: amountText(attempt.amountMinor), currency: attempt.currency };
    const payment = await this.request('POST', '/payments', {
      idempotenceKey: attempt.requestKey,
      body: {
        amount,
        capture: true,
        confirmation: { type: 'redirect', return_url: attempt.returnUrl },
        description: attempt.description.slice(0, 128),
        metadata: { order_id: String(attempt.orderId), payment_id: String(attempt.paymentId) },
        receipt: {
          customer: { email: attempt.email },
          items: attempt.items.map((item) => ({
            description: item.description.slice(0, 128),
            quantity: '1.00',
            amount: { value: amountText(item.amountRub * 100), currency: attempt.currency },
            vat_code: this.config.vatCode,
            payment_subject: 'service',
            payment_mode: 'full_payment',
          })),
        },
      },
    });
    if (!payment) throw new ProviderUnavailable('YooKassa did not create the payment');
    const url = payment.confirmation?.confirmation_url;
    if (!url || !URL.canParse(url)) throw new ProviderUnavailable('YooKassa answered no confirmation_url');
    // A GET form replaces the action's query with its fields: the query travels as fields.
    const confirmation = new URL(url);
    const fields = Object.fromEntries(confirmation.searchParams);
    confirmation.search = '';
    return {
      providerPaymentId: payment.id,
      form: { provider: this.name, action: confirmation.toString(), method: 'GET', fields },
    };
  }

  async verifyNotification({ body, ip }: IncomingNotification): Promise<VerifiedNotification> {
    const parsed = notificationBody.safeParse(body);
    const id = parsed.data?.object.payment_id ?? parsed.data?.object.id;
    const details = { providerPaymentId: id, event: parsed.data?.event };
    if (!this.acceptsFrom(ip)) throw new NotificationRefused('address', details);
    if (!parsed.success || !id || !PAYMENT_ID.test(id)) throw new NotificationRefused('malformed', details);
    const state = await this.fetchState(id);
    if (!state) throw new NotificationRefused('unknown-payment', details);
    return { providerPaymentId: id, event: parsed.data.event, state };
  }

  async fetchState(providerPaymentId: string): Promise<ProviderState | undefined> {
    if (!PAYMENT_ID.test(providerPaymentId)) return undefined;
    const payment = await this.request('GET', `/payments/${providerPaymentId}`);
    return payment && this.stateOf(payment);
  }

  /**
   * YooKassa cancels only a payment that waits for capture (`POST /payments/{id}/cancel`); the
   * shop's payments are one-stage (`capture: true`), so a pending one cannot be cancelled and stays
   * payable until it expires: false, and a late success is then a refund to make.
   */
  async cancel(providerPaymentId: string): Promise<boolean> {
    if (!PAYMENT_ID.test(providerPaymentId)) return false;
    const payment = await this.request('GET', `/payments/${providerPaymentId}`);
    if (payment?.status === 'canceled') return true;
    if (payment?.status !== 'waiting_for_capture') return false;
    const cancelled = await this.request('POST', `/payments/${providerPaymentId}/cancel`, {
      idempotenceKey: randomUUID(),
      body: {},
    });
    return cancelled?.status === 'canceled';
  }

  answer(): ProviderAnswer {
    return { contentType: 'application/json', body: '{"ok":true}' };
  }

  storable(body: unknown): unknown {
    return body;
  }

  /** Whether a notification from `ip` may be YooKassa's (its published ranges, configurable). */
  acceptsFrom(ip: string): boolean {
    const address = plainAddress(ip);
    const family = isIP(address);
    if (family === 0) return false;
    return this.notifiers.check(address, family === 6 ? 'ipv6' : 'ipv4');
  }

  private stateOf(payment: YooKassaPayment): ProviderState {
    const amountMinor = minorFromText(payment.amount.value) ?? -1;
    const base = { providerPaymentId: payment.id, amountMinor, currency: payment.amount.currency };
    switch (payment.status) {
      case 'succeeded': {
        const refunded = minorFromText(payment.refunded_amount?.value ?? '0');
        return {
          ...base,
          status:
            refunded !== undefined && refunded > 0 && refunded >= amountMinor ? 'refunded' : 'succeeded',
          failure: null,
          paidAt:
            payment.captured_at && !Number.isNaN(Date.parse(payment.captured_at))
              ? payment.captured_at
              : undefined,
        };
      }
      case 'canceled':
        return { ...base, ...cancellation(payment.cancellation_details?.reason) };
      default:
        return { ...base, status: 'pending', failure: null };
    }
  }

  /** One API call; undefined for a 404; ProviderUnavailable when YooKassa cannot be used now. */
  private async request(
    method: 'GET' | 'POST',
    path: string,
    options: { idempotenceKey?: string; body?: unknown } = {},
  ): Promise<YooKassaPayment | undefined> {
    const { shopId, secretKey } = this.config;
    // loadConfig refuses to start without them when YooKassa is the provider.
    if (!shopId || !secretKey) throw new Error('YooKassa is not configured');
    let response: Response;
    try {
      response = await fetch(`${this.config.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`,
          ...(options.idempotenceKey && { 'idempotence-key': options.idempotenceKey }),
          ...(options.body !== undefined && { 'content-type': 'application/json' }),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      throw new ProviderUnavailable(`YooKassa ${method} ${path}: ${(error as Error).name}`);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) {
      // YooKassa's error answer names the problem (type, code, parameter), never the credentials.
      const text = (await response.text()).slice(0, 500);
      throw new ProviderUnavailable(`YooKassa ${method} ${path} answered ${response.status}: ${text}`);
    }
    const parsed = yookassaPayment.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new ProviderUnavailable(`YooKassa ${method} ${path}: unexpected answer`);
    return parsed.data;
  }
}
