import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * Payments behind one provider interface (ADR 029).
 *
 * - `payment.attempt`: the attempt's number within its order; with `idempotency_key`
 *   (`order:<id>:attempt:<n>`, unique since 001) and the unique (order_id, attempt), two parallel
 *   starts of one attempt make one row.
 * - `payment.request_key`: the Idempotence-Key the provider is sent (random per attempt).
 * - `payment.failure`: why the attempt failed, as a contract message key.
 * - `payment.payment_form`: the browser's form (JSON) once the provider made it, so a double
 *   submit answers the same form.
 * - `payment.paid_at`: when the provider says the money was taken.
 * - `payment_notification`: every notification received, verified or refused (back-office).
 */
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .alterTable('payment')
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  for (const column of ['request_key', 'failure', 'payment_form'])
    await db.schema.alterTable('payment').addColumn(column, 'text').execute();
  await db.schema.alterTable('payment').addColumn('paid_at', timestamp).execute();
  await db.schema
    .createIndex('payment_order_attempt_uq')
    .on('payment')
    .columns(['order_id', 'attempt'])
    .unique()
    .execute();

  const table = pg
    ? db.schema
        .createTable('payment_notification')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : db.schema
        .createTable('payment_notification')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text')
    .addColumn('payment_id', 'integer', (c) => c.references('payment.id').onDelete('set null'))
    .addColumn('event', 'text')
    .addColumn('verified', 'smallint', (c) => c.notNull().check(sql`verified in (0, 1)`))
    .addColumn('refusal', 'text')
    .addColumn('outcome', 'text')
    .addColumn('remote_ip', 'text')
    .addColumn('raw', 'text')
    .addColumn('received_at', timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('payment_notification_payment_idx')
    .on('payment_notification')
    .columns(['payment_id', 'received_at'])
    .execute();
  await db.schema
    .createIndex('payment_notification_received_idx')
    .on('payment_notification')
    .column('received_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('payment_notification').ifExists().execute();
  await db.schema.dropIndex('payment_order_attempt_uq').ifExists().execute();
  for (const column of ['paid_at', 'payment_form', 'failure', 'request_key', 'attempt'])
    await db.schema.alterTable('payment').dropColumn(column).execute();
}
