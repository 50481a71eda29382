import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { FALLBACK_LANGUAGE, localized, withTranslation } from '../../lib/translated.js';

type Db = Kysely<Database>;

export async function listLanguages(db: Db) {
  return db
    .selectFrom('language')
    .select(['code', 'name', 'is_default'])
    .where('active', '=', 1)
    .orderBy('sort')
    .orderBy('code')
    .execute();
}

/** Plain settings merged with the translated ones of the language (ru-RU where it has none). */
export async function readSettings(db: Db, lang: string): Promise<Map<string, string>> {
  const [plain, translated] = await Promise.all([
    db.selectFrom('setting').select(['key', 'value']).execute(),
    db
      .selectFrom('setting_translation')
      .select(['setting_key', 'language_code', 'value'])
      .where('language_code', 'in', [lang, FALLBACK_LANGUAGE])
      .execute(),
  ]);
  const values = new Map(plain.map((row) => [row.key, row.value]));
  for (const row of translated)
    if (row.language_code === FALLBACK_LANGUAGE) values.set(row.setting_key, row.value);
  for (const row of translated) if (row.language_code === lang) values.set(row.setting_key, row.value);
  return values;
}

/**
 * The UI dictionary: every ru-RU key, overridden by the language's own texts; only the keys `keep`
 * accepts when it is given.
 */
export async function readTranslations(
  db: Db,
  lang: string,
  keep: (key: string) => boolean = () => true,
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('translation')
    .select(['language_code', 'key', 'value'])
    .where('language_code', 'in', [lang, FALLBACK_LANGUAGE])
    .orderBy('key')
    .execute();
  const dictionary: Record<string, string> = {};
  for (const row of rows)
    if (row.language_code === FALLBACK_LANGUAGE && keep(row.key)) dictionary[row.key] = row.value;
  for (const row of rows) if (row.language_code === lang && keep(row.key)) dictionary[row.key] = row.value;
  return dictionary;
}

export async function listMenuItems(db: Db, lang: string) {
  return withTranslation(db.selectFrom('menu_item as m'), 'menu_item', 'm', lang)
    .select(['m.id', 'm.menu', 'm.url', 'm.top_status', 'm.hamburger_status', localized('label').as('label')])
    .where('m.active', '=', 1)
    .orderBy('m.sort')
    .orderBy('m.id')
    .execute();
}

export async function listSocialLinks(db: Db) {
  return db.selectFrom('social_link').select(['network', 'url']).orderBy('sort').execute();
}

/** Shared revisions: every instance drops what it cached from that part of the data when one changes. */
export type RevisionKey = 'content_revision' | 'register_revision';

/** The revisions asked for, joined in the order asked ('0' for one never bumped). */
export async function readRevisions(db: Db, keys: readonly RevisionKey[]): Promise<string> {
  const rows = await db.selectFrom('setting').select(['key', 'value']).where('key', 'in', keys).execute();
  const values = new Map(rows.map((row) => [row.key, row.value]));
  return keys.map((key) => values.get(key) ?? '0').join('|');
}

export async function bumpRevision(db: Db, key: RevisionKey): Promise<void> {
  const value = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await db
    .insertInto('setting')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** The shared revision of the content: every instance drops its cached content when it changes. */
export const readContentRevision = (db: Db): Promise<string> => readRevisions(db, ['content_revision']);

export const bumpContentRevision = (db: Db): Promise<void> => bumpRevision(db, 'content_revision');

/** The seller's requisites as kept (`seller_<field>` settings), each field's text or absent. */
export async function readSellerFields(db: Db, fields: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('setting')
    .select(['key', 'value'])
    .where(
      'key',
      'in',
      fields.map((field) => `seller_${field}`),
    )
    .execute();
  return new Map(rows.map((row) => [row.key.slice('seller_'.length), row.value]));
}
