import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface TranslationFilter {
  /**
   * LIKE patterns (escaped with `\`), any of which a key or a text in lower case matches: lower()
   * is Unicode-aware on PostgreSQL, Latin-only on SQLite (where the patterns' variants of case
   * cover Cyrillic).
   */
  patterns?: string[];
  /** Only keys without a non-empty text in one of these languages. */
  missingIn?: readonly string[];
}

/** The dictionary's keys that pass the filter, as a subquery of `key`. */
function filteredKeys(db: Db, filter: TranslationFilter) {
  let keys = db.selectFrom('translation').select('translation.key').groupBy('translation.key');
  const { patterns, missingIn } = filter;
  if (patterns?.length) {
    keys = keys.where('translation.key', 'in', (eb) =>
      eb
        .selectFrom('translation as matched')
        .select('matched.key')
        .where((inner) =>
          inner.or(
            patterns.flatMap((pattern) => [
              sql<boolean>`lower(${sql.ref('matched.key')}) like ${pattern} escape ${'\\'}`,
              sql<boolean>`lower(${sql.ref('matched.value')}) like ${pattern} escape ${'\\'}`,
            ]),
          ),
        ),
    );
  }
  if (missingIn?.length) {
    keys = keys.having(
      (eb) =>
        eb.fn.sum<number>(
          eb
            .case()
            .when(
              eb.and([eb('translation.value', '<>', ''), eb('translation.language_code', 'in', missingIn)]),
            )
            .then(1)
            .else(0)
            .end(),
        ),
      '<',
      missingIn.length,
    );
  }
  return keys;
}

export async function countTranslationKeys(db: Db, filter: TranslationFilter): Promise<number> {
  const row = await db
    .selectFrom(filteredKeys(db, filter).as('k'))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page of keys in key order, with every language's row of each. */
export async function listTranslations(
  db: Db,
  filter: TranslationFilter,
  page: { limit: number; offset: number },
) {
  const keys = (
    await filteredKeys(db, filter).orderBy('translation.key').limit(page.limit).offset(page.offset).execute()
  ).map((row) => row.key);
  if (keys.length === 0) return { keys, rows: [] };
  const rows = await db
    .selectFrom('translation')
    .select(['key', 'language_code', 'value'])
    .where('key', 'in', keys)
    .execute();
  return { keys, rows };
}

export function translationRows(db: Db, key: string) {
  return db.selectFrom('translation').select(['language_code', 'value']).where('key', '=', key).execute();
}

export async function putTranslation(db: Db, key: string, languageCode: string, value: string) {
  await db
    .insertInto('translation')
    .values({ key, language_code: languageCode, value })
    .onConflict((oc) => oc.columns(['language_code', 'key']).doUpdateSet({ value }))
    .execute();
}

export async function deleteTranslation(db: Db, key: string, languageCode: string) {
  await db
    .deleteFrom('translation')
    .where('key', '=', key)
    .where('language_code', '=', languageCode)
    .execute();
}

/** Every menu item, hidden ones too, in each menu's order. */
export function allMenuItems(db: Db) {
  return db
    .selectFrom('menu_item')
    .select(['id', 'menu', 'url', 'sort', 'top_status', 'hamburger_status', 'active'])
    .orderBy('menu', 'desc')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function allMenuLabels(db: Db) {
  return db.selectFrom('menu_item_translation').select(['menu_item_id', 'language_code', 'label']).execute();
}

export function menuItemById(db: Db, id: number) {
  return db
    .selectFrom('menu_item')
    .select(['id', 'menu', 'url', 'sort', 'top_status', 'hamburger_status', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function menuLabels(db: Db, id: number) {
  return db
    .selectFrom('menu_item_translation')
    .select(['language_code', 'label'])
    .where('menu_item_id', '=', id)
    .execute();
}

export interface MenuItemValues {
  menu: 'top' | 'bottom';
  url: string;
  top_status: number;
  hamburger_status: number;
  active: number;
}

export async function insertMenuItem(db: Db, values: MenuItemValues): Promise<number> {
  const last = await db
    .selectFrom('menu_item')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('menu', '=', values.menu)
    .executeTakeFirst();
  const row = await db
    .insertInto('menu_item')
    .values({ ...values, sort: Number(last?.sort ?? -1) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMenuItem(
  db: Db,
  id: number,
  values: Partial<MenuItemValues> & { sort?: number },
) {
  await db.updateTable('menu_item').set(values).where('id', '=', id).execute();
}

export async function putMenuLabel(db: Db, id: number, languageCode: string, label: string) {
  await db
    .insertInto('menu_item_translation')
    .values({ menu_item_id: id, language_code: languageCode, label })
    .onConflict((oc) => oc.columns(['menu_item_id', 'language_code']).doUpdateSet({ label }))
    .execute();
}

export async function deleteMenuLabel(db: Db, id: number, languageCode: string) {
  await db
    .deleteFrom('menu_item_translation')
    .where('menu_item_id', '=', id)
    .where('language_code', '=', languageCode)
    .execute();
}

export async function deleteMenuItem(db: Db, id: number) {
  await db.deleteFrom('menu_item_translation').where('menu_item_id', '=', id).execute();
  await db.deleteFrom('menu_item').where('id', '=', id).execute();
}

/** The plain settings of these keys. */
export function plainSettings(db: Db, keys: readonly string[]) {
  return db.selectFrom('setting').select(['key', 'value']).where('key', 'in', keys).execute();
}

export async function putSetting(db: Db, key: string, value: string) {
  await db
    .insertInto('setting')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export function translatedSettings(db: Db, keys: readonly string[]) {
  return db
    .selectFrom('setting_translation')
    .select(['setting_key', 'language_code', 'value'])
    .where('setting_key', 'in', keys)
    .execute();
}

export async function putTranslatedSetting(db: Db, key: string, languageCode: string, value: string) {
  await db
    .insertInto('setting_translation')
    .values({ setting_key: key, language_code: languageCode, value })
    .onConflict((oc) => oc.columns(['setting_key', 'language_code']).doUpdateSet({ value }))
    .execute();
}

export async function deleteTranslatedSetting(db: Db, key: string, languageCode: string) {
  await db
    .deleteFrom('setting_translation')
    .where('setting_key', '=', key)
    .where('language_code', '=', languageCode)
    .execute();
}

export function socialLinks(db: Db) {
  return db.selectFrom('social_link').select(['network', 'url']).execute();
}

export async function putSocialLink(db: Db, network: 'vk' | 'tw' | 'fb' | 'in', url: string, sort: number) {
  await db
    .insertInto('social_link')
    .values({ network, url, sort })
    .onConflict((oc) => oc.column('network').doUpdateSet({ url, sort }))
    .execute();
}

export async function deleteSocialLink(db: Db, network: 'vk' | 'tw' | 'fb' | 'in') {
  await db.deleteFrom('social_link').where('network', '=', network).execute();
}
