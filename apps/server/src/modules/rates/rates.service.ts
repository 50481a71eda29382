import type { AdminRates } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/schema.js';
import { runInTransaction, type Write } from '../../db/transaction.js';
import type { Logger } from '../../lib/logger.js';
import type { PageRequest } from '../../lib/paged.js';
import { type MailService, rateImportFailedMail } from '../mail/mail.service.js';
import type { UserService } from '../users/user.service.js';
import { type CbrRate, fetchCbrDaily, RateImportError } from './cbr-daily.js';
import type { ImportSchedule, RateImportRow, RateInForce, RubleRateService } from './ruble-rate.service.js';

/** The daily job's attempts: up to 3 a day, an hour apart; a run stuck 10 minutes is dead. */
export const DAILY_IMPORT_SCHEDULE: ImportSchedule = {
  maxAttempts: 3,
  retryAfterMs: 60 * 60_000,
  staleAfterMs: 10 * 60_000,
};

const ERROR_TEXT_MAX = 500;

type Outcome = { ok: true; rate: CbrRate } | { ok: false; error: string };

const auditedRate = (rate: RateInForce | null) => ({
  rate: rate?.rate ?? null,
  day: rate?.day ?? null,
  source: rate?.source ?? null,
});
const rateOn = (rate: RateInForce | null) => ({
  rate: rate?.rate ?? null,
  source: rate?.source ?? null,
  set_for: rate?.day ?? null,
});

/**
 * The back-office's rouble rate (ADR 038): the rates screen, an administrator's
 * manual rate, and the Central Bank's import, run by the daily job of every instance (one of them
 * loads each day's rate) or by an administrator. A failed import keeps the rate in force, is logged,
 * recorded with its reason and, from the job, mailed to the administrators through the outbox.
 */
