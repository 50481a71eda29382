import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

function cartItemQuery(db: Db) {
  return db
    .selectFrom('cart_item as ci')
    .innerJoin('cart as c', 'c.id', 'ci.cart_id')
    .select([
      'ci.id',
      'ci.product_id',
      'ci.price_cents',
      'ci.company_name',
      'ci.company_inn',
      'ci.company_country',
    ])
    .orderBy('ci.created_at')
    .orderBy('ci.id');
}
export type CartItemRow = Awaited<ReturnType<ReturnType<typeof cartItemQuery>['execute']>>[number];

/** A guest's items: only items of carts that belong to no user, so ids never reach another user's cart. */
export async function listGuestCartItems(db: Db, itemIds: number[]): Promise<CartItemRow[]> {
  if (itemIds.length === 0) return [];
  return cartItemQuery(db).where('ci.id', 'in', itemIds).where('c.user_id', 'is', null).execute();
}

export async function listUserCartItems(db: Db, userId: number): Promise<CartItemRow[]> {
  return cartItemQuery(db).where('c.user_id', '=', userId).execute();
}
