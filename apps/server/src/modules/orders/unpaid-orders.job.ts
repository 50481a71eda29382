import type { Logger } from '../../lib/logger.js';
import type { OrderService } from './order.service.js';

/** How often each instance looks for card orders left unpaid. */
export const UNPAID_ORDERS_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Cancels card orders still unpaid ORDER_UNPAID_CANCEL_DAYS after they were placed (issue 13,
 * part 4). Each instance runs it at start and then hourly; it keeps no state: an order changes
 * only while it awaits payment, so instances running at once, or a payment arriving at that
 * moment, cancel nothing twice and never cancel a paid order. A bank-transfer order waits for its
 * payment: a manager cancels it.
 */
export class UnpaidOrdersJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly orders: OrderService,
    private readonly days: number,
    private readonly log: Logger,
    private readonly intervalMs = UNPAID_ORDERS_INTERVAL_MS,
  ) {}

  start(): void {
    if (this.timer || this.intervalMs <= 0) return;
    this.running = this.runOnce();
    this.timer = setInterval(() => {
      this.running = this.runOnce();
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async runOnce(): Promise<void> {
    try {
      const cancelled = await this.orders.cancelUnpaid(this.days);
      if (cancelled > 0) this.log.info({ cancelled }, 'unpaid card orders cancelled');
    } catch (error) {
      this.log.error({ err: error }, 'cancelling unpaid orders failed');
    }
  }
}
