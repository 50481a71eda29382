import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { FALLBACK_LANGUAGE, localized } from '../../lib/translated.js';

type Db = Kysely<Database>;

function cartItemQuery(db: Db, lang: string) {
  return db
    .selectFrom('cart_item as ci')
    .innerJoin('cart as c', 'c.id', 'ci.cart_id')
    .innerJoin('product as p', 'p.id', 'ci.product_id')
    .leftJoin('product_translation as t', (j) =>
      j.onRef('t.product_id', '=', 'p.id').on('t.language_code', '=', lang),
    )
    .leftJoin('product_translation as d', (j) =>
      j.onRef('d.product_id', '=', 'p.id').on('d.language_code', '=', FALLBACK_LANGUAGE),
    )
    .select([
      'ci.id',
      'ci.product_id',
      'ci.price_cents',
      'ci.company_name',
      'ci.company_inn',
      'ci.company_country',
      'p.thumb',
      'p.duration_from',
      'p.duration_to',
      'p.delivery',
      localized('name').as('product_name'),
    ])
    .orderBy('ci.created_at')
    .orderBy('ci.id');
}
export type CartItemRow = Awaited<ReturnType<ReturnType<typeof cartItemQuery>['execute']>>[number];

/** A guest's items: only items of carts that belong to no user, so ids never reach another user's cart. */
export async function listGuestCartItems(db: Db, itemIds: number[], lang: string): Promise<CartItemRow[]> {
  if (itemIds.length === 0) return [];
  return cartItemQuery(db, lang).where('ci.id', 'in', itemIds).where('c.user_id', 'is', null).execute();
}

export async function listUserCartItems(db: Db, userId: number, lang: string): Promise<CartItemRow[]> {
  return cartItemQuery(db, lang).where('c.user_id', '=', userId).execute();
}
