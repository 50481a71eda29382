import { isIP } from 'node:net';
import type { Kysely } from 'kysely';
import type { RateLimitRules } from '../../config/env.js';
import type { Database } from '../../db/schema.js';
import { networkOf } from '../../lib/client-network.js';
import { tooManyRequests } from '../../lib/errors.js';
import { hashToken } from '../../lib/tokens.js';
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
 * Whom a hit counts against. `client` is the client's address (`request.ip`): the limiter counts it
 * by its network (lib/client-network.ts: an IPv6 client by its /64, which it may rotate through
 * freely), so no per-IP limit, present or added later, can count raw addresses. With a `key` too,
 * the pair counts (one account from one network; the key is hashed with the network). A `key`
 * alone is a subject that is no address (a hash of an e-mail); an address passed as a key is a
 * programming error.
 */
export type RateLimitSubject = { client: string; key?: string } | { key: string };

function bucketSubject(subject: RateLimitSubject): string {
  if ('client' in subject) {
    const network = networkOf(subject.client);
    return subject.key === undefined ? network : hashToken(`${subject.key}\n${network}`);
  }
  if (isIP(subject.key))
    throw new Error('a client address is a rate-limit subject as { client }, not { key }');
  return subject.key;
}

/**
 * Fixed-window limits per action and subject (a client's network, a hashed e-mail), counted in
 * the shared database. A route calls `enforce` before it does any work:
 *
 *     await services.rateLimits.enforce('consult', { client: request.ip });
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

  async hit(
    name: RateLimitName,
    subject: RateLimitSubject,
    now: Date = new Date(),
  ): Promise<RateLimitResult> {
    const rule = this.rules[name];
    const windowEnd = new Date(now.getTime() + rule.windowSeconds * 1000);
    await this.purgeExpired(now);
    const bucket = await repository.hitBucket(
      this.db,
      `${name}:${bucketSubject(subject)}`,
      now.toISOString(),
      windowEnd.toISOString(),
    );
    const hits = Number(bucket.hits);
    const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(bucket.reset_at) - now.getTime()) / 1000));
    return { allowed: hits <= rule.max, hits, retryAfterSeconds };
  }

  async enforce(name: RateLimitName, subject: RateLimitSubject): Promise<void> {
    const result = await this.hit(name, subject);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  }

  /** The hits counted in the subject's running window, without adding one (0 when none runs). */
  async count(name: RateLimitName, subject: RateLimitSubject, now: Date = new Date()): Promise<number> {
    return repository.readBucket(this.db, `${name}:${bucketSubject(subject)}`, now.toISOString());
  }

  /**
   * Gives back a hit counted before the outcome was known: a login counts every attempt first (so
   * a parallel burst cannot pass the check together) and refunds the ones that succeed.
   */
  async refund(name: RateLimitName, subject: RateLimitSubject, now: Date = new Date()): Promise<void> {
    await repository.unhitBucket(this.db, `${name}:${bucketSubject(subject)}`, now.toISOString());
  }

  /** At most once a minute per instance, drop buckets whose window is over. */
  private async purgeExpired(now: Date): Promise<void> {
    if (now.getTime() - this.lastPurgeAt < PURGE_INTERVAL_MS) return;
    this.lastPurgeAt = now.getTime();
    await repository.purgeBucketsResetBefore(this.db, now.toISOString());
  }
}
