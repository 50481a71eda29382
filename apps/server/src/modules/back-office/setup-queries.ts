import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Whether the shop sells anything: an active country with an active product. */
export async function hasCatalog(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('product')
    .innerJoin('country', 'country.id', 'product.country_id')
    .select('product.id')
    .where('product.active', '=', 1)
    .where('country.active', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether any order was ever placed (the checklist's first test order). */
export async function hasOrder(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('customer_order').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
