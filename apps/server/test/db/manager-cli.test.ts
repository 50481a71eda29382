import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/lib/passwords.js';
import { createUser } from '../helpers/factories.js';
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
    createServices(testConfig(), database.handle, console).users.createOrPromoteManager(email, password);
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

  it('promotes a customer keeping the password, or setting the one given; an admin stays admin', async () => {
    const customer = await createUser(db());
    await db().updateTable('app_user').set({ password_hash: 'kept' }).where('id', '=', customer.id).execute();
    const promoted = await createOrPromoteManager(customer.email);
    expect(promoted).toMatchObject({ id: customer.id, created: false, generatedPassword: undefined });
    expect(await userRow(customer.id)).toMatchObject({ role: 'manager', password_hash: 'kept' });

    const admin = await createUser(db(), { role: 'admin' });
    const again = await createOrPromoteManager(admin.email, 'a given password 123');
    expect(again.generatedPassword).toBeUndefined();
    const row = await userRow(admin.id);
    expect(row.role).toBe('admin');
    expect(await verifyPassword(row.password_hash, 'a given password 123')).toBe(true);
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

    const short = await run(['create', 'short@shop.test', '--password-stdin'], 'short\n');
    expect(short.code).toBe(1);
    const bad = await run(['create', 'not-an-email']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Usage');
  }, 30_000);
});
