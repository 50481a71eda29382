import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DialectName, createDatabase, isPostgresUrl, redactUrl } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import {
  type BackupFile,
  type BackupManifest,
  BackupRefusal,
  DOCUMENTS_FOLDER,
  MANIFEST_FILE,
  UPLOADS_FOLDER,
  copyHashed,
  filesBelow,
  hashFile,
  newManifest,
  readManifest,
  verifyBackup,
} from './backup-manifest.js';
import {
  checkPgRestore,
  dumpPostgres,
  emptyPostgres,
  inspectPostgres,
  restorePostgres,
} from './postgres-backup.js';
import { type TargetState, inspectSqlite, restoreSqlite, snapshotSqlite } from './sqlite-backup.js';

export { BackupRefusal } from './backup-manifest.js';

/** What a backup and a restore are told: the shop's settings (DATABASE_URL, DOCUMENTS_DIR, UPLOADS_DIR). */
export interface ShopLocations {
  databaseUrl: string;
  documentsDir: string;
  uploadsDir: string;
  /** Told one line per step. */
  log?: (line: string) => void;
}

const DATABASE_FILES: Record<DialectName, string> = { sqlite: 'database.sqlite', postgres: 'database.dump' };

/**
 * Delivered documents are private (0600 files in 0700 folders, as the shop writes them); pictures
 * are served to anyone.
 */
const FOLDER_MODES = { [DOCUMENTS_FOLDER]: 0o700, [UPLOADS_FOLDER]: 0o755 } as const;

export interface BackupReport {
  manifest: BackupManifest;
  target: string;
  bytes: { database: number; documents: number; uploads: number };
  seconds: number;
}

/**
 * Backs a shop up into `target`, a new or empty folder: the database first (a consistent snapshot
 * of a running shop), then DOCUMENTS_DIR and UPLOADS_DIR, then the manifest with every file's
 * size and SHA-256. Files are only ever added under those folders, never changed, so every row of
 * the snapshot finds its file; a file added after it is a harmless extra. A backup that fails
 * leaves the folder empty; one without a manifest never finished.
 */
