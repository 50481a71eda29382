import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { orderSearchText } from '../../lib/order-search.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

const BATCH = 500;

/**
 * The back-office's order search and the shipment of paper originals
 * (docs/decisions/060-order-search-and-paper-originals.md).
 *
 * - `customer_order.search_text`: the order's number, e-mail, names, phone digits, legal entity and
 *   its items' companies (name, INN, register number), normalised by `orderSearchText`; written for
 *   every order here, and by the app when an order is placed. On PostgreSQL a `pg_trgm` GIN index
 *   serves its `like '%word%'` matches; SQLite reads the column in a scan of the orders.
 * - `order_shipment`: a parcel of paper originals (carrier, tracking number, when it left, who
 *   recorded it), one per order, carrier and number; `order_item.shipment_id` names the parcel an
 *   item's original is in.
 */
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema.alterTable('customer_order').addColumn('search_text', 'text').execute();
  for (let after = 0; ;) {
    const orders = await db
      .selectFrom('customer_order')
      .select([
        'id',
        'number',
        'email',
        'first_name',
        'last_name',
        'middle_name',
        'phone',
        'yur_name',
        'yur_inn',
      ])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (orders.length === 0) break;
    const items = await db
      .selectFrom('order_item')
      .select(['order_id', 'company_name', 'company_inn', 'company_register_id'])
      .where(
        'order_id',
        'in',
        orders.map((order) => order.id),
      )
      .orderBy('id')
      .execute();
    for (const order of orders)
      await db
        .updateTable('customer_order')
        .set({
          search_text: orderSearchText(
            order,
            items.filter((item) => item.order_id === order.id),
          ),
        })
        .where('id', '=', order.id)
        .execute();
    after = orders[orders.length - 1]!.id;
  }
  if (pg)
    await sql`create index customer_order_search_trgm_idx on customer_order using gin (search_text gin_trgm_ops)`.execute(
      db,
    );

  const table = pg
    ? db.schema
        .createTable('order_shipment')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : db.schema
        .createTable('order_shipment')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('carrier', 'text', (c) => c.notNull())
    .addColumn('tracking_number', 'text', (c) => c.notNull())
    .addColumn('shipped_at', timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('actor_user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .execute();
  // One row per parcel: a repeated request (a double click) meets the row the first one wrote.
  await db.schema
    .createIndex('order_shipment_parcel_idx')
    .on('order_shipment')
    .columns(['order_id', 'carrier', 'tracking_number'])
    .unique()
    .execute();
  await db.schema
    .alterTable('order_item')
    .addColumn('shipment_id', 'integer', (c) => c.references('order_shipment.id').onDelete('set null'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('order_item').dropColumn('shipment_id').execute();
  await db.schema.dropTable('order_shipment').ifExists().execute();
  await db.schema.dropIndex('customer_order_search_trgm_idx').ifExists().execute();
  await db.schema.alterTable('customer_order').dropColumn('search_text').execute();
}
