import type { CallAccess } from '@storefront/contract';
import type { UserRow } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import { forbidden, incorrectToken, invalid } from '../../lib/errors.js';
import type { ManagerTokenService } from '../impersonation/manager-token.service.js';
import { isAdmin, isStaff } from '../users/user.service.js';
import type { SessionService } from './session.service.js';

/** A manager acting as the customer of a call, through a manager token (ADR 011). */
export interface ActingManager {
  id: number;
  tokenId: number;
}

/** The credentials a request carries, read from its body before the body is checked. */
export interface Credentials {
  /** `auth_key`: a session key, or a manager token in its place. */
  authKey?: string;
  /** Settings in manager mode (spec section 6): `manager_auth_key` with `manager_user_id`. */
  managerKey?: string;
  managerUserId?: string;
}

/** Who makes a call, as its access declares it (contract routes.ts). */
export type CallerOf<A extends CallAccess> = A extends 'anyone'
  ? Record<never, never>
  : A extends 'guest-or-customer'
    ? { user: UserRow | undefined; actingManager: ActingManager | undefined }
    : A extends 'customer'
      ? { user: UserRow; actingManager: ActingManager | undefined }
      : A extends 'manager' | 'admin'
        ? { manager: UserRow }
        : never;

type AnyCaller = {
  user?: UserRow | undefined;
  actingManager?: ActingManager | undefined;
  manager?: UserRow;
};

/**
 * Turns a call's credential into its caller, by the call's declared access (see the contract's
 * routes.ts): the one place where keys are resolved. A missing, unknown, expired or revoked key
 * answers 401 IncorrectToken; a live key of the wrong kind 403.
 */
export class AccessService {
  constructor(private readonly deps: { sessions: SessionService; managerTokens: ManagerTokenService }) {}

  async callerOf<A extends CallAccess>(access: A, credentials: Credentials): Promise<CallerOf<A>> {
    return (await this.resolve(access, credentials)) as CallerOf<A>;
  }

  private async resolve(access: CallAccess, { authKey, managerKey, managerUserId }: Credentials) {
    switch (access) {
      case 'anyone':
        return {};
      case 'guest-or-customer':
        if (managerKey !== undefined) return this.actedFor(managerKey, managerUserId);
        if (authKey === undefined) return { user: undefined, actingManager: undefined };
        return this.customer(authKey);
      case 'customer':
        if (authKey === undefined) throw incorrectToken();
        return this.customer(authKey);
      case 'manager':
      case 'admin': {
        // Only a login session counts: a manager token acts as a customer, not as its manager.
        const manager = authKey === undefined ? undefined : await this.deps.sessions.userOf(authKey);
        if (!manager) throw incorrectToken();
        if (access === 'admin') {
          if (!isAdmin(manager)) throw forbidden('AdminOnly').concerning({ userId: manager.id });
        } else if (!isStaff(manager)) throw forbidden('ManagerOnly').concerning({ userId: manager.id });
        return { manager };
      }
    }
  }

  /** A customer's session, or a manager token acting as its customer. */
  private async customer(authKey: string): Promise<AnyCaller> {
    const user = await this.deps.sessions.userOf(authKey);
    if (user) return { user, actingManager: undefined };
    const acted = await this.deps.managerTokens.findLive(authKey);
    if (!acted) throw incorrectToken();
    return { user: acted.user, actingManager: { id: acted.managerId, tokenId: acted.tokenId } };
  }

  /** Settings in manager mode: the token must be live and bound to `manager_user_id`. */
  private async actedFor(managerKey: string, managerUserId: string | undefined): Promise<AnyCaller> {
    if (managerUserId === undefined) throw invalid('FieldCannotBeEmpty', 'manager_user_id');
    const acted = await this.deps.managerTokens.findLive(managerKey);
    if (!acted || String(acted.user.id) !== managerUserId.trim()) throw incorrectToken();
    return { user: acted.user, actingManager: { id: acted.managerId, tokenId: acted.tokenId } };
  }

  /**
   * Logout (extra to the spec): ends the session or manager token whose key this is, on every
   * instance at once; an unknown or dead key changes nothing.
   */
  end(write: Write, key: string): Promise<void> {
    return write(async (trx) => {
      await this.deps.sessions.revoke(trx, key);
      await this.deps.managerTokens.revoke(trx, key);
    });
  }
}
