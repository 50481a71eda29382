import type { DatabaseHandle } from '../../db/database.js';
import { ping } from './health.repository.js';

export type Readiness =
  { ready: true; database: DatabaseHandle['dialect'] } | { ready: false; reason: 'draining' | 'database' };

/**
 * Whether this instance can serve. Liveness is the process answering at all; readiness is its
 * database answering within a short time, and not being on its way out: a stopping instance says
 * it is not ready for a while first, so that a load balancer sends it no new requests.
 */
export class HealthService {
  private draining = false;

  constructor(
    private readonly database: DatabaseHandle,
    /** How long the database has to answer before the instance counts as not ready. */
    private readonly readyTimeoutMs: number = 1_000,
  ) {}

  async check(): Promise<{ status: 'ok'; database: DatabaseHandle['dialect'] }> {
    await ping(this.database.db);
    return { status: 'ok', database: this.database.dialect };
  }

  async readiness(): Promise<Readiness> {
    if (this.draining) return { ready: false, reason: 'draining' };
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.readyTimeoutMs);
    });
    try {
      const answered = await Promise.race([ping(this.database.db).then(() => true), timedOut]);
      return answered
        ? { ready: true, database: this.database.dialect }
        : { ready: false, reason: 'database' };
    } catch {
      return { ready: false, reason: 'database' };
    } finally {
      clearTimeout(timer);
    }
  }

  /** From now on the instance reports not ready (it is stopping); it goes on serving meanwhile. */
  /** Whether the instance is stopping (draining, then closing). */
  get isDraining(): boolean {
    return this.draining;
  }

  startDraining(): void {
    this.draining = true;
  }
}
