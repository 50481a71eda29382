import type { SiteBlockName } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Where a block of the site lives: its table, its own columns and its translation table's texts. */
export interface SiteBlockTable {
  table: 'review' | 'first_doc' | 'first_advantage' | 'first_pay_option';
  /** The row's own columns beside id, sort and active, as the contract names them. */
  columns: readonly string[];
  /** The text columns of `<table>_translation`, one row per language. */
  texts: readonly string[];
}

/** The four blocks' tables (migration 001). Names here are constants, never taken from a request. */
export const SITE_BLOCK_TABLES: Record<SiteBlockName, SiteBlockTable> = {
  reviews: { table: 'review', columns: ['rating', 'reviewed_on'], texts: ['author', 'company', 'text'] },
  'first-docs': { table: 'first_doc', columns: ['country_id', 'image'], texts: ['title', 'description'] },
  advantages: { table: 'first_advantage', columns: ['icon'], texts: ['title', 'text'] },
  'pay-options': {
    table: 'first_pay_option',
    columns: ['image', 'payment_method'],
    texts: ['title', 'text'],
  },
};

export type BlockRow = { id: number; sort: number; active: number } & Record<string, unknown>;
export type BlockTextRow = { row_id: number; language_code: string } & Record<string, string>;

/**
 * Kysely cannot follow a table chosen at run time through its types: the four tables share the
 * shape this module reads (id, sort, active, and `<table>_id` plus `language_code` in the texts).
 */
const untyped = (db: Db) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;
const textTable = (block: SiteBlockTable) => `${block.table}_translation`;
const foreignKey = (block: SiteBlockTable) => `${block.table}_id`;

/** Every row of the block, hidden ones too, in the shop's order. */
export function listRows(db: Db, block: SiteBlockTable): Promise<BlockRow[]> {
  return untyped(db)
    .selectFrom(block.table)
    .select(['id', 'sort', 'active', ...block.columns])
    .orderBy('sort')
    .orderBy('id')
    .execute() as Promise<BlockRow[]>;
}

/** The texts of the block's rows (of one row when `id` is given). */
export function listTexts(db: Db, block: SiteBlockTable, id?: number): Promise<BlockTextRow[]> {
  let query = untyped(db)
    .selectFrom(textTable(block))
    .select([`${foreignKey(block)} as row_id`, 'language_code', ...block.texts]);
  if (id !== undefined) query = query.where(foreignKey(block), '=', id);
  return query.execute() as Promise<BlockTextRow[]>;
}

export async function findRow(db: Db, block: SiteBlockTable, id: number): Promise<BlockRow | undefined> {
  return (await untyped(db)
    .selectFrom(block.table)
    .select(['id', 'sort', 'active', ...block.columns])
    .where('id', '=', id)
    .executeTakeFirst()) as BlockRow | undefined;
}

/** A new row goes last: one past the block's highest place. */
export async function insertRow(
  db: Db,
  block: SiteBlockTable,
  values: Record<string, unknown>,
): Promise<number> {
  const last = await untyped(db)
    .selectFrom(block.table)
    .select((eb) => eb.fn.max('sort').as('sort'))
    .executeTakeFirst();
  const row = await untyped(db)
    .insertInto(block.table)
    .values({ ...values, sort: Number(last?.sort ?? -1) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateRow(
  db: Db,
  block: SiteBlockTable,
  id: number,
  values: Record<string, unknown>,
): Promise<void> {
  await untyped(db).updateTable(block.table).set(values).where('id', '=', id).execute();
}

export async function deleteRow(db: Db, block: SiteBlockTable, id: number): Promise<void> {
  // The texts go with it (on delete cascade), but not every SQLite connection enforces it alike.
  await untyped(db).deleteFrom(textTable(block)).where(foreignKey(block), '=', id).execute();
  await untyped(db).deleteFrom(block.table).where('id', '=', id).execute();
}

/** Writes (or replaces) one language's texts of a row. */
export async function putTexts(
  db: Db,
  block: SiteBlockTable,
  id: number,
  language: string,
  texts: Record<string, string>,
): Promise<void> {
  await untyped(db)
    .insertInto(textTable(block))
    .values({ [foreignKey(block)]: id, language_code: language, ...texts })
    .onConflict((oc) => oc.columns([foreignKey(block), 'language_code']).doUpdateSet(texts))
    .execute();
}

export async function deleteTexts(
  db: Db,
  block: SiteBlockTable,
  id: number,
  language: string,
): Promise<void> {
  await untyped(db)
    .deleteFrom(textTable(block))
    .where(foreignKey(block), '=', id)
    .where('language_code', '=', language)
    .execute();
}
