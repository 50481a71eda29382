import { type Kysely, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * The cart calls (ADR 027).
 *
 * `cart_item.company_key` names the company an item is for: `register:<company.id>` for a company
 * of the register, `typed:<country>:<name in lower case>` for one the customer typed in (its local
 * id counts only in one browser). One cart holds a product for a company once: the unique index is
 * what keeps parallel adds and the merge at login from duplicating a line.
 *
 * `cart_updated_idx` serves the purge of guest carts nobody touched for 30 days.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('cart_item')
    .addColumn('company_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db
    .updateTable('cart_item')
    .set({
      company_key: sql`case when company_id is not null then 'register:' || company_id
        else 'typed:' || lower(company_country) || ':' || lower(company_name) end`,
    })
    .execute();
  // Lines that the new rule calls the same: the oldest stays.
  await db
    .deleteFrom('cart_item')
    .where(
      'id',
      'not in',
      db
        .selectFrom('cart_item')
        .select((eb) => eb.fn.min('id').as('id'))
        .groupBy(['cart_id', 'product_id', 'company_key']),
    )
    .execute();
  await db.schema
    .createIndex('cart_item_line_idx')
    .on('cart_item')
    .columns(['cart_id', 'product_id', 'company_key'])
    .unique()
    .execute();
  await db.schema.createIndex('cart_updated_idx').on('cart').column('updated_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('cart_updated_idx').ifExists().execute();
  await db.schema.dropIndex('cart_item_line_idx').ifExists().execute();
  await db.schema.alterTable('cart_item').dropColumn('company_key').execute();
}
