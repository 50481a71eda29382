import type { RefundToMake } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The dashboard's refunds to make, a read across the payments' and the orders' tables: payments
 * marked refund-due that their provider has not reported refunded, the oldest first, and how many.
 */
export async function refundsToMake(
  db: Kysely<Database>,
  limit: number,
): Promise<{ count: number; payments: RefundToMake[] }> {
  const due = db
    .selectFrom('payment')
    .innerJoin('customer_order', 'customer_order.id', 'payment.order_id')
    .where('payment.refund_due_at', 'is not', null)
    .where('payment.status', '!=', 'refunded');
  const rows = await due
    .select([
      'payment.id as payment_id',
      'payment.order_id',
      'customer_order.number',
      'payment.amount_minor',
      'payment.refund_reason',
      'payment.refund_due_at',
      'payment.provider',
      'payment.test',
    ])
    .orderBy('payment.refund_due_at')
    .orderBy('payment.id')
    .limit(limit)
    .execute();
  const { count } = await due
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return {
    count: Number(count),
    payments: rows.map((row) => ({
      payment_id: row.payment_id,
      order_id: row.order_id,
      number: row.number,
      amount_rub: Math.trunc(row.amount_minor / 100),
      reason: row.refund_reason,
      refund_due_at: row.refund_due_at!,
      provider: row.provider,
      test: row.test === 1,
    })),
  };
}
