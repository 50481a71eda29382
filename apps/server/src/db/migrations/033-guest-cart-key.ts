import { type Kysely, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * A guest cart's secret (ADR 055): `cart.guest_key_hash` is the SHA-256 (hex) of the random key
 * the browser got with the cart's first line; held item ids reach only the lines of the guest cart
 * whose key is sent. The raw key is never stored. A customer's cart has none (it is found by the
 * session).
 *
 * Guest carts made before this migration have no key, so no request reaches them any more: their
 * lines stay until the purge of carts untouched for 30 days takes them.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('cart').addColumn('guest_key_hash', 'text').execute();
  await db.schema
    .createIndex('cart_guest_key_hash_idx')
    .on('cart')
    .column('guest_key_hash')
    .unique()
    .where(sql.ref('guest_key_hash'), 'is not', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('cart_guest_key_hash_idx').ifExists().execute();
  await db.schema.alterTable('cart').dropColumn('guest_key_hash').execute();
}
