import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ShopEvents } from './shop-events.js';

interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** What the metrics read when they are asked for, besides what they counted. */
export interface MetricSources {
  /** PostgreSQL's pool now; absent on SQLite (one connection, no pool). */
  poolStats?: () => PoolStats;
  /** The mail outbox: mails by state (sent ones not counted) and when the oldest waiting one was written. */
  outbox: () => Promise<{ byStatus: Record<string, number>; oldestPendingAt: string | undefined }>;
}

const PREFIX = 'storefront_';
/** The outbox's states a gauge always shows, at 0 when empty, so that an alert sees the series. */
const OUTBOX_STATES = ['pending', 'sending', 'failed'] as const;

/**
 * One instance's metrics in Prometheus's text format (prom-client), in a registry of its own so
 * that apps in one process (tests) do not share counters: Node's own (event-loop lag, memory, GC),
 * requests by route pattern, database statements, the pool, the outbox, jobs and the shop's events.
 */
export class ShopMetrics implements ShopEvents {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status_code'>;
  private readonly queries: Histogram<'outcome'>;
  private readonly ordersPlaced: Counter<'payment_method'>;
  private readonly ordersPaid: Counter<'payment_method'>;
  private readonly refusedNotifications: Counter<'provider' | 'reason'>;
  private readonly securityEvents: Counter<'action'>;
  private readonly jobRuns: Counter<'job' | 'outcome'>;
  private readonly mails: Counter<'outcome'>;
  private readonly databaseUp: Gauge;
  private readonly outboxMails: Gauge<'status'>;
  private readonly outboxOldest: Gauge;

  constructor(private readonly sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
    this.requests = new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time from a request to its answer, by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    this.queries = new Histogram({
      name: `${PREFIX}db_query_duration_seconds`,
      help: 'Time of each database statement, by outcome (ok or error)',
      labelNames: ['outcome'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers,
    });
    const stats = sources.poolStats;
    if (stats) {
      const poolGauge = (name: string, help: string, read: (s: PoolStats) => number) =>
        new Gauge({
          name: `${PREFIX}db_pool_${name}`,
          help,
          registers,
          collect() {
            this.set(read(stats()));
          },
        });
      poolGauge('connections', 'Open PostgreSQL connections of the pool', (s) => s.total);
      poolGauge('idle_connections', 'Open PostgreSQL connections not in use', (s) => s.idle);
      poolGauge('waiting_requests', 'Requests waiting for a PostgreSQL connection', (s) => s.waiting);
    }
    this.databaseUp = new Gauge({
      name: `${PREFIX}database_up`,
      help: 'Whether the database answered the outbox query of this scrape (1) or not (0)',
      registers,
    });
    this.outboxMails = new Gauge({
      name: `${PREFIX}mail_outbox_mails`,
      help: 'Mails in the outbox by state: pending (waiting or retrying), sending (claimed), failed (given up)',
      labelNames: ['status'],
      registers,
    });
    this.outboxOldest = new Gauge({
      name: `${PREFIX}mail_outbox_oldest_pending_age_seconds`,
      help: 'Age of the oldest mail not sent yet (0 when none waits)',
      registers,
    });
    this.mails = counter('mail_deliveries_total', 'Tries of the outbox sender, by outcome (sent or failed)', [
      'outcome',
    ]);
    this.ordersPlaced = counter('orders_placed_total', 'Orders placed, by payment method', [
      'payment_method',
    ]);
    this.ordersPaid = counter('orders_paid_total', 'Orders that became paid, by payment method', [
      'payment_method',
    ]);
    this.refusedNotifications = counter(
      'payment_notifications_refused_total',
      "Payment providers' notifications refused, by provider and reason",
      ['provider', 'reason'],
    );
    this.securityEvents = counter('security_events_total', 'Security events recorded, by action', ['action']);
    this.jobRuns = counter('job_runs_total', 'Scheduled job runs, by job and outcome (done or failed)', [
      'job',
      'outcome',
    ]);

    function counter<L extends string>(name: string, help: string, labelNames: L[]): Counter<L> {
      return new Counter({ name: `${PREFIX}${name}`, help, labelNames, registers });
    }
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.requests.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  observeQuery(durationMs: number, failed: boolean): void {
    this.queries.observe({ outcome: failed ? 'error' : 'ok' }, durationMs / 1_000);
  }

  /** The text a scrape answers: what is read from the database is read now. */
  async text(now = Date.now()): Promise<string> {
    try {
      const outbox = await this.sources.outbox();
      for (const status of OUTBOX_STATES) this.outboxMails.set({ status }, outbox.byStatus[status] ?? 0);
      const oldest = outbox.oldestPendingAt === undefined ? now : Date.parse(outbox.oldestPendingAt);
      this.outboxOldest.set(Math.max(0, (now - oldest) / 1_000));
      this.databaseUp.set(1);
    } catch {
      // The rest is still worth a scrape; what the database holds is not shown stale.
      this.outboxMails.reset();
      this.outboxOldest.reset();
      this.databaseUp.set(0);
    }
    return this.registry.metrics();
  }

  orderPlaced(paymentMethod: string): void {
    this.ordersPlaced.inc({ payment_method: paymentMethod });
  }

  orderPaid(paymentMethod: string): void {
    this.ordersPaid.inc({ payment_method: paymentMethod });
  }

  paymentNotificationRefused(provider: string, reason: string): void {
    this.refusedNotifications.inc({ provider, reason });
  }

  securityEvent(action: string): void {
    this.securityEvents.inc({ action });
  }

  jobRun(job: string, outcome: 'done' | 'failed'): void {
    this.jobRuns.inc({ job, outcome });
  }

  mailDelivery(outcome: 'sent' | 'failed'): void {
    this.mails.inc({ outcome });
  }
}
