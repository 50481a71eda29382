import {
  adminCatalogCountryBody,
  adminCatalogProductFields,
  adminCatalogPurposeBody,
  adminCatalogTypeBody,
  withDurationRange,
} from '@storefront/contract';

/** The catalog forms' rules: the save calls' bodies without the credential the client adds. */
export const countrySchema = adminCatalogCountryBody.omit({ auth_key: true });
export const purposeSchema = adminCatalogPurposeBody.omit({ auth_key: true });
export const typeSchema = adminCatalogTypeBody.omit({ auth_key: true });
export const productSchema = withDurationRange(adminCatalogProductFields);

export type CountrySchema = typeof countrySchema;
export type PurposeSchema = typeof purposeSchema;
export type TypeSchema = typeof typeSchema;
export type ProductSchema = typeof productSchema;
