import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/*
 * The back-office's customer list: a read model over the accounts and what their owners' modules
 * keep of them (their orders, their legal entities), so that the list is searched, sorted and paged
 * by the database in one query. It only reads; every write goes through the owning module's service.
 */

type Db = Kysely<Database>;

export interface CustomerListFilter {
  /** LIKE patterns (already escaped): the e-mail, a name, the phone, a legal entity's INN or name. */
  patterns?: string[];
  state?: 'active' | 'blocked';
}

export type CustomerSort = 'created' | 'email' | 'name' | 'orders' | 'last_order';

const ordersCount = (eb: ExpressionBuilder<Database, 'app_user'>) =>
  eb
    .selectFrom('customer_order')
    .select((sub) => sub.fn.countAll<number | string>().as('n'))
    .whereRef('customer_order.user_id', '=', 'app_user.id');

const lastOrderAt = (eb: ExpressionBuilder<Database, 'app_user'>) =>
  eb
    .selectFrom('customer_order')
    .select((sub) => sub.fn.max('customer_order.created_at').as('at'))
    .whereRef('customer_order.user_id', '=', 'app_user.id');

/** Customers (role `customer`, blocked ones included) for the back-office: one page and the count. */
export async function listCustomers(
  db: Db,
  filter: CustomerListFilter,
  order: { sort: CustomerSort; direction: 'asc' | 'desc' },
  page: { limit: number; offset: number },
) {
  const where = (eb: ExpressionBuilder<Database, 'app_user'>) => {
    const conditions = [eb('app_user.role', '=', 'customer')];
    if (filter.state === 'blocked') conditions.push(eb('app_user.disabled_at', 'is not', null));
    if (filter.state === 'active') conditions.push(eb('app_user.disabled_at', 'is', null));
    if (filter.patterns?.length) {
      const like = (column: string, pattern: string) =>
        sql<boolean>`${sql.ref(column)} like ${pattern} escape ${'\\'}`;
      conditions.push(
        eb.or([
          ...filter.patterns.flatMap((pattern) =>
            ['app_user.email', 'app_user.first_name', 'app_user.last_name', 'app_user.phone'].map((column) =>
              like(column, pattern),
            ),
          ),
          eb.exists(
            eb
              .selectFrom('legal_entity')
              .select('legal_entity.id')
              .whereRef('legal_entity.user_id', '=', 'app_user.id')
              .where(
                eb.or(
                  filter.patterns.flatMap((pattern) => [
                    like('legal_entity.inn', pattern),
                    like('legal_entity.name', pattern),
                  ]),
                ),
              ),
          ),
        ]),
      );
    }
    return eb.and(conditions);
  };
  const { direction } = order;
  const [rows, total] = await Promise.all([
    db
      .selectFrom('app_user')
      .select([
        'app_user.id',
        'app_user.email',
        'app_user.first_name',
        'app_user.last_name',
        'app_user.middle_name',
        'app_user.phone',
        'app_user.created_at',
        'app_user.disabled_at',
      ])
      .select((eb) => [ordersCount(eb).as('orders_count'), lastOrderAt(eb).as('last_order_at')])
      .where(where)
      .$call((query) => {
        switch (order.sort) {
          case 'email':
            return query.orderBy('app_user.email', direction);
          case 'name':
            return query
              .orderBy(sql`coalesce(app_user.last_name, '')`, direction)
              .orderBy(sql`coalesce(app_user.first_name, '')`, direction);
          case 'orders':
            return query.orderBy((eb) => ordersCount(eb), direction);
          case 'last_order':
            // Customers without orders last either way, on both databases.
            return query
              .orderBy((eb) => sql`case when ${lastOrderAt(eb)} is null then 1 else 0 end`)
              .orderBy((eb) => lastOrderAt(eb), direction);
          case 'created':
            return query.orderBy('app_user.created_at', direction);
        }
      })
      .orderBy('app_user.id', direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}
