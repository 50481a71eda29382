import type { OrderStatusName } from '../calls/order.js';
import type { WorkingDaysAnswer } from './working-days.js';

/**
 * The day an order's documents are due, as the account and the back-office both show it. It is
 * counted from the payment in working days and set when the payment arrives, so an order awaiting
 * payment (a bank invoice not paid yet, a card not charged) has none, and a cancelled one has none
 * left. Anything else shows the day that was set.
 */
export function orderReadyDay(
  status: OrderStatusName,
  expected: { date: string | null; estimate: boolean },
): WorkingDaysAnswer | null {
  if (status === 'awaiting_payment' || status === 'cancelled' || expected.date === null) return null;
  return { date: expected.date, estimate: expected.estimate };
}
