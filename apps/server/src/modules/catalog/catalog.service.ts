import {
  type CompanyKind,
  type Product,
  type TypePurpose,
  euroFromCents,
  offeredTogether,
  productFitsCompany,
  rublePrice,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import type { ContentCache } from '../../lib/content-cache.js';
import { euroText } from '../../lib/money.js';
import type { ContentService } from '../content/content.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import * as catalog from './catalog.repository.js';

/** A register's company that products are offered for: its country and kind. */
export interface OfferedCompany {
  countryId: number;
  kind: CompanyKind;
}

/** Products under one purpose, by product type; `purpose` is absent for products no purpose serves. */
export interface ProductGroup {
  purpose: string | undefined;
  types: { type: string; products: Product[] }[];
}

function toTypePurpose(
  row: catalog.TypePurposeRow,
  productTypeIds: number[] = row.productTypeIds,
): TypePurpose {
  return { id: row.id, name: row.name, description: row.description, productTypes: productTypeIds };
}

export class CatalogService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: ContentCache,
    private readonly contentService: ContentService,
    private readonly settings: SettingsService,
  ) {}

  private allTypePurposes(lang: string) {
    return this.cache.get(`type-purposes:${lang}`, () => catalog.listTypePurposes(this.db, lang));
  }

  private async requireCountry(lang: string, countryId: number): Promise<void> {
    if (!(await this.contentService.findCountry(lang, countryId))) throw notFound('country_id');
  }

  /** Purposes; for a country only those it has products for, each with just those product types. */
  async typePurposes(lang: string, countryId: number | undefined): Promise<{ typePurposes: TypePurpose[] }> {
    const purposes = await this.allTypePurposes(lang);
    if (countryId === undefined) return { typePurposes: purposes.map((row) => toTypePurpose(row)) };
    const { products } = await this.products(lang, countryId);
    return { typePurposes: this.purposesServedBy(purposes, products) };
  }

  private purposesServedBy(purposes: catalog.TypePurposeRow[], products: Product[]): TypePurpose[] {
    const offered = new Set(products.flatMap((product) => product.productTypes));
    return purposes
      .map((row) =>
        toTypePurpose(
          row,
          row.productTypeIds.filter((id) => offered.has(id)),
        ),
      )
      .filter((purpose) => purpose.productTypes.length > 0);
  }

  async productTypes(lang: string, purposeId: number) {
    if (!(await catalog.typePurposeExists(this.db, purposeId))) throw notFound('type_purpose_id');
    return { productTypes: await catalog.listProductTypesOfPurpose(this.db, purposeId, lang) };
  }

  /**
   * A country's products grouped as a customer chooses them: by purpose, then by product type
   * (a product serving several types is listed under each); products no purpose serves come last
   * in a group without a purpose. For the price list and the commercial offer.
   */
  async productGroups(lang: string, countryId: number): Promise<ProductGroup[]> {
    const [{ products, typePurposes }, typeNames] = await Promise.all([
      this.products(lang, countryId),
      this.cache.get(`product-type-names:${lang}`, () => catalog.listProductTypeNames(this.db, lang)),
    ]);
    const typeName = new Map(typeNames.map((row) => [row.id, row.name]));
    const listed = new Set<number>();
    const groups: ProductGroup[] = typePurposes.map((purpose) => ({
      purpose: purpose.name,
      types: purpose.productTypes.map((typeId) => {
        const ofType = products.filter((product) => product.productTypes.includes(typeId));
        for (const product of ofType) listed.add(product.id);
        return { type: typeName.get(typeId) ?? '', products: ofType };
      }),
    }));
    const rest = products.filter((product) => !listed.has(product.id));
    if (rest.length > 0) groups.push({ purpose: undefined, types: [{ type: '', products: rest }] });
    return groups;
  }

  /** Name, picture, duration and delivery of products by id, for the lines of a cart. */
  async productSummaries(lang: string, ids: number[]): Promise<Map<number, catalog.ProductSummaryRow>> {
    const rows = await catalog.listProductSummaries(this.db, [...new Set(ids)], lang);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * The products of a country that fit a company of a register (rules/catalog-fit): of its
   * country and for its kind, each with the related products that fit it too, and the purposes
   * those products serve.
   */
  async productsFor(
    lang: string,
    countryId: number,
    company: OfferedCompany,
  ): Promise<{ products: Product[]; typePurposes: TypePurpose[] }> {
    const { products } = await this.products(lang, countryId);
    // Kept like the country's list: one object per kind of company, which the edge encodes once.
    return this.cache.get(`products:${lang}:${countryId}:${company.countryId}:${company.kind}`, async () => {
      const fitting = products.filter(
        (product) =>
          product.country_id === company.countryId && productFitsCompany(product.company_kind, company.kind),
      );
      const offered = new Set(fitting.map((product) => product.id));
      const withRelated = fitting.map((product) => ({
        ...product,
        productsRelated: product.productsRelated.filter((id) => offered.has(id)),
      }));
      return {
        products: withRelated,
        typePurposes: this.purposesServedBy(await this.allTypePurposes(lang), withRelated),
      };
    });
  }

  /** A country's products; the same object until the content changes (the edge encodes it once). */
  async products(
    lang: string,
    countryId: number,
  ): Promise<{ products: Product[]; typePurposes: TypePurpose[] }> {
    await this.requireCountry(lang, countryId);
    return this.cache.get(`products:${lang}:${countryId}`, async () => {
      const [rows, rubleCourse, purposes] = await Promise.all([
        catalog.listProductsOfCountry(this.db, countryId, lang),
        this.settings.rubleCourse(),
        this.allTypePurposes(lang),
      ]);
      const fit = new Map(
        rows.map((row) => [
          row.id,
          { company_kind: row.company_kind, delivery: row.delivery === 1, needsPaper: row.needsPaper },
        ]),
      );
      const products = rows.map((row): Product => {
        const euro = euroFromCents(row.price_cents);
        const own = fit.get(row.id)!;
        return {
          id: row.id,
          country_id: row.country_id,
          name: row.name,
          description: row.description,
          thumb: row.thumb,
          price: euroText(row.price_cents),
          price_num: euro,
          ruble_price_num: rubleCourse === null ? null : rublePrice(euro, rubleCourse),
          duration: { from: row.duration_from, to: row.duration_to, text: String(row.duration_from) },
          delivery: row.delivery === 1,
          productTypes: row.productTypeIds,
          // Only what goes with it: an apostille beside a paper extract, an organisation's
          // documents beside an organisation's.
          productsRelated: row.relatedIds.filter((id) => {
            const related = fit.get(id);
            return related !== undefined && offeredTogether(own, related);
          }),
          company_kind: row.company_kind,
        };
      });
      return { products, typePurposes: this.purposesServedBy(purposes, products) };
    });
  }
}
