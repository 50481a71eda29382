import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, lstat, mkdir, readFile, readdir, stat } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

/**
 * Why a backup or a restore will not start: a wrong target, a backup that does not check out, a
 * database in use. Nothing has been changed when it is thrown (the command line exits 2).
 */
export class BackupRefusal extends Error {}

export const MANIFEST_FILE = 'manifest.json';
/** Folders of a backup: DOCUMENTS_DIR's and UPLOADS_DIR's copies. */
export const DOCUMENTS_FOLDER = 'documents';
export const UPLOADS_FOLDER = 'uploads';

const MANIFEST_FORMAT = 1;

const fileEntry = z.object({
  /** Relative to the backup's folder, with forward slashes. */
  path: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackupFile = z.infer<typeof fileEntry>;

const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  createdAt: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  /** The latest migration the database had taken (the name of the highest-numbered one). */
  schemaVersion: z.string(),
  /** Every migration the database had taken: a restore refuses names this release does not know. */
  migrations: z.array(z.string()),
  /** The shop's version (apps/server's package.json) that made it. */
  packageVersion: z.string(),
  /** What wrote the database file: SQLite's version, or pg_dump's `--version` (pg_restore must be as new). */
  databaseTool: z.string(),
  /** The database file's path among `files`. */
  database: z.string(),
  files: z.array(fileEntry),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export function newManifest(fields: Omit<BackupManifest, 'format' | 'createdAt'>): BackupManifest {
  return { format: MANIFEST_FORMAT, createdAt: new Date().toISOString(), ...fields };
}

/** The manifest of a finished backup (it is written last), or a refusal naming what is wrong. */
export async function readManifest(dir: string): Promise<BackupManifest> {
  const path = join(dir, MANIFEST_FILE);
  let text;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupRefusal(`${path} is missing: not a backup, or one that did not finish`);
    throw error;
  }
  let parsed;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(text));
  } catch {
    throw new BackupRefusal(`${path} is not JSON`);
  }
  if (!parsed.success)
    throw new BackupRefusal(
      `${path} is not a backup manifest of this format: ${parsed.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  const manifest = parsed.data;
  for (const file of manifest.files)
    if (!isSafeRelativePath(file.path) || file.path === MANIFEST_FILE)
      throw new BackupRefusal(`${path} names a file outside the backup: ${file.path}`);
  if (!manifest.files.some((file) => file.path === manifest.database))
    throw new BackupRefusal(`${path} lists no database file (${manifest.database})`);
  return manifest;
}

/** A forward-slashed path that stays inside the folder it is joined to. */
function isSafeRelativePath(path: string): boolean {
  return (
    !path.startsWith('/') &&
    !path.includes('\\') &&
    !path.includes('\0') &&
    path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  );
}

/** The regular files below `root` (symbolic links to files count as files), as forward-slashed relative paths. */
export async function filesBelow(root: string, onSkipped?: (path: string) => void): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string) => {
    const entries = await readdir(join(root, relative), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const path = relative ? posix.join(relative, entry.name) : entry.name;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) found.push(path);
      // A linked folder is not followed: it may loop, and it is not the shop's to restore.
      else if (entry.isSymbolicLink() && (await stat(join(root, path)).catch(() => undefined))?.isFile())
        found.push(path);
      else onSkipped?.(path);
    }
  };
  try {
    await walk('');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return found;
}

/** A file's size and SHA-256. */
export async function hashFile(path: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Copies a file, hashing the bytes as they are written (what the manifest records is what the copy
 * holds, even when the source changes meanwhile), with the source's permissions; parent folders
 * are made with `folderMode`. An existing target is replaced.
 */
export async function copyHashed(
  from: string,
  to: string,
  folderMode: number,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const { mode } = await stat(from);
  await mkdir(dirname(to), { recursive: true, mode: folderMode });
  await pipeline(createReadStream(from), tap, createWriteStream(to, { mode: mode & 0o777 }));
  // createWriteStream's mode applies only to a file it creates (and the umask still applies).
  await chmod(to, mode & 0o777);
  return { size, sha256: hash.digest('hex') };
}

/**
 * Checks a backup before anything is changed: every file the manifest lists is there with its
 * size and SHA-256, and nothing else is (a file slipped in would be restored unchecked).
 */
export async function verifyBackup(dir: string, manifest: BackupManifest): Promise<void> {
  const listed = new Map(manifest.files.map((file) => [file.path, file]));
  for (const path of await filesBelow(dir)) {
    if (path !== MANIFEST_FILE && !listed.has(path))
      throw new BackupRefusal(`${join(dir, path)} is not in the manifest: the backup was changed`);
  }
  for (const file of manifest.files) {
    const path = join(dir, ...file.path.split('/'));
    const info = await lstat(path).catch(() => undefined);
    if (!info) throw new BackupRefusal(`${path} is missing from the backup`);
    const actual = await hashFile(path);
    if (actual.size !== file.size || actual.sha256 !== file.sha256)
      throw new BackupRefusal(
        `${path} does not match its checksum (${actual.size} bytes, sha256 ${actual.sha256}; ` +
          `the manifest says ${file.size} bytes, sha256 ${file.sha256})`,
      );
  }
}
