import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * The back-office's orders and fulfilment (ADR 031).
 *
 * - `order_event`: an order's history, one row per thing that happened to it (placed, paid, taken,
 *   document_uploaded, completed, cancelled, mail_resent, refund_due), with who did it (a user id;
 *   null for the system or a payment provider) and a small JSON of details.
 * - `document.replaced_at`: a delivered file that a later upload for the same item replaced. The
 *   row and its file are kept; only the newest file of an item is shown and served.
 * - `payment.refund_due_at`, `refund_reason`: a manager cancelled the paid order, so the money is to
 *   be returned; the provider is not called (a refund made there later moves the payment to
 *   `refunded` as before).
 */
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  const table = pg
    ? db.schema
        .createTable('order_event')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : db.schema.createTable('order_event').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('at', timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('actor_user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .execute();
  await db.schema
    .createIndex('order_event_order_idx')
    .on('order_event')
    .columns(['order_id', 'id'])
    .execute();

  await db.schema.alterTable('document').addColumn('replaced_at', timestamp).execute();
  await db.schema.alterTable('payment').addColumn('refund_due_at', timestamp).execute();
  await db.schema.alterTable('payment').addColumn('refund_reason', 'text').execute();
  // The back-office sorts and filters orders by these.
  await db.schema
    .createIndex('customer_order_created_idx')
    .on('customer_order')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('customer_order_expected_idx')
    .on('customer_order')
    .columns(['status', 'expected_date'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('customer_order_expected_idx').ifExists().execute();
  await db.schema.dropIndex('customer_order_created_idx').ifExists().execute();
  await db.schema.alterTable('payment').dropColumn('refund_reason').execute();
  await db.schema.alterTable('payment').dropColumn('refund_due_at').execute();
  await db.schema.alterTable('document').dropColumn('replaced_at').execute();
  await db.schema.dropTable('order_event').ifExists().execute();
}
