import type { DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';
import { addMissingCalendarYears } from './seed/calendar-seed.js';
import { ruProductionCalendar } from './seed/data/ru-production-calendar.js';
import { seedData } from './seed/data/index.js';
import { addMissingTranslations, isDatabaseEmpty, seedDatabase, seedShopBase } from './seed/seed.js';

export interface PreparedDatabase {
  migrationsApplied: string[];
  /** The demo shop was written. */
  seeded: boolean;
  /** An empty database got what every shop starts with, and no demo data (a real shop's first start). */
  baseWritten: boolean;
  /** Dictionary keys of this release the database lacked. */
  translationsAdded: number;
  /** Production calendar years of this release the database lacked. */
  calendarYearsAdded: number[];
}

/**
 * Brings the schema up to date and, on the first start of an empty database, writes the demo shop
 * (`seedIfEmpty`) or only what every shop starts with (its languages, interface texts and phone
 * masks); on every start, adds the interface texts of this release that the dictionary lacks, and
 * the production calendar's years it lacks (those are not demo data: they are written either way).
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  options: { seedIfEmpty: boolean },
): Promise<PreparedDatabase> {
  const { applied } = await migrateToLatest(database.db);
  const empty = await isDatabaseEmpty(database.db);
  const seeded = options.seedIfEmpty && empty;
  const baseWritten = !seeded && empty;
  if (seeded) await seedDatabase(database.db, database.dialect, seedData);
  else if (baseWritten) await seedShopBase(database.db, seedData);
  const translationsAdded = empty ? 0 : await addMissingTranslations(database.db, seedData);
  const calendarYearsAdded = await addMissingCalendarYears(database.db, ruProductionCalendar);
  return { migrationsApplied: applied, seeded, baseWritten, translationsAdded, calendarYearsAdded };
}
