import { adminCustomerBlockCall } from '@storefront/contract';

/*
 * The back-office forms' rules: the contract's, as the server checks them. They load with the
 * first focus on a form, not with the page.
 */

/** The reason of a block or an unblock (both calls take the same). */
export const blockSchema = adminCustomerBlockCall.body.omit({ auth_key: true });
