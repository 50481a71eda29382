import { networkOf } from '../../lib/client-network.js';
import { Refusal, tooManyRequests } from '../../lib/errors.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';

/** Refused networks remembered at most: past it the oldest is forgotten (its next try is counted). */
const REMEMBERED_NETWORKS = 10_000;

/**
 * The per-network limit on the catalog's PDF renders (`catalogPdf`), counted in the shared
 * database, with this process's memory of the networks it has refused: until their window ends
 * they are refused again from memory. A client that keeps knocking past its limit so costs no
 * write, which on SQLite is a disk flush the event loop waits for.
 */
export class CatalogPdfLimit {
  /** A refused network and when (ms since the epoch) its window ends. */
  private readonly refusedUntil = new Map<string, number>();

  constructor(
    private readonly rateLimits: RateLimiter,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a render for `client` (its address), or refuses it with 429 and Retry-After. */
  async admit(client: string): Promise<void> {
    const network = networkOf(client);
    const until = this.refusedUntil.get(network);
    if (until !== undefined) {
      const left = until - this.now();
      if (left > 0) throw tooManyRequests(Math.ceil(left / 1000));
      this.refusedUntil.delete(network);
    }
    try {
      await this.rateLimits.enforce('catalogPdf', { client });
    } catch (error) {
      if (error instanceof Refusal && error.retryAfterSeconds !== undefined)
        this.remember(network, error.retryAfterSeconds);
      throw error;
    }
  }

  private remember(network: string, seconds: number): void {
    this.refusedUntil.set(network, this.now() + seconds * 1000);
    if (this.refusedUntil.size > REMEMBERED_NETWORKS)
      this.refusedUntil.delete(this.refusedUntil.keys().next().value!);
  }
}
