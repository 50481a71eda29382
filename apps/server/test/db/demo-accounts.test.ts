import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../helpers/accounts.js';
import { buildApp } from '../../src/app.js';
import { DEMO_STAFF, ensureDemoAccounts } from '../../src/db/seed/demo-accounts.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { hashToken } from '../../src/lib/tokens.js';
import { createSession } from '../helpers/factories.js';
import { type TestDatabase, createTestDatabase, testConfig, testedDialects } from '../helpers/test-app.js';

interface KeptFile {
  accounts: { role: string; email: string; password: string }[];
}

describe.each(testedDialects())('the demo’s staff accounts on %s', (dialect) => {
  let database: TestDatabase;
  let dir: string;
  let file: string;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    dir = mkdtempSync(join(tmpdir(), 'storefront-demo-accounts-'));
    file = join(dir, 'data', 'demo-accounts.json');
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });
  const db = () => database.handle.db;
  const kept = () => JSON.parse(readFileSync(file, 'utf8')) as KeptFile;
  const staffRows = () =>
    db()
      .selectFrom('app_user')
      .select(['id', 'email', 'role', 'password_hash'])
      .where(
        'email',
        'in',
        DEMO_STAFF.map((staff) => staff.email),
      )
      .orderBy('email')
      .execute();

  /** Signs in through the real app on this database; the answer's status and whether it is staff. */
  async function signIn(email: string, password: string): Promise<number> {
    const app = await buildApp({
      config: testConfig({ databaseUrl: database.url }),
      database: database.handle,
      logger: false,
    });
    try {
      await app.ready();
      return (await login(app, email, password)).statusCode;
    } finally {
      await app.close();
    }
  }

  it('makes an administrator and a manager with strong generated passwords, hashed, kept in a 0600 file', async () => {
    const made = await ensureDemoAccounts(db(), file);
    expect(made.fileWritten).toBe(true);
    expect(made.passwordsSet.sort()).toEqual(DEMO_STAFF.map((staff) => staff.email).sort());
    const rows = await staffRows();
    expect(rows.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: 'demo-admin@example.com', role: 'admin' },
      { email: 'demo-manager@example.com', role: 'manager' },
    ]);
    for (const row of rows) expect(row.password_hash).toMatch(/^\$argon2id\$/);

    expect(statSync(file).mode & 0o777).toBe(0o600);
    const accounts = kept().accounts;
    expect(accounts.map(({ role, email }) => ({ role, email }))).toEqual(
      made.accounts.map(({ role, email }) => ({ role, email })),
    );
    for (const account of accounts) {
      expect(account.password).toMatch(/^[\w-]{24}$/);
      expect(rows.map((row) => row.password_hash)).not.toContain(account.password);
      expect(await signIn(account.email, account.password)).toBe(200);
    }
    expect(new Set(accounts.map((account) => account.password)).size).toBe(2);
  });

  it('keeps them at the next start: same passwords, nothing rewritten', async () => {
    const before = kept();
    const hashes = (await staffRows()).map((row) => row.password_hash);
    const again = await ensureDemoAccounts(db(), file);
    expect(again).toMatchObject({ fileWritten: false, passwordsSet: [] });
    expect(again.accounts.map((account) => account.password)).toEqual(
      before.accounts.map((account) => account.password),
    );
    expect((await staffRows()).map((row) => row.password_hash)).toEqual(hashes);
  });

  it('gives the file’s password back to an account whose password was changed, ending its sessions', async () => {
    const [admin] = await staffRows();
    await db()
      .updateTable('app_user')
      .set({ password_hash: await hashPassword('changed in the back-office'), role: 'manager' })
      .where('id', '=', admin!.id)
      .execute();
    const sessionToken = await createSession(db(), admin!.id);

    const again = await ensureDemoAccounts(db(), file);
    expect(again).toMatchObject({ fileWritten: false, passwordsSet: ['demo-admin@example.com'] });
    const password = kept().accounts.find((account) => account.role === 'admin')!.password;
    expect(await signIn('demo-admin@example.com', password)).toBe(200);
    expect((await staffRows())[0]!.role).toBe('admin');
    const ended = await db()
      .selectFrom('user_session')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(sessionToken))
      .executeTakeFirstOrThrow();
    expect(ended.revoked_at).not.toBeNull();
  });

  it('gives both new passwords and a new file when the file is lost; the old passwords stop working', async () => {
    const old = kept().accounts;
    rmSync(file);
    const renewed = await ensureDemoAccounts(db(), file);
    expect(renewed.fileWritten).toBe(true);
    expect(renewed.passwordsSet).toHaveLength(2);
    const now = kept().accounts;
    for (const [index, account] of now.entries()) {
      expect(account.password).not.toBe(old[index]!.password);
      expect(await signIn(account.email, account.password)).toBe(200);
      expect(await signIn(account.email, old[index]!.password)).not.toBe(200);
    }
    expect((await staffRows()).map((row) => row.email)).toHaveLength(2);
  });

  it('takes a file it cannot read as lost', async () => {
    writeFileSync(file, 'not json');
    const renewed = await ensureDemoAccounts(db(), file);
    expect(renewed).toMatchObject({ fileWritten: true });
    expect(renewed.passwordsSet).toHaveLength(2);
    expect(kept().accounts).toHaveLength(2);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
