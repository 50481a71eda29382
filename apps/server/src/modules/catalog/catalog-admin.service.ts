import type {
  AdminCatalogCountry,
  AdminCatalogOptions,
  AdminCatalogProduct,
  AdminCatalogPurpose,
  AdminCatalogType,
  CatalogLanguage,
  ProductCompanyKind,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { invalid, notFound, Refusal } from '../../lib/errors.js';
import { containsPatterns } from '../../lib/like-patterns.js';
import { FALLBACK_LANGUAGE } from '../../lib/translated.js';
import { publishContentChange } from '../settings/settings.service.js';
import * as repository from './catalog-admin.repository.js';
import { ENGLISH } from './catalog-admin.repository.js';

type Db = Kysely<Database>;
type Texts<T> = Record<CatalogLanguage, T>;
type PlainText = { name: string; description: string };

/** A catalog write's effect: the table and row, and the row's values before and after (only those that changed). */
interface CatalogChange {
  entity: 'country' | 'type_purpose' | 'product_type' | 'product';
  id: number;
  changed: boolean;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export interface ListQuery<S extends string> {
  page: number;
  pageSize: number;
  sort: S;
  dir: 'asc' | 'desc';
  q: string | undefined;
  active: boolean | undefined;
}

export interface CountryInput {
  code: string;
  link_sef: string;
  online: boolean;
  popular_sort?: number | undefined;
  sort: number;
  active: boolean;
  texts: Texts<{ name: string; description: string; register_name?: string | undefined }>;
}

export interface PurposeInput {
  icon?: string | undefined;
  sort: number;
  active: boolean;
  product_type_ids: number[];
  texts: Texts<PlainText>;
}

export interface TypeInput {
  code: string;
  sort: number;
  active: boolean;
  needs_paper: boolean;
  texts: Texts<PlainText>;
}

export interface ProductInput {
  country_id: number;
  /** Whole euro cents. */
  price: number;
  duration_from: number;
  duration_to: number;
  delivery: boolean;
  company_kind: ProductCompanyKind;
  thumb?: string | undefined;
  sort: number;
  active: boolean;
  product_type_ids: number[];
  related_ids: number[];
  texts: Texts<PlainText>;
}

/**
 * A search text as LIKE patterns: LIKE is case-blind only for Latin letters on SQLite and not at
 * all on PostgreSQL, so the text is tried as typed, lower, upper and capitalised (as the orders
 * list does; ADR 031).
 */
function patternsOf(q: string | undefined): string[] | undefined {
  return q ? containsPatterns(q) : undefined;
}

const pageOf = <S extends string>(query: ListQuery<S>) => ({
  page: query.page,
  pageSize: query.pageSize,
  dir: query.dir,
  sort: query.sort,
  patterns: patternsOf(query.q),
  active: query.active,
});

const flag = (value: boolean) => (value ? 1 : 0);
const unique = (ids: number[]) => [...new Set(ids)];

/** Whole cents as the euro text a form shows: 1250 -> '12.50'. */
export const euroInput = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

function byLanguage<T extends { language_code: string }, V>(
  rows: T[],
  pick: (row: T | undefined) => V,
): Texts<V> {
  const of = (code: string) => pick(rows.find((row) => row.language_code === code));
  return { 'ru-RU': of(FALLBACK_LANGUAGE), 'en-US': of(ENGLISH) };
}

const plainTexts = (rows: { language_code: string; name: string; description: string }[]) =>
  byLanguage(rows, (row) => ({ name: row?.name ?? '', description: row?.description ?? '' }));

const textRows = <T extends object>(texts: Texts<T>) =>
  (Object.entries(texts) as [CatalogLanguage, T][]).map(([language_code, text]) => ({
    language_code,
    ...text,
  }));

/** Only the values that differ, as they were and as they are (JSON-equal values are the same). */
function difference(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    changed: keys.length > 0,
    before: Object.fromEntries(keys.filter((key) => key in before).map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.filter((key) => key in after).map((key) => [key, after[key]])),
  };
}

const inUse = (field?: string) => new Refusal('conflict', 'CatalogueItemInUse', field);
const codeTaken = (field: string) => new Refusal('conflict', 'CatalogueCodeTaken', field);

/**
 * The catalog as the back-office edits it (ADR 035): every row in any state with its texts in
 * both languages. Each write is one unit of work that states its change (the row, the values
 * before and after) for the audit and bumps the content revision, so every instance's shop drops
 * its cached catalog within its revision check; a save that changed nothing leaves neither.
 * Writes answer the row's id.
 */
export class CatalogAdminService {
  constructor(private readonly db: Db) {}

  // Countries.

  async countries(query: ListQuery<'sort' | 'name' | 'code' | 'popular' | 'id'>) {
    const { count, rows } = await repository.listCountries(this.db, pageOf(query));
    return {
      count,
      page: query.page,
      list: rows.map((row) => ({
        id: row.id,
        code: row.code,
        link_sef: row.link_sef,
        name: { 'ru-RU': row.name_ru ?? '', 'en-US': row.name_en ?? '' },
        online: row.online === 1,
        popular_sort: row.popular_sort,
        sort: row.sort,
        active: row.active === 1,
        products_count: Number(row.products_count ?? 0),
      })),
    };
  }

  async country(id: number, db: Db = this.db): Promise<AdminCatalogCountry> {
    const row = await repository.findCountry(db, id);
    if (!row) throw notFound('id');
    const [texts, products] = await Promise.all([
      repository.countryTexts(db, id),
      repository.productsOfCountryCount(db, id),
    ]);
    return {
      id: row.id,
      code: row.code,
      link_sef: row.link_sef,
      online: row.online === 1,
      popular_sort: row.popular_sort,
      sort: row.sort,
      active: row.active === 1,
      texts: byLanguage(texts, (text) => ({
        name: text?.name ?? '',
        description: text?.description ?? '',
        register_name: text?.register_name ?? '',
      })),
      products_count: products,
    };
  }

  saveCountry(write: Write, id: number | undefined, input: CountryInput): Promise<number> {
    return this.written(write, (trx) => this.changeCountry(trx, id, input));
  }

  deleteCountry(write: Write, id: number): Promise<number> {
    return this.written(write, (trx) => this.removeCountry(trx, id));
  }

  private async changeCountry(trx: Db, id: number | undefined, input: CountryInput): Promise<CatalogChange> {
    const before = id === undefined ? undefined : await this.country(id, trx);
    const taken = await repository.countryWithCodeOrAddress(trx, input.code, input.link_sef, id);
    if (taken) throw codeTaken(taken.code === input.code ? 'code' : 'link_sef');
    const values = {
      code: input.code,
      link_sef: input.link_sef,
      online: flag(input.online),
      popular_sort: input.popular_sort ?? null,
      sort: input.sort,
      active: flag(input.active),
    };
    const savedId = id ?? (await repository.insertCountry(trx, values));
    if (id !== undefined) await repository.updateCountry(trx, id, values);
    await repository.replaceCountryTexts(
      trx,
      savedId,
      textRows(input.texts).map((text) => ({ ...text, register_name: text.register_name ?? '' })),
    );
    return this.change(
      'country',
      savedId,
      before && withoutProducts(before),
      withoutProducts(await this.country(savedId, trx)),
    );
  }

  private async removeCountry(trx: Db, id: number): Promise<CatalogChange> {
    const before = await this.country(id, trx);
    if (await repository.countryInUse(trx, id)) throw inUse();
    await repository.deleteCountry(trx, id);
    return this.change('country', id, withoutProducts(before), undefined);
  }

  // Type purposes.

  async purposes(query: ListQuery<'sort' | 'name' | 'id'>) {
    const { count, rows } = await repository.listPurposes(this.db, pageOf(query));
    return {
      count,
      page: query.page,
      list: rows.map((row) => ({
        id: row.id,
        icon: row.icon,
        name: { 'ru-RU': row.name_ru ?? '', 'en-US': row.name_en ?? '' },
        sort: row.sort,
        active: row.active === 1,
        product_types_count: Number(row.product_types_count ?? 0),
      })),
    };
  }

  async purpose(id: number, db: Db = this.db): Promise<AdminCatalogPurpose> {
    const row = await repository.findPurpose(db, id);
    if (!row) throw notFound('id');
    const [texts, typeIds] = await Promise.all([
      repository.purposeTexts(db, id),
      repository.productTypesOfPurpose(db, id),
    ]);
    return {
      id: row.id,
      icon: row.icon,
      sort: row.sort,
      active: row.active === 1,
      product_type_ids: typeIds,
      texts: plainTexts(texts),
    };
  }

  savePurpose(write: Write, id: number | undefined, input: PurposeInput): Promise<number> {
    return this.written(write, (trx) => this.changePurpose(trx, id, input));
  }

  /** A purpose is referred to by nothing but its own links: it can always be deleted. */
  deletePurpose(write: Write, id: number): Promise<number> {
    return this.written(write, (trx) => this.removePurpose(trx, id));
  }

  private async changePurpose(trx: Db, id: number | undefined, input: PurposeInput): Promise<CatalogChange> {
    const before = id === undefined ? undefined : await this.purpose(id, trx);
    const typeIds = unique(input.product_type_ids);
    const known = await repository.existingTypeIds(trx, typeIds);
    if (typeIds.some((typeId) => !known.has(typeId))) throw invalid('FieldHasWrongValue', 'product_type_ids');
    const values = { icon: input.icon ?? '', sort: input.sort, active: flag(input.active) };
    const savedId = id ?? (await repository.insertPurpose(trx, values));
    if (id !== undefined) await repository.updatePurpose(trx, id, values);
    await repository.replacePurposeTexts(trx, savedId, textRows(input.texts));
    await repository.replacePurposeTypes(trx, savedId, typeIds);
    return this.change('type_purpose', savedId, before, await this.purpose(savedId, trx));
  }

  private async removePurpose(trx: Db, id: number): Promise<CatalogChange> {
    const before = await this.purpose(id, trx);
    await repository.deletePurpose(trx, id);
    return this.change('type_purpose', id, before, undefined);
  }

  // Product types.

  async types(query: ListQuery<'sort' | 'name' | 'code' | 'id'>) {
    const { count, rows } = await repository.listTypes(this.db, pageOf(query));
    return {
      count,
      page: query.page,
      list: rows.map((row) => ({
        id: row.id,
        code: row.code,
        name: { 'ru-RU': row.name_ru ?? '', 'en-US': row.name_en ?? '' },
        sort: row.sort,
        active: row.active === 1,
        products_count: Number(row.products_count ?? 0),
        purposes_count: Number(row.purposes_count ?? 0),
      })),
    };
  }

  async type(id: number, db: Db = this.db): Promise<AdminCatalogType> {
    const row = await repository.findType(db, id);
    if (!row) throw notFound('id');
    return {
      id: row.id,
      code: row.code,
      sort: row.sort,
      active: row.active === 1,
      needs_paper: row.needs_paper === 1,
      texts: plainTexts(await repository.typeTexts(db, id)),
      products_count: Number(row.products_count ?? 0),
      purposes_count: Number(row.purposes_count ?? 0),
    };
  }

  saveType(write: Write, id: number | undefined, input: TypeInput): Promise<number> {
    return this.written(write, (trx) => this.changeType(trx, id, input));
  }

  deleteType(write: Write, id: number): Promise<number> {
    return this.written(write, (trx) => this.removeType(trx, id));
  }

  private async changeType(trx: Db, id: number | undefined, input: TypeInput): Promise<CatalogChange> {
    const before = id === undefined ? undefined : await this.type(id, trx);
    if (await repository.typeWithCode(trx, input.code, id)) throw codeTaken('code');
    const values = {
      code: input.code,
      sort: input.sort,
      active: flag(input.active),
      needs_paper: flag(input.needs_paper),
    };
    const savedId = id ?? (await repository.insertType(trx, values));
    if (id !== undefined) await repository.updateType(trx, id, values);
    await repository.replaceTypeTexts(trx, savedId, textRows(input.texts));
    const after = await this.type(savedId, trx);
    return this.change('product_type', savedId, before && withoutCounts(before), withoutCounts(after));
  }

  private async removeType(trx: Db, id: number): Promise<CatalogChange> {
    const before = await this.type(id, trx);
    if (before.products_count > 0 || before.purposes_count > 0) throw inUse();
    await repository.deleteType(trx, id);
    return this.change('product_type', id, withoutCounts(before), undefined);
  }

  // Products.

  async products(
    query: ListQuery<'sort' | 'name' | 'price' | 'country' | 'id'> & { countryId: number | undefined },
  ) {
    const { count, rows } = await repository.listProducts(this.db, {
      ...pageOf(query),
      countryId: query.countryId,
    });
    return {
      count,
      page: query.page,
      list: rows.map((row) => ({
        id: row.id,
        name: { 'ru-RU': row.name_ru ?? '', 'en-US': row.name_en ?? '' },
        country: {
          id: row.country_id,
          code: row.country_code,
          name: row.country_name ?? '',
          names: { 'ru-RU': row.country_name ?? '', 'en-US': row.country_name_en ?? '' },
        },
        price: euroInput(row.price_cents),
        price_cents: row.price_cents,
        duration_from: row.duration_from,
        duration_to: row.duration_to,
        delivery: row.delivery === 1,
        sort: row.sort,
        active: row.active === 1,
      })),
    };
  }

  async product(id: number, db: Db = this.db): Promise<AdminCatalogProduct> {
    const row = await repository.findProduct(db, id);
    if (!row) throw notFound('id');
    const [texts, typeIds, relatedIds, uses] = await Promise.all([
      repository.productTexts(db, id),
      repository.typesOfProduct(db, id),
      repository.relatedOfProduct(db, id),
      repository.productUses(db, id),
    ]);
    return {
      id: row.id,
      country_id: row.country_id,
      price: euroInput(row.price_cents),
      price_cents: row.price_cents,
      duration_from: row.duration_from,
      duration_to: row.duration_to,
      delivery: row.delivery === 1,
      company_kind: row.company_kind,
      thumb: row.thumb,
      sort: row.sort,
      active: row.active === 1,
      product_type_ids: typeIds,
      related_ids: relatedIds,
      texts: plainTexts(texts),
      orders_count: uses,
    };
  }

  saveProduct(write: Write, id: number | undefined, input: ProductInput): Promise<number> {
    return this.written(write, (trx) => this.changeProduct(trx, id, input));
  }

  deleteProduct(write: Write, id: number): Promise<number> {
    return this.written(write, (trx) => this.removeProduct(trx, id));
  }

  private async changeProduct(trx: Db, id: number | undefined, input: ProductInput): Promise<CatalogChange> {
    const before = id === undefined ? undefined : await this.product(id, trx);
    if (!(await repository.findCountry(trx, input.country_id)))
      throw invalid('FieldHasWrongValue', 'country_id');
    const typeIds = unique(input.product_type_ids);
    const known = await repository.existingTypeIds(trx, typeIds);
    if (typeIds.some((typeId) => !known.has(typeId))) throw invalid('FieldHasWrongValue', 'product_type_ids');
    const relatedIds = unique(input.related_ids);
    const countries = await repository.countriesOfProducts(trx, relatedIds);
    if (relatedIds.some((relatedId) => relatedId === id || countries.get(relatedId) !== input.country_id))
      throw invalid('RelatedProductInvalid', 'related_ids');
    const values = {
      country_id: input.country_id,
      price_cents: input.price,
      duration_from: input.duration_from,
      duration_to: input.duration_to,
      delivery: flag(input.delivery),
      company_kind: input.company_kind,
      thumb: input.thumb ?? '',
      sort: input.sort,
      active: flag(input.active),
    };
    const savedId = id ?? (await repository.insertProduct(trx, values));
    if (id !== undefined) await repository.updateProduct(trx, id, values);
    await repository.replaceProductTexts(trx, savedId, textRows(input.texts));
    await repository.replaceProductLinks(trx, savedId, { typeIds, relatedIds });
    const after = await this.product(savedId, trx);
    return this.change('product', savedId, before && withoutUses(before), withoutUses(after));
  }

  private async removeProduct(trx: Db, id: number): Promise<CatalogChange> {
    const before = await this.product(id, trx);
    if (before.orders_count > 0) throw inUse();
    await repository.deleteProduct(trx, id);
    return this.change('product', id, withoutUses(before), undefined);
  }

  async options(lang: string): Promise<AdminCatalogOptions> {
    const { countries, types, products } = await repository.catalogOptions(this.db, lang);
    const named = <T extends { id: number; active: number; name: string | null; fallback: string | null }>(
      row: T,
    ) => ({
      id: row.id,
      name: row.name ?? row.fallback ?? `#${row.id}`,
      active: row.active === 1,
    });
    return {
      countries: countries.map(named),
      product_types: types.map(named),
      products: products.map((row) => ({ ...named(row), country_id: row.country_id })),
    };
  }

  /**
   * Runs a write as one unit of work: a change states itself for the audit and bumps the content
   * revision. Two saves of the same new code at once: the second meets the unique index.
   */
  private async written(write: Write, change: (trx: Db) => Promise<CatalogChange>): Promise<number> {
    try {
      return await write(async (trx, changed) => {
        const done = await change(trx);
        await publishContentChange(trx, changed, done);
        return done.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken('code');
      throw error;
    }
  }

  private change(
    entity: CatalogChange['entity'],
    id: number,
    before: object | undefined,
    after: object | undefined,
  ): CatalogChange {
    const diff = difference(
      (before ?? {}) as Record<string, unknown>,
      (after ?? {}) as Record<string, unknown>,
    );
    return { entity, id, ...diff };
  }
}

const withoutProducts = ({ products_count: _p, ...rest }: AdminCatalogCountry) => rest;
const withoutCounts = ({ products_count: _p, purposes_count: _q, ...rest }: AdminCatalogType) => rest;
const withoutUses = ({ orders_count: _o, ...rest }: AdminCatalogProduct) => rest;
