import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { calendarProblems } from '../lib/production-calendar.js';
import { CalendarFileError, readCalendarFile } from '../modules/calendar/calendar-file.js';
import { createServices } from '../services.js';

/**
 * `npm run calendar:import -- [--year YYYY] [--source TEXT] FILE`: loads a year's production
 * calendar (next year's decree) into the database DATABASE_URL names, replacing what it had for
 * that year. FILE is xmlcalendar's ru/<year>/calendar.xml or the shop's JSON shape (every year in
 * it, or the one `--year` names). Every instance counts by it within its content cache's TTL.
 * Exit codes: 0 loaded, 1 failed, 2 bad usage or an unreadable file (nothing written).
 */

const USAGE = 'Usage: calendar-import [--year YYYY] [--source TEXT] FILE (xmlcalendar XML or the shop JSON)';

class UsageError extends Error {}

function parseArguments(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { year: { type: 'string' }, source: { type: 'string' } },
      strict: true,
    });
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) throw new UsageError(`one FILE expected\n${USAGE}`);
  if (values.year !== undefined && !/^\d{4}$/.test(values.year))
    throw new UsageError(`--year takes a year like 2027\n${USAGE}`);
  if (values.source !== undefined && !values.source.trim())
    throw new UsageError(`--source must not be empty\n${USAGE}`);
  return {
    // npm runs the workspace script in apps/server: a relative path is taken from where npm was
    // started (INIT_CWD), which for the root package's script is the repository root.
    file: resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!),
    year: values.year === undefined ? undefined : Number(values.year),
    source: values.source?.trim(),
  };
}

async function main(argv: string[]): Promise<number> {
  const options = parseArguments(argv);
  let years;
  try {
    years = readCalendarFile(await readFile(options.file, 'utf8'), basename(options.file));
  } catch (error) {
    if (error instanceof CalendarFileError || (error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new UsageError(`${options.file}: ${(error as Error).message}`);
    throw error;
  }
  if (options.year !== undefined) years = years.filter((entry) => entry.year === options.year);
  if (!years.length)
    throw new UsageError(`${options.file}: no calendar${options.year ? ` for ${options.year}` : ''} in it`);
  const problems = years.flatMap(({ year, calendar }) =>
    calendarProblems(year, calendar).map((problem) => `${year} ${problem.field}: ${problem.message}`),
  );
  if (problems.length) throw new UsageError(`${options.file}:\n  ${problems.join('\n  ')}`);

  const config = loadConfig();
  const database = createDatabase({ url: config.databaseUrl, poolMax: 2 });
  try {
    await migrateToLatest(database.db);
    const { calendar } = createServices(config, database, console);
    for (const { year, calendar: days, source } of years) {
      const saved = await calendar.saveYear(year, days, options.source ?? source);
      console.log(
        `${year}: ${saved.replaced ? 'replaced' : 'added'} (${saved.daysOff} days off, ` +
          `${saved.workingWeekendDays} working weekend days, ${saved.shortenedDays} shortened days) ` +
          `from ${options.source ?? source}`,
      );
    }
  } finally {
    await database.destroy();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  },
);
