import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The parcel of an order with this carrier and tracking number, if one was recorded. */
export async function findParcel(
  db: Kysely<Database>,
  orderId: number,
  carrier: string,
  trackingNumber: string,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('order_shipment')
    .select('id')
    .where('order_id', '=', orderId)
    .where('carrier', '=', carrier)
    .where('tracking_number', '=', trackingNumber)
    .executeTakeFirst();
}

export async function insertParcel(
  db: Kysely<Database>,
  parcel: { orderId: number; carrier: string; trackingNumber: string; at: string; actorUserId: number },
): Promise<number> {
  const row = await db
    .insertInto('order_shipment')
    .values({
      order_id: parcel.orderId,
      carrier: parcel.carrier,
      tracking_number: parcel.trackingNumber,
      shipped_at: parcel.at,
      actor_user_id: parcel.actorUserId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The items' originals are in the parcel (items already in one keep theirs). */
export async function shipItems(
  db: Kysely<Database>,
  shipmentId: number,
  itemIds: number[],
  at: string,
): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .updateTable('order_item')
    .set({ shipment_id: shipmentId, updated_at: at })
    .where('id', 'in', itemIds)
    .where('shipment_id', 'is', null)
    .execute();
}

/** Paper items of the order (cancelled ones aside) whose original has not left yet. */
export async function countPaperItemsUnshipped(db: Kysely<Database>, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('order_item')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('order_id', '=', orderId)
    .where('delivery', '=', 1)
    .where('status', '!=', 'cancelled')
    .where('shipment_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
