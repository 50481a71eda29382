#!/usr/bin/env node
// `npm run bench:import-floor [-- --count N]`: the least time the parts of a SQLite bulk import
// take on this machine, each measured alone over the same N generated companies (default
// 1 000 000), against the old budget of 100 000 rows/s (ADR 054).
//
// An import's writes all go through one SQLite connection (one writer a database file), so the
// writer's parts add up whatever runs beside them: binding each row's values to a prepared insert,
// writing the rows into a table without any index and committing them, filling the FTS5 trigram
// index, and building the btree indexes. Each is timed here in its cheapest form, cheaper than the
// import runs it (no unique index while the rows go in, no join with the live register, no line
// numbers kept), and the reader (parsing, mapping, normalising the names: the import's other
// thread) is timed alone. Their sum per row is what one writer cannot go below.
//
// Data: bench/.data/register-N.csv (made by `register:generate` as `bench:search` makes it, and
// shared with it) and bench/.data/import-floor.sqlite (made anew each run by `db:seed`).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureRegisterFile, npmScript } from './search-data.mjs';
import { loadServerModules } from './search-engine.mjs';

const USAGE = 'Usage: npm run bench:import-floor -- [--count N]';
const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = join(root, 'bench/.data');
const BUDGET_ROWS_PER_SECOND = 100_000;

const { values } = parseArgs({ options: { count: { type: 'string', default: '1000000' } }, strict: true });
const count = Number(values.count);
if (!Number.isSafeInteger(count) || count < 10_000)
  throw new Error(`--count takes a whole number ≥ 10000\n${USAGE}`);

const register = await ensureRegisterFile({ root, dataDir, count, fresh: false });
const path = join(dataDir, 'import-floor.sqlite');
for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
await npmScript(root, 'db:seed', [], { DATABASE_URL: path, DEMO_REGISTER_SIZE: '0', LOG_LEVEL: 'warn' });

const server = await loadServerModules(root, dataDir, 'import-floor', [
  "export { createDatabase, sqliteConnectionOf } from './apps/server/src/db/database.ts';",
  "export { readRegisterFile } from './apps/server/src/modules/companies/import/register-reader.ts';",
  "export { STAGED_COLUMNS } from './apps/server/src/modules/companies/import/staged-rows.ts';",
  "export { BULK_BATCH, BULK_COMMIT_ROWS } from './apps/server/src/modules/companies/import/register-importer.ts';",
  "export { BUILD_CACHE_KIB, INDEX_BUILD_CACHE_KIB, renamedTable } from './apps/server/src/modules/companies/import/sqlite-bulk-load.ts';",
]);
const handle = server.createDatabase({ url: path });
const connection = server.sqliteConnectionOf(handle.db);
// As the import command's connection has them (register-import.ts, sqlite-bulk-load.ts).
connection.pragma('threads = 2');
connection.pragma(`cache_size = -${server.BUILD_CACHE_KIB}`);

const columns = server.STAGED_COLUMNS.filter((column) => column !== 'line');
const width = server.STAGED_COLUMNS.length;
const countries = connection.prepare('select id, code from country').all();
const schema = connection
  .prepare("select type, name, sql from sqlite_master where tbl_name in ('company', 'company_fts')")
  .all();
const tableDdl = schema.find((entry) => entry.type === 'table' && entry.name === 'company').sql;
// The register's table without its unique constraint: the rows go in with no index but the rowid's.
const bareDdl = server
  .renamedTable(tableDdl, 'company', 'company_floor')
  .replace(/,\s*constraint "company_register_uq" unique \("country_id", "register_id"\)/i, '');
if (bareDdl === tableDdl || /unique/i.test(bareDdl))
  throw new Error(`cannot read the register's table: ${tableDdl}`);
connection.exec(bareDdl);
connection.exec(`create temp table company_batch (${server.STAGED_COLUMNS.join(', ')})`);
const stage = connection.prepare(
  `insert into temp.company_batch values (${Array(width).fill('?').join(', ')})`,
);
const list = columns.join(', ');
const insert = connection.prepare(
  `insert into company_floor (${list}) select ${list} from temp.company_batch order by rowid`,
);
const clear = connection.prepare('delete from temp.company_batch');

const seconds = { reading: 0, binding: 0, inserting: 0, nameIndex: 0, btreeIndexes: 0 };
const time = (part, run) => {
  const started = performance.now();
  const result = run();
  seconds[part] += (performance.now() - started) / 1000;
  return result;
};

