import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { BackupRefusal, backupShop } from '../ops/backup.js';

/**
 * `npm run backup -- DIR`: a consistent backup of the shop, running or not, into DIR (new or
 * empty): the database DATABASE_URL names (SQLite's online backup, or pg_dump's custom format),
 * DOCUMENTS_DIR, UPLOADS_DIR and a manifest of checksums (docs/deploy.md, "Backup and restore"). Exit codes: 0 done,
 * 1 failed (DIR left empty), 2 refused (usage, DIR not empty).
 */

const USAGE = 'Usage: backup DIR (a new or empty folder)';

class UsageError extends Error {}

function parseArguments(argv: string[]): { dir: string } {
  let positionals;
  try {
    ({ positionals } = parseArgs({ args: argv, allowPositionals: true, options: {}, strict: true }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (positionals.length !== 1) throw new UsageError(`one DIR expected\n${USAGE}`);
  // npm runs the workspace script in apps/server: a relative path is taken from where npm was
  // started (INIT_CWD), which for the root package's script is the repository root.
  return { dir: resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!) };
}

async function main(argv: string[]): Promise<number> {
  const { dir } = parseArguments(argv);
  const config = loadConfig();
  await backupShop({
    databaseUrl: config.databaseUrl,
    documentsDir: config.documentsDir,
    uploadsDir: config.uploadsDir,
    target: dir,
    log: (line) => console.log(line),
  });
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    const refused = error instanceof UsageError || error instanceof BackupRefusal;
    console.error(
      `${refused ? 'refused' : 'backup failed'}: ${error instanceof Error ? error.message : error}`,
    );
    process.exitCode = refused ? 2 : 1;
  },
);
