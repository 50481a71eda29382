// The floor of a PostgreSQL register import (ADR 072): the least time the database's own work of a
// bulk import takes on this machine, over the same generated companies the import reads.
//
// - a plain `COPY` of the file's companies, as the import's reader hands them to PostgreSQL (its
//   COPY text: the same rows with their normalised names, made once before the timing and kept in
//   bench/.data), into an UNLOGGED table of the register's columns without any index;
// - the indexes the import leaves on the company register, read from `pg_indexes` of `company` in
//   a freshly seeded database and built on that table by sorting;
// - the word index (`company_search_word` of migration 031): the names' words in its index order
//   and its btree, as `rebuildCompanySearchWords` fills it, and the lexicon of the distinct words.
//
// What the import adds to it: reading and normalising the file (on its reader thread, as on
// SQLite, where the floor leaves the reader out too), each number's last line, ids, and checking
// the country keys. The session is tuned as the import's build is (postgres-bulk-load.ts).
// `measurePostgresFloor` is what `npm run bench:import-floor -- --db postgres` prints, and what
// bench:search measures beside each PostgreSQL import it makes.
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, renameSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { loadServerModules } from './search-engine.mjs';

/** `npm run -s db:seed` at the root (not search-data.mjs's runner: that module imports this one). */
function seed(root, databaseUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'db:seed'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, DEMO_REGISTER_SIZE: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run db:seed exited with ${code}`)),
    );
  });
}

/** As the import's build sets them (postgres-bulk-load.ts). */
const BUILD_SETTINGS = {
  maintenance_work_mem: '1GB',
  max_parallel_maintenance_workers: '1',
  work_mem: '256MB',
};

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** `CREATE INDEX x ON public.company …` on the floor table, under a name of its own. */
export function floorIndex(definition) {
  const renamed = definition.replace(
    /^CREATE (UNIQUE )?INDEX (\w+) ON (?:public\.)?company /,
    (_, unique, name) => `CREATE ${unique ?? ''}INDEX ${name}_floor ON company_floor `,
  );
  if (!/ON company_floor /.test(renamed)) throw new Error(`cannot read the index ${definition}`);
  return renamed;
}

/**
 * The file's companies as the import's reader writes them to PostgreSQL's COPY (`staging: 'copy'`),
 * into bench/.data/register-N.copy.txt, unless one made from this register file is there.
 */
async function stagedCopyFile(root, dataDir, register, countryIds) {
  const file = register.file.replace(/\.csv$/, '.copy.txt');
  const source = statSync(register.file);
  if (existsSync(file) && statSync(file).mtimeMs > source.mtimeMs) return file;
  const server = await loadServerModules(root, dataDir, 'import-floor-reader', [
    "export { readRegisterFile } from './apps/server/src/modules/companies/import/register-reader.ts';",
    "export { STAGED_COLUMNS } from './apps/server/src/modules/companies/import/staged-rows.ts';",
  ]);
  const partial = `${file}.partial`;
  const out = createWriteStream(partial);
  for await (const batch of server.readRegisterFile({
    file: register.file,
    format: 'generic',
    context: {
      countryIds,
      countryCode: 'GB',
      source: 'generic:import-floor',
      sourceUpdatedAt: new Date().toISOString(),
    },
    resumeAfter: 0,
    batchSize: 50_000,
    staging: 'copy',
  }))
    if (!out.write(batch.copy.text)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
  renameSync(partial, file);
  return file;
}

/**
 * Measures the floor on `count` generated companies (bench/.data/register-N.csv, which the caller
 * makes with search-data.mjs's `ensureRegisterFile`) in a database of its own (`bench_import_floor` of `databaseUrl`'s server, dropped and
 * made again, seeded by `db:seed`). Returns the floor's rows/s and its parts' seconds.
 */
export async function measurePostgresFloor({ root, dataDir, count, databaseUrl }) {
  const register = { file: join(dataDir, `register-${count}.csv`) };
  if (!existsSync(register.file))
    throw new Error(`${register.file} is missing: make it with ensureRegisterFile`);
  const url = withDatabase(databaseUrl, 'bench_import_floor');
  const admin = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query('drop database if exists bench_import_floor with (force)');
    await admin.query('create database bench_import_floor');
  } finally {
    await admin.end();
  }
  await seed(root, url);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const parts = [];
  const time = async (part, run) => {
    const started = performance.now();
    await run();
    parts.push({ part, seconds: (performance.now() - started) / 1000 });
  };
  try {
    for (const [name, value] of Object.entries(BUILD_SETTINGS))
      await client.query('select set_config($1, $2, false)', [name, value]);
    const { rows: indexes } = await client.query(
      "select indexname, indexdef from pg_indexes where tablename = 'company' and schemaname = 'public' order by indexname",
    );
    const { rows: countries } = await client.query('select id, code from country');
    console.log('writing the companies as the reader stages them (once, untimed)');
    const staged = await stagedCopyFile(
      root,
      dataDir,
      register,
      new Map(countries.map((country) => [country.code, country.id])),
    );
    // The register's columns as the import stages them, with its ids, in a table without any index.
    await client.query(`create unlogged table company_floor (
      id integer generated always as identity, line bigint not null, country_id integer not null,
      register_id text not null, name text not null, short_name text, inn text, ogrn text, kpp text,
      status text not null, status_code text not null, legal_form text not null, address text not null,
      registered_on text, register_code text not null, source text not null,
      source_updated_at timestamptz, search_name text collate "C" not null)`);

    await time("COPY of the file's companies into an unindexed unlogged table", async () => {
      const copy = client.query(
        copyStreams.from(
          'copy company_floor (line, country_id, register_id, name, short_name, inn, ogrn, kpp, status, ' +
            'status_code, legal_form, address, registered_on, register_code, source, source_updated_at, search_name) from stdin',
        ),
      );
      await pipeline(createReadStream(staged), copy);
    });
    const { rows: counted } = await client.query('select count(*)::int as n from company_floor');
    if (counted[0].n !== count) throw new Error(`${counted[0].n} rows copied from a register of ${count}`);

    for (const index of indexes)
      await time(`index ${index.indexname}`, () => client.query(floorIndex(index.indexdef)));

    await time('word index: entries in its order', async () => {
      await client.query('create table company_floor_word (like company_search_word)');
      await client.query(`insert into company_floor_word
        select f.country_id, w, company_status_rank(f.status_code), f.search_name, f.id, f.status_code,
          f.register_code
        from company_floor f, company_name_words(f.search_name) w order by 1, 2, 3, 4, 5`);
    });
    await time('word index: its btree', () =>
      client.query(`create index company_floor_word_idx on company_floor_word
        (country_id, word, status_rank, search_name, id) include (status_code, register_code)`),
    );
    await time('lexicon', async () => {
      await client.query('create table company_floor_lexicon (like company_search_lexicon including all)');
      await client.query(`insert into company_floor_lexicon (word) select distinct word from company_floor_word
        order by word on conflict do nothing`);
    });
  } finally {
    await client.end();
  }
  const seconds = parts.reduce((sum, part) => sum + part.seconds, 0);
  return { rows: count, seconds, rowsPerSecond: count / seconds, parts };
}

/** Prints a floor measured by `measurePostgresFloor`, µs/row and rows/s a part. */
export function printPostgresFloor({ rows, seconds, rowsPerSecond, parts }) {
  const thousands = (value) => Math.round(value).toLocaleString('en-US').replaceAll(',', ' ');
  const line = (label, total) =>
    console.log(
      `${label.padEnd(60)} ${total.toFixed(2).padStart(7)} s ${((total / rows) * 1e6).toFixed(2).padStart(7)} µs/row ${thousands(rows / total).padStart(11)} rows/s`,
    );
  console.log(`\nThe floor of a PostgreSQL register import, ${thousands(rows)} companies:`);
  for (const part of parts) line(part.part, part.seconds);
  line('the floor, all its parts', seconds);
  console.log(`\nfloor: ${thousands(rowsPerSecond)} rows/s`);
}
