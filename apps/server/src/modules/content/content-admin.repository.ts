import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { containsPatterns } from '../../lib/like-patterns.js';
import { localized, withTranslation } from '../../lib/translated.js';

type Db = Kysely<Database>;

/** The shop's languages in their order: every editor shows one column of texts per language. */
export async function listLanguageCodes(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('language')
    .select('code')
    .where('active', '=', 1)
    .orderBy('sort')
    .orderBy('code')
    .execute();
  return rows.map((row) => row.code);
}

// Pages.

export async function countPages(db: Db): Promise<number> {
  const row = await db
    .selectFrom('page')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listPages(db: Db, lang: string, limit: number, offset: number) {
  return withTranslation(db.selectFrom('page as p'), 'page', 'p', lang)
    .select(['p.id', 'p.link', 'p.active', 'p.updated_at', localized('title').as('title')])
    .orderBy('p.link')
    .orderBy('p.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export const findPage = (db: Db, id: number) =>
  db.selectFrom('page').selectAll().where('id', '=', id).executeTakeFirst();

export const pageTranslations = (db: Db, id: number) =>
  db.selectFrom('page_translation').selectAll().where('page_id', '=', id).execute();

export const pageIdByLink = async (db: Db, link: string) =>
  (await db.selectFrom('page').select('id').where('link', '=', link).executeTakeFirst())?.id;

export async function insertPage(db: Db, values: { link: string; image: string; active: number }) {
  const row = await db
    .insertInto('page')
    .values({ ...values, updated_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePage(
  db: Db,
  id: number,
  values: { link: string; image: string; active: number },
) {
  await db
    .updateTable('page')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function savePageTranslation(
  db: Db,
  id: number,
  entry:
    | { language_code: string; title: string; text: string; meta_description: string }
    | { language_code: string; remove: true },
) {
  await db
    .deleteFrom('page_translation')
    .where('page_id', '=', id)
    .where('language_code', '=', entry.language_code)
    .execute();
  if ('remove' in entry) return;
  await db
    .insertInto('page_translation')
    .values({ page_id: id, ...entry })
    .execute();
}

// Articles.

export interface ArticleFilter {
  categoryId?: number | undefined;
  /** Part of a title (any language) or of the path, as typed. */
  q?: string | undefined;
}

function filteredArticles(db: Db, filter: ArticleFilter) {
  let query = db.selectFrom('article as a');
  if (filter.categoryId !== undefined) query = query.where('a.category_id', '=', filter.categoryId);
  if (filter.q !== undefined) {
    const variants = containsPatterns(filter.q);
    const like = (column: string, value: string) =>
      sql<boolean>`${sql.ref(column)} like ${value} escape ${'\\'}`;
    query = query.where((eb) =>
      eb.or([
        ...variants.map((variant) => like('a.path', variant)),
        eb.exists(
          eb
            .selectFrom('article_translation as s')
            .select('s.article_id')
            .whereRef('s.article_id', '=', 'a.id')
            .where((inner) => inner.or(variants.map((variant) => like('s.title', variant)))),
        ),
      ]),
    );
  }
  return query;
}

export async function countArticles(db: Db, filter: ArticleFilter): Promise<number> {
  const row = await filteredArticles(db, filter)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listArticles(db: Db, lang: string, filter: ArticleFilter, limit: number, offset: number) {
  return withTranslation(filteredArticles(db, filter), 'article', 'a', lang)
    .select(['a.id', 'a.category_id', 'a.path', 'a.published_at', 'a.active', localized('title').as('title')])
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export const findArticle = (db: Db, id: number) =>
  db.selectFrom('article').selectAll().where('id', '=', id).executeTakeFirst();

export const articleTranslations = (db: Db, id: number) =>
  db.selectFrom('article_translation').selectAll().where('article_id', '=', id).execute();

export const articleIdByPath = async (db: Db, path: string) =>
  (await db.selectFrom('article').select('id').where('path', '=', path).executeTakeFirst())?.id;

export interface ArticleValues {
  category_id: number;
  path: string;
  image: string;
  published_at: string;
  country_id: number | null;
  active: number;
}

export async function insertArticle(db: Db, values: ArticleValues) {
  const row = await db
    .insertInto('article')
    .values({ ...values, updated_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateArticle(db: Db, id: number, values: ArticleValues) {
  await db
    .updateTable('article')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function saveArticleTranslation(
  db: Db,
  id: number,
  entry:
    | { language_code: string; title: string; intro: string; body: string; meta_description: string }
    | { language_code: string; remove: true },
) {
  await db
    .deleteFrom('article_translation')
    .where('article_id', '=', id)
    .where('language_code', '=', entry.language_code)
    .execute();
  if ('remove' in entry) return;
  await db
    .insertInto('article_translation')
    .values({ article_id: id, ...entry })
    .execute();
}

export async function deleteArticle(db: Db, id: number) {
  await db.deleteFrom('article_translation').where('article_id', '=', id).execute();
  await db.deleteFrom('article').where('id', '=', id).execute();
}

export const countryExists = async (db: Db, id: number) =>
  (await db.selectFrom('country').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

// FAQ.

export async function countFaqs(db: Db): Promise<number> {
  const row = await db
    .selectFrom('faq')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listFaqs(db: Db, lang: string, limit: number, offset: number) {
  return withTranslation(db.selectFrom('faq as f'), 'faq', 'f', lang)
    .select(['f.id', 'f.sort', 'f.active', localized('question').as('question')])
    .orderBy('f.sort')
    .orderBy('f.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export const findFaq = (db: Db, id: number) =>
  db.selectFrom('faq').selectAll().where('id', '=', id).executeTakeFirst();

export const faqTranslations = (db: Db, id: number) =>
  db.selectFrom('faq_translation').selectAll().where('faq_id', '=', id).execute();

export async function insertFaq(db: Db, values: { sort: number; active: number }) {
  const row = await db.insertInto('faq').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFaq(db: Db, id: number, values: { sort: number; active: number }) {
  await db.updateTable('faq').set(values).where('id', '=', id).execute();
}

export async function saveFaqTranslation(
  db: Db,
  id: number,
  entry:
    { language_code: string; question: string; answer: string } | { language_code: string; remove: true },
) {
  await db
    .deleteFrom('faq_translation')
    .where('faq_id', '=', id)
    .where('language_code', '=', entry.language_code)
    .execute();
  if ('remove' in entry) return;
  await db
    .insertInto('faq_translation')
    .values({ faq_id: id, ...entry })
    .execute();
}

export async function deleteFaq(db: Db, id: number) {
  await db.deleteFrom('faq_translation').where('faq_id', '=', id).execute();
  await db.deleteFrom('faq').where('id', '=', id).execute();
}
