import { randomBytes } from 'node:crypto';
import {
  decodeHumanCheckToken,
  type HumanCheckAlgorithm,
  type HumanCheckChallenge,
  type MessageKey,
} from '@storefront/contract';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/schema.js';
import { invalid, Refusal } from '../../lib/errors.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import type { SecretService } from '../secrets/secret.service.js';
import * as repository from './human-check.repository.js';

const HUMAN_CHECK_ALGORITHM: HumanCheckAlgorithm = 'SHA-256';
/** The app_secret row holding the generated HMAC key when ALTCHA_HMAC_KEY is unset. */
export const HMAC_KEY_SECRET = 'altcha_hmac_key';
const PURGE_INTERVAL_MS = 60_000;
/**
 * Used challenges are kept this long past their expiry, so a replay that passed the expiry check
 * just before another instance purged (or on a server whose clock runs behind) still meets its row.
 */
const PURGE_GRACE_MS = 10 * 60_000;

const refuse = (key: MessageKey) => invalid(key, 'token');

/**
 * The invisible human check (ALTCHA proof of work). `challenge()` issues a signed challenge that
 * carries its own expiry; `verify(token)` checks a form's `token` and spends it. Every endpoint
 * whose call declares a human check (the contract's routes.ts) has it verified by the call wiring
 * before its handler runs.
 *
 * It refuses with 400 `{error, field: 'token'}`: HumanCheckFailed (malformed or forged),
 * HumanCheckExpired, HumanCheckUsed (replayed, on any instance). A missing token never gets here:
 * the contract's `humanCheckToken` refuses it with FieldCannotBeEmpty.
 *
 * Each refusal is counted for the client's network (the limiter's `{ client }`: IPv6 by /64) in the shared
 * `humanCheckFailures` rate-limit bucket, and that network's challenges double in cost per
 * `raiseEveryFailures` failures in the bucket's window, up to `maxNumberCap`: a solver that keeps
 * sending guesses or replays pays more CPU per try, and the raise lapses with the window.
 * Verification needs no change for it: the number is checked by hashing, whatever range it was
 * drawn from, and the signature covers the challenge.
 */
export class HumanCheckService {
  private key: Promise<string> | undefined;
  private lastPurgeAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: AppConfig['humanCheck'],
    private readonly secrets: SecretService,
    private readonly rateLimits: RateLimiter,
  ) {}

  /** ALTCHA_HMAC_KEY, else the key the first instance generated and stored in app_secret. */
  hmacKey(): Promise<string> {
    if (!this.key) {
      const key = this.options.hmacKey
        ? Promise.resolve(this.options.hmacKey)
        : this.secrets.shared(HMAC_KEY_SECRET, () => randomBytes(32).toString('hex'));
      // A failed read (database down) is retried by the next caller rather than remembered.
      key.catch(() => {
        if (this.key === key) this.key = undefined;
      });
      this.key = key;
    }
    return this.key;
  }

  /** A challenge for a client at `ip`, at its network's current cost. */
  async challenge(ip: string): Promise<HumanCheckChallenge> {
    const maxnumber = await this.costFor(ip);
    const { algorithm, challenge, salt, signature } = await createChallenge({
      algorithm: HUMAN_CHECK_ALGORITHM,
      hmacKey: await this.hmacKey(),
      maxnumber,
      expires: new Date(Date.now() + this.options.expiresSeconds * 1000),
    });
    return { algorithm, challenge, maxnumber, salt, signature };
  }

  /** ALTCHA_MAX_NUMBER, doubled per `raiseEveryFailures` recent failures of the network, capped. */
  async costFor(ip: string): Promise<number> {
    const { maxNumber, maxNumberCap, raiseEveryFailures } = this.options;
    const failures = await this.rateLimits.count('humanCheckFailures', { client: ip });
    const doublings = Math.min(30, Math.floor(failures / raiseEveryFailures));
    return Math.min(maxNumberCap, maxNumber * 2 ** doublings);
  }

  /** Checks and spends a form's token sent from `ip`; a refusal counts against the ip's network. */
  async verify(token: string, ip: string): Promise<void> {
    try {
      await this.check(token);
    } catch (error) {
      if (error instanceof Refusal) await this.rateLimits.hit('humanCheckFailures', { client: ip });
      throw error;
    }
  }

  private async check(token: string): Promise<void> {
    const solution = decodeHumanCheckToken(token);
    if (
      !solution ||
      solution.algorithm !== HUMAN_CHECK_ALGORITHM ||
      !(await verifySolution(solution, await this.hmacKey(), false))
    ) {
      throw refuse('HumanCheckFailed');
    }
    // The salt, expiry included, is covered by the signature: a valid solution has an honest expiry.
    const expiresSeconds = Number(extractParams(solution).expires);
    if (!Number.isSafeInteger(expiresSeconds)) throw refuse('HumanCheckFailed');
    const now = Date.now();
    if (expiresSeconds * 1000 <= now) throw refuse('HumanCheckExpired');
    await this.purgeExpired(now);
    const expiresAt = new Date(expiresSeconds * 1000).toISOString();
    if (!(await repository.recordUse(this.db, solution.signature, expiresAt))) throw refuse('HumanCheckUsed');
  }

  /** At most once a minute per instance: one indexed delete keeps the table to the live challenges. */
  private async purgeExpired(now: number): Promise<void> {
    if (now - this.lastPurgeAt < PURGE_INTERVAL_MS) return;
    this.lastPurgeAt = now;
    await repository.purgeUsesExpiredBefore(this.db, new Date(now - PURGE_GRACE_MS).toISOString());
  }
}
