import type { ProductCompanyKind } from '@storefront/contract';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { FALLBACK_LANGUAGE, joinTranslation, withTranslation } from '../../lib/translated.js';

/**
 * The back-office's reads and writes of the catalog's tables: every row in
 * any state, with its texts in every language. Writes take the caller's unit of work.
 */
type Db = Kysely<Database>;

export const ENGLISH = 'en-US';

export interface ListPage {
  page: number;
  pageSize: number;
  dir: 'asc' | 'desc';
  /** LIKE patterns (escaped with `\`), any of which may match. */
  patterns: string[] | undefined;
  active: boolean | undefined;
}

const like = (column: string, pattern: string) =>
  sql<SqlBool>`${sql.ref(column)} like ${pattern} escape ${'\\'}`;

const count = (value: string | number | bigint) => Number(value);

// Countries.

function countryFilter(page: ListPage) {
  return (eb: ExpressionBuilder<Database, 'country'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (page.active !== undefined) conditions.push(eb('country.active', '=', page.active ? 1 : 0));
    if (page.patterns)
      conditions.push(
        eb.or([
          ...page.patterns.flatMap((pattern) => [
            like('country.code', pattern),
            like('country.link_sef', pattern),
          ]),
          eb.exists(
            eb
              .selectFrom('country_translation as t')
              .select('t.country_id')
              .whereRef('t.country_id', '=', 'country.id')
              .where((inner) => inner.or(page.patterns!.map((pattern) => like('t.name', pattern)))),
          ),
        ]),
      );
    return eb.and(conditions);
  };
}

export async function listCountries(
  db: Db,
  page: ListPage & { sort: 'sort' | 'name' | 'code' | 'popular' | 'id' },
) {
  const filter = countryFilter(page);
  const total = await db
    .selectFrom('country')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(filter)
    .executeTakeFirstOrThrow();
  let query = db
    .selectFrom('country')
    .$call((q) => joinTranslation(q, 'country', 'country', FALLBACK_LANGUAGE, 'ru'))
    .$call((q) => joinTranslation(q, 'country', 'country', ENGLISH, 'en'))
    .select((eb) => [
      'country.id',
      'country.code',
      'country.link_sef',
      'country.online',
      'country.popular_sort',
      'country.sort',
      'country.active',
      'ru.name as name_ru',
      'en.name as name_en',
      eb
        .selectFrom('product')
        .select((inner) => inner.fn.countAll().as('count'))
        .whereRef('product.country_id', '=', 'country.id')
        .as('products_count'),
    ])
    .where(filter);
  const dir = page.dir;
  if (page.sort === 'name') query = query.orderBy('ru.name', dir);
  else if (page.sort === 'code') query = query.orderBy('country.code', dir);
  else if (page.sort === 'sort') query = query.orderBy('country.sort', dir);
  else if (page.sort === 'popular')
    // Popular countries first (by their place), the rest after them on both databases.
    query = query
      .orderBy(sql`case when ${sql.ref('country.popular_sort')} is null then 1 else 0 end`)
      .orderBy('country.popular_sort', dir);
  const rows = await query
    .orderBy('country.id', dir)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  return { count: count(total.count), rows };
}

export function findCountry(db: Db, id: number) {
  return db.selectFrom('country').selectAll().where('id', '=', id).executeTakeFirst();
}

export function countryTexts(db: Db, id: number) {
  return db
    .selectFrom('country_translation')
    .select(['language_code', 'name', 'description', 'register_name'])
    .where('country_id', '=', id)
    .execute();
}

export async function productsOfCountryCount(db: Db, countryId: number): Promise<number> {
  const row = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('country_id', '=', countryId)
    .executeTakeFirstOrThrow();
  return count(row.count);
}