export async function backupShop(options: ShopLocations & { target: string }): Promise<BackupReport> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const target = resolve(options.target);
  for (const [name, dir] of [
    ['DOCUMENTS_DIR', options.documentsDir],
    ['UPLOADS_DIR', options.uploadsDir],
  ] as const)
    if (isInside(target, resolve(dir)))
      throw new BackupRefusal(`${target} is inside ${name} (${dir}): the backup would copy itself`);
  const existing = await readdir(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (existing.length > 0)
    throw new BackupRefusal(`${target} is not empty: a backup goes into a new folder, never over another`);
  await mkdir(target, { recursive: true, mode: 0o700 });

  try {
    const dialect: DialectName = isPostgresUrl(options.databaseUrl) ? 'postgres' : 'sqlite';
    const databaseFile = DATABASE_FILES[dialect];
    const databasePath = join(target, databaseFile);
    log(
      `database: ${dialect === 'sqlite' ? 'SQLite online backup' : 'pg_dump'} of ${redactUrl(options.databaseUrl)}`,
    );
    const snapshot =
      dialect === 'sqlite'
        ? await snapshotSqlite(options.databaseUrl, databasePath)
        : await dumpPostgres(options.databaseUrl, databasePath);
    await chmod(databasePath, 0o600);
    const schemaVersion = snapshot.migrations.at(-1);
    if (!schemaVersion) throw new Error('the database has taken no migration: there is no shop to back up');
    const databaseEntry = { path: databaseFile, ...(await hashFile(databasePath)) };
    log(`database: ${databaseFile}, ${formatBytes(databaseEntry.size)}, schema ${schemaVersion}`);

    const documents = await copyFolder(options.documentsDir, target, DOCUMENTS_FOLDER, log);
    const uploads = await copyFolder(options.uploadsDir, target, UPLOADS_FOLDER, log);
    const manifest = newManifest({
      dialect,
      schemaVersion,
      migrations: snapshot.migrations,
      packageVersion: shopVersion(),
      databaseTool: snapshot.tool,
      database: databaseFile,
      files: [databaseEntry, ...documents, ...uploads],
    });
    await writeFile(join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const report: BackupReport = {
      manifest,
      target,
      bytes: { database: databaseEntry.size, documents: totalSize(documents), uploads: totalSize(uploads) },
      seconds: (performance.now() - started) / 1000,
    };
    log(
      `backup done: ${target}, ${manifest.files.length} files, ` +
        `${formatBytes(report.bytes.database + report.bytes.documents + report.bytes.uploads)} ` +
        `(database ${formatBytes(report.bytes.database)}, documents ${formatBytes(report.bytes.documents)}, ` +
        `uploads ${formatBytes(report.bytes.uploads)}) in ${report.seconds.toFixed(1)} s`,
    );
    return report;
  } catch (error) {
    // The folder was new or empty: what is in it now is this run's.
    for (const entry of await readdir(target).catch(() => []))
      await rm(join(target, entry), { recursive: true, force: true });
    throw error;
  }
}

/** Copies a shop folder into the backup's `folder`, hashing each file; a folder that is not there is empty. */
async function copyFolder(
  source: string,
  target: string,
  folder: typeof DOCUMENTS_FOLDER | typeof UPLOADS_FOLDER,
  log: (line: string) => void,
): Promise<BackupFile[]> {
  await mkdir(join(target, folder), { mode: FOLDER_MODES[folder] });
  const entries: BackupFile[] = [];
  const paths = await filesBelow(source, (path) => log(`${folder}: skipped ${path} (not a file)`));
  for (const path of paths) {
    const copied = await copyHashed(join(source, path), join(target, folder, path), FOLDER_MODES[folder]);
    entries.push({ path: `${folder}/${path}`, ...copied });
  }
  log(`${folder}: ${entries.length} files, ${formatBytes(totalSize(entries))} from ${source}`);
  return entries;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Migrations run after the restore: those of this release the backup's schema lacked. */
  migrationsApplied: string[];
  seconds: number;
}

/**
 * Restores a backup into the shop the settings name, which must be stopped (every instance).
 * Before anything is changed: the manifest is read, every file checked against its checksum, the
 * backup's schema must be one this release knows, and the database must be empty (no tables) unless
 * `force`, and not in use. Then the files are copied into DOCUMENTS_DIR and UPLOADS_DIR (replacing
 * files of the same name, leaving others), the database is put in place, and the migrations bring an
 * older backup up to date.
 */
export async function restoreShop(
  options: ShopLocations & { source: string; force?: boolean },
): Promise<RestoreReport> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const source = resolve(options.source);
  log('restore: the shop must be stopped (every instance) until this has finished');
  const manifest = await readManifest(source);
  log(
    `backup: made ${manifest.createdAt} by shop ${manifest.packageVersion}, ${manifest.dialect}, ` +
      `schema ${manifest.schemaVersion}, ${manifest.files.length} files`,
  );
  const dialect: DialectName = isPostgresUrl(options.databaseUrl) ? 'postgres' : 'sqlite';
  if (manifest.dialect !== dialect)
    throw new BackupRefusal(
      `${source} is a ${manifest.dialect} backup; DATABASE_URL names a ${dialect} database`,
    );
  const known = new Set(await migrationsOfThisRelease());
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new BackupRefusal(
      `the backup's schema is newer than this release's (it has ${unknown.join(', ')}): ` +
        `restore it with the release that made it (${manifest.packageVersion}) or a later one`,
    );
  const placed = manifest.files.map((file) => ({ file, to: restoredPath(file, manifest, options) }));
  await verifyBackup(source, manifest);
  log(`checksums: ${manifest.files.length} files match the manifest`);

  const target = redactUrl(options.databaseUrl);
  const state: TargetState =
    dialect === 'sqlite' ? inspectSqlite(options.databaseUrl) : await inspectPostgres(options.databaseUrl);
  if (state.inUse) throw new BackupRefusal(state.inUse);
  if (state.tables > 0 && !options.force)
    throw new BackupRefusal(
      `${target} is not empty (${state.tables} tables): restore into an empty database, or add --force to replace it`,
    );
  if (dialect === 'postgres') await checkPgRestore(manifest.databaseTool);

  // From here on things change.
  for (const [dir, folder] of [
    [options.documentsDir, DOCUMENTS_FOLDER],
    [options.uploadsDir, UPLOADS_FOLDER],
  ] as const) {
    // The folders' own mode, not their parents'.
    await mkdir(dirname(resolve(dir)), { recursive: true });
    await mkdir(dir, { recursive: true, mode: FOLDER_MODES[folder] });
  }
  let copied = 0;
  for (const { file, to } of placed) {
    if (!to) continue;
    const written = await copyHashed(join(source, file.path), to.path, FOLDER_MODES[to.folder]);
    if (written.sha256 !== file.sha256)
      throw new Error(`${join(source, file.path)} changed while it was being restored`);
    copied++;
  }
  log(`files: ${copied} copied into ${options.documentsDir} and ${options.uploadsDir}`);

  const databaseFile = join(source, manifest.database);
  if (dialect === 'sqlite') {
    await restoreSqlite(databaseFile, options.databaseUrl);
  } else {
    if (state.tables > 0) {
      await emptyPostgres(options.databaseUrl);
      log(`database: --force: emptied schema public of ${target}`);
    }
    await restorePostgres(options.databaseUrl, databaseFile);
  }
  log(`database: ${manifest.database} restored into ${target}`);

  const handle = createDatabase({ url: options.databaseUrl, poolMax: 2 });
  let migrationsApplied: string[];
  try {
    migrationsApplied = (await migrateToLatest(handle.db)).applied;
  } finally {
    await handle.destroy();
  }
  log(
    migrationsApplied.length > 0
      ? `migrations: brought up to date with ${migrationsApplied.join(', ')}`
      : 'migrations: the schema is this release’s',
  );
  const seconds = (performance.now() - started) / 1000;
  log(
    `restore done: ${formatBytes(totalSize(manifest.files))} from ${source} in ${seconds.toFixed(1)} s; ` +
      'the shop may be started',
  );
  return { manifest, migrationsApplied, seconds };
}

