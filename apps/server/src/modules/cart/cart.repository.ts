import type { Kysely, Transaction } from 'kysely';
import type { CartItemTable, Database } from '../../db/schema.js';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

function cartItemQuery(db: Db) {
  return db
    .selectFrom('cart_item as ci')
    .innerJoin('cart as c', 'c.id', 'ci.cart_id')
    .select([
      'ci.id',
      'ci.product_id',
      'ci.company_name',
      'ci.company_inn',
      'ci.company_country',
      'ci.company_register_id',
      'ci.company_address',
      'ci.price_cents',
      'ci.price_rub',
    ])
    .orderBy('ci.created_at')
    .orderBy('ci.id');
}
export type CartItemRow = Awaited<ReturnType<ReturnType<typeof cartItemQuery>['execute']>>[number];

/**
 * Guest items of these ids, each with its cart's key hash for the caller to keep those its key
 * opens; only items of carts that belong to no user, so ids never reach a customer's cart.
 */
export async function listGuestCartItems(
  db: Db,
  itemIds: number[],
): Promise<(CartItemRow & { guest_key_hash: string | null })[]> {
  if (itemIds.length === 0) return [];
  return cartItemQuery(db)
    .select('c.guest_key_hash')
    .where('ci.id', 'in', itemIds)
    .where('c.user_id', 'is', null)
    .execute();
}

export async function listUserCartItems(db: Db, userId: number): Promise<CartItemRow[]> {
  return cartItemQuery(db).where('c.user_id', '=', userId).execute();
}

/** The guest carts that hold any of these item ids, with their key hashes. */
export async function guestCartsHolding(
  db: Db | Trx,
  itemIds: number[],
): Promise<{ id: number; guest_key_hash: string | null }[]> {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom('cart_item as ci')
    .innerJoin('cart as c', 'c.id', 'ci.cart_id')
    .select(['c.id', 'c.guest_key_hash'])
    .distinct()
    .where('ci.id', 'in', itemIds)
    .where('c.user_id', 'is', null)
    .execute();
}

export async function findUserCart(db: Db | Trx, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('cart').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row?.id;
}