/** Another country with this code or address, if any. */
export function countryWithCodeOrAddress(
  db: Db,
  code: string,
  linkSef: string,
  exceptId: number | undefined,
) {
  let query = db
    .selectFrom('country')
    .select(['id', 'code', 'link_sef'])
    .where((eb) => eb.or([eb('code', '=', code), eb('link_sef', '=', linkSef)]));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export interface CountryValues {
  code: string;
  link_sef: string;
  online: number;
  popular_sort: number | null;
  sort: number;
  active: number;
}

export async function insertCountry(db: Db, values: CountryValues): Promise<number> {
  const row = await db.insertInto('country').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCountry(db: Db, id: number, values: CountryValues): Promise<void> {
  await db.updateTable('country').set(values).where('id', '=', id).execute();
}

export async function replaceCountryTexts(
  db: Db,
  id: number,
  texts: { language_code: string; name: string; description: string; register_name: string }[],
): Promise<void> {
  await db.deleteFrom('country_translation').where('country_id', '=', id).execute();
  await db
    .insertInto('country_translation')
    .values(texts.map((text) => ({ ...text, country_id: id })))
    .execute();
}

/** Whether anything keeps the country: its products, register companies, first docs. */
export async function countryInUse(db: Db, id: number): Promise<boolean> {
  const [product, company, firstDoc] = await Promise.all([
    db.selectFrom('product').select('id').where('country_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('company').select('id').where('country_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('first_doc').select('id').where('country_id', '=', id).limit(1).executeTakeFirst(),
  ]);
  return Boolean(product ?? company ?? firstDoc);
}

export async function deleteCountry(db: Db, id: number): Promise<void> {
  await db.deleteFrom('country_translation').where('country_id', '=', id).execute();
  await db.updateTable('article').set({ country_id: null }).where('country_id', '=', id).execute();
  await db.deleteFrom('country').where('id', '=', id).execute();
}

// Type purposes.

function purposeFilter(page: ListPage) {
  return (eb: ExpressionBuilder<Database, 'type_purpose'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (page.active !== undefined) conditions.push(eb('type_purpose.active', '=', page.active ? 1 : 0));
    if (page.patterns)
      conditions.push(
        eb.exists(
          eb
            .selectFrom('type_purpose_translation as t')
            .select('t.type_purpose_id')
            .whereRef('t.type_purpose_id', '=', 'type_purpose.id')
            .where((inner) => inner.or(page.patterns!.map((pattern) => like('t.name', pattern)))),
        ),
      );
    return eb.and(conditions);
  };
}

export async function listPurposes(db: Db, page: ListPage & { sort: 'sort' | 'name' | 'id' }) {
  const filter = purposeFilter(page);
  const total = await db
    .selectFrom('type_purpose')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(filter)
    .executeTakeFirstOrThrow();
  let query = db
    .selectFrom('type_purpose')
    .$call((q) => joinTranslation(q, 'type_purpose', 'type_purpose', FALLBACK_LANGUAGE, 'ru'))
    .$call((q) => joinTranslation(q, 'type_purpose', 'type_purpose', ENGLISH, 'en'))
    .select((eb) => [
      'type_purpose.id',
      'type_purpose.icon',
      'type_purpose.sort',
      'type_purpose.active',
      'ru.name as name_ru',
      'en.name as name_en',
      eb
        .selectFrom('type_purpose_product_type as l')
        .select((inner) => inner.fn.countAll().as('count'))
        .whereRef('l.type_purpose_id', '=', 'type_purpose.id')
        .as('product_types_count'),
    ])
    .where(filter);
  if (page.sort === 'name') query = query.orderBy('ru.name', page.dir);
  else if (page.sort === 'sort') query = query.orderBy('type_purpose.sort', page.dir);
  const rows = await query
    .orderBy('type_purpose.id', page.dir)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  return { count: count(total.count), rows };
}

export function findPurpose(db: Db, id: number) {
  return db.selectFrom('type_purpose').selectAll().where('id', '=', id).executeTakeFirst();
}

export function purposeTexts(db: Db, id: number) {
  return db
    .selectFrom('type_purpose_translation')
    .select(['language_code', 'name', 'description'])
    .where('type_purpose_id', '=', id)
    .execute();
}

export async function productTypesOfPurpose(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('type_purpose_product_type')
    .select('product_type_id')
    .where('type_purpose_id', '=', id)
    .orderBy('sort')
    .orderBy('product_type_id')
    .execute();
  return rows.map((row) => row.product_type_id);
}

export interface PurposeValues {
  icon: string;
  sort: number;
  active: number;
}

export async function insertPurpose(db: Db, values: PurposeValues): Promise<number> {
  const row = await db.insertInto('type_purpose').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePurpose(db: Db, id: number, values: PurposeValues): Promise<void> {
  await db.updateTable('type_purpose').set(values).where('id', '=', id).execute();
}

export async function replacePurposeTexts(
  db: Db,
  id: number,
  texts: { language_code: string; name: string; description: string }[],
): Promise<void> {
  await db.deleteFrom('type_purpose_translation').where('type_purpose_id', '=', id).execute();
  await db
    .insertInto('type_purpose_translation')
    .values(texts.map((text) => ({ ...text, type_purpose_id: id })))
    .execute();
}

export async function replacePurposeTypes(db: Db, id: number, typeIds: number[]): Promise<void> {
  await db.deleteFrom('type_purpose_product_type').where('type_purpose_id', '=', id).execute();
  if (typeIds.length)
    await db
      .insertInto('type_purpose_product_type')
      .values(
        typeIds.map((typeId, index) => ({ type_purpose_id: id, product_type_id: typeId, sort: index + 1 })),
      )
      .execute();
}

export async function deletePurpose(db: Db, id: number): Promise<void> {
  await db.deleteFrom('type_purpose_product_type').where('type_purpose_id', '=', id).execute();
  await db.deleteFrom('type_purpose_translation').where('type_purpose_id', '=', id).execute();
  await db.deleteFrom('type_purpose').where('id', '=', id).execute();
}

// Product types.

function typeFilter(page: ListPage) {
  return (eb: ExpressionBuilder<Database, 'product_type'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (page.active !== undefined) conditions.push(eb('product_type.active', '=', page.active ? 1 : 0));
    if (page.patterns)
      conditions.push(
        eb.or([
          ...page.patterns.map((pattern) => like('product_type.code', pattern)),
          eb.exists(
            eb
              .selectFrom('product_type_translation as t')
              .select('t.product_type_id')
              .whereRef('t.product_type_id', '=', 'product_type.id')
              .where((inner) => inner.or(page.patterns!.map((pattern) => like('t.name', pattern)))),
          ),
        ]),
      );
    return eb.and(conditions);
  };
}

const typeProductsCount = (eb: ExpressionBuilder<Database, 'product_type'>) =>
  eb
    .selectFrom('product_product_type as l')
    .select((inner) => inner.fn.countAll().as('count'))
    .whereRef('l.product_type_id', '=', 'product_type.id')
    .as('products_count');
const typePurposesCount = (eb: ExpressionBuilder<Database, 'product_type'>) =>
  eb
    .selectFrom('type_purpose_product_type as l')
    .select((inner) => inner.fn.countAll().as('count'))
    .whereRef('l.product_type_id', '=', 'product_type.id')
    .as('purposes_count');

export async function listTypes(db: Db, page: ListPage & { sort: 'sort' | 'name' | 'code' | 'id' }) {
  const filter = typeFilter(page);
  const total = await db
    .selectFrom('product_type')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(filter)
    .executeTakeFirstOrThrow();
  let query = db
    .selectFrom('product_type')
    .$call((q) => joinTranslation(q, 'product_type', 'product_type', FALLBACK_LANGUAGE, 'ru'))
    .$call((q) => joinTranslation(q, 'product_type', 'product_type', ENGLISH, 'en'))
    .select((eb) => [
      'product_type.id',
      'product_type.code',
      'product_type.sort',
      'product_type.active',
      'ru.name as name_ru',
      'en.name as name_en',
      typeProductsCount(eb),
      typePurposesCount(eb),
    ])
    .where(filter);
  if (page.sort === 'name') query = query.orderBy('ru.name', page.dir);
  else if (page.sort === 'code') query = query.orderBy('product_type.code', page.dir);
  else if (page.sort === 'sort') query = query.orderBy('product_type.sort', page.dir);
  const rows = await query
    .orderBy('product_type.id', page.dir)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  return { count: count(total.count), rows };
}

export function findType(db: Db, id: number) {
  return db
    .selectFrom('product_type')
    .selectAll()
    .select((eb) => [typeProductsCount(eb), typePurposesCount(eb)])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function typeTexts(db: Db, id: number) {
  return db
    .selectFrom('product_type_translation')
    .select(['language_code', 'name', 'description'])
    .where('product_type_id', '=', id)
    .execute();
}

export function typeWithCode(db: Db, code: string, exceptId: number | undefined) {
  let query = db.selectFrom('product_type').select('id').where('code', '=', code);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export interface TypeValues {
  code: string;
  sort: number;
  active: number;
  needs_paper: number;
}

export async function insertType(db: Db, values: TypeValues): Promise<number> {
  const row = await db.insertInto('product_type').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateType(db: Db, id: number, values: TypeValues): Promise<void> {
  await db.updateTable('product_type').set(values).where('id', '=', id).execute();
}

export async function replaceTypeTexts(
  db: Db,
  id: number,
  texts: { language_code: string; name: string; description: string }[],
): Promise<void> {
  await db.deleteFrom('product_type_translation').where('product_type_id', '=', id).execute();
  await db
    .insertInto('product_type_translation')
    .values(texts.map((text) => ({ ...text, product_type_id: id })))
    .execute();
}

export async function deleteType(db: Db, id: number): Promise<void> {
  await db.deleteFrom('product_type_translation').where('product_type_id', '=', id).execute();
  await db.deleteFrom('product_type').where('id', '=', id).execute();
}

/** Which of these product types exist. */
export async function existingTypeIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('product_type').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

// Products.

function productFilter(page: ListPage & { countryId: number | undefined }) {
  return (eb: ExpressionBuilder<Database, 'product'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (page.active !== undefined) conditions.push(eb('product.active', '=', page.active ? 1 : 0));
    if (page.countryId !== undefined) conditions.push(eb('product.country_id', '=', page.countryId));
    if (page.patterns)
      conditions.push(
        eb.exists(
          eb
            .selectFrom('product_translation as t')
            .select('t.product_id')
            .whereRef('t.product_id', '=', 'product.id')
            .where((inner) => inner.or(page.patterns!.map((pattern) => like('t.name', pattern)))),
        ),
      );
    return eb.and(conditions);
  };
}

export async function listProducts(
  db: Db,
  page: ListPage & { sort: 'sort' | 'name' | 'price' | 'country' | 'id'; countryId: number | undefined },
) {
  const filter = productFilter(page);
  const total = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(filter)
    .executeTakeFirstOrThrow();
  let query = db
    .selectFrom('product')
    .innerJoin('country', 'country.id', 'product.country_id')
    .$call((q) => joinTranslation(q, 'product', 'product', FALLBACK_LANGUAGE, 'ru'))
    .$call((q) => joinTranslation(q, 'product', 'product', ENGLISH, 'en'))
    .$call((q) => joinTranslation(q, 'country', 'country', FALLBACK_LANGUAGE, 'cn'))
    .$call((q) => joinTranslation(q, 'country', 'country', ENGLISH, 'cn_en'))
    .select([
      'product.id',
      'product.country_id',
      'product.price_cents',
      'product.duration_from',
      'product.duration_to',
      'product.delivery',
      'product.sort',
      'product.active',
      'country.code as country_code',
      'cn.name as country_name',
      'cn_en.name as country_name_en',
      'ru.name as name_ru',
      'en.name as name_en',
    ])
    .where(filter);
  if (page.sort === 'name') query = query.orderBy('ru.name', page.dir);
  else if (page.sort === 'price') query = query.orderBy('product.price_cents', page.dir);
  else if (page.sort === 'country')
    query = query.orderBy('cn.name', page.dir).orderBy('product.sort', page.dir);
  else if (page.sort === 'sort') query = query.orderBy('product.sort', page.dir);
  const rows = await query
    .orderBy('product.id', page.dir)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  return { count: count(total.count), rows };
}

export function findProduct(db: Db, id: number) {
  return db.selectFrom('product').selectAll().where('id', '=', id).executeTakeFirst();
}

export function productTexts(db: Db, id: number) {
  return db
    .selectFrom('product_translation')
    .select(['language_code', 'name', 'description'])
    .where('product_id', '=', id)
    .execute();
}

export async function typesOfProduct(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product_product_type')
    .select('product_type_id')
    .where('product_id', '=', id)
    .orderBy('product_type_id')
    .execute();
  return rows.map((row) => row.product_type_id);
}

export async function relatedOfProduct(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product_related')
    .select('related_product_id')
    .where('product_id', '=', id)
    .orderBy('sort')
    .orderBy('related_product_id')
    .execute();
  return rows.map((row) => row.related_product_id);
}

/** Order lines and cart lines that name the product. */
export async function productUses(db: Db, id: number): Promise<number> {
  const [orders, carts] = await Promise.all([
    db
      .selectFrom('order_item')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('cart_item')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return count(orders.count) + count(carts.count);
}

/** The country of each of these products. */
export async function countriesOfProducts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('product').select(['id', 'country_id']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.country_id]));
}

export interface ProductValues {
  country_id: number;
  price_cents: number;
  duration_from: number;
  duration_to: number;
  delivery: number;
  company_kind: ProductCompanyKind;
  thumb: string;
  sort: number;
  active: number;
}

export async function insertProduct(db: Db, values: ProductValues): Promise<number> {
  const row = await db.insertInto('product').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProduct(db: Db, id: number, values: ProductValues): Promise<void> {
  await db
    .updateTable('product')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function replaceProductTexts(
  db: Db,
  id: number,
  texts: { language_code: string; name: string; description: string }[],
): Promise<void> {
  await db.deleteFrom('product_translation').where('product_id', '=', id).execute();
  await db
    .insertInto('product_translation')
    .values(texts.map((text) => ({ ...text, product_id: id })))
    .execute();
}

export async function replaceProductLinks(
  db: Db,
  id: number,
  links: { typeIds: number[]; relatedIds: number[] },
): Promise<void> {
  await db.deleteFrom('product_product_type').where('product_id', '=', id).execute();
  if (links.typeIds.length)
    await db
      .insertInto('product_product_type')
      .values(links.typeIds.map((typeId) => ({ product_id: id, product_type_id: typeId })))
      .execute();
  await db.deleteFrom('product_related').where('product_id', '=', id).execute();
  if (links.relatedIds.length)
    await db
      .insertInto('product_related')
      .values(
        links.relatedIds.map((relatedId, index) => ({
          product_id: id,
          related_product_id: relatedId,
          sort: index + 1,
        })),
      )
      .execute();
}

export async function deleteProduct(db: Db, id: number): Promise<void> {
  await db.deleteFrom('product_product_type').where('product_id', '=', id).execute();
  await db
    .deleteFrom('product_related')
    .where((eb) => eb.or([eb('product_id', '=', id), eb('related_product_id', '=', id)]))
    .execute();
  await db.deleteFrom('product_translation').where('product_id', '=', id).execute();
  await db.deleteFrom('product').where('id', '=', id).execute();
}

// The forms' choices.

/** Every country, product type and product with its name in `lang` and in ru-RU, for the forms. */
export async function catalogOptions(db: Db, lang: string) {
  const [countries, types, products] = await Promise.all([
    withTranslation(db.selectFrom('country'), 'country', 'country', lang)
      .select(['country.id', 'country.active', 't.name as name', 'd.name as fallback'])
      .orderBy('country.sort')
      .orderBy('country.id')
      .execute(),
    withTranslation(db.selectFrom('product_type'), 'product_type', 'product_type', lang)
      .select(['product_type.id', 'product_type.active', 't.name as name', 'd.name as fallback'])
      .orderBy('product_type.sort')
      .orderBy('product_type.id')
      .execute(),
    withTranslation(db.selectFrom('product'), 'product', 'product', lang)
      .select(['product.id', 'product.country_id', 'product.active', 't.name as name', 'd.name as fallback'])
      .orderBy('product.country_id')
      .orderBy('product.sort')
      .orderBy('product.id')
      .execute(),
  ]);
  return { countries, types, products };
}
