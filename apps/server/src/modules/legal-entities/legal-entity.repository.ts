import { type Insertable, type Kysely, PostgresAdapter, type Selectable, type Updateable } from 'kysely';
import type { Database, LegalEntityTable } from '../../db/schema.js';

export type LegalEntityRow = Selectable<LegalEntityTable>;
export type LegalEntityFields = Omit<Insertable<LegalEntityTable>, 'id' | 'user_id' | 'is_default'>;

/** The user's entities, the default first, then in the order they were added. */
export async function listLegalEntities(
  db: Kysely<Database>,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: LegalEntityRow[]; count: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('legal_entity')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('is_default', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('legal_entity')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}

/** One entity of this user; another user's id reads as absent. */
export async function findOwnLegalEntity(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<LegalEntityRow | undefined> {
  return db
    .selectFrom('legal_entity')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function hasAnyLegalEntity(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('legal_entity')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasDefaultLegalEntity(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('legal_entity')
    .select('id')
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertLegalEntity(
  db: Kysely<Database>,
  userId: number,
  fields: LegalEntityFields,
  isDefault: boolean,
): Promise<number> {
  const row = await db
    .insertInto('legal_entity')
    .values({ ...fields, user_id: userId, is_default: isDefault ? 1 : 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates an own entity; false when the id is not this user's. */
export async function updateOwnLegalEntity(
  db: Kysely<Database>,
  userId: number,
  id: number,
  fields: Updateable<LegalEntityTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('legal_entity')
    .set({ ...fields, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function clearDefault(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('legal_entity')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .execute();
}

export async function deleteOwnLegalEntity(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('legal_entity')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function oldestLegalEntityId(db: Kysely<Database>, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('legal_entity')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Holds the user's row for the rest of the transaction in PostgreSQL, so that writes to the user's
 * entities that first look for one go one at a time. SQLite runs one writer at a time anyway.
 */
export async function lockUserLegalEntities(db: Kysely<Database>, userId: number): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.selectFrom('app_user').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}

/** The user's entity with this INN (the default one first, when several share it). */
export async function findOwnByInn(
  db: Kysely<Database>,
  userId: number,
  inn: string,
): Promise<LegalEntityRow | undefined> {
  return db
    .selectFrom('legal_entity')
    .selectAll()
    .where('user_id', '=', userId)
    .where('inn', '=', inn)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
