import type { Kysely } from 'kysely';
import type { Database, OrderStatus, UserRow } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Orders that count as purchases: paid or further along. */
export const PURCHASED_STATUSES: OrderStatus[] = ['paid', 'in_progress', 'fulfilled'];

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function countPurchases(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('customer_order')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('status', 'in', PURCHASED_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
