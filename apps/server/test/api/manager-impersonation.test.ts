import {
  editProfileCall,
  logoutCall,
  managerUserTokenCall,
  setClientIdCall,
  settingsCall,
  userDocumentsCall,
  userOrdersCall,
  userYurlitsaCall,
  userYurlitsoAddCall,
  userYurlitsoDeleteCall,
  userYurlitsoUpdateCall,
  userYurlitsoUseCall,
} from '@storefront/contract';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/app.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { hashToken } from '../../src/lib/tokens.js';
import { MANAGER_TOKEN_TTL_MS } from '../../src/modules/impersonation/manager-token.service.js';
import { organisationRequisites, placeOrder, signedInCustomer } from '../helpers/account.js';
import {
  createCartItem,
  createManagerToken,
  createSession,
  createUser,
  demoProducts,
} from '../helpers/factories.js';
import { solvedToken } from '../helpers/human-check.js';
import { callOk, expectError, post } from '../helpers/http.js';
import { type TestApp, createTestApp, testConfig, testedDialects } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://shop.test';

describe.each(testedDialects())('manager impersonation on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { publicUrl: PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
  });
  const db = () => t.database.handle.db;

  async function signedInManager(role: 'manager' | 'admin' = 'manager') {
    const manager = await createUser(db(), { role });
    return { manager, managerKey: await createSession(db(), manager.id) };
  }

  const auditOf = (userId: number) =>
    db().selectFrom('audit_log').selectAll().where('actor_user_id', '=', userId).orderBy('id').execute();

  describe('manager-user-token', () => {
    it('gives a manager a 20-minute token for a customer, stored only as its hash, and a link', async () => {
      const { manager, managerKey } = await signedInManager();
      const customer = await createUser(db());
      const before = Date.now();
      const answer = await callOk(t.app, managerUserTokenCall, {
        auth_key: managerKey,
        user_id: customer.id,
      });
      expect(answer.user_id).toBe(customer.id);
      expect(answer.manager_token).toMatch(/^[\w-]{43}$/);
      const ttl = Date.parse(answer.expires_at) - before;
      expect(ttl).toBeGreaterThan(MANAGER_TOKEN_TTL_MS - 5_000);
      expect(ttl).toBeLessThanOrEqual(MANAGER_TOKEN_TTL_MS + 1_000);
      expect(MANAGER_TOKEN_TTL_MS).toBe(20 * 60_000);
      // The credentials ride after '#' only: the request a browser sends for the link has none.
      const link = new URL(answer.link);
      expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/`);
      expect(link.search).toBe('');
      expect(Object.fromEntries(new URLSearchParams(link.hash.slice(1)))).toEqual({
        manager_token: answer.manager_token,
        user_id: String(customer.id),
      });
      expect(answer.link.split('#')[0]).not.toContain(answer.manager_token);

      const rows = await db()
        .selectFrom('manager_token')
        .selectAll()
        .where('user_id', '=', customer.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ manager_id: manager.id, token_hash: hashToken(answer.manager_token) });
      expect(JSON.stringify(rows)).not.toContain(answer.manager_token);
      // The issue itself is on the record, without the token.
      const audit = await auditOf(customer.id);
      expect(audit).toMatchObject([
        { acting_manager_id: manager.id, action: 'manager-token-issued', entity: 'manager_token' },
      ]);
      expect(JSON.stringify(audit)).not.toContain(answer.manager_token);
    });

    it('gives every request a new token; an admin may have one too', async () => {
      const { managerKey } = await signedInManager('admin');
      const customer = await createUser(db());
      const body = { auth_key: managerKey, user_id: customer.id };
      const [a, b] = await Promise.all([
        callOk(t.app, managerUserTokenCall, body),
        callOk(t.app, managerUserTokenCall, body),
      ]);
      expect(a.manager_token).not.toBe(b.manager_token);
    });

    it('refuses customers (403 ManagerOnly) before looking the user up, and dead keys (401)', async () => {
      const { user, authKey } = await signedInCustomer(db());
      const other = await createUser(db());
      for (const userId of [other.id, 999_999]) {
        expectError(
          await post(t.app, managerUserTokenCall.path, { auth_key: authKey, user_id: userId }),
          403,
          {
            error: 'ManagerOnly',
          },
        );
      }
      const expired = await createSession(db(), (await signedInManager()).manager.id, { expiresInMs: -1 });
      expectError(
        await post(t.app, managerUserTokenCall.path, { auth_key: expired, user_id: user.id }),
        401,
        {
          error: 'IncorrectToken',
        },
      );
      expect(
        await db().selectFrom('manager_token').select('id').where('user_id', '=', other.id).execute(),
      ).toEqual([]);
    });

    it('does not take a manager token in place of the manager session', async () => {
      const { manager } = await signedInManager();
      const customer = await createUser(db());
      const token = await createManagerToken(db(), manager.id, customer.id);
      expectError(
        await post(t.app, managerUserTokenCall.path, { auth_key: token, user_id: customer.id }),
        401,
        {
          error: 'IncorrectToken',
        },
      );
    });

    it('answers 404 for an unknown user, 403 AccountBlocked for a blocked one and 403 CannotActAsStaff for staff', async () => {
      const { managerKey } = await signedInManager();
      const disabled = await createUser(db());
      await db()
        .updateTable('app_user')
        .set({ disabled_at: new Date().toISOString() })
        .where('id', '=', disabled.id)
        .execute();
      expectError(
        await post(t.app, managerUserTokenCall.path, { auth_key: managerKey, user_id: 999_999 }),
        404,
        {
          error: 'NotFound',
          field: 'user_id',
        },
      );
      // A blocked customer is refused by name: the back-office shows why.
      expectError(
        await post(t.app, managerUserTokenCall.path, { auth_key: managerKey, user_id: disabled.id }),
        403,
        { error: 'AccountBlocked', field: 'user_id' },
      );
      for (const role of ['manager', 'admin'] as const) {
        const staff = await createUser(db(), { role });
        expectError(
          await post(t.app, managerUserTokenCall.path, { auth_key: managerKey, user_id: staff.id }),
          403,
          {
            error: 'CannotActAsStaff',
          },
        );
      }
      expectError(await post(t.app, managerUserTokenCall.path, { auth_key: managerKey }), 400, {
        error: 'FieldCannotBeEmpty',
        field: 'user_id',
      });
    });
  });

  describe('acting as the customer', () => {
    async function issued() {
      const { manager, managerKey } = await signedInManager();
      const { user, authKey } = await signedInCustomer(db());
      const { manager_token: token } = await callOk(t.app, managerUserTokenCall, {
        auth_key: managerKey,
        user_id: user.id,
      });
      return { manager, managerKey, user, customerKey: authKey, token };
    }

    it('settings answers as the customer, with the customer cart', async () => {
      const { user, token } = await issued();
      const [product] = await demoProducts(db(), 1);
      const item = await createCartItem(db(), { userId: user.id, productId: product!.id, priceCents: 1000 });
      const answer = await callOk(t.app, settingsCall, { manager_auth_key: token, manager_user_id: user.id });
      expect(answer.user_data).toMatchObject({ id: user.id, email: user.email });
      expect(answer.cart.map((entry) => entry.id)).toEqual([item]);
      expect(await auditOf(user.id)).toHaveLength(1); // only the issue: settings reads are not audited
    });

    it('may not move the customer e-mail (the login and where reset links go)', async () => {
      const { user, token, customerKey } = await issued();
      expectError(
        await post(t.app, editProfileCall.path, {
          id: user.id,
          auth_key: token,
          email: 'manager.owns.it@example.test',
          token: await solvedToken(t.app),
        }),
        403,
        { error: 'ManagerCannotChangeEmail', field: 'email' },
      );
      expect((await callOk(t.app, settingsCall, { auth_key: customerKey })).user_data?.email).toBe(
        user.email,
      );
      // The customer may, with their password.
      const password = 'correct horse battery';
      await db()
        .updateTable('app_user')
        .set({ password_hash: await hashPassword(password) })
        .where('id', '=', user.id)
        .execute();
      const moved = await callOk(t.app, editProfileCall, {
        id: user.id,
        auth_key: customerKey,
        email: `moved.${user.email}`,
        current_password: password,
        token: await solvedToken(t.app),
      });
      expect(moved.user.email).toBe(`moved.${user.email}`);
    });

    it('ends a manager token on logout, leaving the customer and the manager signed in', async () => {
      const { managerKey, user, customerKey, token } = await issued();
      await callOk(t.app, logoutCall, { auth_key: token });
      expectError(
        await post(t.app, settingsCall.path, { manager_auth_key: token, manager_user_id: user.id }),
        401,
        {
          error: 'IncorrectToken',
        },
      );
      expect((await callOk(t.app, settingsCall, { auth_key: customerKey })).user_data?.id).toBe(user.id);
      await callOk(t.app, managerUserTokenCall, { auth_key: managerKey, user_id: user.id });
    });

    it('refuses an expired, revoked or mismatched token, and one whose issuer is no manager now', async () => {
      const { manager, user, token } = await issued();
      const other = await createUser(db());
      const settings = (key: string, userId: number) =>
        post(t.app, settingsCall.path, { manager_auth_key: key, manager_user_id: userId });
      expectError(await settings(token, other.id), 401, { error: 'IncorrectToken' });

      const expired = await createManagerToken(db(), manager.id, user.id, { expiresInMs: -1 });
      const revoked = await createManagerToken(db(), manager.id, user.id, { revoked: true });
      for (const key of [expired, revoked]) {
        expectError(await settings(key, user.id), 401, { error: 'IncorrectToken' });
        expectError(await post(t.app, userYurlitsaCall.path, { auth_key: key }), 401, {
          error: 'IncorrectToken',
        });
      }

      // A token issued 21 minutes ago has run out.
      await db()
        .updateTable('manager_token')
        .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
        .where('token_hash', '=', hashToken(token))
        .execute();
      expectError(await settings(token, user.id), 401, { error: 'IncorrectToken' });

      const fresh = await createManagerToken(db(), manager.id, user.id);
      expect((await settings(fresh, user.id)).statusCode).toBe(200);
      await db().updateTable('app_user').set({ role: 'customer' }).where('id', '=', manager.id).execute();
      expectError(await settings(fresh, user.id), 401, { error: 'IncorrectToken' });
      expectError(await post(t.app, userYurlitsaCall.path, { auth_key: fresh }), 401, {
        error: 'IncorrectToken',
      });
    });

    it('takes the token as auth_key on every account call: reads of documents and orders are audited, others not', async () => {
      const { user, token } = await issued();
      await placeOrder(db(), user.id);
      expect((await callOk(t.app, userYurlitsaCall, { auth_key: token })).yourlitsa.count).toBe(0);
      const documents = await callOk(t.app, userDocumentsCall, { auth_key: token });
      expect(documents.documents.count).toBeGreaterThan(0);
      expect((await callOk(t.app, userOrdersCall, { auth_key: token })).orders.count).toBe(2);
      expect((await auditOf(user.id)).map((row) => row.action)).toEqual([
        'manager-token-issued',
        userDocumentsCall.path,
        userOrdersCall.path,
      ]);
    });

    it('audits every write with both ids, the call path, the time and no secret', async () => {
      const { manager, user, token } = await issued();
      const started = Date.now();
      const added = await callOk(t.app, userYurlitsoAddCall, {
        auth_key: token,
        ...organisationRequisites,
        token: await solvedToken(t.app),
      });
      const second = await callOk(t.app, userYurlitsoAddCall, {
        auth_key: token,
        ...organisationRequisites,
        name: 'Второе',
        token: await solvedToken(t.app),
      });
      await callOk(
        t.app,
        userYurlitsoUpdateCall,
        { auth_key: token, ...organisationRequisites, bank: 'Другой банк', token: await solvedToken(t.app) },
        { id: added.id },
      );
      await callOk(t.app, userYurlitsoUseCall, { auth_key: token }, { id: second.id });
      await callOk(t.app, userYurlitsoDeleteCall, { auth_key: token }, { id: added.id });
      await callOk(t.app, setClientIdCall, { auth_key: token, clientID: 'GA1.2.3.4' });
      const edited = await callOk(t.app, editProfileCall, {
        id: user.id,
        auth_key: token,
        email: user.email,
        first_name: 'Изменено менеджером',
        token: await solvedToken(t.app),
      });
      expect(edited.user.first_name).toBe('Изменено менеджером');
      // A refused write changes nothing and is not on the record.
      expectError(await post(t.app, userYurlitsoDeleteCall.path, { auth_key: token }, { id: 999_999 }), 404);

      const audit = (await auditOf(user.id)).filter((row) => row.action !== 'manager-token-issued');
      expect(audit.map((row) => row.action)).toEqual([
        userYurlitsoAddCall.path,
        userYurlitsoAddCall.path,
        userYurlitsoUpdateCall.path,
        userYurlitsoUseCall.path,
        userYurlitsoDeleteCall.path,
        setClientIdCall.path,
        editProfileCall.path,
      ]);
      for (const row of audit) {
        expect(row).toMatchObject({ actor_user_id: user.id, acting_manager_id: manager.id, ip: '127.0.0.1' });
        expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(started - 2_000);
        expect(row.details).not.toContain(token);
        expect(row.details).not.toMatch(/auth_key|"token"/);
      }
      expect(JSON.parse(audit[0]!.details!)).toMatchObject({
        created_id: added.id,
        fields: expect.arrayContaining(['inn', 'name']),
      });
      expect(JSON.parse(audit[2]!.details!)).toMatchObject({ query: { id: added.id } });
      expect(JSON.parse(audit[6]!.details!).fields).toEqual(expect.arrayContaining(['first_name', 'email']));
    });

    it('does not audit the customer own writes', async () => {
      const { user, customerKey } = await issued();
      await callOk(t.app, userYurlitsoAddCall, {
        auth_key: customerKey,
        ...organisationRequisites,
        token: await solvedToken(t.app),
      });
      await callOk(t.app, setClientIdCall, { auth_key: customerKey, clientID: 'GA1.2.5.6' });
      expect((await auditOf(user.id)).map((row) => row.action)).toEqual(['manager-token-issued']);
      expect(
        await db()
          .selectFrom('audit_log')
          .select('id')
          .where('action', '=', userYurlitsoAddCall.path)
          .where('actor_user_id', '=', user.id)
          .execute(),
      ).toEqual([]);
    });
  });
});

describe('manager impersonation logs', () => {
  it('never write the manager token or the manager session key', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = testConfig({ logLevel: 'trace' });
    const t = await createTestApp('sqlite', { logger: { ...(loggerOptions(config) as object), stream } });
    const secrets: string[] = [];
    try {
      const db = t.database.handle.db;
      const manager = await createUser(db, { role: 'manager' });
      const customer = await createUser(db);
      const managerKey = await createSession(db, manager.id);
      secrets.push(managerKey);
      const issued = await callOk(t.app, managerUserTokenCall, {
        auth_key: managerKey,
        user_id: customer.id,
      });
      secrets.push(issued.manager_token);
      // A link of the old form (credentials in the query, still accepted by the page) is logged
      // with the token redacted.
      await t.app.inject({
        method: 'GET',
        url: `/?manager_token=${issued.manager_token}&user_id=${customer.id}`,
      });
      await callOk(t.app, settingsCall, {
        manager_auth_key: issued.manager_token,
        manager_user_id: customer.id,
      });
      await callOk(t.app, setClientIdCall, { auth_key: issued.manager_token, clientID: 'GA1.2.7.8' });
      expectError(
        await post(t.app, settingsCall.path, {
          manager_auth_key: issued.manager_token,
          manager_user_id: manager.id,
        }),
        401,
      );
    } finally {
      await t.close();
    }
    const log = lines.join('');
    expect(log).toContain('manager_token=[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
