import { createHmac, randomBytes } from 'node:crypto';
import {
  amountText,
  type CreatedPayment,
  field,
  type IncomingNotification,
  minorFromText,
  NotificationRefused,
  type PaymentAttempt,
  type PaymentFailureKey,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderAnswer,
  sameText,
  type VerifiedNotification,
} from './payment-provider.js';

/** The sandbox's events and the states they stand for. The page sends the first two. */
const EVENTS: Record<string, { status: PaymentStatus; failure: PaymentFailureKey | null }> = {
  'payment.succeeded': { status: 'succeeded', failure: null },
  'payment.declined': { status: 'failed', failure: 'PaymentDeclined' },
  'payment.canceled': { status: 'cancelled', failure: 'PaymentCancelled' },
  'payment.refunded': { status: 'refunded', failure: null },
};
export type SandboxEvent = keyof typeof EVENTS;

/** The signed fields of a sandbox notification, in the order they are signed. */
const SIGNED = ['payment', 'event', 'amount', 'currency', 'sent_at'] as const;
type SignedFields = Record<(typeof SIGNED)[number], string>;

/**
 * The sandbox provider (the default): the shop itself plays the provider. Its payment page
 * (GET /pay/sandbox?payment=<id>) lets the payer approve or decline; the decision becomes a
 * notification signed with HMAC-SHA256 and posted to /api/payments/sandbox/notify, which
 * verifies it like any provider's. The payment id is 192 random bits: the page is reached only
 * by whoever was sent to it.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly test = true;

  constructor(
    /** PAYMENT_SANDBOX_SECRET, else one generated once and kept in the database. */
    private readonly secret: () => Promise<string>,
    private readonly publicUrl: string,
  ) {}

  async create(_attempt: PaymentAttempt): Promise<CreatedPayment> {
    const providerPaymentId = randomBytes(24).toString('base64url');
    return {
      providerPaymentId,
      form: {
        provider: this.name,
        action: `${this.publicUrl}/pay/sandbox`,
        method: 'GET',
        fields: { payment: providerPaymentId },
      },
    };
  }

  /** The notification the payment page's decision sends, signed. */
  async signedNotification(
    providerPaymentId: string,
    event: SandboxEvent,
    amountMinor: number,
    currency: string,
    sentAt = new Date().toISOString(),
  ): Promise<Record<string, string>> {
    const fields: SignedFields = {
      payment: providerPaymentId,
      event,
      amount: amountText(amountMinor),
      currency,
      sent_at: sentAt,
    };
    return { ...fields, signature: await this.signature(fields) };
  }

  async verifyNotification({ body }: IncomingNotification): Promise<VerifiedNotification> {
    const values = Object.fromEntries(SIGNED.map((name) => [name, field(body, name)]));
    const providerPaymentId = values.payment;
    const event = values.event;
    const signature = field(body, 'signature');
    if (SIGNED.some((name) => !values[name]))
      throw new NotificationRefused('malformed', { providerPaymentId, event });
    if (!signature) throw new NotificationRefused('signature', { providerPaymentId, event });
    const expected = await this.signature(values as SignedFields);
    if (!sameText(signature.toLowerCase(), expected))
      throw new NotificationRefused('signature', { providerPaymentId, event });
    const meaning = EVENTS[event!];
    const amountMinor = minorFromText(values.amount);
    if (!meaning || amountMinor === undefined)
      throw new NotificationRefused('malformed', { providerPaymentId, event });
    const sentAt = Date.parse(values.sent_at!);
    return {
      providerPaymentId: providerPaymentId!,
      event: event!,
      state: {
        providerPaymentId: providerPaymentId!,
        status: meaning.status,
        failure: meaning.failure,
        amountMinor,
        currency: values.currency!,
        paidAt: Number.isNaN(sentAt) ? undefined : new Date(sentAt).toISOString(),
      },
    };
  }

  /**
   * A pending sandbox payment can always be cancelled: the shop plays the provider, and its page
   * offers the decision only while the payment row is pending.
   */
  async cancel(): Promise<boolean> {
    return true;
  }

  /** The sandbox keeps no state of its own: its notifications are the only word on a payment. */
  async fetchState(): Promise<undefined> {
    return undefined;
  }

  answer(): ProviderAnswer {
    return { contentType: 'application/json', body: '{"ok":true}' };
  }

  storable(body: unknown): unknown {
    if (body === null || typeof body !== 'object') return body;
    const { signature: _signature, ...rest } = body as Record<string, unknown>;
    return rest;
  }

  private async signature(fields: SignedFields): Promise<string> {
    return createHmac('sha256', await this.secret())
      .update(JSON.stringify(SIGNED.map((name) => fields[name])))
      .digest('hex');
  }
}
