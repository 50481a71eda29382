import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * Replayed checkouts and payments that take no money (ADR 056).
 *
 * - `customer_order.checkout_key_hash`: SHA-256 (hex) of the random value the browser made for
 *   its checkout page and sent with save-order. A repeated save-order signs a guest's browser in
 *   only when it sends the same value; null for orders placed before, and for clients that send
 *   none (their replays never sign in).
 * - `payment.test`: 1 for an attempt made through a provider that takes no money (the sandbox,
 *   Robokassa in its test mode). The sandbox's earlier attempts are marked too: it never took any.
 * - `payment_refund_due_idx`: the back-office dashboard lists the refunds to make; a partial index,
 *   so it holds only the few payments ever marked.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('customer_order').addColumn('checkout_key_hash', 'text').execute();
  await db.schema
    .alterTable('payment')
    .addColumn('test', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable('payment').set({ test: 1 }).where('provider', '=', 'sandbox').execute();
  await db.schema
    .createIndex('payment_refund_due_idx')
    .on('payment')
    .column('refund_due_at')
    .where('refund_due_at', 'is not', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('payment_refund_due_idx').ifExists().execute();
  await db.schema.alterTable('payment').dropColumn('test').execute();
  await db.schema.alterTable('customer_order').dropColumn('checkout_key_hash').execute();
}
