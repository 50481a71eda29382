import type { Logger } from '../../lib/logger.js';
import type { CartService } from './cart.service.js';

/** How often each instance runs the purge of stale guest carts. */
export const CART_PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * The scheduled purge of guest carts nobody touched for 30 days (README, "Guest carts"). Each
 * server instance runs it when it starts and then every six hours. It keeps no state of its own:
 * the delete is idempotent and decided by `cart.updated_at` in the shared database, and a cart
 * written meanwhile is locked and touched by that write, so instances running it at once or a
 * guest adding at that moment lose nothing.
 */
export class CartPurgeJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly cart: CartService,
    private readonly log: Logger,
    private readonly intervalMs = CART_PURGE_INTERVAL_MS,
  ) {}

  start(): void {
    if (this.timer || this.intervalMs <= 0) return;
    this.running = this.runOnce();
    this.timer = setInterval(() => {
      this.running = this.runOnce();
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async runOnce(): Promise<void> {
    try {
      const purged = await this.cart.purgeStaleGuestCarts();
      if (purged > 0) this.log.info({ purged }, 'stale guest carts purged');
    } catch (error) {
      this.log.error({ err: error }, 'guest cart purge failed');
    }
  }
}
