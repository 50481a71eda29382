import type { Insertable, Kysely } from 'kysely';
import type { ConsultRequestTable, Database } from '../../db/schema.js';

export async function insertConsultRequest(
  db: Kysely<Database>,
  request: Insertable<ConsultRequestTable>,
): Promise<{ id: number; created_at: string }> {
  return db
    .insertInto('consult_request')
    .values(request)
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Requests received in [from, to) (ISO instants). */
export async function countReceivedBetween(db: Kysely<Database>, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('consult_request')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
