/**
 * What the shop tells its metrics as it happens. Each instance counts its own; the metrics'
 * reader adds the instances up. Implementations must not throw and must return at once.
 */
export interface ShopEvents {
  /** An order was committed (once per order, however often its checkout was sent). */
  orderPlaced(paymentMethod: string): void;
  /** An order awaiting payment became paid (by a provider's word or a manager's mark). */
  orderPaid(paymentMethod: string): void;
  /** A provider's notification was refused: forged, stray, a wrong amount, the provider unreachable. */
  paymentNotificationRefused(provider: string, reason: string): void;
  /** A security event (a refused login, a bad token...) was recorded. */
  securityEvent(action: string): void;
  /** A scheduled job ran. */
  jobRun(job: string, outcome: 'done' | 'failed'): void;
  /** The mail outbox's sender handed a mail to SMTP, or a try of it failed. */
  mailDelivery(outcome: 'sent' | 'failed'): void;
}

/** Events nobody counts: the command line, tests, a shop without metrics. */
export const noShopEvents: ShopEvents = {
  orderPlaced: () => {},
  orderPaid: () => {},
  paymentNotificationRefused: () => {},
  securityEvent: () => {},
  jobRun: () => {},
  mailDelivery: () => {},
};
