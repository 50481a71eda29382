import { createHash } from 'node:crypto';
import type { PaymentConfig } from '../../config/env.js';
import {
  amountText,
  type CreatedPayment,
  field,
  type IncomingNotification,
  minorFromText,
  NotificationRefused,
  type PaymentAttempt,
  type PaymentProvider,
  type ProviderAnswer,
  sameText,
  type VerifiedNotification,
} from './payment-provider.js';

type RobokassaConfig = PaymentConfig['robokassa'];
export type RobokassaHash = RobokassaConfig['hash'];

/** Robokassa's SignatureValue: the hex digest of the parts joined by ':' (lower case). */
export function robokassaSignature(parts: string[], hash: RobokassaHash): string {
  return createHash(hash).update(parts.join(':'), 'utf8').digest('hex');
}

/** The `Shp_` parameters of a body as `Shp_a=1` parts, sorted by name as Robokassa signs them. */
function shopParameters(fields: Record<string, string>): string[] {
  return Object.keys(fields)
    .filter((name) => /^shp_/i.test(name))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => `${name}=${fields[name]}`);
}

/**
 * Robokassa: the payer's browser posts a signed form to Robokassa; Robokassa then calls the
 * ResultURL (POST /api/payments/robokassa/result), signed with Password2, and expects `OK{InvId}`.
 * InvId is our payment row's id; `Shp_order` carries the order's id there and back. SuccessURL and
 * FailURL are only pages the payer returns to: they never mark anything paid.
 */
export class RobokassaProvider implements PaymentProvider {
  readonly name = 'robokassa' as const;
  /** ROBOKASSA_TEST: Robokassa's test mode takes no money. Robokassa has no API to cancel a payment. */
  readonly test: boolean;

  constructor(private readonly config: RobokassaConfig) {
    this.test = config.isTest;
  }

  async create(attempt: PaymentAttempt): Promise<CreatedPayment> {
    const { login, password1 } = this.required();
    const shop = { Shp_order: String(attempt.orderId) };
    const outSum = amountText(attempt.amountMinor);
    const invId = String(attempt.paymentId);
    const fields: Record<string, string> = {
      MerchantLogin: login,
      OutSum: outSum,
      InvId: invId,
      Description: attempt.description.slice(0, 100),
      SignatureValue: robokassaSignature(
        [login, outSum, invId, password1, ...shopParameters(shop)],
        this.config.hash,
      ),
      Culture: attempt.languageCode.toLowerCase().startsWith('en') ? 'en' : 'ru',
      Email: attempt.email,
      ...(this.config.isTest && { IsTest: '1' }),
      ...shop,
    };
    return {
      providerPaymentId: invId,
      form: { provider: this.name, action: this.config.url, method: 'POST', fields },
    };
  }

  async verifyNotification({ body }: IncomingNotification): Promise<VerifiedNotification> {
    const fields: Record<string, string> = {};
    if (body !== null && typeof body === 'object')
      for (const [name, value] of Object.entries(body as Record<string, unknown>))
        if (typeof value === 'string') fields[name] = value;
    const outSum = field(fields, 'OutSum');
    const invId = field(fields, 'InvId');
    const signature = field(fields, 'SignatureValue');
    const details = { providerPaymentId: invId, event: 'result' };
    if (!outSum || !invId || !/^\d{1,15}$/.test(invId)) throw new NotificationRefused('malformed', details);
    if (!signature) throw new NotificationRefused('signature', details);
    const expected = robokassaSignature(
      [outSum, invId, this.required().password2, ...shopParameters(fields)],
      this.config.hash,
    );
    if (!sameText(signature.toLowerCase(), expected)) throw new NotificationRefused('signature', details);
    const amountMinor = minorFromText(outSum);
    if (amountMinor === undefined) throw new NotificationRefused('malformed', details);
    // Robokassa calls the ResultURL only for a payment that went through.
    return {
      providerPaymentId: invId,
      event: 'result',
      state: { providerPaymentId: invId, status: 'succeeded', failure: null, amountMinor, currency: 'RUB' },
    };
  }

  /** Robokassa's word on a payment is its ResultURL call (its state API is not used). */
  async fetchState(): Promise<undefined> {
    return undefined;
  }

  answer(notification: VerifiedNotification): ProviderAnswer {
    return { contentType: 'text/plain', body: `OK${notification.providerPaymentId}` };
  }

  storable(body: unknown): unknown {
    if (body === null || typeof body !== 'object') return body;
    const { SignatureValue: _signature, ...rest } = body as Record<string, unknown>;
    return rest;
  }

  private required() {
    const { login, password1, password2 } = this.config;
    // loadConfig refuses to start without them when Robokassa is the provider.
    if (!login || !password1 || !password2) throw new Error('Robokassa is not configured');
    return { login, password1, password2 };
  }
}
