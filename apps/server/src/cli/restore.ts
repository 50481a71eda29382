import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { BackupRefusal, restoreShop } from '../ops/backup.js';

/**
 * `npm run restore -- DIR [--force]`: restores a backup of `npm run backup` into the database
 * DATABASE_URL names, DOCUMENTS_DIR and UPLOADS_DIR, with the shop stopped (docs/deploy.md, "Backup and restore").
 * Every checksum is checked first; the database must be empty unless --force, which replaces it.
 * Exit codes: 0 done, 1 failed, 2 refused (usage, a missing manifest or a file that does not match
 * it, a newer schema, a database not empty or in use); nothing is changed when it is refused.
 */

const USAGE = 'Usage: restore DIR [--force]  (--force replaces a database that is not empty)';

class UsageError extends Error {}

function parseArguments(argv: string[]): { dir: string; force: boolean } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false } },
      strict: true,
    });
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (parsed.positionals.length !== 1) throw new UsageError(`one DIR expected\n${USAGE}`);
  // A relative path is taken from where npm was started (INIT_CWD), as backup's is.
  return {
    dir: resolve(process.env.INIT_CWD ?? process.cwd(), parsed.positionals[0]!),
    force: parsed.values.force,
  };
}

async function main(argv: string[]): Promise<number> {
  const { dir, force } = parseArguments(argv);
  const config = loadConfig();
  await restoreShop({
    databaseUrl: config.databaseUrl,
    documentsDir: config.documentsDir,
    uploadsDir: config.uploadsDir,
    source: dir,
    force,
    log: (line) => console.log(line),
  });
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    const refused = error instanceof UsageError || error instanceof BackupRefusal;
    console.error(
      `${refused ? 'refused' : 'restore failed'}: ${error instanceof Error ? error.message : error}`,
    );
    process.exitCode = refused ? 2 : 1;
  },
);
