import type { UserSession } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { SessionLimits } from '../../config/env.js';
import type { Database, UserRow } from '../../db/schema.js';
import { forbidden, incorrectToken } from '../../lib/errors.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { deviceOf } from '../../lib/user-agent.js';
import { isStaff, type UserService } from '../users/user.service.js';
import * as repository from './session.repository.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Session lifetimes (spec section 9): the token cookie lives as long. Staff: SessionLimits.staffHours. */
const SESSION_TTL_MS = DAY_MS;
const REMEMBERED_SESSION_TTL_MS = 30 * DAY_MS;
const USER_AGENT_MAX = 512;
/**
 * `last_seen_at` is written at most this often per session: the idle timeouts are counted in
 * minutes and hours, and a write per request would cost more than the reads it guards.
 */
export const LAST_SEEN_INTERVAL_MS = MINUTE_MS;

/** Where a request comes from, kept with sessions and reset tokens. */
export interface RequestSource {
  ip: string;
  userAgent: string | undefined;
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof repository.findLiveSession>>>;

/**
 * Login sessions: random 256-bit keys for the client, their SHA-256 in `user_session`. A session
 * ends when revoked, at `expires_at`, after an idle time without calls (by its user's role and
 * remember-me), and for staff also `staffHours` after the login
 * (docs/decisions/022-session-lifetimes-and-email-change.md).
 */
export class SessionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: { users: UserService; limits: SessionLimits; now?: () => Date },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * A new session of 1 day, or 30 days with remember-me; a staff member's lives `staffHours` and
   * ignores remember-me (the web's token cookie follows the answer's role). Returns its key.
   */
  async open(
    db: Kysely<Database>,
    userId: number,
    remember: boolean,
    source: RequestSource,
    options: { staff?: boolean } = {},
  ): Promise<string> {
    return (await this.openWithExpiry(db, userId, remember, source, options)).key;
  }

  /** As `open`, with the time the session expires at the latest. */
  async openWithExpiry(
    db: Kysely<Database>,
    userId: number,
    remember: boolean,
    source: RequestSource,
    options: { staff?: boolean } = {},
  ): Promise<{ key: string; expiresAt: string }> {
    const key = newToken();
    const now = this.now();
    const remembered = remember && !options.staff;
    const ttl = options.staff
      ? this.deps.limits.staffHours * 60 * MINUTE_MS
      : remembered
        ? REMEMBERED_SESSION_TTL_MS
        : SESSION_TTL_MS;
    const expiresAt = new Date(now.getTime() + ttl).toISOString();
    await repository.insertSession(db, {
      user_id: userId,
      token_hash: hashToken(key),
      remember: remembered ? 1 : 0,
      ip: source.ip,
      user_agent: source.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      // Written here rather than by the column default, so that the idle and recent-login checks
      // and the creation time run on one clock.
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: expiresAt,
    });
    return { key, expiresAt };
  }

  /** Whether a live (not revoked, not expired) session of `user` is still in use at `now`. */
  private isActive(session: Omit<SessionRow, 'id' | 'user_id'>, user: UserRow, now: number): boolean {
    const { limits } = this.deps;
    const staff = isStaff(user);
    const idleMinutes = staff
      ? limits.staffIdleMinutes
      : session.remember
        ? limits.rememberedIdleMinutes
        : limits.idleMinutes;
    const lastSeen = Date.parse(session.last_seen_at ?? session.created_at);
    if (now - lastSeen >= idleMinutes * MINUTE_MS) return false;
    // Also a session opened before its user became staff, or before the limit was lowered.
    return !staff || now - Date.parse(session.created_at) < limits.staffHours * 60 * MINUTE_MS;
  }

  /** The live session of a key and its active user; the session's `last_seen_at` moves on. */
  private async find(key: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
    const now = this.now();
    const session = await repository.findLiveSession(this.db, hashToken(key), now.toISOString());
    if (!session) return undefined;
    const user = await this.deps.users.findActive(session.user_id);
    if (!user || !this.isActive(session, user, now.getTime())) return undefined;
    const lastSeen = Date.parse(session.last_seen_at ?? session.created_at);
    if (now.getTime() - lastSeen >= LAST_SEEN_INTERVAL_MS) {
      await repository.touchSession(
        this.db,
        session.id,
        now.toISOString(),
        new Date(now.getTime() - LAST_SEEN_INTERVAL_MS).toISOString(),
      );
    }
    return { session, user };
  }

  /** The user of a live session key whose account is not disabled. */
  async userOf(key: string): Promise<UserRow | undefined> {
    return (await this.find(key))?.user;
  }

  /**
   * Refuses (403 RecentLoginRequired) unless `key` is a login session opened within the last
   * `recentLoginMinutes`: a manager token is minted only by someone who just typed the password.
   */
  async requireRecentLogin(key: string): Promise<void> {
    const found = await this.find(key);
    if (!found) throw incorrectToken();
    const age = this.now().getTime() - Date.parse(found.session.created_at);
    if (age >= this.deps.limits.recentLoginMinutes * MINUTE_MS) throw forbidden('RecentLoginRequired');
  }

  /** The user's sessions still in use: `currentKey`'s first and marked, then the most recently used. */
  async listOf(user: UserRow, currentKey: string | undefined): Promise<UserSession[]> {
    const now = this.now();
    const currentHash = currentKey === undefined ? undefined : hashToken(currentKey);
    const rows = await repository.listLiveSessions(this.db, user.id, now.toISOString());
    return rows
      .filter((row) => this.isActive(row, user, now.getTime()))
      .map((row) => ({
        id: row.id,
        created_at: row.created_at,
        last_seen_at: row.last_seen_at ?? row.created_at,
        ip: row.ip,
        ...deviceOf(row.user_agent),
        current: row.token_hash === currentHash,
      }))
      .sort(
        (a, b) =>
          Number(b.current) - Number(a.current) ||
          Date.parse(b.last_seen_at) - Date.parse(a.last_seen_at) ||
          b.id - a.id,
      );
  }

  /**
   * The user's sessions still in use as the back-office shows them: the user agent as stored and
   * the device read from it, the most recently used first.
   */
  async liveSessionsOf(user: UserRow) {
    const now = this.now();
    const rows = await repository.listLiveSessions(this.db, user.id, now.toISOString());
    return rows
      .filter((row) => this.isActive(row, user, now.getTime()))
      .map((row) => ({
        id: row.id,
        created_at: row.created_at,
        last_seen_at: row.last_seen_at ?? row.created_at,
        ip: row.ip,
        user_agent: row.user_agent,
        ...deviceOf(row.user_agent),
      }))
      .sort((a, b) => Date.parse(b.last_seen_at) - Date.parse(a.last_seen_at) || b.id - a.id);
  }

  /** Ends one other session of the user; false when there is no such live session. */
  async endOne(db: Kysely<Database>, userId: number, id: number, currentKey: string): Promise<boolean> {
    const ended = await repository.revokeSessionById(
      db,
      userId,
      id,
      this.now().toISOString(),
      hashToken(currentKey),
    );
    return ended > 0;
  }

  revoke(db: Kysely<Database>, key: string): Promise<void> {
    return repository.revokeSession(db, hashToken(key), this.now().toISOString());
  }

  /**
   * Ends every session of the user (a new password); with `exceptKey`, all but that one (a new
   * login e-mail keeps the session that changed it).
   */
  revokeAllOf(db: Kysely<Database>, userId: number, exceptKey?: string): Promise<void> {
    return repository.revokeSessionsOfUser(
      db,
      userId,
      this.now().toISOString(),
      exceptKey === undefined ? undefined : hashToken(exceptKey),
    );
  }
}
