import { z } from 'zod';

/**
 * Paper originals handed to a carrier: the carrier as the shop stores it (a
 * known one in its Russian spelling: show it with `carrierName`), the parcel's tracking number, the
 * carrier's tracking page for a known carrier (else null) and when it left.
 */
export const shipmentWire = z.object({
  carrier: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string().nullable(),
  shipped_at: z.string(),
});
export type ShipmentWire = z.infer<typeof shipmentWire>;

/** A shipment of an order with the items whose originals it carries. */
export const orderShipment = shipmentWire.extend({
  id: z.number().int(),
  item_ids: z.array(z.number().int()),
});
export type OrderShipment = z.infer<typeof orderShipment>;
