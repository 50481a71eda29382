import {
  adminOrderCancelCall,
  adminOrderMarkPaidCall,
  adminOrderRefundMadeCall,
  adminOrderResendMailCall,
  adminOrderShipCall,
  type FieldError,
  fieldErrors,
} from '@storefront/contract';

/* The order dialogs' rules: the contract's bodies without the key the client adds. */

export const cancelOrderSchema = adminOrderCancelCall.body.omit({ auth_key: true });
export const markPaidSchema = adminOrderMarkPaidCall.body.omit({ auth_key: true });
export const resendMailSchema = adminOrderResendMailCall.body.omit({ auth_key: true });
/** The refund's form asks for its reference; the payment is the notice's. */
export const refundMadeSchema = adminOrderRefundMadeCall.body.pick({ reference: true });
/** The shipment form's parcel: the items ticked, the carrier and the tracking number. */
export const shipSchema = adminOrderShipCall.body.omit({ auth_key: true });

/** What is wrong with a parcel before it is sent, as the server would say it (none: it may go). */
export function shipFormErrors(parcel: unknown): FieldError[] {
  const checked = shipSchema.safeParse(parcel);
  return checked.success ? [] : fieldErrors(checked.error, parcel);
}
