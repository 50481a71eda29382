import { loadConfig } from '../config/env.js';
import { createDatabase } from './database.js';
import { listOutbox } from '../modules/mail/mail.repository.js';
import { formatOutbox } from '../modules/mail/outbox-listing.js';
import { migrateToLatest } from './migrate.js';
import { seedData } from './seed/data/index.js';
import { seedDatabase } from './seed/seed.js';

const OUTBOX_LISTED = 100;

/** `npm run db:migrate`, `npm run db:seed` and `npm run mail:outbox`. */
async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed' && command !== 'mail-outbox') {
    throw new Error('Usage: cli.ts migrate|seed|mail-outbox');
  }
  const config = loadConfig();
  const database = createDatabase({ url: config.databaseUrl, poolMax: 2 });
  try {
    if (command === 'mail-outbox') {
      console.log(formatOutbox(await listOutbox(database.db, OUTBOX_LISTED)));
      return;
    }
    const { applied } = await migrateToLatest(database.db);
    console.log(
      `${database.description}: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`,
    );
    if (command === 'seed') {
      const { inserted } = await seedDatabase(database.db, database.dialect, seedData);
      console.log(
        inserted ? `demo data: ${inserted} rows written` : 'demo data: already present, nothing changed',
      );
    }
  } finally {
    await database.destroy();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
