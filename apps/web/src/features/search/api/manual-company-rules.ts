import { addToCartCall, formId, optionalText } from '@storefront/contract';
import { z } from 'zod';

/*
 * The typed-in company's rules: its name as the cart's call will take it (spec section 7,
 * `company[name]`), a country of the list, and a number of register length if known. They load
 * with the first focus on the form, not with the page (see useContractForm).
 */
const { name } = addToCartCall.body.shape.company.shape;

export const manualCompanySchema = z.object({
  name,
  country_id: formId,
  number: optionalText(64),
});

export type ManualCompanySchema = typeof manualCompanySchema;
