import {
  adminCatalogueCountryBody,
  adminCatalogueProductFields,
  adminCataloguePurposeBody,
  adminCatalogueTypeBody,
  withDurationRange,
} from '@storefront/contract';

/** The catalog forms' rules: the save calls' bodies without the credential the client adds. */
export const countrySchema = adminCatalogueCountryBody.omit({ auth_key: true });
export const purposeSchema = adminCataloguePurposeBody.omit({ auth_key: true });
export const typeSchema = adminCatalogueTypeBody.omit({ auth_key: true });
export const productSchema = withDurationRange(adminCatalogueProductFields);

export type CountrySchema = typeof countrySchema;
export type PurposeSchema = typeof purposeSchema;
export type TypeSchema = typeof typeSchema;
export type ProductSchema = typeof productSchema;
