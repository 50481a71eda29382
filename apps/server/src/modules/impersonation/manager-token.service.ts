import {
  type AnswerOf,
  MANAGER_CREDENTIALS_TTL_MINUTES,
  MANAGER_TOKEN_PARAM,
  MANAGER_USER_ID_PARAM,
  type managerUserTokenCall,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError, notFound } from '../../http/api-error.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { AuthService } from '../auth/auth.service.js';
import { findUserById } from '../users/user.repository.js';
import { insertAuditEntry } from './audit.repository.js';
import { MANAGER_ROLES, insertManagerToken } from './manager-token.repository.js';

export const MANAGER_TOKEN_TTL_MS = MANAGER_CREDENTIALS_TTL_MINUTES * 60_000;

/** Manager tokens: a manager's 20-minute credential to act as one customer. */
export class ManagerTokenService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: { auth: AuthService; publicUrl: string; now?: () => Date },
  ) {}

  /**
   * A new token for `userId`, issued to the manager whose login session `managerAuthKey` is.
   * The caller's role is checked before the user is looked up, so a customer learns nothing
   * about other ids. The issue is audited in the same transaction as the token's row.
   */
  async issue(
    managerAuthKey: string,
    userId: number,
    ip: string,
  ): Promise<AnswerOf<typeof managerUserTokenCall>> {
    const manager = await this.deps.auth.userFromSession(managerAuthKey);
    if (!MANAGER_ROLES.includes(manager.role)) throw new ApiError(403, 'ManagerOnly');
    const user = await findUserById(this.db, userId);
    if (!user) throw notFound('user_id');
    if (user.role !== 'customer') throw new ApiError(403, 'CannotActAsStaff', 'user_id');

    const token = newToken();
    const expiresAt = new Date(
      (this.deps.now?.() ?? new Date()).getTime() + MANAGER_TOKEN_TTL_MS,
    ).toISOString();
    await this.db.transaction().execute(async (trx) => {
      const tokenId = await insertManagerToken(trx, {
        token_hash: hashToken(token),
        manager_id: manager.id,
        user_id: user.id,
        ip,
        expires_at: expiresAt,
      });
      await insertAuditEntry(trx, {
        actor_user_id: user.id,
        acting_manager_id: manager.id,
        action: 'manager-token-issued',
        entity: 'manager_token',
        entity_id: String(tokenId),
        ip,
        details: JSON.stringify({ expires_at: expiresAt }),
      });
    });
    const link = new URL(`${this.deps.publicUrl}/`);
    link.searchParams.set(MANAGER_TOKEN_PARAM, token);
    link.searchParams.set(MANAGER_USER_ID_PARAM, String(user.id));
    return { manager_token: token, user_id: user.id, expires_at: expiresAt, link: link.toString() };
  }
}
