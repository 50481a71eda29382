import type { AuditEntry } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Change } from '../../db/transaction.js';
import { containsPatterns } from '../../lib/like-patterns.js';
import { moscowMidnight } from '../../lib/moscow-time.js';
import { type PageRequest, type Paged, paged, pageWindow } from '../../lib/paged.js';
import { listAuditEntries } from './audit-log-queries.js';
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

/** A manager's read of a customer's documents or files (a call declared `auditReads`). */
export type ActingRead = Omit<ActingWrite, 'result'>;

/** A change a back-office write stated, with who made it, by which call, from where. */
export interface StaffChange extends Change {
  managerId: number;
  /** The call's path. */
  action: string;
  ip: string;
}

/** The kinds of refusal recorded as security events. */
export type SecurityEventAction = 'security.forbidden' | 'security.login-throttled';

/** A refusal worth a trace: who was refused (when known), where, by which call, from which address. */
export interface SecurityEvent {
  action: SecurityEventAction;
  /** The refused account; else, for a login, the hash of the e-mail tried. */
  userId?: number;
  emailHash?: string;
  /** A manager acting as the customer, with the token's row id. */
  actingManagerId?: number;
  managerTokenId?: number;
  /** The call's path, the refusal's message key and field. */
  call: string;
  key: string;
  field?: string;
  ip: string;
}

/**
 * The audit log (`audit_log`): who did what to whose data, for writes made by staff and a
 * manager's reads of a customer's documents, and the refusals kept as security events.
 */
export class AuditService {
  constructor(private readonly db: Kysely<Database>) {}

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

  /**
   * Records what a back-office write changed: who (the manager), what (the call and the row), when,
   * from where, and the values before and after, in the write's own transaction (so the two commit
   * together). Called by the call's wiring for each change the write stated. No credential is kept.
   */
  async recordStaffChange(trx: Kysely<Database>, change: StaffChange): Promise<void> {
    const strip = (values: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET_FIELD.test(key)));
    await insertAuditEntry(trx, {
      actor_user_id: change.managerId,
      acting_manager_id: null,
      action: change.action,
      entity: change.entity,
      entity_id: String(change.id),
      ip: change.ip,
      details: JSON.stringify({
        before: strip(change.before),
        after: strip(change.after),
        ...(change.details ? strip(change.details) : {}),
      }),
    });
  }

  /**
   * The log for the back-office, newest first, with the actors' e-mails and the details parsed.
   * `actor`: an account's id (the actor or the acting manager), else a part of their e-mail;
   * `action`: a part of the call's path; `from` and `to`: Moscow days, both included.
   */
  async list(
    query: PageRequest & {
      actor?: string | undefined;
      action?: string | undefined;
      entity?: string | undefined;
      entityId?: string | undefined;
      from?: string | undefined;
      to?: string | undefined;
    },
  ): Promise<Paged<AuditEntry>> {
    const actorId = query.actor && /^\d{1,9}$/.test(query.actor) ? Number(query.actor) : undefined;
    const filter = {
      actorId,
      ...(query.actor && actorId === undefined ? { actorPatterns: containsPatterns(query.actor) } : {}),
      ...(query.action ? { actionPatterns: containsPatterns(query.action) } : {}),
      entity: query.entity,
      entityId: query.entityId,
      ...(query.from ? { from: moscowMidnight(query.from, 0) } : {}),
      ...(query.to ? { before: moscowMidnight(query.to, 1) } : {}),
    };
    const { rows, total } = await listAuditEntries(this.db, filter, pageWindow(query));
    const parsed = (text: string | null): Record<string, unknown> => {
      if (!text) return {};
      try {
        const value: unknown = JSON.parse(text);
        return isPlainObject(value) ? value : { value };
      } catch {
        return { text };
      }
    };
    return paged(
      rows.map((row) => ({
        id: row.id,
        at: row.created_at,
        actor: row.actor_user_id === null ? null : { id: row.actor_user_id, email: row.actor_email },
        acting_manager:
          row.acting_manager_id === null ? null : { id: row.acting_manager_id, email: row.manager_email },
        action: row.action,
        entity: row.entity,
        entity_id: row.entity_id,
        ip: row.ip,
        details: parsed(row.details),
      })),
      total,
      query,
    );
  }

  /** The issue of a manager token: the customer it acts as, the manager, the token's row (never the token). */
  async recordManagerTokenIssued(
    trx: Kysely<Database>,
    issued: { userId: number; managerId: number; tokenId: number; ip: string; expiresAt: string },
  ): Promise<void> {
    await insertAuditEntry(trx, {
      actor_user_id: issued.userId,
      acting_manager_id: issued.managerId,
      action: 'manager-token-issued',
      entity: 'manager_token',
      entity_id: String(issued.tokenId),
      ip: issued.ip,
      details: JSON.stringify({ expires_at: issued.expiresAt }),
    });
  }

  /** Records a manager's read as a customer, as a write is recorded (no result: nothing was made). */
  async recordActingRead(db: Kysely<Database>, read: ActingRead): Promise<void> {
    await insertAuditEntry(db, {
      actor_user_id: read.userId,
      acting_manager_id: read.managerId,
      action: read.action,
      entity: 'app_user',
      entity_id: String(read.userId),
      ip: read.ip,
      details: JSON.stringify({
        ...auditDetails({ ...read, result: undefined }),
        manager_token_id: read.managerTokenId,
      }),
    });
  }

  /**
   * Records a refusal as a security event: the account refused (`app_user` and its id, or
   * `email_hash` and the hash for a login of an e-mail no account has), the call, the key, the IP.
   */
  async recordSecurityEvent(db: Kysely<Database>, event: SecurityEvent): Promise<void> {
    const details: Record<string, unknown> = { call: event.call, key: event.key };
    if (event.field) details.field = event.field;
    if (event.managerTokenId !== undefined) details.manager_token_id = event.managerTokenId;
    await insertAuditEntry(db, {
      actor_user_id: event.userId ?? null,
      acting_manager_id: event.actingManagerId ?? null,
      action: event.action,
      entity: event.userId === undefined && event.emailHash !== undefined ? 'email_hash' : 'app_user',
      entity_id: event.userId !== undefined ? String(event.userId) : (event.emailHash ?? null),
      ip: event.ip,
      details: JSON.stringify(details),
    });
  }
}
