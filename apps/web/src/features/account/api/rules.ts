import { editProfileCall, legalEntityRequisites } from '@storefront/contract';

/*
 * The account forms' rules: the contract's, as the server checks them. They load with the first
 * focus on a form, not with the page (see useContractForm).
 */

/** The profile's fields, without the id and token the page adds itself. */
export const profileSchema = editProfileCall.body.omit({ id: true, auth_key: true });

/**
 * The requisites of the add call's body with their own rules (check digits, the account against
 * the BIK, INN with OGRN and KPP).
 */
export const legalEntitySchema = legalEntityRequisites;
