import { IntervalJob } from '../../lib/interval-job.js';
import type { Logger } from '../../lib/logger.js';
import type { CartService } from './cart.service.js';

/** How often each instance runs the purge of stale guest carts. */
export const CART_PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * The scheduled purge of guest carts nobody touched for 30 days (docs/api.md, "Guest carts"). Each
 * server instance runs it when it starts and then every six hours. It keeps no state of its own:
 * the delete is idempotent and decided by `cart.updated_at` in the shared database, and a cart
 * written meanwhile is locked and touched by that write, so instances running it at once or a
 * guest adding at that moment lose nothing.
 */
export function cartPurgeJob(
  cart: CartService,
  log: Logger,
  intervalMs = CART_PURGE_INTERVAL_MS,
): IntervalJob {
  return new IntervalJob('stale guest carts purged', () => cart.purgeStaleGuestCarts(), log, intervalMs);
}
