import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { UserService } from '../users/user.service.js';
import * as repository from './session.repository.js';

const DAY_MS = 86_400_000;
/** Session lifetimes (spec section 9): the token cookie lives as long. */
const SESSION_TTL_MS = DAY_MS;
const REMEMBERED_SESSION_TTL_MS = 30 * DAY_MS;
const USER_AGENT_MAX = 512;

/** Where a request comes from, kept with sessions and reset tokens. */
export interface RequestSource {
  ip: string;
  userAgent: string | undefined;
}

/** Login sessions: random 256-bit keys for the client, their SHA-256 in `user_session`. */
export class SessionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: { users: UserService; now?: () => Date },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** A new session of 1 day, or 30 days with remember-me; returns its key. */
  async open(
    db: Kysely<Database>,
    userId: number,
    remember: boolean,
    source: RequestSource,
  ): Promise<string> {
    const key = newToken();
    await repository.insertSession(db, {
      user_id: userId,
      token_hash: hashToken(key),
      remember: remember ? 1 : 0,
      ip: source.ip,
      user_agent: source.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      expires_at: new Date(
        this.now().getTime() + (remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS),
      ).toISOString(),
    });
    return key;
  }

  /** The user of a live session key whose account is not disabled. */
  async userOf(key: string): Promise<UserRow | undefined> {
    const session = await repository.findLiveSession(this.db, hashToken(key), this.now().toISOString());
    return session && this.deps.users.findActive(session.user_id);
  }

  revoke(db: Kysely<Database>, key: string): Promise<void> {
    return repository.revokeSession(db, hashToken(key), this.now().toISOString());
  }

  /** Ends every session of the user (a new password). */
  revokeAllOf(db: Kysely<Database>, userId: number): Promise<void> {
    return repository.revokeSessionsOfUser(db, userId, this.now().toISOString());
  }
}
