import type { Kysely, Transaction } from 'kysely';
import { ConcurrentUpdate } from '../lib/errors.js';
import type { Database } from './schema.js';

/** How often a unit of work that lost a race is run again before the conflict is reported. */
const ATTEMPTS = 10;

/** PostgreSQL broke a deadlock, or a serializable transaction could not be ordered: run it again. */
function isRetryable(error: unknown): boolean {
  if (error instanceof ConcurrentUpdate) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** What runs once a transaction of runInTransaction commits, by the transaction. */
const committing = new WeakMap<Kysely<Database>, (() => void)[]>();

/**
 * Runs `effect` once `db`'s transaction has committed, and never when it rolls back or is run
 * again (a counter must not count an order twice). Outside a transaction of runInTransaction,
 * at once: what was written is already there.
 */
export function afterCommit(db: Kysely<Database>, effect: () => void): void {
  const effects = committing.get(db);
  if (effects) effects.push(effect);
  else effect();
}

/**
 * Runs `work` in one transaction, and again from the start when it lost a race to a concurrent
 * request (it then sees what the winner committed). `work` must do nothing but database work in
 * `trx`: it may run more than once.
 */
export async function runInTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const effects: (() => void)[] = [];
    try {
      const result = await db.transaction().execute((trx) => {
        committing.set(trx, effects);
        return work(trx);
      });
      for (const effect of effects) effect();
      return result;
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}

/**
 * What a back-office write changed, as its audit row keeps it: the row (its table and id) and the
 * values the write changed, as they were and as they are. Credentials are never kept, even if named.
 */
export interface Change {
  entity: string;
  id: number | string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** A little more: the reason given, the file's name, the payment marked for refund. */
  details?: Record<string, unknown>;
}

/** How a unit of work states what it changed; the call's wiring audits it in the same transaction. */
export type Changed = (change: Change) => void;

/**
 * How a service writes: it hands its database work to `write`, which runs it as one unit of work.
 * The call's wiring provides it (one transaction, retried on a lost race, audited: a staff write's
 * stated changes, a manager acting as the customer); `changed` states what the work changed.
 */
export type Write = <T>(work: (trx: Transaction<Database>, changed: Changed) => Promise<T>) => Promise<T>;

/** A unit of work outside any call (jobs, the CLI, tests): its changes are not audited. */
export const unauditedWrite =
  (db: Kysely<Database>): Write =>
  (work) =>
    runInTransaction(db, (trx) => work(trx, () => {}));
