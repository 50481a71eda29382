import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import * as productionCalendar from '../../src/db/migrations/010-production-calendar.js';
import { addMissingCalendarYears } from '../../src/db/seed/calendar-seed.js';
import { ruProductionCalendar } from '../../src/db/seed/data/ru-production-calendar.js';
import { type TestDatabase, createTestDatabase, testedDialects } from '../helpers/test-app.js';

describe.each(testedDialects())('migration 010 (production calendar) on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => database?.drop());
  const db = () => database.handle.db;

  it('is taken by a database that ran 012 before it existed, and the calendar is then seeded', async () => {
    // A database migrated on a release with 012 but not yet 010 (migrations 010-012 land out of order).
    await productionCalendar.down(db());
    await sql`delete from kysely_migration where name = '010-production-calendar'`.execute(db());
    expect(await migrateToLatest(db())).toEqual({ applied: ['010-production-calendar'] });
    expect(await addMissingCalendarYears(db(), ruProductionCalendar)).toEqual([
      2020, 2021, 2022, 2023, 2024, 2025, 2026,
    ]);
    expect(await migrateToLatest(db())).toEqual({ applied: [] });
  });

  it('refuses a day kind it does not know, and a day twice', async () => {
    const row = { day: '2031-01-01', kind: 'day_off' as const, source: 'test' };
    await db().insertInto('calendar_day').values(row).execute();
    await expect(db().insertInto('calendar_day').values(row).execute()).rejects.toThrow();
    await expect(
      db()
        .insertInto('calendar_day')
        .values({ ...row, day: '2031-01-02', kind: 'holiday' as never })
        .execute(),
    ).rejects.toThrow();
  });
});
