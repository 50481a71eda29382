import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertAuditEntry } from './audit.repository.js';

/** Field names whose values grant access; never written to the audit, not even as names' values. */
const SECRET_FIELD = /^(auth_key|token|reset_token|manager_auth_key|manager_token)$|password/i;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A small record of what a write touched: its query (`id`), the names of the fields it sent (not
 * their values: the row itself holds them) and the id it created. No credential ever.
 */
function auditDetails({ query, body, result }: { query: unknown; body: unknown; result: unknown }) {
  const details: { query?: Record<string, unknown>; fields?: string[]; created_id?: number } = {};
  if (isPlainObject(query)) {
    const kept = Object.entries(query).filter(
      ([key, value]) => value !== undefined && !SECRET_FIELD.test(key),
    );
    if (kept.length) details.query = Object.fromEntries(kept);
  }
  if (isPlainObject(body)) {
    const fields = Object.keys(body).filter((key) => body[key] !== undefined && !SECRET_FIELD.test(key));
    if (fields.length) details.fields = fields.sort();
  }
  if (typeof result === 'number') details.created_id = result;
  return details;
}

/** A write a manager made while acting as a customer. */
export interface ActingWrite {
  managerId: number;
  managerTokenId: number;
  userId: number;
  /** The call's path. */
  action: string;
  ip: string;
  query: unknown;
  body: unknown;
  /** What the unit of work returned (a created row's id is kept). */
  result: unknown;
}

/** The audit log (`audit_log`): who did what to whose data, for writes made by staff. */
export class AuditService {
  /**
   * Records a manager's write as a customer with both ids, the call's path, the client's address
   * and the token's row id (never the token), in the write's own transaction.
   */
  async recordActingWrite(trx: Kysely<Database>, write: ActingWrite): Promise<void> {
    await insertAuditEntry(trx, {
      actor_user_id: write.userId,
      acting_manager_id: write.managerId,
      action: write.action,
      entity: 'app_user',
      entity_id: String(write.userId),
      ip: write.ip,
      details: JSON.stringify({ ...auditDetails(write), manager_token_id: write.managerTokenId }),
    });
  }
}
