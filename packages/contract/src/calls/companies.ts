import { z } from 'zod';
import {
  emptyObject,
  formFlag,
  formId,
  langField,
  LIMITS,
  optionalText,
  pageQuery,
  requiredText,
} from '../common.js';
import { company, product, typePurpose } from '../entities.js';
import { routes } from '../routes.js';
import { defineCall } from './define.js';

/** A company search in one country's register by name, number or other query text. */
const companySearchBody = z.object({
  lang: langField,
  query: requiredText(LIMITS.shortText),
  country_id: formId,
  // A register-specific search code; the spec does not describe it, so it is free text.
  code: optionalText(64),
  page: pageQuery,
  // Extra to the spec: 1 searches the query as typed, never another spelling of it.
  exact: formFlag.optional(),
});

const companyPage = {
  companies: z.array(company),
  companies_total: z.number().int().nonnegative(),
  // Extra to the spec: present when the query as typed found nothing (or less than a page) and
  // these words, another spelling of it from the register's own words, were searched instead.
  corrected_query: z.string().optional(),
};

/**
 * The first page of a search, with the country's products and type purposes for choosing what to
 * order. `companies_error` is the register's failure (message key), null when the search ran.
 */
export const companiesCall = defineCall(routes.companies, {
  body: companySearchBody,
  query: emptyObject,
  answer: z.object({
    ...companyPage,
    companies_pages: z.number().int().nonnegative(),
    companies_error: z.string().nullable(),
    products: z.array(product),
    typePurposes: z.array(typePurpose),
  }),
});

/** Later pages of the same search (appended to the list). */
export const companies2Call = defineCall(routes.companies2, {
  body: companySearchBody,
  query: z.object({ page: pageQuery }),
  answer: z.object(companyPage),
});

/** A commercial offer PDF for the country's products, addressed to one company. */
export const commercialOfferCall = defineCall(routes.commercialOffer, {
  body: z.object({
    lang: langField,
    country_id: formId,
    company_name: requiredText(LIMITS.shortText),
    company_country: optionalText(LIMITS.shortText),
    company_inn: optionalText(LIMITS.shortText),
    // The company's registration date as shown by the register.
    company_date: optionalText(64),
  }),
  query: emptyObject,
  answer: z.unknown(),
});
