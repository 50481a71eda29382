// The floor of a SQLite register import (ADR 054): the least time the parts of a bulk import take
// on this machine, each measured alone over the same generated companies. An import's writes all
// go through one SQLite connection (one writer a database file), so the writer's parts add up
// whatever runs beside them: binding each row's values to a prepared insert, writing the rows into
// a table without any index and committing them, filling the FTS5 trigram index, and building the
// btree indexes. Each is timed here in its cheapest form (no unique index while the rows go in, no
// join with the live register, no line numbers kept), and the reader (parsing, mapping,
// normalising the names: the import's other thread) is timed alone. Their sum per row is what one
// writer cannot go below; `rowsPerSecond` is the writer's.
//
// `measureSqliteFloor` is what `npm run bench:import-floor` prints, and what bench:search measures
// beside each SQLite import it makes. Data: the register file given, and
// bench/.data/import-floor.sqlite (made anew each run by `db:seed`, deleted after).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { npmScript } from './processes.mjs';
import { loadServerModules } from './search-engine.mjs';

export async function measureSqliteFloor({ root, dataDir, register, log = console.log }) {
  const path = join(dataDir, 'import-floor.sqlite');
  const removeDatabase = () => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
  };
  removeDatabase();
  await npmScript(root, 'db:seed', [], { DATABASE_URL: path, DEMO_REGISTER_SIZE: '0', LOG_LEVEL: 'warn' });

  const server = await loadServerModules(root, dataDir, 'import-floor', [
    "export { createDatabase, sqliteConnectionOf } from './apps/server/src/db/database.ts';",
    "export { readRegisterFile } from './apps/server/src/modules/companies/import/register-reader.ts';",
    "export { BATCH_COLUMNS, STAGED_COLUMNS } from './apps/server/src/modules/companies/import/staged-rows.ts';",
    "export { BULK_BATCH, BULK_COMMIT_ROWS } from './apps/server/src/modules/companies/import/register-importer.ts';",
    "export { BUILD_CACHE_KIB, INDEX_BUILD_CACHE_KIB, renamedTable, withoutNumberConstraint } from './apps/server/src/modules/companies/import/sqlite-bulk-load.ts';",
    "export { batchTableDdl } from './apps/server/src/modules/companies/import/sqlite-stage.ts';",
  ]);
  const handle = server.createDatabase({ url: path });
  try {
    const connection = server.sqliteConnectionOf(handle.db);
    // As the import command's connection has them (register-import.ts, sqlite-bulk-load.ts).
    connection.pragma('threads = 2');
    connection.pragma(`cache_size = -${server.BUILD_CACHE_KIB}`);

    const columns = server.STAGED_COLUMNS.filter((column) => column !== 'line');
    // A batch's rows carry BATCH_COLUMNS; the source's two are the batch table's defaults.
    const width = server.BATCH_COLUMNS.length;
    const source = { source: 'generic:import-floor', sourceUpdatedAt: new Date().toISOString() };
    const countries = connection.prepare('select id, code from country').all();
    const schema = connection
      .prepare("select type, name, sql from sqlite_master where tbl_name in ('company', 'company_fts')")
      .all();
    const tableDdl = schema.find((entry) => entry.type === 'table' && entry.name === 'company').sql;
    // The register's table without its unique constraint: the rows go in with no index but the rowid's.
    connection.exec(
      server.withoutNumberConstraint(server.renamedTable(tableDdl, 'company', 'company_floor')),
    );
    connection.exec(server.batchTableDdl(source, 'temp.company_batch'));
    const stage = connection.prepare(
      `insert into temp.company_batch (${server.BATCH_COLUMNS.join(', ')}) values (${Array(width).fill('?').join(', ')})`,
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

    log(`reading ${register.file} and writing its rows, part by part`);
    const reading = {
      file: register.file,
      format: 'generic',
      context: {
        countryIds: new Map(countries.map((country) => [country.code, country.id])),
        countryCode: 'GB',
        ...source,
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
    if (rows !== register.count)
      throw new Error(`${rows} rows were read from a register of ${register.count}`);

    log('filling the name index (FTS5 trigram), one statement');
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

    log(
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
    const writerSeconds = seconds.binding + seconds.inserting + seconds.nameIndex + seconds.btreeIndexes;
    return {
      rows,
      seconds,
      indexes: indexes.length,
      writerSeconds,
      sqliteSeconds: seconds.inserting + seconds.nameIndex + seconds.btreeIndexes,
      rowsPerSecond: rows / writerSeconds,
    };
  } finally {
    await handle.destroy();
    removeDatabase();
  }
}
