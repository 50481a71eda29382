import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where it lives, without credentials, for logs. */
  description: string;
  destroy(): Promise<void>;
  /** Told of every statement run, with its time and whether it failed (the metrics' query time). */
  observeQueries(observer: QueryObserver): void;
  /** PostgreSQL only: the pool's connections now (open, idle, requests waiting for one). */
  poolStats?(): PoolStats;
}

export type QueryObserver = (durationMs: number, failed: boolean) => void;

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** Kysely's log hook feeding the handle's observers; no observer, next to no cost. */
function queryObservers(): { observe(observer: QueryObserver): void; log(event: LogEvent): void } {
  const observers: QueryObserver[] = [];
  return {
    observe: (observer) => observers.push(observer),
    log: (event) => {
      for (const observer of observers) observer(event.queryDurationMillis, event.level === 'error');
    },
  };
}

export interface DatabaseOptions {
  /** `postgres://...` for PostgreSQL; anything else is a SQLite file path. */
  url: string;
  poolMax?: number;
  /**
   * PostgreSQL only: settings of every connection of the pool (`-c name=value` at its start), such
   * as `storefront.search_words` (ADR 053).
   */
  postgresSettings?: Record<string, string>;
  /**
   * PostgreSQL only: told of every connection that fails (a restart, a failover, a proxy closing
   * it). The pool drops such a connection and opens another when one is needed; without a listener
   * its error would end the process.
   */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL only: how long opening a connection may take (default 5 s). */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL only: the server cancels a statement running longer (`statement_timeout`); unset or
   * 0, none (the command line's imports and migrations).
   */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL only: a statement with no answer by then (the server gone silent, a network that
   * swallows packets) fails, and its connection is closed so that nobody waits behind it; unset or
   * 0, none.
   */
  queryTimeoutMs?: number;
}

/**
 * node-postgres's client, whose read timeout leaves the connection busy with the statement that
 * timed out, so the pool would hand it out again to wait behind it: here such a connection is
 * closed, and the pool drops it when it comes back.
 */
class ClosingOnTimeoutClient extends pg.Client {
  override query(...args: unknown[]): never {
    const result = (super.query as (...args: unknown[]) => unknown)(...args);
    if (result instanceof Promise)
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') this.end().catch(() => {});
      });
    return result as never;
  }
}

/**
 * Error codes of a database that cannot be reached or is going away (PostgreSQL's classes 08 and
 * 57P, too many connections; Node's socket errors; SQLite still locked after its busy timeout):
 * the request is answered 503 with Retry-After, never as a bug.
 */
const UNAVAILABLE_CODES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'SQLITE_BUSY',
]);

/** node-postgres's own words for a connection that broke or never came (they carry no code). */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error)/;

/** Whether an error says the database cannot be reached now, rather than that a statement is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) || UNAVAILABLE_MESSAGES.test(error.message)
  );
}

const SQLITE_BUSY_TIMEOUT_MS = 5_000;
/**
 * The connection's page cache, in KiB (SQLite's default is 2 MB). A search of a register of
 * millions reads a thousand candidate companies at random places of a table of gigabytes, and
 * then the same rows again to rank them: with 2 MB not even the inner pages of the table's btree
 * stay, and every row is a read from the operating system. The cache fills only with the pages
 * read (a demo shop's whole file is smaller). ADR 048.
 */
const SQLITE_CACHE_KIB = 128 * 1024;
/**
 * Bytes of the file read through a memory map instead of a `read` a page: SQLite's largest map
 * (SQLITE_MAX_MMAP_SIZE, just under 2 GB); what lies beyond it is read as before. ADR 048.
 */
export const SQLITE_MMAP_BYTES = 0x7fff0000;

/**
 * PostgreSQL answers are read in the shapes SQLite gives, so repositories see one kind of row:
 * timestamps as ISO strings, dates as 'YYYY-MM-DD', bigint counts as numbers.
 */
let pgTypesConfigured = false;
function configurePgTypes(): void {
  if (pgTypesConfigured) return;
  pgTypesConfigured = true;
  const { types } = pg;
  types.setTypeParser(types.builtins.INT8, (value) => Number.parseInt(value, 10));
  types.setTypeParser(types.builtins.NUMERIC, (value) => value);
  types.setTypeParser(types.builtins.TIMESTAMPTZ, (value) => new Date(value).toISOString());
  types.setTypeParser(types.builtins.TIMESTAMP, (value) => new Date(`${value}Z`).toISOString());
  types.setTypeParser(types.builtins.DATE, (value) => value);
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

function openSqlite(path: string): SQLite.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  return sqlite;
}

