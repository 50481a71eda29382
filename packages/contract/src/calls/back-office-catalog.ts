import { z } from 'zod';
import {
  authKeyField,
  checkedText,
  emptyObject,
  formFlag,
  formId,
  formInt,
  formList,
  LIMITS,
  listAnswer,
  optionalFormId,
  optionalFormInt,
  optionalText,
  pageQuery,
  pageSizeField,
  requiredText,
} from '../common.js';
import { SUPPORTED_LANGUAGES } from '../constants.js';
import { productCompanyKinds } from '../rules/catalog-fit.js';
import { centsFromEuro } from '../rules/money.js';
import { routes } from '../routes.js';
import { defineCall } from './define.js';

/**
 * The back-office's catalog (docs/decisions/035-back-office-catalogue.md):
 * countries, type purposes, product types and products with their Russian and English texts.
 * Every call is an administrator's (`access: 'admin'`); every write is audited with the values
 * before and after and bumps the content revision, so every instance's shop answers the change at
 * once. A save without `?id=` creates, with it updates. A delete of a row that orders, carts,
 * companies or other catalog rows refer to answers 409 CatalogItemInUse: deactivate it instead.
 */

/** The languages every catalog text is kept in. */
export const catalogLanguages = SUPPORTED_LANGUAGES;
export type CatalogLanguage = (typeof catalogLanguages)[number];

/** The longest description a catalog row takes. */
export const CATALOGUE_DESCRIPTION_MAX = LIMITS.longText;
/** The largest price in euro a product takes (an order's total must stay a safe integer of cents). */
export const CATALOGUE_MAX_PRICE_EUR = 100_000;
/** The most working days a product may take. */
export const CATALOGUE_MAX_DURATION_DAYS = 365;
const MAX_SORT = 1_000_000;

/** Texts in both languages, each language's fields as given. */
const textsOf = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ 'ru-RU': z.object(shape), 'en-US': z.object(shape) });

const nameField = requiredText(LIMITS.shortText);
const descriptionField = z.preprocess(
  (value) => (value === undefined ? '' : value),
  checkedText(z.string().trim().max(CATALOGUE_DESCRIPTION_MAX)),
);

const sortField = formInt(0, MAX_SORT);
const activeField = formFlag;

/** The list's query: a search text, a column to sort by, a direction, an activity filter. */
const listBody = <S extends readonly [string, ...string[]]>(sorts: S) =>
  z.object({
    auth_key: authKeyField,
    pagesize: pageSizeField,
    sort: z.enum(sorts).default(sorts[0]),
    dir: z.enum(['asc', 'desc']).default('asc'),
    /** Part of a name in either language, or a code. */
    q: optionalText(LIMITS.shortText),
    /** 1: only active rows, 0: only inactive ones; absent: all. */
    active: formFlag.optional(),
  });

const idQuery = z.object({ id: formId });
/** A save: without an id it creates the row, with one it updates that row. */
const saveQuery = z.object({ id: optionalFormId });
const credentialOnly = z.object({ auth_key: authKeyField });
const deletedAnswer = z.object({ deleted: z.literal(true), id: z.number().int() });

/** Ids of other catalog rows, as a form sends them (`product_type_ids[]=3`). */
const idList = formList(formId);

/** A name for a list, in both languages. */
const namesAnswer = z.object({ 'ru-RU': z.string(), 'en-US': z.string() });

// Countries.

export const adminCountrySorts = ['sort', 'name', 'code', 'popular', 'id'] as const;

const countryTexts = textsOf({
  name: nameField,
  description: descriptionField,
  register_name: optionalText(LIMITS.shortText),
});

export const adminCatalogCountryBody = z.object({
  auth_key: authKeyField,
  /** The ISO 3166-1 alpha-2 code: also the flag the shop draws. */
  code: checkedText(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/),
  ),
  /** The country's address in the shop (`/country/<link_sef>`). */
  link_sef: checkedText(
    z
      .string()
      .trim()
      .toLowerCase()
      .min(1)
      .max(64)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  ),
  online: formFlag,
  /** Its place among the popular countries; empty: not popular. */
  popular_sort: optionalFormInt(0, MAX_SORT),
  sort: sortField,
  active: activeField,
  texts: countryTexts,
});

const countryDetail = z.object({
  id: z.number().int(),
  code: z.string(),
  link_sef: z.string(),
  online: z.boolean(),
  popular_sort: z.number().int().nullable(),
  sort: z.number().int(),
  active: z.boolean(),
  texts: z.object({
    'ru-RU': z.object({ name: z.string(), description: z.string(), register_name: z.string() }),
    'en-US': z.object({ name: z.string(), description: z.string(), register_name: z.string() }),
  }),
  /** The products of the country (any state): a country with products cannot be deleted. */
  products_count: z.number().int().nonnegative(),
});
export type AdminCatalogCountry = z.infer<typeof countryDetail>;

