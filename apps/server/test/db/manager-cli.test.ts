import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/lib/passwords.js';
import { hashToken, newToken } from '../../src/lib/tokens.js';
import { createManagerToken, createSession, createUser } from '../helpers/factories.js';
import { type TestDatabase, createTestDatabase, testConfig, testedDialects } from '../helpers/test-app.js';
import { createServices } from '../../src/services.js';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

describe.each(testedDialects())('creating managers on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => database?.drop());
  const db = () => database.handle.db;
  const createOrPromoteManager = (email: string, password?: string) =>
    createServices(testConfig(), database.handle, console).managerAccounts.createOrPromoteManager(
      email,
      password,
    );
  const userRow = (id: number) =>
    db().selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('creates a manager with a generated strong argon2id password, e-mail lower-cased', async () => {
    const account = await createOrPromoteManager('  New.Manager@Shop.Test ');
    expect(account).toMatchObject({ email: 'new.manager@shop.test', created: true });
    expect(account.generatedPassword).toMatch(/^[\w-]{24}$/);
    const row = await userRow(account.id);
    expect(row).toMatchObject({ email: 'new.manager@shop.test', role: 'manager' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.password_hash, account.generatedPassword!)).toBe(true);
  });

  it('promotes a customer with a new generated password, ending its sessions, reset links and acted-as tokens', async () => {
    const customer = await createUser(db());
    await db().updateTable('app_user').set({ password_hash: 'old' }).where('id', '=', customer.id).execute();
    const session = await createSession(db(), customer.id);
    const manager = await createUser(db(), { role: 'manager' });
    const actedAs = await createManagerToken(db(), manager.id, customer.id);
    await db()
      .insertInto('password_reset')
      .values({
        user_id: customer.id,
        token_hash: hashToken(newToken()),
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .execute();
    const services = createServices(testConfig(), database.handle, console);
    expect(await services.managerTokens.findLive(actedAs)).toBeDefined();

    const promoted = await createOrPromoteManager(customer.email);
    expect(promoted).toMatchObject({ id: customer.id, created: false });
    expect(promoted.generatedPassword).toMatch(/^[\w-]{24}$/);
    const row = await userRow(customer.id);
    expect(row.role).toBe('manager');
    expect(await verifyPassword(row.password_hash, promoted.generatedPassword!)).toBe(true);
    const sessions = await db()
      .selectFrom('user_session')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(session))
      .execute();
    expect(sessions.map((s) => s.revoked_at !== null)).toEqual([true]);
    const resets = await db()
      .selectFrom('password_reset')
      .select('used_at')
      .where('user_id', '=', customer.id)
      .execute();
    expect(resets.map((r) => r.used_at !== null)).toEqual([true]);
    // A manager who was acting as the customer cannot act as the new manager.
    expect(await services.managerTokens.findLive(actedAs)).toBeUndefined();
  });

  it('promotes a customer with the password given; an admin stays admin', async () => {
    const customer = await createUser(db());
    const promoted = await createOrPromoteManager(customer.email, 'Spruce tonic 1987 lantern');
    expect(promoted.generatedPassword).toBeUndefined();
    expect(
      await verifyPassword((await userRow(customer.id)).password_hash, 'Spruce tonic 1987 lantern'),
    ).toBe(true);

    const admin = await createUser(db());
    await db()
      .updateTable('app_user')
      .set({ role: 'admin', password_hash: 'kept' })
      .where('id', '=', admin.id)
      .execute();
    expect(await createOrPromoteManager(admin.email)).toMatchObject({ generatedPassword: undefined });
    expect(await userRow(admin.id)).toMatchObject({ role: 'admin', password_hash: 'kept' });
    const again = await createOrPromoteManager(admin.email, 'a given password 123');
    expect(again.generatedPassword).toBeUndefined();
    const row = await userRow(admin.id);
    expect(row.role).toBe('admin');
    expect(await verifyPassword(row.password_hash, 'a given password 123')).toBe(true);
  });

  it('makes an administrator with role admin, and promotes a customer or a manager to one', async () => {
    const services = createServices(testConfig(), database.handle, console).managerAccounts;
    const made = await services.createOrPromoteManager('Chief@Shop.Test', undefined, { role: 'admin' });
    expect(made).toMatchObject({ email: 'chief@shop.test', created: true, role: 'admin' });
    expect(await userRow(made.id)).toMatchObject({ role: 'admin' });
    expect(await verifyPassword((await userRow(made.id)).password_hash, made.generatedPassword!)).toBe(true);

    const customer = await createUser(db());
    const fromCustomer = await services.createOrPromoteManager(customer.email, undefined, { role: 'admin' });
    expect(fromCustomer).toMatchObject({ created: false, role: 'admin' });
    expect(fromCustomer.generatedPassword).toMatch(/^[\w-]{24}$/);

    const manager = await createUser(db(), { role: 'manager' });
    await db().updateTable('app_user').set({ password_hash: 'kept' }).where('id', '=', manager.id).execute();
    const fromManager = await services.createOrPromoteManager(manager.email, undefined, { role: 'admin' });
    expect(fromManager).toMatchObject({ created: false, role: 'admin', generatedPassword: undefined });
    expect(await userRow(manager.id)).toMatchObject({ role: 'admin', password_hash: 'kept' });
  });

  it('keeps a deactivated staff member deactivated and says so (the back-office reactivates)', async () => {
    const member = await createUser(db(), { role: 'manager' });
    await db()
      .updateTable('app_user')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', member.id)
      .execute();
    const account = await createOrPromoteManager(member.email);
    expect(account).toMatchObject({ id: member.id, created: false, role: 'manager', deactivated: true });
    expect((await userRow(member.id)).disabled_at).not.toBeNull();
  });

  it('never demotes: an administrator made a manager again stays administrator', async () => {
    const admin = await createUser(db(), { role: 'admin' });
    expect(await createOrPromoteManager(admin.email)).toMatchObject({ role: 'admin' });
    expect(await userRow(admin.id)).toMatchObject({ role: 'admin' });
  });

  it('refuses a staff password under 12 characters or a common one, changing nothing', async () => {
    const customer = await createUser(db());
    for (const [password, error] of [
      ['elevenchars', { key: 'FieldMustBeMinLength', args: [12] }],
      ['qwertyuiop123', { key: 'PasswordTooCommon' }],
      ['Password2024!', { key: 'PasswordTooCommon' }],
      [customer.email.toUpperCase(), { key: 'PasswordTooCommon' }],
    ] as const) {
      await expect(createOrPromoteManager(customer.email, password)).rejects.toMatchObject(error);
    }
    expect(await userRow(customer.id)).toMatchObject({ role: 'customer', password_hash: null });
  });
});

