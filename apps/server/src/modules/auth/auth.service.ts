import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import { ApiError, incorrectToken } from '../../http/api-error.js';
import { noteImpersonation } from '../../http/call-scope.js';
import { hashToken } from '../../lib/tokens.js';
import { auditedImpersonation } from '../impersonation/impersonation-audit.js';
import { findLiveManagerToken } from '../impersonation/manager-token.repository.js';
import { findUserBySessionHash } from './session.repository.js';

export class AuthService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The user a credential stands for: a customer's session `auth_key`, or a manager token (a
   * manager acting as its customer, see docs/decisions/011-manager-impersonation.md), which marks
   * the call so that its writes are audited. Anything else answers 401 IncorrectToken. Every
   * authenticated call resolves its `auth_key` here.
   */
  async userFromToken(authKey: string): Promise<UserRow> {
    const tokenHash = hashToken(authKey);
    const now = this.now().toISOString();
    const user = await findUserBySessionHash(this.db, tokenHash, now);
    if (user) return user;
    const acted = await findLiveManagerToken(this.db, tokenHash, now);
    if (!acted) throw incorrectToken();
    return this.actAs(acted);
  }

  /** The user of a login session only: a manager token is not a session (the back-office's calls). */
  async userFromSession(authKey: string): Promise<UserRow> {
    const user = await findUserBySessionHash(this.db, hashToken(authKey), this.now().toISOString());
    if (!user) throw incorrectToken();
    return user;
  }

  /**
   * Settings in manager mode: `manager_auth_key` is a manager token, which must be live and bound to
   * `manager_user_id`; a dead token or another user id answers 401 IncorrectToken.
   */
  async userActedAsByManager(managerToken: string, userId: number | undefined): Promise<UserRow> {
    if (userId === undefined) throw new ApiError(400, 'FieldCannotBeEmpty', 'manager_user_id');
    const acted = await findLiveManagerToken(this.db, hashToken(managerToken), this.now().toISOString());
    if (!acted || acted.id !== userId) throw incorrectToken();
    return this.actAs(acted);
  }

  private actAs({
    manager_token_id: tokenId,
    manager_id: managerId,
    ...user
  }: NonNullable<Awaited<ReturnType<typeof findLiveManagerToken>>>): UserRow {
    noteImpersonation(auditedImpersonation(this.db, { managerId, userId: user.id, tokenId }));
    return user;
  }
}