console.log(`reading ${register.file} and writing its rows, part by part`);
const reading = {
  file: register.file,
  format: 'generic',
  context: {
    countryIds: new Map(countries.map((country) => [country.code, country.id])),
    countryCode: 'GB',
    source: 'generic:import-floor',
    sourceUpdatedAt: new Date().toISOString(),
  },
  resumeAfter: 0,
  batchSize: server.BULK_BATCH,
  staging: true,
};
let rows = 0;
let uncommitted = 0;
const batches = server.readRegisterFile(reading)[Symbol.asyncIterator]();
connection.exec('begin');
for (;;) {
  const started = performance.now();
  const next = await batches.next();
  seconds.reading += (performance.now() - started) / 1000;
  if (next.done) break;
  const { staged } = next.value;
  time('binding', () => {
    for (let start = 0; start < staged.length; start += width)
      stage.run(...staged.slice(start, start + width));
  });
  time('inserting', () => {
    insert.run();
    clear.run();
    uncommitted += staged.length / width;
    if (uncommitted >= server.BULK_COMMIT_ROWS || next.value.end) {
      connection.exec('commit');
      connection.exec('begin');
      uncommitted = 0;
    }
  });
  rows += staged.length / width;
}
time('inserting', () => connection.exec('commit'));
if (rows !== count) throw new Error(`${rows} rows were read from a register of ${count}`);

console.log('filling the name index (FTS5 trigram), one statement');
const ftsDdl = schema.find((entry) => entry.type === 'table' && entry.name === 'company_fts').sql;
time('nameIndex', () => {
  connection.exec(
    server
      .renamedTable(ftsDdl, 'company_fts', 'company_floor_fts')
      .replace(/content\s*=\s*'company'/i, "content='company_floor'"),
  );
  connection.exec("insert into company_floor_fts (company_floor_fts, rank) values ('automerge', 0)");
  connection.exec(
    'insert into company_floor_fts (rowid, search_name) select id, search_name from company_floor',
  );
});

console.log(
  `building the btree indexes, as the swap builds them (${server.INDEX_BUILD_CACHE_KIB / 1024} MB page cache)`,
);
connection.pragma(`cache_size = -${server.INDEX_BUILD_CACHE_KIB}`);
const indexes = [
  'create unique index company_floor_register_uq on company_floor (country_id, register_id)',
  ...schema
    .filter((entry) => entry.type === 'index' && entry.sql !== null)
    .map((entry) =>
      entry.sql
        .replace(/ on "?company"? /i, ' on company_floor ')
        .replace(/index "?(\w+)"?/i, 'index $1_floor'),
    ),
];
time('btreeIndexes', () => {
  connection.exec('begin');
  for (const ddl of indexes) connection.exec(ddl);
  connection.exec('commit');
});
await handle.destroy();

const thousands = (value) => Math.round(value).toLocaleString('en-US').replaceAll(',', ' ');
const rate = (total) => thousands(rows / total);
const writer = seconds.binding + seconds.inserting + seconds.nameIndex + seconds.btreeIndexes;
const line = (label, total) =>
  console.log(
    `${label.padEnd(58)} ${total.toFixed(1).padStart(7)} s ${((total / rows) * 1e6).toFixed(2).padStart(7)} µs/row ${rate(total).padStart(10)} rows/s`,
  );
console.log(`\nThe parts of a SQLite bulk import, ${thousands(rows)} companies, each alone:`);
line("reader: parse, map, normalise (the import's other thread)", seconds.reading);
line('writer: binding the rows to a prepared insert', seconds.binding);
line('writer: inserting them, no index, committing', seconds.inserting);
line('writer: the name index (FTS5 trigram)', seconds.nameIndex);
line(`writer: the ${indexes.length} btree indexes`, seconds.btreeIndexes);
const sqliteOwn = seconds.inserting + seconds.nameIndex + seconds.btreeIndexes;
line("writer: SQLite's own work (inserting and the indexes)", sqliteOwn);
line('writer, all its parts (one connection)', writer);
const budgetPerRow = 1e6 / BUDGET_ROWS_PER_SECOND;
const writerPerRow = (writer / rows) * 1e6;
console.log(
  `\nbudget ${thousands(BUDGET_ROWS_PER_SECOND)} rows/s = ${budgetPerRow.toFixed(2)} µs/row; ` +
    `the writer's parts alone take ${writerPerRow.toFixed(2)} µs/row = ${(writerPerRow / budgetPerRow).toFixed(2)}x the budget ` +
    `(at most ${rate(writer)} rows/s with the reader free on the other core; ` +
    `SQLite's own work alone ${((sqliteOwn / rows) * 1e6).toFixed(2)} µs/row, at most ${rate(sqliteOwn)} rows/s)`,
);
