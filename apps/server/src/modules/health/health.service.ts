import type { DatabaseHandle } from '../../db/database.js';
import { ping } from './health.repository.js';

/** Whether this instance can serve: its database answers. */
export class HealthService {
  constructor(private readonly database: DatabaseHandle) {}

  async check(): Promise<{ status: 'ok'; database: DatabaseHandle['dialect'] }> {
    await ping(this.database.db);
    return { status: 'ok', database: this.database.dialect };
  }
}
