import type { Insertable, Kysely } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema.js';

export async function insertAuditEntry(
  db: Kysely<Database>,
  entry: Insertable<AuditLogTable>,
): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}
