import { type Kysely, sql } from 'kysely';
import type { Database, UserRole } from '../../src/db/schema.js';
import { hashToken, newToken } from '../../src/lib/tokens.js';

let sequence = 0;

export async function createUser(db: Kysely<Database>, fields: { role?: UserRole; email?: string } = {}) {
  sequence += 1;
  const email = fields.email ?? `user${sequence}.${Date.now()}@example.test`;
  return db
    .insertInto('app_user')
    .values({
      email,
      role: fields.role ?? 'customer',
      first_name: `Тест ${sequence}`,
      phone_country: 'RU',
      email_verified_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A session as login will create it: only the token's hash is stored. */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  options: { expiresInMs?: number; revoked?: boolean } = {},
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('user_session')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      remember: 0,
      expires_at: new Date(Date.now() + (options.expiresInMs ?? 86_400_000)).toISOString(),
      revoked_at: options.revoked ? new Date().toISOString() : null,
    })
    .execute();
  return token;
}

/** A manager token as the manager-token call issues it: only its hash is stored. */
export async function createManagerToken(
  db: Kysely<Database>,
  managerId: number,
  userId: number,
  options: { expiresInMs?: number; revoked?: boolean } = {},
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('manager_token')
    .values({
      token_hash: hashToken(token),
      manager_id: managerId,
      user_id: userId,
      expires_at: new Date(Date.now() + (options.expiresInMs ?? 1_200_000)).toISOString(),
      revoked_at: options.revoked ? new Date().toISOString() : null,
    })
    .execute();
  return token;
}

/**
 * A mailed single-use link's token as the shop stores it (only its hash): a password reset or a
 * registration's e-mail confirmation, live for an hour unless `expiresInMs` says otherwise.
 */
export async function createLinkToken(
  db: Kysely<Database>,
  table: 'password_reset' | 'email_confirmation',
  userId: number,
  expiresInMs = 3_600_000,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto(table)
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + expiresInMs).toISOString(),
    })
    .execute();
  return token;
}

/** Makes every insert into audit_log fail (a full disk, a broken replica), until `repairAuditLog`. */
export async function breakAuditLog(db: Kysely<Database>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create trigger audit_down before insert on audit_log begin select raise(abort, 'audit down'); end`.execute(
      db,
    );
    return;
  }
  await sql`create or replace function audit_down() returns trigger language plpgsql as $$ begin raise exception 'audit down'; end $$`.execute(
    db,
  );
  await sql`create trigger audit_down before insert on audit_log for each row execute function audit_down()`.execute(
    db,
  );
}

export async function repairAuditLog(db: Kysely<Database>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await sql`drop trigger audit_down${dialect === 'postgres' ? sql` on audit_log` : sql``}`.execute(db);
}

/**
 * Real products of the demo catalogue, cheapest first: the Russian ones an organisation (the
 * tests' ООО «Ромашка») can have, so not the EGRIP extract, which is a sole trader's.
 */
export async function demoProducts(db: Kysely<Database>, count: number) {
  return db
    .selectFrom('product')
    .select(['id', 'price_cents'])
    .where('company_kind', '<>', 'sole_trader')
    .orderBy('price_cents')
    .orderBy('id')
    .limit(count)
    .execute();
}

/**
 * A cart line. A customer has one cart: a second item goes into it. A guest's item goes into the
 * guest cart of `guestCartKey` (made with that key's hash if there is none yet), or without a key
 * into a cart of its own that no request can reach (as guest carts made before keys).
 */
export async function createCartItem(
  db: Kysely<Database>,
  fields: { userId: number | null; productId: number; priceCents: number; guestCartKey?: string },
): Promise<number> {
  const guestKeyHash =
    fields.userId === null && fields.guestCartKey !== undefined ? hashToken(fields.guestCartKey) : null;
  const existing =
    fields.userId !== null
      ? await db.selectFrom('cart').select('id').where('user_id', '=', fields.userId).executeTakeFirst()
      : guestKeyHash !== null
        ? await db
            .selectFrom('cart')
            .select('id')
            .where('guest_key_hash', '=', guestKeyHash)
            .executeTakeFirst()
        : undefined;
  const cart =
    existing ??
    (await db
      .insertInto('cart')
      .values({ user_id: fields.userId, guest_key_hash: guestKeyHash })
      .returning('id')
      .executeTakeFirstOrThrow());
  sequence += 1;
  const item = await db
    .insertInto('cart_item')
    .values({
      cart_id: cart.id,
      company_key: `typed:ru:test company ${sequence}`,
      product_id: fields.productId,
      price_cents: fields.priceCents,
      company_id: null,
      company_register_id: '1027700132195',
      company_name: 'ПАО Сбербанк',
      company_inn: '7707083893',
      company_country: 'RU',
      company_status: 'active',
      company_type: 'ПАО',
      company_address: 'Москва, ул. Вавилова, 19',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return item.id;
}
