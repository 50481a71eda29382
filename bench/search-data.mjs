// The search benchmark's data under bench/.data/: the generated register file and the databases it
// is imported into, each made by the project's public commands (register:generate, db:seed,
// register:import) and reused by later runs of the same count. A marker file written after each
// step completes is what "made" means: a run stopped half-way leaves no marker and is redone.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measurePostgresFloor } from './import-floor.mjs';
import { npmScript } from './processes.mjs';
import { measureSqliteFloor } from './sqlite-import-floor.mjs';

const readMarker = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);
const writeMarker = (path, value) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/** `register:generate --count N` into bench/.data/register-N.csv, unless a finished one is there. */
export async function ensureRegisterFile({ root, dataDir, count, fresh }) {
  const file = join(dataDir, `register-${count}.csv`);
  const markerPath = `${file}.json`;
  const marker = readMarker(markerPath);
  if (!fresh && marker?.count === count && existsSync(file) && statSync(file).size === marker.bytes)
    return { file, reused: true, ...marker };
  rmSync(markerPath, { force: true });
  mkdirSync(dataDir, { recursive: true });
  const partial = `${file}.partial`;
  console.log(`generating ${count} companies into ${file}`);
  const { seconds } = await npmScript(root, 'register:generate', [
    '--count',
    String(count),
    '--out',
    partial,
  ]);
  renameSync(partial, file);
  const made = { count, bytes: statSync(file).size, generatedSeconds: seconds, at: new Date().toISOString() };
  writeMarker(markerPath, made);
  return { file, reused: false, ...made };
}

/** What the importer reported on its last line, e.g. "200000 companies written, 0 rejected in 19.2 s, 10402 rows/s". */
export function parseImportReport(stderr) {
  const match = /(\d+) companies written, (\d+) rejected.* in ([\d.]+) s, (\d+) rows\/s/.exec(stderr);
  if (!match) return undefined;
  return {
    written: Number(match[1]),
    rejected: Number(match[2]),
    seconds: Number(match[3]),
    rowsPerSecond: Number(match[4]),
  };
}

/**
 * Seeds the shop into an empty database (countries, catalog; no demo register) and imports the
 * register file through `npm run register:import`, timed from outside as well as by its report.
 */
async function seedAndImport({ root, file, databaseUrl }) {
  const env = { DATABASE_URL: databaseUrl, DEMO_REGISTER_SIZE: '0', LOG_LEVEL: 'warn' };
  await npmScript(root, 'db:seed', [], env);
  console.log(`importing ${file} (npm run register:import -- --format generic FILE)`);
  const { stderr, seconds } = await npmScript(root, 'register:import', ['--format', 'generic', file], env);
  return { reported: parseImportReport(stderr), wallSeconds: seconds, at: new Date().toISOString() };
}

/** bench/.data/search-N.sqlite, seeded and imported, unless a finished one of that file is there. */
export async function ensureSqlite({ root, dataDir, register, fresh }) {
  const path = join(dataDir, `search-${register.count}.sqlite`);
  const markerPath = `${path}.json`;
  const marker = readMarker(markerPath);
  if (!fresh && register.reused && marker?.registerBytes === register.bytes && existsSync(path))
    return { url: path, reused: true, import: marker.import };
  for (const suffix of ['', '-wal', '-shm', '.json']) rmSync(`${path}${suffix}`, { force: true });
  const imported = await seedAndImport({ root, file: register.file, databaseUrl: path });
  // The writer's floor on this machine, measured right after the import it judges (ADR 054, 073).
  console.log('measuring the SQLite import floor (bench:import-floor) beside it');
  const floor = await measureSqliteFloor({ root, dataDir, register });
  imported.floor = {
    rowsPerSecond: floor.rowsPerSecond,
    seconds: floor.seconds,
    writerSeconds: floor.writerSeconds,
  };
  writeMarker(markerPath, { count: register.count, registerBytes: register.bytes, import: imported });
  return { url: path, reused: false, import: imported };
}

/** Marks a PostgreSQL database as made by this bench, so that it may drop it. */
const BENCH_DATABASE_NOTE = 'storefront bench:search data (dropped and made again by the bench)';

/** The URL with another database name: the maintenance database to create or drop the bench's. */
function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * The PostgreSQL bench database (bench_search unless BENCH_DATABASE_URL names another), dropped,
 * created, seeded and imported, unless the marker says it holds this register and its company count
 * agrees.
 */
export async function ensurePostgres({ root, dataDir, register, fresh, url, engine }) {
  const markerPath = join(dataDir, 'postgres.json');
  const marker = readMarker(markerPath);
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`a plain database name expected in the bench URL, got "${name}"`);
  const admin = engine.createDatabase({ url: withDatabase(url, 'postgres'), poolMax: 1 });
  const { sql } = engine;
  try {
    if (!fresh && register.reused && marker?.database === name && marker.registerBytes === register.bytes) {
      const exists = await sql`select 1 from pg_database where datname = ${name}`.execute(admin.db);
      if (exists.rows.length > 0) {
        const bench = engine.createDatabase({ url, poolMax: 1 });
        try {
          const counted = await sql`select count(*) as n from company`.execute(bench.db);
          if (Number(counted.rows[0].n) === marker.companies)
            return { url, reused: true, import: marker.import };
        } catch {
          // no company table: made again below
        } finally {
          await bench.destroy();
        }
      }
    }
    rmSync(markerPath, { force: true });
    // Only a database this bench made is dropped: BENCH_DATABASE_URL may name another one (`npm
    // run bench` takes the same variable), and that must never be lost to a benchmark.
    const found = await sql`select shobj_description(oid, 'pg_database') as note from pg_database
      where datname = ${name}`.execute(admin.db);
    if (found.rows.length > 0 && found.rows[0].note !== BENCH_DATABASE_NOTE)
      throw new Error(
        `the database "${name}" exists and was not made by bench:search: name another in BENCH_DATABASE_URL or drop it yourself`,
      );
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    await sql`comment on database ${sql.id(name)} is ${sql.lit(BENCH_DATABASE_NOTE)}`.execute(admin.db);
  } finally {
    await admin.destroy();
  }
  const imported = await seedAndImport({ root, file: register.file, databaseUrl: url });
  // The floor (a plain COPY of the same file and the same indexes built), right after the import.
  console.log('measuring the PostgreSQL import floor (bench:import-floor -- --db postgres) beside it');
  const floor = await measurePostgresFloor({ root, dataDir, count: register.count, databaseUrl: url });
  imported.floor = { rowsPerSecond: floor.rowsPerSecond, seconds: floor.seconds, parts: floor.parts };
  const bench = engine.createDatabase({ url, poolMax: 1 });
  let companies;
  try {
    companies = Number((await sql`select count(*) as n from company`.execute(bench.db)).rows[0].n);
  } finally {
    await bench.destroy();
  }
  writeMarker(markerPath, {
    database: name,
    count: register.count,
    registerBytes: register.bytes,
    companies,
    import: imported,
  });
  return { url, reused: false, import: imported };
}
