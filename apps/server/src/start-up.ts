import { type Kysely, sql } from 'kysely';
import { seedDemoRegister } from './modules/companies/demo-register.js';
import type { DatabaseHandle } from './db/database.js';
import type { Database } from './db/schema.js';
import { type DemoAccounts, ensureDemoAccounts } from './db/seed/demo-accounts.js';
import { type PreparedDatabase, prepareDatabase } from './db/setup.js';

/**
 * The key of the session-level advisory lock that instances starting at once on one PostgreSQL
 * take in turn: a number no other lock of the shop uses (its ASCII, "shop-up").
 */
export const START_LOCK_KEY = 0x73686f70;

export interface ShopStart {
  prepared: PreparedDatabase;
  /** Companies of the demo register written at this start. */
  demoCompanies: number;
  /** The demo's staff, when this is a demo shop. */
  demoAccounts?: DemoAccounts;
}

/**
 * Runs `work` while no other instance runs its own start on the same database. On PostgreSQL it
 * holds an advisory lock on one connection of `handle`, and `work` runs on that connection (a
 * crashed instance's lock goes with its connection); SQLite has one process per file.
 */
export async function withStartLock<T>(
  handle: DatabaseHandle,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (handle.dialect !== 'postgres') return work(handle.db);
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${START_LOCK_KEY})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK_KEY})`.execute(connection);
    }
  });
}

/**
 * What an instance does to its database before it serves: the schema brought up to date, a first
 * start's shop (demo or base), the demo register and the demo's staff. Instances started at once
 * take turns, so the first seeds and the others find the shop seeded: without the turns two of
 * them could both find the database empty, and both create the demo's staff.
 */
export async function prepareShopStart(
  handle: DatabaseHandle,
  options: { seedDemoData: boolean; demoRegisterSize: number; demoAccountsFile?: string },
): Promise<ShopStart> {
  return withStartLock(handle, async (db) => {
    const prepared = await prepareDatabase({ ...handle, db }, { seedIfEmpty: options.seedDemoData });
    const demoCompanies = prepared.seeded ? await seedDemoRegister(db, options.demoRegisterSize) : 0;
    const demoAccounts =
      options.demoAccountsFile === undefined
        ? undefined
        : await ensureDemoAccounts(db, options.demoAccountsFile);
    return { prepared, demoCompanies, ...(demoAccounts && { demoAccounts }) };
  });
}
