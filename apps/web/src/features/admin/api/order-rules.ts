import {
  adminOrderCancelCall,
  adminOrderMarkPaidCall,
  adminOrderRefundMadeCall,
  adminOrderResendMailCall,
} from '@storefront/contract';

/* The order dialogs' rules: the contract's bodies without the key the client adds. */

export const cancelOrderSchema = adminOrderCancelCall.body.omit({ auth_key: true });
export const markPaidSchema = adminOrderMarkPaidCall.body.omit({ auth_key: true });
export const resendMailSchema = adminOrderResendMailCall.body.omit({ auth_key: true });
/** The refund's form asks for its reference; the payment is the notice's. */
export const refundMadeSchema = adminOrderRefundMadeCall.body.pick({ reference: true });