describe('npm run manager', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => database?.drop());

  async function run(args: string[], stdin?: string) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'manager', ...args], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
    child.stdin.end(stdin ?? '');
    const [code] = (await once(child, 'exit')) as [number];
    return { code, stdout, stderr };
  }
  const passwordHashOf = async (email: string) =>
    (
      await database.handle.db
        .selectFrom('app_user')
        .select(['role', 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).password_hash;

  it('creates a manager and prints the generated password once', async () => {
    const result = await run(['create', 'boss@shop.test']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('boss@shop.test');
    expect(result.stdout).toContain('manager account created');
    const password = /password \(shown once[^:]*\): (\S+)/.exec(result.stdout)?.[1];
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(await verifyPassword(await passwordHashOf('boss@shop.test'), password!)).toBe(true);
  }, 30_000);

  it('takes the password from stdin with --password-stdin, and refuses bad usage', async () => {
    const result = await run(['create', 'deputy@shop.test', '--password-stdin'], 'a long stdin password\n');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('password set from stdin');
    expect(result.stdout).not.toContain('a long stdin password');
    expect(await verifyPassword(await passwordHashOf('deputy@shop.test'), 'a long stdin password')).toBe(
      true,
    );

    const bad = await run(['create', 'not-an-email']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Usage');
  }, 30_000);

  it('makes an administrator with --admin', async () => {
    const result = await run(['create', 'owner@shop.test', '--admin']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('administrator account created');
    const row = await database.handle.db
      .selectFrom('app_user')
      .select('role')
      .where('email', '=', 'owner@shop.test')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
    const bad = await run(['create', 'owner2@shop.test', '--root']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--admin');
  }, 30_000);

  it('refuses a staff password from stdin under 12 characters or common, saying why', async () => {
    const short = await run(['create', 'short@shop.test', '--password-stdin'], 'elevenchars\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('at least 12 characters');
    const common = await run(['create', 'common@shop.test', '--password-stdin'], 'password1234\n');
    expect(common.code).toBe(1);
    expect(common.stderr).toContain('too common');
    const accounts = await database.handle.db
      .selectFrom('app_user')
      .select('id')
      .where('email', 'in', ['short@shop.test', 'common@shop.test'])
      .execute();
    expect(accounts).toEqual([]);
  }, 30_000);
});
