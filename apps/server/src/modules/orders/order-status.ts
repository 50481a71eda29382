import type { OrderStatusName } from '@storefront/contract';
import type { OrderStatus } from '../../db/schema.js';

/** The order's state as the contract names it. */
export const ORDER_STATUS: Record<OrderStatus, OrderStatusName> = {
  new: 'awaiting_payment',
  awaiting_payment: 'awaiting_payment',
  paid: 'paid',
  in_progress: 'in_progress',
  fulfilled: 'completed',
  cancelled: 'cancelled',
};

/** The database's states a contract state stands for. */
export function statusesNamed(name: OrderStatusName): OrderStatus[] {
  return (Object.keys(ORDER_STATUS) as OrderStatus[]).filter((status) => ORDER_STATUS[status] === name);
}
