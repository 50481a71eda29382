import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { localized, withTranslation } from '../../lib/translated.js';

type Db = Kysely<Database>;

/** Countries with their texts in `lang` (t), falling back to ru-RU (d). */
function translatedCountries(db: Db, lang: string) {
  return withTranslation(db.selectFrom('country as c'), 'country', 'c', lang);
}

export async function listCountries(db: Db, lang: string) {
  return translatedCountries(db, lang)
    .select([
      'c.id',
      'c.code',
      'c.link_sef',
      'c.online',
      'c.popular_sort',
      localized('name').as('name'),
      localized('description').as('description'),
      localized('register_name').as('register_name'),
    ])
    .where('c.active', '=', 1)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}
export type CountryRow = Awaited<ReturnType<typeof listCountries>>[number];

/** The name of every country the shop knows, sold or not (phone numbers come from more countries). */
export async function listCountryNames(db: Db, lang: string) {
  return translatedCountries(db, lang)
    .select(['c.code', localized('name').as('name')])
    .execute();
}

export async function findPage(db: Db, link: string, lang: string) {
  return withTranslation(db.selectFrom('page as p'), 'page', 'p', lang)
    .select([
      'p.id',
      'p.link',
      'p.image',
      localized('title').as('title'),
      localized('text').as('text'),
      localized('meta_description').as('meta_description'),
    ])
    .where('p.link', '=', link)
    .where('p.active', '=', 1)
    .executeTakeFirst();
}

export async function listFaqs(db: Db, lang: string) {
  return withTranslation(db.selectFrom('faq as f'), 'faq', 'f', lang)
    .select(['f.id', localized('question').as('question'), localized('answer').as('answer')])
    .where('f.active', '=', 1)
    .orderBy('f.sort')
    .orderBy('f.id')
    .execute();
}

/** Sample documents: those of the country first, then the general ones. */
export async function listFirstDocs(db: Db, lang: string, countryId: number | undefined) {
  let query = withTranslation(db.selectFrom('first_doc as f'), 'first_doc', 'f', lang)
    .select([
      'f.id',
      'f.country_id',
      'f.image',
      localized('title').as('title'),
      localized('description').as('description'),
    ])
    .where('f.active', '=', 1);
  if (countryId !== undefined) {
    query = query.where((eb) => eb.or([eb('f.country_id', 'is', null), eb('f.country_id', '=', countryId)]));
  }
  const rows = await query.orderBy('f.sort').orderBy('f.id').execute();
  return countryId === undefined
    ? rows
    : [
        ...rows.filter((row) => row.country_id === countryId),
        ...rows.filter((row) => row.country_id === null),
      ];
}

export async function listAdvantages(db: Db, lang: string) {
  return withTranslation(db.selectFrom('first_advantage as f'), 'first_advantage', 'f', lang)
    .select(['f.id', 'f.icon', localized('title').as('title'), localized('text').as('text')])
    .where('f.active', '=', 1)
    .orderBy('f.sort')
    .orderBy('f.id')
    .execute();
}

export async function listPayOptions(db: Db, lang: string) {
  return withTranslation(db.selectFrom('first_pay_option as f'), 'first_pay_option', 'f', lang)
    .select([
      'f.id',
      'f.image',
      'f.payment_method',
      localized('title').as('title'),
      localized('text').as('text'),
    ])
    .where('f.active', '=', 1)
    .orderBy('f.sort')
    .orderBy('f.id')
    .execute();
}

export async function listReviews(db: Db, lang: string) {
  return withTranslation(db.selectFrom('review as r'), 'review', 'r', lang)
    .select([
      'r.id',
      'r.rating',
      'r.reviewed_on',
      localized('author').as('author'),
      localized('company').as('company'),
      localized('text').as('text'),
    ])
    .where('r.active', '=', 1)
    .orderBy('r.sort')
    .orderBy('r.id')
    .execute();
}

function articleQuery(db: Db, lang: string) {
  return withTranslation(db.selectFrom('article as a'), 'article', 'a', lang).where('a.active', '=', 1);
}

const articleListColumns = [
  'a.id',
  'a.path',
  'a.category_id',
  'a.image',
  'a.published_at',
  'a.country_id',
  localized('title').as('title'),
  localized('intro').as('intro'),
] as const;

export async function countArticles(db: Db, categoryId: number | undefined): Promise<number> {
  let query = db
    .selectFrom('article')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('active', '=', 1);
  if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Newest first; the id breaks ties so that pages never overlap. */
export async function listArticles(
  db: Db,
  lang: string,
  options: { categoryId?: number; limit: number; offset: number; excludeId?: number },
) {
  let query = articleQuery(db, lang).select([...articleListColumns]);
  if (options.categoryId !== undefined) query = query.where('a.category_id', '=', options.categoryId);
  if (options.excludeId !== undefined) query = query.where('a.id', '<>', options.excludeId);
  return query
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}
export type ArticleListRow = Awaited<ReturnType<typeof listArticles>>[number];

export async function findArticleByPath(db: Db, path: string, lang: string) {
  return articleQuery(db, lang)
    .select([
      ...articleListColumns,
      localized('body').as('body'),
      localized('meta_description').as('meta_description'),
    ])
    .where('a.path', '=', path)
    .executeTakeFirst();
}
