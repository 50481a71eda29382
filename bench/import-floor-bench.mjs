#!/usr/bin/env node
// `npm run bench:import-floor [-- --count N] [--db sqlite|postgres]`: the floor of a register import
// on this machine, over the same N generated companies (default 1 000 000) that `bench:search`
// imports; `bench:search` measures the same floor beside each import it makes and judges the
// import's rows/s against it (ADR 054, 072, 073).
//
// - SQLite (bench/sqlite-import-floor.mjs, ADR 054): each part of a bulk import alone, in its
//   cheapest form: the reader (the import's other thread), then on one connection binding the rows,
//   inserting them into a table with no index, the FTS5 trigram index and the btree indexes. The
//   writer's parts add up whatever runs beside them: their sum is the floor.
// - PostgreSQL (bench/import-floor.mjs, ADR 072): a plain COPY of the same file into an unindexed
//   unlogged table and the same indexes built on it, in the database bench_import_floor of the
//   server BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names.
//
// Data: bench/.data/register-N.csv (made by `register:generate` as `bench:search` makes it, and
// shared with it).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measurePostgresFloor, printPostgresFloor } from './import-floor.mjs';
import { ensureRegisterFile } from './search-data.mjs';
import { measureSqliteFloor } from './sqlite-import-floor.mjs';

const USAGE = 'Usage: npm run bench:import-floor -- [--count N] [--db sqlite|postgres]';
const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = join(root, 'bench/.data');

const { values } = parseArgs({
  options: { count: { type: 'string', default: '1000000' }, db: { type: 'string', default: 'sqlite' } },
  strict: true,
});
const count = Number(values.count);
if (!Number.isSafeInteger(count) || count < 10_000)
  throw new Error(`--count takes a whole number ≥ 10000\n${USAGE}`);
if (values.db !== 'sqlite' && values.db !== 'postgres')
  throw new Error(`--db takes sqlite or postgres\n${USAGE}`);
const register = await ensureRegisterFile({ root, dataDir, count, fresh: false });
if (values.db === 'postgres') {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  printPostgresFloor(await measurePostgresFloor({ root, dataDir, count, databaseUrl }));
  process.exit(0);
}

const floor = await measureSqliteFloor({ root, dataDir, register });
const { rows, seconds } = floor;
const thousands = (value) => Math.round(value).toLocaleString('en-US').replaceAll(',', ' ');
const rate = (total) => thousands(rows / total);
const line = (label, total) =>
  console.log(
    `${label.padEnd(58)} ${total.toFixed(1).padStart(7)} s ${((total / rows) * 1e6).toFixed(2).padStart(7)} µs/row ${rate(total).padStart(10)} rows/s`,
  );
console.log(`\nThe parts of a SQLite bulk import, ${thousands(rows)} companies, each alone:`);
line("reader: parse, map, normalise (the import's other thread)", seconds.reading);
line('writer: binding the rows to a prepared insert', seconds.binding);
line('writer: inserting them, no index, committing', seconds.inserting);
line('writer: the name index (FTS5 trigram)', seconds.nameIndex);
line(`writer: the ${floor.indexes} btree indexes`, seconds.btreeIndexes);
line("writer: SQLite's own work (inserting and the indexes)", floor.sqliteSeconds);
line('writer, all its parts (one connection): the floor', floor.writerSeconds);
console.log(
  `\nthe floor: ${rate(floor.writerSeconds)} rows/s with the reader free on the other core ` +
    `(SQLite's own work alone ${((floor.sqliteSeconds / rows) * 1e6).toFixed(2)} µs/row, at most ${rate(floor.sqliteSeconds)} rows/s); ` +
    'an import is judged by its rows/s against it (bench:search: at least 0.8x)',
);
