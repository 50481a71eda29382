import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { localized, withTranslation } from '../../lib/translated.js';

type Db = Kysely<Database>;

export async function listTypePurposes(db: Db, lang: string) {
  const [purposes, links] = await Promise.all([
    withTranslation(db.selectFrom('type_purpose as p'), 'type_purpose', 'p', lang)
      .select(['p.id', 'p.icon', localized('name').as('name'), localized('description').as('description')])
      .where('p.active', '=', 1)
      .orderBy('p.sort')
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('type_purpose_product_type as l')
      .innerJoin('product_type as pt', 'pt.id', 'l.product_type_id')
      .select(['l.type_purpose_id', 'l.product_type_id'])
      .where('pt.active', '=', 1)
      .orderBy('l.type_purpose_id')
      .orderBy('l.sort')
      .orderBy('pt.sort')
      .execute(),
  ]);
  return purposes.map((purpose) => ({
    ...purpose,
    productTypeIds: links
      .filter((link) => link.type_purpose_id === purpose.id)
      .map((link) => link.product_type_id),
  }));
}
export type TypePurposeRow = Awaited<ReturnType<typeof listTypePurposes>>[number];

export async function typePurposeExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('type_purpose')
    .select('id')
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The product types of one purpose, in the purpose's order. */
export async function listProductTypesOfPurpose(db: Db, purposeId: number, lang: string) {
  return withTranslation(
    db
      .selectFrom('type_purpose_product_type as l')
      .innerJoin('product_type as pt', 'pt.id', 'l.product_type_id'),
    'product_type',
    'pt',
    lang,
  )
    .select(['pt.id', localized('name').as('name'), localized('description').as('description')])
    .where('l.type_purpose_id', '=', purposeId)
    .where('pt.active', '=', 1)
    .orderBy('l.sort')
    .orderBy('pt.sort')
    .orderBy('pt.id')
    .execute();
}

/** Every active product type with its name in `lang` (falling back to ru-RU), by id. */
export async function listProductTypeNames(db: Db, lang: string) {
  return withTranslation(db.selectFrom('product_type as pt'), 'product_type', 'pt', lang)
    .select(['pt.id', localized('name').as('name')])
    .where('pt.active', '=', 1)
    .orderBy('pt.sort')
    .orderBy('pt.id')
    .execute();
}

/** Products with their texts in `lang` (t), falling back to ru-RU (d). */
function translatedProducts(db: Db, lang: string) {
  return withTranslation(db.selectFrom('product as p'), 'product', 'p', lang);
}

/** A country's active products with their types and related products (of the same country). */
export async function listProductsOfCountry(db: Db, countryId: number, lang: string) {
  const products = await translatedProducts(db, lang)
    .select([
      'p.id',
      'p.country_id',
      'p.price_cents',
      'p.duration_from',
      'p.duration_to',
      'p.delivery',
      'p.company_kind',
      'p.thumb',
      localized('name').as('name'),
      localized('description').as('description'),
    ])
    .where('p.country_id', '=', countryId)
    .where('p.active', '=', 1)
    .orderBy('p.sort')
    .orderBy('p.id')
    .execute();
  if (products.length === 0) return [];
  const [types, related] = await Promise.all([
    db
      .selectFrom('product_product_type as l')
      .innerJoin('product as p', 'p.id', 'l.product_id')
      .innerJoin('product_type as pt', 'pt.id', 'l.product_type_id')
      .select(['l.product_id', 'l.product_type_id', 'pt.needs_paper'])
      .where('p.country_id', '=', countryId)
      .where('pt.active', '=', 1)
      .orderBy('pt.sort')
      .orderBy('pt.id')
      .execute(),
    db
      .selectFrom('product_related as r')
      .innerJoin('product as p', 'p.id', 'r.product_id')
      .innerJoin('product as rp', 'rp.id', 'r.related_product_id')
      .select(['r.product_id', 'r.related_product_id'])
      .where('p.country_id', '=', countryId)
      .where('rp.active', '=', 1)
      .orderBy('r.sort')
      .orderBy('r.related_product_id')
      .execute(),
  ]);
  return products.map((product) => ({
    ...product,
    productTypeIds: types.filter((row) => row.product_id === product.id).map((row) => row.product_type_id),
    needsPaper: types.some((row) => row.product_id === product.id && row.needs_paper === 1),
    relatedIds: related.filter((row) => row.product_id === product.id).map((row) => row.related_product_id),
  }));
}
export type ProductRow = Awaited<ReturnType<typeof listProductsOfCountry>>[number];

/** What a cart line shows of its product (any product, active or not: a cart may outlive it). */
export async function listProductSummaries(db: Db, ids: number[], lang: string) {
  if (ids.length === 0) return [];
  return translatedProducts(db, lang)
    .select([
      'p.id',
      'p.country_id',
      'p.thumb',
      'p.price_cents',
      'p.active',
      'p.duration_from',
      'p.duration_to',
      'p.delivery',
      'p.company_kind',
      localized('name').as('name'),
    ])
    .where('p.id', 'in', ids)
    .execute();
}
export type ProductSummaryRow = Awaited<ReturnType<typeof listProductSummaries>>[number];
