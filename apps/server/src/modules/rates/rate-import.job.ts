import { IntervalJob } from '../../lib/interval-job.js';
import type { Logger } from '../../lib/logger.js';
import type { RatesService } from './rates.service.js';

/** How often each instance asks whether today's import is due. */
export const RATE_IMPORT_INTERVAL_MS = 15 * 60_000;

/**
 * The Central Bank's daily rate (CBR_RATE_IMPORT): every instance checks at start and every 15
 * minutes; the database lets one of them run each attempt (ADR 038), so the rate is loaded once a
 * day, retried after a failure up to the day's attempts.
 */
export function rateImportJob(rates: RatesService, enabled: boolean, log: Logger): IntervalJob {
  return new IntervalJob(
    'rouble rate import attempts',
    () => rates.runDailyImport(),
    log,
    enabled ? RATE_IMPORT_INTERVAL_MS : 0,
  );
}
