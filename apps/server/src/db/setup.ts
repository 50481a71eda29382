import type { DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';
import { seedData } from './seed/data/index.js';
import { isDatabaseEmpty, seedDatabase } from './seed/seed.js';

export interface PreparedDatabase {
  migrationsApplied: string[];
  seeded: boolean;
}

/** Brings the schema up to date and, on the first start of an empty database, writes the demo shop. */
export async function prepareDatabase(
  database: DatabaseHandle,
  options: { seedIfEmpty: boolean },
): Promise<PreparedDatabase> {
  const { applied } = await migrateToLatest(database.db);
  const seeded = options.seedIfEmpty && (await isDatabaseEmpty(database.db));
  if (seeded) await seedDatabase(database.db, database.dialect, seedData);
  return { migrationsApplied: applied, seeded };
}