export const adminCatalogCountriesCall = defineCall(routes.adminCatalogCountries, {
  body: listBody(adminCountrySorts),
  query: z.object({ page: pageQuery }),
  answer: z.object({
    countries: listAnswer(
      z.object({
        id: z.number().int(),
        code: z.string(),
        link_sef: z.string(),
        name: namesAnswer,
        online: z.boolean(),
        popular_sort: z.number().int().nullable(),
        sort: z.number().int(),
        active: z.boolean(),
        products_count: z.number().int().nonnegative(),
      }),
    ),
  }),
});

export const adminCatalogCountryCall = defineCall(routes.adminCatalogCountry, {
  body: credentialOnly,
  query: idQuery,
  answer: z.object({ country: countryDetail }),
});

export const adminCatalogCountrySaveCall = defineCall(routes.adminCatalogCountrySave, {
  body: adminCatalogCountryBody,
  query: saveQuery,
  answer: z.object({ country: countryDetail }),
});

export const adminCatalogCountryDeleteCall = defineCall(routes.adminCatalogCountryDelete, {
  body: credentialOnly,
  query: idQuery,
  answer: deletedAnswer,
});

// Type purposes.

export const adminPurposeSorts = ['sort', 'name', 'id'] as const;

const plainTexts = textsOf({ name: nameField, description: descriptionField });
const plainTextsAnswer = z.object({
  'ru-RU': z.object({ name: z.string(), description: z.string() }),
  'en-US': z.object({ name: z.string(), description: z.string() }),
});

export const adminCatalogPurposeBody = z.object({
  auth_key: authKeyField,
  /** The picture's address (`/uploads/icons/purpose-bank.svg`). */
  icon: optionalText(LIMITS.shortText),
  sort: sortField,
  active: activeField,
  /** The product types it serves, in this order. */
  product_type_ids: idList,
  texts: plainTexts,
});

const purposeDetail = z.object({
  id: z.number().int(),
  icon: z.string(),
  sort: z.number().int(),
  active: z.boolean(),
  product_type_ids: z.array(z.number().int()),
  texts: plainTextsAnswer,
});
export type AdminCatalogPurpose = z.infer<typeof purposeDetail>;

export const adminCatalogPurposesCall = defineCall(routes.adminCatalogPurposes, {
  body: listBody(adminPurposeSorts),
  query: z.object({ page: pageQuery }),
  answer: z.object({
    purposes: listAnswer(
      z.object({
        id: z.number().int(),
        icon: z.string(),
        name: namesAnswer,
        sort: z.number().int(),
        active: z.boolean(),
        product_types_count: z.number().int().nonnegative(),
      }),
    ),
  }),
});

export const adminCatalogPurposeCall = defineCall(routes.adminCatalogPurpose, {
  body: credentialOnly,
  query: idQuery,
  answer: z.object({ purpose: purposeDetail }),
});

export const adminCatalogPurposeSaveCall = defineCall(routes.adminCatalogPurposeSave, {
  body: adminCatalogPurposeBody,
  query: saveQuery,
  answer: z.object({ purpose: purposeDetail }),
});

export const adminCatalogPurposeDeleteCall = defineCall(routes.adminCatalogPurposeDelete, {
  body: credentialOnly,
  query: idQuery,
  answer: deletedAnswer,
});

// Product types.

export const adminTypeSorts = ['sort', 'name', 'code', 'id'] as const;

export const adminCatalogTypeBody = z.object({
  auth_key: authKeyField,
  /** A short unique name for tools and imports (`extract-egrul`). */
  code: checkedText(
    z
      .string()
      .trim()
      .toLowerCase()
      .min(1)
      .max(64)
      .regex(/^[a-z0-9]+([-_][a-z0-9]+)*$/),
  ),
  sort: sortField,
  active: activeField,
  /** An add-on made on a paper document (an apostille): never offered beside an electronic one. */
  needs_paper: formFlag.default(false),
  texts: plainTexts,
});

const typeDetail = z.object({
  id: z.number().int(),
  code: z.string(),
  sort: z.number().int(),
  active: z.boolean(),
  needs_paper: z.boolean(),
  texts: plainTextsAnswer,
  products_count: z.number().int().nonnegative(),
  purposes_count: z.number().int().nonnegative(),
});
export type AdminCatalogType = z.infer<typeof typeDetail>;

export const adminCatalogTypesCall = defineCall(routes.adminCatalogTypes, {
  body: listBody(adminTypeSorts),
  query: z.object({ page: pageQuery }),
  answer: z.object({
    types: listAnswer(
      z.object({
        id: z.number().int(),
        code: z.string(),
        name: namesAnswer,
        sort: z.number().int(),
        active: z.boolean(),
        products_count: z.number().int().nonnegative(),
        purposes_count: z.number().int().nonnegative(),
      }),
    ),
  }),
});

export const adminCatalogTypeCall = defineCall(routes.adminCatalogType, {
  body: credentialOnly,
  query: idQuery,
  answer: z.object({ type: typeDetail }),
});

export const adminCatalogTypeSaveCall = defineCall(routes.adminCatalogTypeSave, {
  body: adminCatalogTypeBody,
  query: saveQuery,
  answer: z.object({ type: typeDetail }),
});

export const adminCatalogTypeDeleteCall = defineCall(routes.adminCatalogTypeDelete, {
  body: credentialOnly,
  query: idQuery,
  answer: deletedAnswer,
});

