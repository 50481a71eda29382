import { adminOrderCancelCall, adminOrderMarkPaidCall, adminOrderResendMailCall } from '@storefront/contract';

/* The order dialogs' rules: the contract's bodies without the key the client adds. */

export const cancelOrderSchema = adminOrderCancelCall.body.omit({ auth_key: true });
export const markPaidSchema = adminOrderMarkPaidCall.body.omit({ auth_key: true });
export const resendMailSchema = adminOrderResendMailCall.body.omit({ auth_key: true });
