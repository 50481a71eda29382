import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { Database } from '../schema.js';

/** The demo's staff: one of each role, so that a newcomer sees the back-office as each sees it. */
export const DEMO_STAFF = [
  { role: 'admin', email: 'demo-admin@example.com' },
  { role: 'manager', email: 'demo-manager@example.com' },
] as const;

export interface DemoAccount {
  role: 'admin' | 'manager';
  email: string;
  password: string;
  /** An administrator deactivated it in the back-office; it stays so (only they reactivate it). */
  deactivated: boolean;
}

export interface DemoAccounts {
  accounts: DemoAccount[];
  /** Accounts whose password was (re)set at this start: new ones, or the file was lost or stale. */
  passwordsSet: string[];
  /** The file was written at this start. */
  fileWritten: boolean;
}

const demoAccountsFile = z.object({
  accounts: z.array(
    z.object({ role: z.enum(['admin', 'manager']), email: z.string(), password: z.string() }),
  ),
});

/** 144 random bits as 24 URL-safe characters, as `npm run manager` makes them. */
const generatePassword = () => randomBytes(18).toString('base64url');

/** The passwords the file keeps by e-mail; none when it is missing or not ours to read. */
function readKept(file: string): Map<string, string> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return new Map();
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return new Map();
  }
  const parsed = demoAccountsFile.safeParse(json);
  return new Map(
    parsed.success ? parsed.data.accounts.map((account) => [account.email, account.password]) : [],
  );
}

/** Written whole, then moved into place: a start cut short leaves the old file or the new, never half. */
function writeKept(file: string, accounts: DemoAccount[]): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const body = {
    note: 'The demo shop’s staff sign-ins (SHOP_MODE=demo only), for /admin. Delete this file to get new passwords at the next start.',
    accounts: accounts.map(({ role, email, password }) => ({ role, email, password })),
  };
  writeFileSync(temporary, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
  // The mode of a file that already existed under that name is not changed by writeFileSync.
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

/**
 * The demo's administrator and manager, whose sign-ins `npm start` prints: made at the demo's first
 * start with random passwords, kept (hashed, argon2id, like every account's) in the database and in
 * clear in `file` (mode 0600) so that later starts print the same ones. Never called for a real shop.
 *
 * The file is what the welcome prints, so it is what must work: an account it names whose password
 * no longer matches (changed in the back-office, or the file belongs to another database) gets the
 * file's password again; with the file lost, both accounts get new passwords and a new file. Either
 * way a password set here ends the account's sessions, reset links and acted-as tokens, as a password
 * change by `npm run manager` does.
 * An account's role is put back; its deactivation is not (that is an administrator's decision).
 */
export async function ensureDemoAccounts(db: Kysely<Database>, file: string): Promise<DemoAccounts> {
  const kept = readKept(file);
  const existing = await db
    .selectFrom('app_user')
    .select(['id', 'email', 'role', 'password_hash', 'disabled_at'])
    .where(
      'email',
      'in',
      DEMO_STAFF.map((staff) => staff.email),
    )
    .execute();
  // Hashing takes tens of milliseconds a password: done before the transaction, which SQLite's one
  // connection would otherwise hold for that long.
  const plans = await Promise.all(
    DEMO_STAFF.map(async (staff) => {
      const row = existing.find((user) => user.email === staff.email);
      const keptPassword = kept.get(staff.email);
      const works = keptPassword !== undefined && (await verifyPassword(row?.password_hash, keptPassword));
      const password = keptPassword ?? generatePassword();
      return {
        staff,
        row,
        password,
        newHash: works ? undefined : await hashPassword(password),
      };
    }),
  );
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const { staff, row, newHash } of plans) {
      if (!row) {
        await trx
          .insertInto('app_user')
          .values({ email: staff.email, role: staff.role, password_hash: newHash!, email_verified_at: now })
          .execute();
        continue;
      }
      if (row.role !== staff.role || newHash)
        await trx
          .updateTable('app_user')
          .set({ role: staff.role, ...(newHash ? { password_hash: newHash } : {}), updated_at: now })
          .where('id', '=', row.id)
          .execute();
      if (newHash) {
        await trx
          .updateTable('user_session')
          .set({ revoked_at: now })
          .where('user_id', '=', row.id)
          .where('revoked_at', 'is', null)
          .execute();
        // What it acts as a customer with was minted under the old password too.
        await trx
          .updateTable('manager_token')
          .set({ revoked_at: now })
          .where((eb) => eb.or([eb('manager_id', '=', row.id), eb('user_id', '=', row.id)]))
          .where('revoked_at', 'is', null)
          .execute();
        await trx
          .updateTable('password_reset')
          .set({ used_at: now })
          .where('user_id', '=', row.id)
          .where('used_at', 'is', null)
          .execute();
      }
    }
  });
  const accounts = plans.map(({ staff, row, password }) => ({
    role: staff.role,
    email: staff.email,
    password,
    deactivated: Boolean(row?.disabled_at),
  }));
  const fileWritten = plans.some(({ staff }) => !kept.has(staff.email));
  if (fileWritten) writeKept(file, accounts);
  return {
    accounts,
    passwordsSet: plans.filter((plan) => plan.newHash).map((plan) => plan.staff.email),
    fileWritten,
  };
}