// Products.

export const adminProductSorts = ['sort', 'name', 'price', 'country', 'id'] as const;

/**
 * A price in euro as typed: up to two decimals, a comma or a point (`12,50`), read exactly into
 * whole cents (never through a float).
 */
export const euroPriceField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  checkedText(
    z
      .string()
      .trim()
      .min(1)
      .refine(
        (text) =>
          /^\d{1,6}([.,]\d{1,2})?$/.test(text) &&
          centsFromEuro(text.replace(',', '.')) >= 1 &&
          centsFromEuro(text.replace(',', '.')) <= CATALOGUE_MAX_PRICE_EUR * 100,
        'PriceMustBeEuro',
      ),
  ).transform((text) => centsFromEuro(text.replace(',', '.'))),
);

/** A product's fields as its form has them (the call's body adds the credential). */
export const adminCatalogProductFields = z.object({
  country_id: formId,
  /** EUR, e.g. `12.50`; stored as 1250 cents. */
  price: euroPriceField,
  /** Working days from order to delivery: from–to. */
  duration_from: formInt(0, CATALOGUE_MAX_DURATION_DAYS),
  duration_to: formInt(0, CATALOGUE_MAX_DURATION_DAYS),
  /** A paper document is delivered (the checkout asks for an address). */
  delivery: formFlag,
  /** The companies it is for: any, organisations only (an EGRUL extract), sole traders only (EGRIP). */
  company_kind: z.enum(productCompanyKinds).default('any'),
  /** The picture's address. */
  thumb: optionalText(LIMITS.shortText),
  sort: sortField,
  active: activeField,
  /** The product types it belongs to. */
  product_type_ids: idList,
  /** Products of the same country offered beside it, in this order. */
  related_ids: idList,
  texts: plainTexts,
});

/** The working days' range reads from–to: `to` is never before `from`. */
export const withDurationRange = <T extends z.ZodType<{ duration_from: number; duration_to: number }>>(
  schema: T,
) =>
  schema.refine((body) => body.duration_to >= body.duration_from, {
    message: 'DurationRangeInvalid',
    path: ['duration_to'],
  });

export const adminCatalogProductBody = withDurationRange(
  adminCatalogProductFields.extend({ auth_key: authKeyField }),
);

const productDetail = z.object({
  id: z.number().int(),
  country_id: z.number().int(),
  /** The price as entered: euro with two decimals, `12.50`. */
  price: z.string(),
  price_cents: z.number().int(),
  duration_from: z.number().int(),
  duration_to: z.number().int(),
  delivery: z.boolean(),
  company_kind: z.enum(productCompanyKinds),
  thumb: z.string(),
  sort: z.number().int(),
  active: z.boolean(),
  product_type_ids: z.array(z.number().int()),
  related_ids: z.array(z.number().int()),
  texts: plainTextsAnswer,
  /** Order lines and cart lines of the product: a product with any cannot be deleted. */
  orders_count: z.number().int().nonnegative(),
});
export type AdminCatalogProduct = z.infer<typeof productDetail>;

export const adminCatalogProductsCall = defineCall(routes.adminCatalogProducts, {
  body: listBody(adminProductSorts).extend({ country_id: optionalFormId }),
  query: z.object({ page: pageQuery }),
  answer: z.object({
    products: listAnswer(
      z.object({
        id: z.number().int(),
        name: namesAnswer,
        /** `name` is the Russian one; `names` both, for a list shown in either language. */
        country: z.object({ id: z.number().int(), code: z.string(), name: z.string(), names: namesAnswer }),
        price: z.string(),
        price_cents: z.number().int(),
        duration_from: z.number().int(),
        duration_to: z.number().int(),
        delivery: z.boolean(),
        sort: z.number().int(),
        active: z.boolean(),
      }),
    ),
  }),
});

export const adminCatalogProductCall = defineCall(routes.adminCatalogProduct, {
  body: credentialOnly,
  query: idQuery,
  answer: z.object({ product: productDetail }),
});

export const adminCatalogProductSaveCall = defineCall(routes.adminCatalogProductSave, {
  body: adminCatalogProductBody,
  query: saveQuery,
  answer: z.object({ product: productDetail }),
});

export const adminCatalogProductDeleteCall = defineCall(routes.adminCatalogProductDelete, {
  body: credentialOnly,
  query: idQuery,
  answer: deletedAnswer,
});

/** What the forms choose from: every country, product type and product (active or not), by name. */
export const adminCatalogOptionsCall = defineCall(routes.adminCatalogOptions, {
  body: z.object({ auth_key: authKeyField, lang: optionalText(16) }),
  query: emptyObject,
  answer: z.object({
    countries: z.array(z.object({ id: z.number().int(), name: z.string(), active: z.boolean() })),
    product_types: z.array(z.object({ id: z.number().int(), name: z.string(), active: z.boolean() })),
    products: z.array(
      z.object({ id: z.number().int(), name: z.string(), country_id: z.number().int(), active: z.boolean() }),
    ),
  }),
});
export type AdminCatalogOptions = z.infer<typeof adminCatalogOptionsCall.answer>;
