import { timingSafeEqual } from 'node:crypto';
import type { PaymentForm, paymentStatuses } from '@storefront/contract';
import type { PaymentConfig } from '../../config/env.js';

export type PaymentStatus = (typeof paymentStatuses)[number];
export type ProviderName = 'sandbox' | 'yookassa' | 'robokassa';

/**
 * The origins the payer's browser posts a payment form to, for the pages' CSP `form-action`:
 * Robokassa's form is a POST to ROBOKASSA_URL. The sandbox's page is the shop's own (its form
 * posts here and is answered with a 303 to a path of this origin) and YooKassa's page is reached
 * by navigating to it (a GET), which `form-action` does not govern: they add nothing.
 */
export function paymentFormActionOrigins(config: PaymentConfig): string[] {
  return config.provider === 'robokassa' ? [new URL(config.robokassa.url).origin] : [];
}

/** Why an attempt failed, as the contract's message keys (the payment-fail page shows them). */
export type PaymentFailureKey = 'PaymentDeclined' | 'PaymentCancelled' | 'PaymentExpired' | 'PaymentFailed';

/** One payment attempt of an order, as a provider is asked to create it. */
export interface PaymentAttempt {
  /** Our `payment` row (Robokassa's InvId). */
  paymentId: number;
  orderId: number;
  orderNumber: string;
  /** Kopecks. */
  amountMinor: number;
  currency: 'RUB';
  /** The provider's Idempotence-Key: one per attempt, so a retried create makes no second payment. */
  requestKey: string;
  description: string;
  email: string;
  languageCode: string;
  /** The 54-FZ receipt's lines (whole roubles, summing to the amount). */
  items: { description: string; amountRub: number }[];
  /** Where the payer comes back to: `${publicUrl}/payment-success?order_id=<id>`, and on failure. */
  returnUrl: string;
  failUrl: string;
}

export interface CreatedPayment {
  /** The provider's id of the payment, unique per provider. */
  providerPaymentId: string;
  form: PaymentForm;
}

/** A payment's state as the provider states it (a verified notification, or its API's answer). */
export interface ProviderState {
  providerPaymentId: string;
  status: PaymentStatus;
  /** Kopecks and the currency, as the provider says they were charged; checked against the order. */
  amountMinor: number;
  currency: string;
  failure: PaymentFailureKey | null;
  /** When the money was taken (succeeded), as the provider says; else now. */
  paidAt?: string;
}

/** A notification as the HTTP edge received it. */
export interface IncomingNotification {
  /** The parsed body (form fields or JSON). */
  body: unknown;
  /** The client's address after TRUST_PROXY's rules. */
  ip: string;
}

/** What the provider expects back for a notification it sent that was accepted. */
export interface ProviderAnswer {
  contentType: 'text/plain' | 'application/json';
  body: string;
}

/** Why a notification was refused; stored with it and mapped to a 4xx by the service. */
export type RefusalReason =
  'address' | 'signature' | 'malformed' | 'unknown-payment' | 'amount' | 'currency' | 'provider-unavailable';

export class NotificationRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly details: { providerPaymentId?: string; event?: string } = {},
  ) {
    super(`payment notification refused: ${reason}`);
    this.name = 'NotificationRefused';
  }
}

/** The provider cannot be reached or answered nonsense: try again later. */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailable';
  }
}

/** A verified notification: which payment, which event, and the state to sync. */
export interface VerifiedNotification {
  providerPaymentId: string;
  event: string;
  /** Undefined when the provider's state says nothing new (a notification about a pending one). */
  state: ProviderState | undefined;
}

/**
 * One payment provider (ADR 029). Provider HTTP calls happen outside database transactions; the
 * provider never touches the database: it turns attempts into forms and notifications into states.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Its payments take no money (the sandbox, Robokassa's test mode): the back-office marks them. */
  readonly test: boolean;
  /** Creates the payment at the provider (idempotent per `requestKey`) and the browser's form. */
  create(attempt: PaymentAttempt): Promise<CreatedPayment>;
  /**
   * Verifies a notification (signature, or address and then the provider's own API) and answers the
   * state it vouches for; throws NotificationRefused.
   */
  verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification>;
  /** The payment's state from the provider's API; undefined where the provider cannot be asked. */
  fetchState(providerPaymentId: string): Promise<ProviderState | undefined>;
  /**
   * Where the provider allows it, cancels a payment not yet paid, so that it can no longer take
   * money: true when the provider says it is cancelled, false when it cannot be (paid meanwhile,
   * or a state the provider cancels no more). Absent for providers without a cancel.
   */
  cancel?(providerPaymentId: string): Promise<boolean>;
  /** The provider's own answer to an accepted notification (Robokassa: `OK{InvId}`). */
  answer(notification: VerifiedNotification): ProviderAnswer;
  /** The notification's body as it may be stored: without signatures. */
  storable(body: unknown): unknown;
}

/** Equal texts, compared in constant time (for signatures; a length mismatch answers at once). */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Kopecks as the providers' decimal text: 123400 -> '1234.00'. */
export function amountText(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/**
 * A decimal amount text ('1234', '1234.5', '1234.000000') as kopecks, exactly (no floats);
 * undefined when it is not a non-negative amount with at most whole kopecks.
 */
export function minorFromText(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return undefined;
  const fraction = (match[2] ?? '').padEnd(6, '0');
  if (!/^\d{2}0{4}$/.test(fraction)) return undefined;
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2));
}

/** A field of a parsed form or JSON body when it is a string. */
export function field(body: unknown, name: string): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}