/** A new guest cart keeping the hash of its key (never the key). */
export async function createGuestCart(trx: Trx, now: string, keyHash: string): Promise<number> {
  const row = await trx
    .insertInto('cart')
    .values({ user_id: null, guest_key_hash: keyHash, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The user's cart, made if missing; a parallel request making it too is met by the unique user_id. */
export async function ensureUserCart(trx: Trx, userId: number, now: string): Promise<number> {
  await trx
    .insertInto('cart')
    .values({ user_id: userId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const id = await findUserCart(trx, userId);
  if (id === undefined) throw new Error(`The cart of user ${userId} is missing after its insert`);
  return id;
}

/**
 * Marks the cart touched and, in PostgreSQL, holds its row lock to the end of the transaction, so
 * writes to one cart (the count against its limit, the purge) go one at a time. False when the
 * cart is gone (purged meanwhile).
 */
export async function touchCart(trx: Trx, cartId: number, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('cart')
    .set({ updated_at: now })
    .where('id', '=', cartId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countItems(trx: Trx, cartId: number): Promise<number> {
  const row = await trx
    .selectFrom('cart_item')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('cart_id', '=', cartId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type NewCartItem = Omit<
  CartItemTable,
  'id' | 'created_at' | 'cart_id' | 'company_key' | 'price_rub'
> & {
  company_key: string;
  price_rub: number | null;
};

export async function findLine(
  trx: Trx,
  cartId: number,
  productId: number,
  companyKey: string,
): Promise<number | undefined> {
  const row = await trx
    .selectFrom('cart_item')
    .select('id')
    .where('cart_id', '=', cartId)
    .where('product_id', '=', productId)
    .where('company_key', '=', companyKey)
    .executeTakeFirst();
  return row?.id;
}

/** Adds a line; one the cart has already (same product and company) stays as it is. Answers the line's id. */
export async function insertLine(trx: Trx, cartId: number, item: NewCartItem, now: string): Promise<number> {
  await trx
    .insertInto('cart_item')
    .values({ ...item, cart_id: cartId, created_at: now })
    .onConflict((oc) => oc.columns(['cart_id', 'product_id', 'company_key']).doNothing())
    .execute();
  const id = await findLine(trx, cartId, item.product_id, item.company_key);
  if (id === undefined) throw new Error('A cart line is missing after its insert');
  return id;
}

/** Deletes the item if it is in the user's cart, or in this guest cart (one its key opened). */
export async function deleteItem(
  trx: Trx,
  itemId: number,
  owner: { userId: number } | { guestCartId: number },
): Promise<boolean> {
  const carts = trx.selectFrom('cart').select('id');
  const result = await trx
    .deleteFrom('cart_item')
    .where('id', '=', itemId)
    .where(
      'cart_id',
      'in',
      'userId' in owner
        ? carts.where('user_id', '=', owner.userId)
        : carts.where('id', '=', owner.guestCartId).where('user_id', 'is', null),
    )
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The items of these ids in this guest cart with their lines' keys, for the merge into a customer's cart. */
export async function guestLines(trx: Trx, guestCartId: number, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return trx
    .selectFrom('cart_item as ci')
    .innerJoin('cart as c', 'c.id', 'ci.cart_id')
    .select(['ci.id', 'ci.cart_id', 'ci.product_id', 'ci.company_key'])
    .where('ci.id', 'in', itemIds)
    .where('c.id', '=', guestCartId)
    .where('c.user_id', 'is', null)
    .orderBy('ci.id')
    .execute();
}

/** The products of these cart lines (of this cart only, when it is given). */
export async function productsOfItems(
  db: Db | Trx,
  itemIds: number[],
  cartId?: number,
): Promise<{ id: number; product_id: number }[]> {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom('cart_item')
    .select(['id', 'product_id'])
    .where('id', 'in', itemIds)
    .$if(cartId !== undefined, (query) => query.where('cart_id', '=', cartId!))
    .execute();
}

/**
 * The prices the customer was shown for a line of this cart (a change told): kept as the ones
 * seen, so the change is not told again. False when the line is not in the cart.
 */
export async function setSeenPrices(
  trx: Trx,
  cartId: number,
  itemId: number,
  prices: { price_cents: number; price_rub: number | null },
): Promise<boolean> {
  const result = await trx
    .updateTable('cart_item')
    .set(prices)
    .where('id', '=', itemId)
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function moveItem(trx: Trx, itemId: number, cartId: number): Promise<void> {
  await trx.updateTable('cart_item').set({ cart_id: cartId }).where('id', '=', itemId).execute();
}

export async function deleteItems(trx: Trx, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await trx.deleteFrom('cart_item').where('id', 'in', itemIds).execute();
}

/** Guest carts left without items (after a merge); never a customer's. */
export async function deleteEmptyGuestCarts(trx: Trx, cartIds: number[]): Promise<void> {
  if (cartIds.length === 0) return;
  await trx
    .deleteFrom('cart')
    .where('id', 'in', cartIds)
    .where('user_id', 'is', null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('cart_item').select('id').whereRef('cart_id', '=', 'cart.id'))),
    )
    .execute();
}

/**
 * Deletes guest carts untouched since `before`, with their items (the foreign key cascades).
 * Idempotent, so several server instances may run it at once.
 */
export async function deleteStaleGuestCarts(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('cart')
    .where('user_id', 'is', null)
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A register company's id and register number, to link a cart line to it. */
/** A register's company a line is for, with what decides the products it can have (its country and kind). */
export async function findCompany(trx: Trx, companyId: number) {
  return trx
    .selectFrom('company')
    .select(['id', 'register_id', 'country_id', 'register_code', 'legal_form'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

/**
 * Every column of the lines a checkout orders: the customer's whole cart, or the held items of the
 * guest cart its key opened.
 */
export async function checkoutLines(
  db: Db,
  owner: { userId: number } | { guestCartId: number; itemIds: number[] },
) {
  const query = db
    .selectFrom('cart_item as ci')
    .innerJoin('cart as c', 'c.id', 'ci.cart_id')
    .selectAll('ci')
    .orderBy('ci.created_at')
    .orderBy('ci.id');
  if ('userId' in owner) return query.where('c.user_id', '=', owner.userId).execute();
  if (owner.itemIds.length === 0) return [];
  return query
    .where('ci.id', 'in', owner.itemIds)
    .where('c.id', '=', owner.guestCartId)
    .where('c.user_id', 'is', null)
    .execute();
}
