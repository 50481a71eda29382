import { callApi } from '@/lib/api-client';

/** Paper originals of some items left with a carrier under a tracking number. */
export async function shipOriginals(
  id: number,
  parcel: { item_ids: number[]; carrier: string; tracking_number: string },
) {
  return (await callApi('adminOrderShip', parcel, { id })).order;
}
