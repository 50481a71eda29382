import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/app.js';
import { hashToken } from '../../src/lib/tokens.js';
import { deliveredOrder } from '../helpers/account.js';
import { PASSWORD, login, postFrom, registerConfirmed } from '../helpers/accounts.js';
import {
  breakAuditLog,
  createManagerToken,
  createSession,
  createUser,
  repairAuditLog,
} from '../helpers/factories.js';
import { expectError } from '../helpers/http.js';
import { type TestApp, createTestApp, testConfig, testedDialects } from '../helpers/test-app.js';

/**
 * A manager's reads of a customer's documents and files are audited, and refusals
 * (403 of any call, 429 of login) are security events: a warn-level log line and an audit row with
 * the account and the IP, whose failure never changes the answer.
 */
describe.each(testedDialects())('audited reads and security events on %s', (dialect) => {
  let t: TestApp;
  let documentsDir: string;
  const lines: string[] = [];
  const db = () => t.database.handle.db;
  const ids = { customer: 0, manager: 0, otherManager: 0 };
  const keys = { customer: '', acting: '', manager: '' };
  let order: Awaited<ReturnType<typeof deliveredOrder>>;

  beforeAll(async () => {
    documentsDir = mkdtempSync(join(tmpdir(), 'storefront-audit-'));
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = testConfig({ logLevel: 'warn' });
    t = await createTestApp(dialect, {
      config: {
        documentsDir,
        rateLimits: { ...config.rateLimits, loginAccount: { max: 2, windowSeconds: 900 } },
      },
      logger: { ...(loggerOptions(config) as object), stream },
    });
    const [customer, manager, otherManager] = [
      await createUser(db()),
      await createUser(db(), { role: 'manager' }),
      await createUser(db(), { role: 'manager' }),
    ];
    Object.assign(ids, { customer: customer.id, manager: manager.id, otherManager: otherManager.id });
    keys.customer = await createSession(db(), customer.id);
    keys.manager = await createSession(db(), manager.id);
    keys.acting = await createManagerToken(db(), manager.id, customer.id);
    order = await deliveredOrder(db(), customer.id, documentsDir);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(documentsDir, { recursive: true, force: true });
  });

  const auditRows = (action: string) =>
    db().selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  describe("a manager's reads of the customer's documents and files", () => {
    const reads = () =>
      [
        ['/api/user-documents', { lang: 'ru-RU' }, undefined],
        ['/api/user-products', { lang: 'ru-RU' }, undefined],
        ['/api/user-act', { lang: 'ru-RU' }, order.actId],
        ['/api/user-invoice', { lang: 'ru-RU' }, order.invoiceId],
        ['/api/user-file', {}, order.fileId],
      ] as const;

    it('are recorded: who, whose, which call and ids, from where', async () => {
      for (const [path, body, id] of reads()) {
        const response = await postFrom(
          t.app,
          path,
          { ...body, auth_key: keys.acting },
          { ip: '192.0.2.50', query: id === undefined ? undefined : `id=${id}` },
        );
        expect(response.statusCode, `${path}: ${response.body.slice(0, 200)}`).toBe(200);
        const rows = await auditRows(path);
        expect(rows, path).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          actor_user_id: ids.customer,
          acting_manager_id: ids.manager,
          entity: 'app_user',
          entity_id: String(ids.customer),
          ip: '192.0.2.50',
        });
        const details = JSON.parse(rows[0]!.details!);
        expect(details.manager_token_id).toEqual(expect.any(Number));
        if (id !== undefined) expect(details.query).toEqual({ id });
        expect(rows[0]!.details).not.toContain(keys.acting);
      }
    });

    it('are not recorded when the customer reads their own, nor when a read is refused', async () => {
      const before = (await db().selectFrom('audit_log').select('id').execute()).length;
      for (const [path, body, id] of reads()) {
        const response = await postFrom(
          t.app,
          path,
          { ...body, auth_key: keys.customer },
          {
            query: id === undefined ? undefined : `id=${id}`,
          },
        );
        expect(response.statusCode, path).toBe(200);
      }
      expectError(
        await postFrom(
          t.app,
          '/api/user-act',
          { lang: 'ru-RU', auth_key: keys.acting },
          { query: 'id=999999' },
        ),
        404,
      );
      expect((await db().selectFrom('audit_log').select('id').execute()).length).toBe(before);
    });
  });

  describe('refusals', () => {
    it('records a 403 with the account refused and the IP, and logs it at warn level', async () => {
      const response = await postFrom(
        t.app,
        '/api/manager-user-token',
        { auth_key: keys.customer, user_id: ids.customer },
        { ip: '198.51.100.61' },
      );
      expectError(response, 403, { error: 'ManagerOnly' });
      const [row] = (await auditRows('security.forbidden')).filter((r) => r.ip === '198.51.100.61');
      expect(row).toMatchObject({
        actor_user_id: ids.customer,
        entity: 'app_user',
        entity_id: String(ids.customer),
      });
      expect(JSON.parse(row!.details!)).toEqual({ call: '/api/manager-user-token', key: 'ManagerOnly' });
      const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.ip === '198.51.100.61');
      expect(logged).toMatchObject({ level: 40, securityEvent: 'security.forbidden', userId: ids.customer });
    });

    it('records a 403 a handler raises with the caller: a manager asking to act as staff', async () => {
      const response = await postFrom(
        t.app,
        '/api/manager-user-token',
        { auth_key: keys.manager, user_id: ids.otherManager },
        { ip: '198.51.100.62' },
      );
      expectError(response, 403, { error: 'CannotActAsStaff' });
      const [row] = (await auditRows('security.forbidden')).filter((r) => r.ip === '198.51.100.62');
      expect(row).toMatchObject({ actor_user_id: ids.manager });
      expect(JSON.parse(row!.details!)).toMatchObject({ key: 'CannotActAsStaff', field: 'user_id' });
    });

    it('records throttled logins with the user id of the e-mail tried, else its hash', async () => {
      const email = `throttled.${Date.now()}@example.test`;
      await registerConfirmed(t.app, db(), email);
      const user = await db()
        .selectFrom('app_user')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const unknown = `nobody.${Date.now()}@example.test`;
      for (const tried of [email, unknown]) {
        for (let n = 0; n < 2; n++)
          expect((await login(t.app, tried, 'wrong', { ip: '198.51.100.63' })).statusCode).toBe(400);
        expectError(await login(t.app, tried, 'wrong', { ip: '198.51.100.63' }), 429, {
          error: 'TooManyRequests',
        });
      }
      const rows = (await auditRows('security.login-throttled')).filter((r) => r.ip === '198.51.100.63');
      expect(rows.map((row) => [row.actor_user_id, row.entity, row.entity_id])).toEqual([
        [user.id, 'app_user', String(user.id)],
        [null, 'email_hash', hashToken(unknown)],
      ]);
      expect(rows.map((row) => row.details).join()).not.toContain(unknown);
      // The owner, from another address, still gets in.
      expect((await login(t.app, email, PASSWORD, { ip: '192.0.2.64' })).statusCode).toBe(200);
    });

    describe('when the audit log cannot be written', () => {
      beforeAll(async () => {
        await breakAuditLog(db(), dialect);
      });
      afterAll(async () => {
        await repairAuditLog(db(), dialect);
      });

      it('still answers the refusal as it was, and logs the failure', async () => {
        lines.length = 0;
        expectError(
          await postFrom(t.app, '/api/manager-user-token', {
            auth_key: keys.customer,
            user_id: ids.customer,
          }),
          403,
          { error: 'ManagerOnly' },
        );
        const email = `down.${Date.now()}@example.test`;
        for (let n = 0; n < 2; n++) await login(t.app, email, 'wrong', { ip: '198.51.100.65' });
        expectError(await login(t.app, email, 'wrong', { ip: '198.51.100.65' }), 429, {
          error: 'TooManyRequests',
        });
        const logged = lines.map((line) => JSON.parse(line));
        expect(logged.filter((entry) => entry.msg === 'security event not recorded')).toHaveLength(2);
        expect(logged.filter((entry) => entry.msg === 'security event')).toHaveLength(2);
      });

      it("refuses a manager's read it cannot record (500), as it refuses such a write", async () => {
        const response = await postFrom(t.app, '/api/user-documents', {
          lang: 'ru-RU',
          auth_key: keys.acting,
        });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ error: 'UnknownError' });
      });
    });
  });
});
