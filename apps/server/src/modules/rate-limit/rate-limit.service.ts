import type { Kysely } from 'kysely';
import type { RateLimitRules } from '../../config/env.js';
import type { Database } from '../../db/schema.js';
import { tooManyRequests } from '../../lib/errors.js';
import * as repository from './rate-limit.repository.js';

export type RateLimitName = keyof RateLimitRules;

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  /** Seconds until the window resets (at least 1). */
  retryAfterSeconds: number;
}

const PURGE_INTERVAL_MS = 60_000;

/**
 * Fixed-window limits per action and subject (an IP), counted in the shared database. A route
 * calls `enforce` before it does any work:
 *
 *     await services.rateLimits.enforce('consult', request.ip);
 *
 * which refuses with 429 `{error: 'TooManyRequests'}` and `Retry-After`. A new limit is a rule in
 * `RateLimitRules` (config/env.ts) with its two env variables.
 */
export class RateLimiter {
  private lastPurgeAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly rules: RateLimitRules,
  ) {}

  async hit(name: RateLimitName, subject: string, now: Date = new Date()): Promise<RateLimitResult> {
    const rule = this.rules[name];
    const windowEnd = new Date(now.getTime() + rule.windowSeconds * 1000);
    await this.purgeExpired(now);
    const bucket = await repository.hitBucket(
      this.db,
      `${name}:${subject}`,
      now.toISOString(),
      windowEnd.toISOString(),
    );
    const hits = Number(bucket.hits);
    const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(bucket.reset_at) - now.getTime()) / 1000));
    return { allowed: hits <= rule.max, hits, retryAfterSeconds };
  }

  async enforce(name: RateLimitName, subject: string): Promise<void> {
    const result = await this.hit(name, subject);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  }

  /** The hits counted in the subject's running window, without adding one (0 when none runs). */
  async count(name: RateLimitName, subject: string, now: Date = new Date()): Promise<number> {
    return repository.readBucket(this.db, `${name}:${subject}`, now.toISOString());
  }

  /**
   * Gives back a hit counted before the outcome was known: a login counts every attempt first (so
   * a parallel burst cannot pass the check together) and refunds the ones that succeed.
   */
  async refund(name: RateLimitName, subject: string, now: Date = new Date()): Promise<void> {
    await repository.unhitBucket(this.db, `${name}:${subject}`, now.toISOString());
  }

  /** At most once a minute per instance, drop buckets whose window is over. */
  private async purgeExpired(now: Date): Promise<void> {
    if (now.getTime() - this.lastPurgeAt < PURGE_INTERVAL_MS) return;
    this.lastPurgeAt = now.getTime();
    await repository.purgeBucketsResetBefore(this.db, now.toISOString());
  }
}
