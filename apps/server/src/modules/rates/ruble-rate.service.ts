import { moscowDay, type RubleRateSource } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { ContentCache } from '../../lib/content-cache.js';
import { type PageRequest, paged, pageWindow } from '../../lib/paged.js';
import { bumpContentRevision, settingIn } from '../settings/settings.service.js';
import * as repository from './rates.repository.js';

/** The rate the shop prices in on a day; `id` null when it is the rate the shop was set up with. */
export interface RateInForce {
  id: number | null;
  day: string | null;
  rate: string;
  source: RubleRateSource | null;
}

export type RateImportRow = NonNullable<Awaited<ReturnType<typeof repository.latestImport>>>;

/** When the daily job may try again (ADR 038). */
export interface ImportSchedule {
  /** Attempts a day at most. */
  maxAttempts: number;
  /** The wait after a failed attempt. */
  retryAfterMs: number;
  /** A running attempt older than this is taken for dead (its instance stopped in it). */
  staleAfterMs: number;
}

/**
 * The euro's rouble rate and its history (ADR 038). Every rate is kept; the one
 * in force is the latest day's up to today, a manual rate before the import of its day. Before any
 * rate is kept the shop prices in the `ruble_course` setting it was set up with; a shop with
 * neither (a real shop's first days) has none: it shows euro prices only and takes no orders. The rate in force
 * is cached per Moscow day and content revision: a new rate bumps the revision, so every instance
 * prices in it within the content cache's TTL, and a rate set for tomorrow takes over at midnight.
 */
export class RubleRateService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: ContentCache,
    private readonly now: () => Date = () => new Date(),
  ) {}

  today(): string {
    return moscowDay(this.now());
  }

  inForce(): Promise<RateInForce | null> {
    const today = this.today();
    return this.cache.get(`ruble-rate:${today}`, () => this.inForceIn(this.db, today));
  }

  /** The rate in force on `day`, read in `db` past the cache (inside a unit of work). */
  async inForceIn(db: Kysely<Database>, day: string = this.today()): Promise<RateInForce | null> {
    const row = await repository.rateInForce(db, day);
    if (row) return { id: row.id, day: row.day, rate: row.rate, source: row.source };
    const setting = await settingIn(db, 'ruble_course');
    return setting ? { id: null, day: null, rate: setting, source: null } : null;
  }

  async history(request: PageRequest) {
    const { offset, limit } = pageWindow(request);
    const [count, list] = await Promise.all([
      repository.countRates(this.db),
      repository.listRates(this.db, offset, limit),
    ]);
    return paged(list, count, request);
  }

  /**
   * Keeps a rate in the caller's unit of work and bumps the content revision. An imported rate
   * equal to the one already imported for its day is not kept twice (answers null).
   */
  async add(
    trx: Kysely<Database>,
    rate: { day: string; rate: string; source: RubleRateSource; authorId: number | null },
  ): Promise<number | null> {
    if (rate.source === 'cbr') {
      const imported = await repository.importedRateOf(trx, rate.day);
      if (imported?.rate === rate.rate) return null;
    }
    const id = await repository.insertRate(trx, {
      day: rate.day,
      rate: rate.rate,
      source: rate.source,
      author_user_id: rate.authorId,
    });
    await bumpContentRevision(trx);
    return id;
  }

  /**
   * Takes the daily job's next attempt of today for this instance, or answers undefined: an import
   * already loaded today's rate, an attempt is running, the last one failed too recently, the day's
   * attempts are spent, or another instance took this attempt a moment earlier (the unique index).
   */
  async claimJobAttempt(schedule: ImportSchedule): Promise<number | undefined> {
    const day = this.today();
    if (await repository.succeededOn(this.db, day)) return undefined;
    const latest = await repository.latestJobAttempt(this.db, day);
    const now = this.now().getTime();
    if (latest) {
      if ((latest.attempt ?? 0) >= schedule.maxAttempts) return undefined;
      if (latest.status === 'running' && now - Date.parse(latest.started_at) < schedule.staleAfterMs)
        return undefined;
      if (
        latest.status === 'failed' &&
        now - Date.parse(latest.finished_at ?? latest.started_at) < schedule.retryAfterMs
      )
        return undefined;
    }
    try {
      return await repository.insertImport(this.db, {
        day,
        trigger: 'job',
        attempt: (latest?.attempt ?? 0) + 1,
        user_id: null,
      });
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /** Starts an administrator's import's row (in the caller's unit of work). */
  startManualImport(db: Kysely<Database>, userId: number): Promise<number> {
    return repository.insertImport(db, {
      day: this.today(),
      trigger: 'manual',
      attempt: null,
      user_id: userId,
    });
  }

  finishImport(
    db: Kysely<Database>,
    id: number,
    outcome: Parameters<typeof repository.finishImport>[2],
  ): Promise<void> {
    return repository.finishImport(db, id, outcome);
  }

  lastImport(): Promise<RateImportRow | undefined> {
    return repository.latestImport(this.db);
  }

  lastSuccessfulImport(): Promise<RateImportRow | undefined> {
    return repository.latestImport(this.db, true);
  }
}
