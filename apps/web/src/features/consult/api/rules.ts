import { consultCall } from '@storefront/contract';

/**
 * The contact form's rules: the contract's, so the browser and /api/consult agree. They load with
 * the first focus on the form, not with the page (see useContractForm).
 */
export const consultSchema = consultCall.body;
