import { z } from 'zod';
import { emptyObject, formId, langField, optionalFormId } from '../common.js';
import { product, productType, typePurpose } from '../entities.js';
import { routes } from '../routes.js';
import { defineCall } from './define.js';

/** Purposes (for a bank, for a tender, ...); with `country_id`, only those that country can serve. */
export const typePurposesCall = defineCall(routes.typePurposes, {
  body: z.object({ lang: langField, country_id: optionalFormId }),
  query: emptyObject,
  answer: z.object({ typePurposes: z.array(typePurpose) }),
});

/** The product types one purpose needs. */
export const productTypesCall = defineCall(routes.productTypes, {
  body: z.object({ type_purpose_id: formId, lang: langField }),
  query: emptyObject,
  answer: z.object({ productTypes: z.array(productType) }),
});

/**
 * A country's products with their prices, and the purposes they serve. With `company_id` (extra: a
 * register's company), only the products that fit that company (rules/catalog-fit).
 */
export const productsCall = defineCall(routes.products, {
  body: z.object({ country_id: formId, lang: langField, company_id: optionalFormId }),
  query: emptyObject,
  answer: z.object({ products: z.array(product), typePurposes: z.array(typePurpose) }),
});

/** A country's price list as a PDF. */
export const priceListCall = defineCall(routes.priceList, {
  body: z.object({ country_id: formId, lang: langField }),
  query: emptyObject,
  answer: z.unknown(),
});
