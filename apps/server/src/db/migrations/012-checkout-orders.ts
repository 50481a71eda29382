import { type Kysely, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * Checkout and orders (ADR 028).
 *
 * - `customer_order.idempotency_key`: a hash of who checks out and the cart lines they saw; unique,
 *   so a double click, a second tab or a retry after a timeout finds the order the first made
 *   instead of making another. Null for orders made some other way (the demo shop, a manager).
 * - `ruble_course_date`: the day of the rouble rate the order was priced at (the rate is kept
 *   already, as decimal text).
 * - `duration_days`, `expected_date`, `expected_date_estimate`: the largest working-day duration
 *   of the items, and the day the documents are expected once the order is paid (counted in
 *   Russian working days; an estimate when a year on the way has no production calendar yet).
 * - `cancel_reason`: why a cancelled order was cancelled (a manager's words, or `unpaid`).
 * - `mail_outbox.attachments`: JSON references of files rendered when the mail is sent
 *   (`[{"kind":"invoice","id":42,"language":"ru-RU"}]`), so the outbox keeps no copies of PDFs.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('customer_order').addColumn('idempotency_key', 'text').execute();
  await db.schema
    .createIndex('customer_order_idempotency_idx')
    .on('customer_order')
    .column('idempotency_key')
    .unique()
    .execute();
  await db.schema
    .alterTable('customer_order')
    .addColumn('ruble_course_date', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('customer_order')
    .addColumn('duration_days', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('customer_order').addColumn('expected_date', 'text').execute();
  await db.schema
    .alterTable('customer_order')
    .addColumn('expected_date_estimate', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('customer_order').addColumn('cancel_reason', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
  // Orders made before: their largest duration from their items.
  await db
    .updateTable('customer_order')
    .set({
      duration_days: sql`coalesce((select max(duration_to) from order_item where order_item.order_id = customer_order.id), 0)`,
    })
    .execute();
  await db.schema
    .createIndex('customer_order_status_created_idx')
    .on('customer_order')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
  await db.schema.dropIndex('customer_order_status_created_idx').ifExists().execute();
  await db.schema.dropIndex('customer_order_idempotency_idx').ifExists().execute();
  for (const column of [
    'cancel_reason',
    'expected_date_estimate',
    'expected_date',
    'duration_days',
    'ruble_course_date',
    'idempotency_key',
  ])
    await db.schema.alterTable('customer_order').dropColumn(column).execute();
}