/** Where a backed-up file goes back to: under DOCUMENTS_DIR or UPLOADS_DIR; undefined for the database. */
function restoredPath(
  file: BackupFile,
  manifest: BackupManifest,
  options: ShopLocations,
): { path: string; folder: keyof typeof FOLDER_MODES } | undefined {
  if (file.path === manifest.database) return undefined;
  const [folder, ...rest] = file.path.split('/');
  if (rest.length > 0 && folder === DOCUMENTS_FOLDER)
    return { path: join(options.documentsDir, ...rest), folder };
  if (rest.length > 0 && folder === UPLOADS_FOLDER)
    return { path: join(options.uploadsDir, ...rest), folder };
  throw new BackupRefusal(`the manifest names ${file.path}, which belongs to no folder a backup has`);
}

/** The migrations this release has: those an empty in-memory database takes (some 50 ms). */
async function migrationsOfThisRelease(): Promise<string[]> {
  const scratch = createDatabase({ url: ':memory:' });
  try {
    return (await migrateToLatest(scratch.db)).applied;
  } finally {
    await scratch.destroy();
  }
}

/** The version in apps/server's package.json: the nearest one up from this module (source or bundle). */
function shopVersion(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest))
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? 'unknown';
    if (dirname(dir) === dir) return 'unknown';
  }
}

function isInside(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return !isAbsolute(rel) && rel.split(sep)[0] !== '..';
}

const totalSize = (files: BackupFile[]) => files.reduce((sum, file) => sum + file.size, 0);

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
