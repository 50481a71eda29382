import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.js';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.js';
import { prepareShopStart } from '../src/start-up.js';
import { verifyPassword } from '../src/lib/passwords.js';
import { type TestDatabase, createTestDatabase, testedDialects } from './helpers/test-app.js';

const INSTANCES = 3;
const REGISTER = 40;

describe.each(testedDialects().filter((dialect) => dialect === 'postgres'))(
  'instances started at once on one new %s database',
  (dialect) => {
    let database: TestDatabase;
    let dir: string;
    beforeAll(async () => {
      database = await createTestDatabase(dialect, { empty: true, migrated: false });
      dir = mkdtempSync(join(tmpdir(), 'storefront-start-up-'));
    });
    afterAll(async () => {
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('take turns: one migrates and seeds, the others find the shop seeded, the demo staff made once', async () => {
      const file = join(dir, 'demo-accounts.json');
      // Each instance has a pool of its own, as separate processes would.
      const handles = Array.from({ length: INSTANCES }, () =>
        createDatabase({ url: database.url, poolMax: 2 }),
      );
      try {
        const starts = await Promise.all(
          handles.map((handle) =>
            prepareShopStart(handle, {
              seedDemoData: true,
              demoRegisterSize: REGISTER,
              demoAccountsFile: file,
            }),
          ),
        );
        expect(starts.filter((start) => start.prepared.seeded)).toHaveLength(1);
        expect(starts.filter((start) => start.prepared.migrationsApplied.length > 0)).toHaveLength(1);
        expect(starts.map((start) => start.demoCompanies).sort()).toEqual([0, 0, REGISTER]);
        // Every instance prints the sign-ins the file keeps, and they open the accounts stored.
        const kept = JSON.parse(readFileSync(file, 'utf8')) as {
          accounts: { email: string; password: string }[];
        };
        const db = database.handle.db;
        const staff = await db
          .selectFrom('app_user')
          .select(['email', 'password_hash'])
          .where(
            'email',
            'in',
            DEMO_STAFF.map((member) => member.email),
          )
          .execute();
        expect(staff).toHaveLength(DEMO_STAFF.length);
        for (const start of starts)
          for (const account of start.demoAccounts!.accounts) {
            expect(kept.accounts.find((entry) => entry.email === account.email)?.password).toBe(
              account.password,
            );
            const row = staff.find((member) => member.email === account.email)!;
            expect(await verifyPassword(row.password_hash, account.password)).toBe(true);
          }
        const companies = await db
          .selectFrom('company')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(companies.n)).toBe(REGISTER);
      } finally {
        await Promise.all(handles.map((handle) => handle.destroy()));
      }
    });
  },
);
