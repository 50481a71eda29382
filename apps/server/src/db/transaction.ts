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
 * How a service writes: it hands its database work to `write`, which runs it as one unit of work.
 * The call's wiring provides it (one transaction, retried on a lost race, with the audit row of a
 * manager acting as the customer).
 */
export type Write = <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;
