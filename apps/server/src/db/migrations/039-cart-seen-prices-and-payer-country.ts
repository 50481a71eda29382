import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * What the customer saw of a cart line's price, and where a checkout's payer is.
 *
 * - `cart_item.price_rub`: the line's rouble price when it was added (or when the customer last
 *   saw its price change), beside `price_cents`, its euro price then. A line is always priced from
 *   the catalogue at today's rate; these two tell the cart that the price or the rate has moved
 *   since, so it says so once. Null when the shop had no rate then, and for the lines added
 *   before: their rate is not known, only a change of their euro price is told.
 * - `customer_order.yur_country`, `app_user.def_your_country`: the ISO code of the payer's country
 *   when it is not Russia; its `yur_inn` is then a foreign tax id (letters allowed), which acts and
 *   invoices label as a tax number, never as an INN. Null for a Russian payer and for orders
 *   placed before.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('cart_item').addColumn('price_rub', 'integer').execute();
  await db.schema.alterTable('customer_order').addColumn('yur_country', 'text').execute();
  await db.schema.alterTable('app_user').addColumn('def_your_country', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('def_your_country').execute();
  await db.schema.alterTable('customer_order').dropColumn('yur_country').execute();
  await db.schema.alterTable('cart_item').dropColumn('price_rub').execute();
}
