import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import { ApiError, incorrectToken, notFound } from '../../http/api-error.js';
import { hashToken } from '../../lib/tokens.js';
import { findUserById } from '../users/user.repository.js';
import { findUserBySessionHash } from './session.repository.js';

const MANAGER_ROLES = new Set(['manager', 'admin']);

export class AuthService {
  constructor(private readonly db: Kysely<Database>) {}

  /** The user an `auth_key` belongs to; an unknown, revoked or expired key answers 401 IncorrectToken. */
  async userFromToken(authKey: string): Promise<UserRow> {
    const user = await findUserBySessionHash(this.db, hashToken(authKey), new Date().toISOString());
    if (!user) throw incorrectToken();
    return user;
  }

  /** A manager acting as a user: the manager's own key must be live and carry a manager role. */
  async userActedAsByManager(managerAuthKey: string, userId: number | undefined): Promise<UserRow> {
    const manager = await this.userFromToken(managerAuthKey);
    if (!MANAGER_ROLES.has(manager.role)) throw incorrectToken();
    if (userId === undefined) throw new ApiError(400, 'FieldCannotBeEmpty', 'manager_user_id');
    const user = await findUserById(this.db, userId);
    if (!user) throw notFound('manager_user_id');
    return user;
  }
}
