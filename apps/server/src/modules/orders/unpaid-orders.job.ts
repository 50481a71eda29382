import { IntervalJob } from '../../lib/interval-job.js';
import type { Logger } from '../../lib/logger.js';
import type { OrderService } from './order.service.js';

/** How often each instance looks for card orders left unpaid. */
export const UNPAID_ORDERS_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Cancels card orders still unpaid ORDER_UNPAID_CANCEL_DAYS after they were placed, at start and then hourly on every instance. An order changes only while it awaits
 * payment, so instances running at once, or a payment arriving at that moment, cancel nothing
 * twice and never cancel a paid order. A bank-transfer order waits for its payment: a manager
 * cancels it.
 */
export function unpaidOrdersJob(orders: OrderService, days: number, log: Logger): IntervalJob {
  return new IntervalJob(
    'unpaid card orders cancelled',
    () => orders.cancelUnpaid(days),
    log,
    UNPAID_ORDERS_INTERVAL_MS,
  );
}