/** The better-sqlite3 connection under each SQLite Kysely this module made. */
const sqliteConnections = new WeakMap<Kysely<Database>, SQLite.Database>();

/**
 * The better-sqlite3 connection under a SQLite database of `createDatabase`, for the one job that
 * needs statements prepared once and run per row (a bulk import's staging, ADR 045); undefined on
 * PostgreSQL. Kysely runs SQLite on this single connection, so a statement run inside a Kysely
 * transaction's callback belongs to that transaction.
 */
export function sqliteConnectionOf(db: Kysely<Database>): SQLite.Database | undefined {
  return sqliteConnections.get(db);
}

/** The node-postgres pool under each PostgreSQL Kysely this module made. */
const postgresPools = new WeakMap<Kysely<Database>, pg.Pool>();

/**
 * The node-postgres pool under a PostgreSQL database of `createDatabase`, for the one job that
 * needs a connection of its own for `COPY` (a bulk import's staging, ADR 072); undefined on
 * SQLite. A client taken from it is one of the pool's connections, with the pool's settings.
 */
export function postgresPoolOf(db: Kysely<Database>): pg.Pool | undefined {
  return postgresPools.get(db);
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (isPostgresUrl(options.url)) {
    configurePgTypes();
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      idleTimeoutMillis: 30_000,
      // A peer that vanished without closing (a failover, a dropped route) is noticed by the kernel.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(options.queryTimeoutMs
        ? { query_timeout: options.queryTimeoutMs, Client: ClosingOnTimeoutClient }
        : {}),
      // Kysely's statements are unnamed, so each is planned with its values; this also covers a
      // statement that is ever named and reused, whose generic plan would read `like $1` blind to
      // the words and skip the trigram index (ADR 024). No JIT: the shop's statements are short,
      // and a search whose estimate passed jit_above_cost spent 40 ms compiling for a 100 ms run
      // (ADR 041; a LIKE scan of millions of rows ran no faster with it).
      options: [
        '-c plan_cache_mode=force_custom_plan -c jit=off',
        ...(options.statementTimeoutMs ? [`-c statement_timeout=${options.statementTimeoutMs}`] : []),
        ...Object.entries(options.postgresSettings ?? {}).map(([name, value]) => `-c ${name}=${value}`),
      ].join(' '),
    });
    const report = options.onConnectionError ?? (() => {});
    // An idle connection's error goes to the pool, one in use to its client: both are listened to,
    // and a client that failed is not queryable any more, so the pool drops it on release.
    pool.on('error', report);
    pool.on('connect', (client) => client.on('error', report));
    const queries = queryObservers();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queries.log });
    postgresPools.set(db, pool);
    return {
      db,
      dialect: 'postgres',
      description: redactUrl(options.url),
      destroy: () => db.destroy(),
      observeQueries: queries.observe,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const sqlite = openSqlite(options.url);
  const queries = queryObservers();
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log: queries.log });
  sqliteConnections.set(db, sqlite);
  return {
    db,
    dialect: 'sqlite',
    description: options.url,
    destroy: () => db.destroy(),
    observeQueries: queries.observe,
  };
}

/**
 * Waits for the database to answer a round trip: at start, a database still starting (or briefly
 * away) is waited for, with a line each try, up to `waitMs`; other errors, and the last refusal,
 * are thrown.
 */
export async function waitForDatabase(
  handle: DatabaseHandle,
  { waitMs, onRetry }: { waitMs: number; onRetry: (attempt: number, error: Error, nextInMs: number) => void },
): Promise<void> {
  const giveUpAt = Date.now() + waitMs;
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(handle.db);
      return;
    } catch (error) {
      const nextInMs = Math.min(5_000, 250 * 2 ** attempt);
      if (!isDatabaseUnavailable(error) || Date.now() + nextInMs > giveUpAt) throw error;
      onRetry(attempt, error as Error, nextInMs);
      await new Promise((resolve) => setTimeout(resolve, nextInMs));
    }
  }
}
