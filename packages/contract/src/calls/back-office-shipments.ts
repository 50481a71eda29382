import { z } from 'zod';
import { authKeyField, checkedText, formId, LIMITS, requiredText } from '../common.js';
import { routes } from '../routes.js';
import { normalTrackingNumber, TRACKING_NUMBER_PATTERN } from '../rules/carriers.js';
import { adminOrderDetail } from './back-office-orders.js';
import { defineCall } from './define.js';

/**
 * The shipment step of paper originals (docs/decisions/060-order-search-and-paper-originals.md).
 * A manager records that the originals of one or several paper items (`delivery`) of the order
 * (`?id=`) left with a carrier under a tracking number; the customer is mailed in the order's
 * language. An order whose every item has its scan completes when its last paper item is shipped.
 * The same carrier and number again adds the items not yet in that parcel; items already in it
 * change nothing (a double click answers the order unchanged, with no second mail).
 * Refusals: 400 ItemNotPaper (an item without paper originals, or not of this order),
 * ItemAlreadyShipped (in another parcel), TrackingNumberInvalid, OrderNotPaid, OrderCancelled;
 * 404 NotFound for an unknown order.
 */
export const adminOrderShipCall = defineCall(routes.adminOrderShip, {
  body: z.object({
    auth_key: authKeyField,
    item_ids: z.preprocess(
      (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
      z.array(formId).min(1).max(LIMITS.maxArrayItems),
    ),
    /** Free text; a known carrier ("cdek", "Почта России") is stored in its own spelling. */
    carrier: requiredText(64),
    /** Spaces are dropped and letters upper-cased before the check. */
    tracking_number: checkedText(
      z
        .string()
        .trim()
        .min(1)
        .max(64)
        .transform(normalTrackingNumber)
        .refine((value) => TRACKING_NUMBER_PATTERN.test(value), { message: 'TrackingNumberInvalid' }),
    ),
  }),
  query: z.object({ id: formId }),
  answer: z.object({ order: adminOrderDetail }),
});
