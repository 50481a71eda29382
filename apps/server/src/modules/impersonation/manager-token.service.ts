import {
  type AnswerOf,
  MANAGER_CREDENTIALS_TTL_MINUTES,
  MANAGER_TOKEN_PARAM,
  MANAGER_USER_ID_PARAM,
  type managerUserTokenCall,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { AuditService } from '../audit/audit.service.js';
import { isStaff, type UserService } from '../users/user.service.js';
import * as repository from './manager-token.repository.js';

export const MANAGER_TOKEN_TTL_MS = MANAGER_CREDENTIALS_TTL_MINUTES * 60_000;

/** A live manager token: the customer it acts as and who issued it. */
export interface ActedCustomer {
  user: UserRow;
  managerId: number;
  tokenId: number;
}

/** Manager tokens: a manager's 20-minute credential to act as one customer (ADR 011). */
export class ManagerTokenService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: { users: UserService; audit: AuditService; publicUrl: string; now?: () => Date },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * A new token for `userId`, issued to `manager` (a manager in their own session, checked by the
   * call's access). Staff cannot be acted as. The issue is audited in the token's transaction.
   */
  async issue(
    write: Write,
    manager: UserRow,
    userId: number,
    ip: string,
  ): Promise<AnswerOf<typeof managerUserTokenCall>> {
    const user = await this.deps.users.findIncludingDisabled({ id: userId });
    if (!user) throw notFound('user_id');
    if (user.disabled_at !== null) throw forbidden('AccountBlocked', 'user_id');
    if (user.role !== 'customer') throw forbidden('CannotActAsStaff', 'user_id');

    const token = newToken();
    const expiresAt = new Date(this.now().getTime() + MANAGER_TOKEN_TTL_MS).toISOString();
    await write(async (trx) => {
      const tokenId = await repository.insertManagerToken(trx, {
        token_hash: hashToken(token),
        manager_id: manager.id,
        user_id: user.id,
        ip,
        expires_at: expiresAt,
      });
      await this.deps.audit.recordManagerTokenIssued(trx, {
        userId: user.id,
        managerId: manager.id,
        tokenId,
        ip,
        expiresAt,
      });
    });
    // The credentials ride after '#': a fragment is never sent, so no proxy or access log sees them.
    const fragment = new URLSearchParams({
      [MANAGER_TOKEN_PARAM]: token,
      [MANAGER_USER_ID_PARAM]: String(user.id),
    });
    const link = `${new URL(`${this.deps.publicUrl}/`).toString()}#${fragment.toString()}`;
    return { manager_token: token, user_id: user.id, expires_at: expiresAt, link };
  }

  /**
   * The customer a token acts as: the token live, its issuer still staff and not disabled, the
   * customer not disabled and still a customer (one promoted to manager since is not acted as);
   * undefined otherwise.
   */
  async findLive(token: string): Promise<ActedCustomer | undefined> {
    const row = await repository.findLiveManagerToken(this.db, hashToken(token), this.now().toISOString());
    if (!row) return undefined;
    const [user, manager] = await Promise.all([
      this.deps.users.findActive(row.user_id),
      this.deps.users.findActive(row.manager_id),
    ]);
    if (!user || isStaff(user) || !manager || !isStaff(manager)) return undefined;
    return { user, managerId: manager.id, tokenId: row.id };
  }

  /** Ends a token (logout, leaving manager mode). */
  revoke(db: Kysely<Database>, token: string): Promise<void> {
    return repository.revokeManagerToken(db, hashToken(token), this.now().toISOString());
  }

  /**
   * Ends every token acting as this user and every token this user issued: after a new
   * password or a new login e-mail nobody keeps acting with what was minted before.
   */
  revokeAllOf(db: Kysely<Database>, userId: number): Promise<void> {
    return repository.revokeManagerTokensOfUser(db, userId, this.now().toISOString());
  }
}
