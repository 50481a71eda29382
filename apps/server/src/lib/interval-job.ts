import type { Logger } from './logger.js';

/**
 * A job every server instance runs when it starts and then every `intervalMs`, keeping no state of
 * its own (what it does is decided by the shared database and is safe to run on several instances
 * at once). A failed run is logged and the next one comes as planned; stop waits for a running one.
 */
export class IntervalJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private observer: ((outcome: 'done' | 'failed') => void) | undefined;

  constructor(
    private readonly name: string,
    private readonly run: () => Promise<number>,
    private readonly log: Logger,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.timer || this.intervalMs <= 0) return;
    this.running = this.runOnce();
    this.timer = setInterval(() => {
      this.running = this.runOnce();
    }, this.intervalMs);
    this.timer.unref();
  }

  /** Told of every run's outcome (the metrics). */
  observe(observer: (outcome: 'done' | 'failed') => void): this {
    this.observer = observer;
    return this;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async runOnce(): Promise<void> {
    try {
      const count = await this.run();
      if (count > 0) this.log.info({ job: this.name, count }, `${this.name}: done`);
      this.observer?.('done');
    } catch (error) {
      this.log.error({ err: error, job: this.name }, `${this.name}: failed`);
      this.observer?.('failed');
    }
  }
}
