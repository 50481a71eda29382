import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';

/** Pages per backup step: all of them, so that the copy is made in one step (below). */
const ALL_PAGES = 0x7fffffff;

/** The migrations a shop database has taken, by name; an error when it is no shop database. */
function migrationsIn(sqlite: SQLite.Database, path: string): string[] {
  const table = sqlite
    .prepare(`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`)
    .get();
  if (!table) throw new Error(`${path} is not a shop database (it has no kysely_migration table)`);
  return (sqlite.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map(
    (row) => row.name,
  );
}

/**
 * Copies a live SQLite database with SQLite's online backup API. One step copies every page inside
 * one read transaction: a consistent snapshot, which the shop's writes meanwhile (WAL) neither wait
 * for nor restart (a copy made in many steps starts over whenever another connection writes). The
 * copy is then turned into a plain rollback-journal file, whole without a -wal beside it.
 */
export async function snapshotSqlite(
  livePath: string,
  target: string,
): Promise<{ migrations: string[]; tool: string }> {
  if (livePath === ':memory:' || !existsSync(livePath))
    throw new Error(`no SQLite database at ${livePath} (DATABASE_URL)`);
  const live = new SQLite(livePath, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(target, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const version = copy.prepare('select sqlite_version() as version').get() as { version: string };
    return { migrations: migrationsIn(copy, livePath), tool: `SQLite ${version.version}` };
  } finally {
    copy.close();
  }
}

/** What a restore must know of its target before it changes anything. */
export interface TargetState {
  /** Tables it has (a migrated shop has dozens, even with no data). */
  tables: number;
  /** Why it is in use (a running shop), or undefined. */
  inUse?: string;
}

/**
 * Whether the target file holds tables, and whether a shop has it open: a connection asking for
 * SQLite's exclusive locking mode on a WAL database is refused while any other connection has it
 * open (an idle one too), which a restore must not pull the file from under.
 */
export function inspectSqlite(path: string): TargetState {
  if (path === ':memory:') throw new Error('DATABASE_URL is :memory:, which nothing can be restored into');
  if (!existsSync(path)) return { tables: 0 };
  const probe = new SQLite(path, { fileMustExist: true });
  try {
    probe.pragma('busy_timeout = 0');
    probe.pragma('locking_mode = EXCLUSIVE');
    try {
      probe.exec('begin exclusive');
    } catch (error) {
      if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY'))
        return { tables: 0, inUse: `${path} is open in another process (a running shop?): stop it first` };
      throw error;
    }
    const { count } = probe
      .prepare(
        `select count(*) as count from sqlite_master where type = 'table' and name not like 'sqlite_%'`,
      )
      .get() as { count: number };
    probe.exec('rollback');
    return { tables: count };
  } finally {
    probe.close();
  }
}

/**
 * Puts the backup's file in place of the target: copied beside it, the target's -wal, -shm and
 * -journal removed (they belong to the database being replaced, and SQLite would apply them to the
 * new file), then renamed over it in one step.
 */
export async function restoreSqlite(backupFile: string, targetPath: string): Promise<void> {
  await mkdir(dirname(targetPath), { recursive: true });
  const staging = `${targetPath}.restoring`;
  await copyFile(backupFile, staging);
  for (const suffix of ['-wal', '-shm', '-journal']) await rm(`${targetPath}${suffix}`, { force: true });
  await rename(staging, targetPath);
}
