import { emailField, STAFF_PASSWORD_MIN_LENGTH } from '@storefront/contract';
import { loadConfig } from '../config/env.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { Refusal } from '../lib/errors.js';
import { seedData } from '../db/seed/data/index.js';
import { seedDatabase } from '../db/seed/seed.js';
import { seedDemoRegister } from '../modules/companies/demo-register.js';
import { createServices, type Services } from '../services.js';
import { withStartLock } from '../start-up.js';
import { formatOutbox } from './outbox-listing.js';

const OUTBOX_LISTED = 100;

const USAGE =
  'Usage: cli/main.ts migrate|seed|mail-outbox|manager create <email> [--password-stdin] [--admin]';
const MANAGER_FLAGS = ['--password-stdin', '--admin'];

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** What the command line says for a refused password. */
const PASSWORD_REFUSALS: Partial<Record<string, string>> = {
  FieldCannotBeEmpty: 'The password from stdin is empty',
  FieldMustBeMinLength: `The password from stdin must have at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  PasswordTooCommon: 'The password from stdin is too common (or is the e-mail): choose another one',
};

/**
 * `npm run manager -- create <email> [--password-stdin] [--admin]`: the manager's password is read
 * from stdin with the flag, else generated and printed once. A customer promoted to manager always
 * gets a new password and is signed out everywhere. `--admin` makes (or promotes to) an
 * administrator instead.
 */
async function manager(services: Services, args: string[]): Promise<void> {
  const [action, rawEmail, ...flags] = args;
  const email = emailField.safeParse(rawEmail ?? '');
  const fromStdin = flags.includes('--password-stdin');
  const role = flags.includes('--admin') ? 'admin' : 'manager';
  if (action !== 'create' || !email.success || flags.some((flag) => !MANAGER_FLAGS.includes(flag)))
    throw new Error(USAGE);
  const password = fromStdin ? await readStdin() : undefined;
  const account = await services.managerAccounts
    .createOrPromoteManager(email.data, password, { role })
    .catch((error: unknown) => {
      const text = error instanceof Refusal ? PASSWORD_REFUSALS[error.key] : undefined;
      throw text ? new Error(text) : error;
    });
  const title = account.role === 'admin' ? 'administrator' : 'manager';
  console.log(
    `${account.email} (id ${account.id}): ${account.created ? `${title} account created` : `is a ${title} now`}`,
  );
  if (account.generatedPassword)
    console.log(`password (shown once; only its hash is kept): ${account.generatedPassword}`);
  else console.log(fromStdin ? 'password set from stdin' : 'password unchanged');
  if (!account.created && (fromStdin || account.generatedPassword))
    console.log('its sessions and password-reset links are ended');
  if (account.deactivated)
    console.log(
      'the account is deactivated: an administrator reactivates it in the back-office (/admin/staff)',
    );
}

/** `npm run db:migrate`, `npm run db:seed`, `npm run mail:outbox` and `npm run manager`. */
async function main(command: string | undefined, args: string[]): Promise<void> {
  if (command !== 'migrate' && command !== 'seed' && command !== 'mail-outbox' && command !== 'manager') {
    throw new Error(USAGE);
  }
  const config = loadConfig();
  const database = createDatabase({ url: config.databaseUrl, poolMax: 2 });
  const services = createServices(config, database, console);
  try {
    if (command === 'manager') {
      await migrateToLatest(database.db);
      await manager(services, args);
      return;
    }
    if (command === 'mail-outbox') {
      console.log(formatOutbox(await services.mail.listOutbox(OUTBOX_LISTED)));
      return;
    }
    // In turn with instances starting on the same database, as they take turns among themselves.
    await withStartLock(database, async (db) => {
      const { applied } = await migrateToLatest(db);
      console.log(
        `${database.description}: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`,
      );
      if (command === 'seed') {
        const { inserted } = await seedDatabase(db, database.dialect, seedData);
        console.log(
          inserted ? `demo data: ${inserted} rows written` : 'demo data: already present, nothing changed',
        );
        // The register comes with a fresh demo shop only: a seed over an existing shop keeps its register.
        if (inserted)
          console.log(`demo register: ${await seedDemoRegister(db, config.demoRegisterSize)} companies`);
      }
    });
  } finally {
    await database.destroy();
  }
}

main(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
