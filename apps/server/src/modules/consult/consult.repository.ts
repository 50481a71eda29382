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
