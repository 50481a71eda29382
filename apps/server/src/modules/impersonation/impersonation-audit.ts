import {
  type ApiCall,
  loginByTokenCall,
  settingsCall,
  userActCall,
  userDocumentsCall,
  userFileCall,
  userInvoiceCall,
  userProductsCall,
  userYurlitsaCall,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CompletedCall, Impersonation } from '../../http/call-scope.js';
import { insertAuditEntry } from './audit.repository.js';

/**
 * Calls that only read. Every other call made with a manager's token is a write and is audited,
 * so an endpoint added later is audited until it is listed here.
 */
const READING_CALLS: ReadonlySet<ApiCall> = new Set<ApiCall>([
  settingsCall,
  loginByTokenCall,
  userYurlitsaCall,
  userDocumentsCall,
  userActCall,
  userInvoiceCall,
  userFileCall,
  userProductsCall,
]);

/** Field names whose values grant access; never written to the audit, not even as names' values. */
const SECRET_FIELD = /^(auth_key|token|reset_token|manager_auth_key|manager_token)$|password/i;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A small record of what a write touched: its query (`id`), the names of the fields it sent (not
 * their values: the row itself holds them) and the id it created. No credential ever.
 */
export function auditDetails({ query, body, answer }: Pick<CompletedCall, 'query' | 'body' | 'answer'>) {
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
  if (isPlainObject(answer) && typeof answer.id === 'number') details.created_id = answer.id;
  return details;
}

/**
 * A manager acting as a customer: each successful write is written to `audit_log` with both ids,
 * the call's path as the action, the client's address and the token's row id (never the token),
 * right after the write (whose own transaction has committed; a failure here answers 500).
 */
export function auditedImpersonation(
  db: Kysely<Database>,
  ids: { managerId: number; userId: number; tokenId: number },
): Impersonation {
  return {
    managerId: ids.managerId,
    userId: ids.userId,
    async afterSuccess(completed) {
      if (READING_CALLS.has(completed.call)) return;
      await insertAuditEntry(db, {
        actor_user_id: ids.userId,
        acting_manager_id: ids.managerId,
        action: completed.call.path,
        entity: 'app_user',
        entity_id: String(ids.userId),
        ip: completed.request.ip,
        details: JSON.stringify({ ...auditDetails(completed), manager_token_id: ids.tokenId }),
      });
    },
  };
}
