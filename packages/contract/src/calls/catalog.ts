import { z } from 'zod';
import { emptyObject, formId, langField, optionalFormId } from '../common.js';
import { product, productType, typePurpose } from '../entities.js';
import { defineCall } from './define.js';

/** Purposes (for a bank, for a tender, ...); with `country_id`, only those that country can serve. */
export const typePurposesCall = defineCall({
  path: '/api/type-purposes',
  body: z.object({ lang: langField, country_id: optionalFormId }),
  query: emptyObject,
  answer: z.object({ typePurposes: z.array(typePurpose) }),
  fallbackError: 'UnknownError',
});

/** The product types one purpose needs. */
export const productTypesCall = defineCall({
  path: '/api/product-types',
  body: z.object({ type_purpose_id: formId, lang: langField }),
  query: emptyObject,
  answer: z.object({ productTypes: z.array(productType) }),
  fallbackError: 'UnknownError',
});

/** A country's products with their prices, and the purposes they serve. */
export const productsCall = defineCall({
  path: '/api/products',
  body: z.object({ country_id: formId, lang: langField }),
  query: emptyObject,
  answer: z.object({ products: z.array(product), typePurposes: z.array(typePurpose) }),
  fallbackError: 'UnknownError',
});

/** A country's price list as a PDF. */
export const priceListCall = defineCall({
  path: '/api/price-list',
  body: z.object({ country_id: formId, lang: langField }),
  query: emptyObject,
  answer: z.unknown(),
  answerKind: { type: 'file', contentType: 'application/pdf', filename: 'pricelist.pdf' },
  fallbackError: 'ErrorFetchingPriceList',
});