export class RatesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: {
      rates: RubleRateService;
      users: UserService;
      mail: MailService;
      config: AppConfig['rates'];
      log: Logger;
      /** Reads the bank's XML; tests pass their own. */
      fetchRate?: (url: string, timeoutMs: number) => Promise<CbrRate>;
    },
  ) {}

  async screen(request: PageRequest): Promise<AdminRates> {
    const { rates, users, config } = this.deps;
    const [current, history, last, lastSuccess] = await Promise.all([
      rates.inForceIn(this.db),
      rates.history(request),
      rates.lastImport(),
      rates.lastSuccessfulImport(),
    ]);
    const authorIds = [...new Set(history.list.flatMap((row) => row.author_user_id ?? []))];
    const emails = new Map(
      await Promise.all(
        authorIds.map(async (id) => [id, (await users.findActive(id))?.email ?? null] as const),
      ),
    );
    return {
      today: rates.today(),
      current,
      history: {
        count: history.count,
        page: history.page,
        list: history.list.map((row) => ({
          id: row.id,
          day: row.day,
          rate: row.rate,
          source: row.source,
          author:
            row.author_user_id === null
              ? null
              : { id: row.author_user_id, email: emails.get(row.author_user_id) ?? null },
          created_at: row.created_at,
        })),
      },
      import: {
        enabled: config.importEnabled,
        url: config.url,
        last: last ? importEntry(last) : null,
        last_success: lastSuccess ? importEntry(lastSuccess) : null,
      },
    };
  }

  /** An administrator's (`authorId`) rate for a day, stated with the day's rate before and after. */
  async setManual(write: Write, authorId: number, day: string, rate: string): Promise<void> {
    await write(async (trx, changed) => {
      const before = await this.deps.rates.inForceIn(trx, day);
      const id = await this.deps.rates.add(trx, { day, rate, source: 'manual', authorId });
      changed({
        entity: 'ruble_rate',
        id: id ?? 0,
        // The rate in force on the day before and after, and the day it was set for.
        before: { day, ...rateOn(before) },
        after: { day, rate, source: 'manual', set_for: day },
      });
    });
  }

  /**
   * An administrator's "import now": the bank's XML is read outside any transaction, then the
   * outcome is kept and stated as a change (before and after: the rate in force today), run by
   * the administrator `userId`. A failure answers normally: the screen shows it as the last import.
   */
  async importNow(write: Write, userId: number): Promise<void> {
    const outcome = await this.fetchOutcome();
    await write(async (trx, changed) => {
      const before = await this.deps.rates.inForceIn(trx);
      const importId = await this.deps.rates.startManualImport(trx, userId);
      await this.keepOutcome(trx, importId, outcome);
      const after = await this.deps.rates.inForceIn(trx);
      changed({
        entity: 'ruble_rate_import',
        id: importId,
        before: auditedRate(before),
        after: auditedRate(after),
        details: outcome.ok
          ? { status: 'succeeded', rate_day: outcome.rate.day, rate: outcome.rate.rate }
          : { status: 'failed', error: outcome.error },
      });
    });
  }

  /**
   * One run of the daily job on this instance: takes today's next attempt if it is due and nobody
   * else took it, imports, keeps the outcome. Answers 1 when it ran an attempt, else 0.
   */
  async runDailyImport(schedule: ImportSchedule = DAILY_IMPORT_SCHEDULE): Promise<number> {
    const importId = await this.deps.rates.claimJobAttempt(schedule);
    if (importId === undefined) return 0;
    const outcome = await this.fetchOutcome();
    await runInTransaction(this.db, async (trx) => {
      await this.keepOutcome(trx, importId, outcome);
      if (!outcome.ok) await this.alertAdministrators(trx, outcome.error);
    });
    return 1;
  }

  private async fetchOutcome(): Promise<Outcome> {
    const { config, log } = this.deps;
    const fetchRate = this.deps.fetchRate ?? fetchCbrDaily;
    try {
      return { ok: true, rate: await fetchRate(config.url, config.timeoutMs) };
    } catch (error) {
      const message = (error instanceof RateImportError ? error.message : String(error)).slice(
        0,
        ERROR_TEXT_MAX,
      );
      log.error(
        { err: error, url: config.url },
        `rouble rate import failed: ${message}; the last rate stays`,
      );
      return { ok: false, error: message };
    }
  }

  private async keepOutcome(trx: Kysely<Database>, importId: number, outcome: Outcome): Promise<void> {
    if (outcome.ok) {
      await this.deps.rates.add(trx, { ...outcome.rate, source: 'cbr', authorId: null });
      await this.deps.rates.finishImport(trx, importId, {
        status: 'succeeded',
        rate_day: outcome.rate.day,
        rate: outcome.rate.rate,
        error: null,
      });
      this.deps.log.info({ day: outcome.rate.day, rate: outcome.rate.rate }, 'rouble rate imported');
    } else {
      await this.deps.rates.finishImport(trx, importId, {
        status: 'failed',
        rate_day: null,
        rate: null,
        error: outcome.error,
      });
    }
  }

  private async alertAdministrators(trx: Kysely<Database>, error: string): Promise<void> {
    const kept = await this.deps.rates.inForceIn(trx);
    const recipients = await this.deps.users.administratorEmails(trx);
    if (!recipients.length) this.deps.log.error({}, 'rouble rate import failed and no administrator to mail');
    for (const to of recipients)
      await this.deps.mail.enqueue(
        trx,
        rateImportFailedMail(to, {
          url: this.deps.config.url,
          error,
          rate: kept?.rate ?? null,
          rateDay: kept?.day ?? null,
          at: new Date(),
        }),
      );
  }
}

function importEntry(row: RateImportRow) {
  return {
    id: row.id,
    day: row.day,
    trigger: row.trigger,
    status: row.status,
    started_at: row.started_at,
    finished_at: row.finished_at,
    rate: row.rate,
    rate_day: row.rate_day,
    error: row.error,
  };
}
