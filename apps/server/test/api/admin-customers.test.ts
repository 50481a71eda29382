import {
  adminOrdersCall,
  adminCustomerBlockCall,
  adminCustomerCall,
  adminCustomersCall,
  adminCustomerUnblockCall,
  adminMeCall,
  adminStaffActiveCall,
  adminStaffCall,
  adminStaffCreateCall,
  adminStaffRoleCall,
  errorAnswer,
  managerUserTokenCall,
  resetNewPasswordCall,
  userSessionsCall,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/passwords.js';
import { placeOrder } from '../helpers/account.js';
import { login, PASSWORD, postFrom, takeMailedToken } from '../helpers/accounts.js';
import { createLinkToken, createManagerToken, createSession, createUser } from '../helpers/factories.js';
import { solvedToken } from '../helpers/human-check.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

const STAFF_PASSWORD = 'a long staff password 42';

/**
 * The back-office's customers (manager) and staff (administrator) (ADR 034):
 * who may call, the list's search and sorting, the customer's page, blocking (sessions end, no
 * login, no password link, no impersonation), staff made with a mailed link, roles and access.
 */
describe.each(testedDialects())('back-office customers and staff on %s', (dialect) => {
  let t: TestApp;
  const db = () => t.database.handle.db;
  const ids = { manager: 0, admin: 0, customer: 0 };
  const keys = { manager: '', admin: '', customer: '', managerToken: '' };
  let sequence = 0;
  const unique = () => `${Date.now()}-${++sequence}`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const manager = await createUser(db(), { role: 'manager' });
    const admin = await createUser(db(), { role: 'admin' });
    const customer = await createUser(db());
    Object.assign(ids, { manager: manager.id, admin: admin.id, customer: customer.id });
    keys.manager = await createSession(db(), manager.id);
    keys.admin = await createSession(db(), admin.id);
    keys.customer = await createSession(db(), customer.id);
    keys.managerToken = await createManagerToken(db(), manager.id, customer.id);
  });
  afterAll(async () => t?.close());

  const call = (
    path: string,
    body: Record<string, unknown>,
    query: Record<string, string | number> = {},
    key: string | null = keys.manager,
    ip = '127.0.0.1',
  ) =>
    postFrom(t.app, path, key === null ? body : { auth_key: key, ...body }, {
      ip,
      query: new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString(),
    });

  /** A customer with a password (and so a login), a live session and what else a test gives it. */
  async function customerWithPassword(fields: { phone?: string; last_name?: string } = {}) {
    const user = await createUser(db(), { email: `customer-${unique()}@example.test` });
    await db()
      .updateTable('app_user')
      .set({ password_hash: await hashPassword(PASSWORD), ...fields })
      .where('id', '=', user.id)
      .execute();
    return { ...user, authKey: await createSession(db(), user.id) };
  }

  const auditRows = (action: string, userId: number) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('entity', '=', 'app_user')
      .where('entity_id', '=', String(userId))
      .orderBy('id')
      .execute();

  describe('who may call', () => {
    it('answers the customers calls 401 to a guest and a manager token, 403 to a customer, 200 to staff', async () => {
      const target = await createUser(db());
      const cases: { path: string; body: Record<string, unknown>; query: Record<string, number> }[] = [
        { path: adminCustomersCall.path, body: {}, query: {} },
        { path: adminCustomerCall.path, body: {}, query: { id: target.id } },
        { path: adminCustomerBlockCall.path, body: { reason: 'Спам' }, query: { id: target.id } },
        { path: adminCustomerUnblockCall.path, body: { reason: 'Ошибка' }, query: { id: target.id } },
      ];
      for (const { path, body, query } of cases) {
        for (const [key, status, error] of [
          [null, 401, 'IncorrectToken'],
          [keys.managerToken, 401, 'IncorrectToken'],
          [keys.customer, 403, 'ManagerOnly'],
        ] as const) {
          const response = await call(path, body, query, key);
          expect(response.statusCode, path).toBe(status);
          expect(errorAnswer.parse(response.json()).error).toBe(error);
        }
        for (const key of [keys.manager, keys.admin]) {
          const response = await call(path, body, query, key);
          expect(response.statusCode, `${path}: ${response.body.slice(0, 200)}`).toBe(200);
        }
      }
    });

    it('serves the staff calls to an administrator only: a manager and a customer 403 AdminOnly', async () => {
      const member = await createUser(db(), { role: 'manager' });
      const cases: { path: string; body: Record<string, unknown>; query: Record<string, number> }[] = [
        { path: adminStaffCall.path, body: {}, query: {} },
        {
          path: adminStaffCreateCall.path,
          body: { email: `m-${unique()}@example.test`, first_name: 'Ольга', role: 'manager' },
          query: {},
        },
        { path: adminStaffRoleCall.path, body: { role: 'manager' }, query: { id: member.id } },
        { path: adminStaffActiveCall.path, body: { active: 1 }, query: { id: member.id } },
      ];
      for (const { path, body, query } of cases) {
        expect((await call(path, body, query, null)).statusCode, path).toBe(401);
        expect((await call(path, body, query, keys.managerToken)).statusCode, path).toBe(401);
        for (const key of [keys.customer, keys.manager]) {
          const response = await call(path, body, query, key);
          expect(response.statusCode, path).toBe(403);
          expect(errorAnswer.parse(response.json()).error).toBe('AdminOnly');
        }
        const response = await call(path, body, query, keys.admin);
        expect(response.statusCode, `${path}: ${response.body.slice(0, 200)}`).toBe(200);
      }
    });

    it('refuses bad input with the contract error shape', async () => {
      const target = await createUser(db());
      const noReason = await call(adminCustomerBlockCall.path, { reason: ' ' }, { id: target.id });
      expect(noReason.statusCode).toBe(400);
      expect(errorAnswer.parse(noReason.json())).toMatchObject({
        error: 'FieldCannotBeEmpty',
        field: 'reason',
      });
      const badId = await call(adminCustomerCall.path, {}, { id: 'abc' });
      expect(badId.statusCode).toBe(400);
      const badSort = await call(adminCustomersCall.path, { sort: 'password' });
      expect(errorAnswer.parse(badSort.json())).toMatchObject({ error: 'FieldHasWrongValue', field: 'sort' });
      const badEmail = await call(
        adminStaffCreateCall.path,
        { email: 'not-an-email', first_name: 'Ольга', role: 'manager' },
        {},
        keys.admin,
      );
      expect(badEmail.statusCode).toBe(400);
      expect(errorAnswer.parse(badEmail.json())).toMatchObject({ error: 'FieldMustBeEmail', field: 'email' });
      const badRole = await call(
        adminStaffRoleCall.path,
        { role: 'customer' },
        { id: ids.manager },
        keys.admin,
      );
      expect(errorAnswer.parse(badRole.json())).toMatchObject({ error: 'FieldHasWrongValue', field: 'role' });
      // Staff are not customers here: their page and their block are NotFound.
      for (const path of [adminCustomerCall.path, adminCustomerBlockCall.path]) {
        const staff = await call(path, { reason: 'Проверка' }, { id: ids.manager });
        expect(staff.statusCode, path).toBe(404);
        expect(errorAnswer.parse(staff.json()).error).toBe('NotFound');
      }
      const missing = await call(adminCustomerCall.path, {}, { id: 2_000_000_000 });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('the list and the page', () => {
    it('searches by e-mail, name, phone, INN or company name, pages and sorts, with orders and block state', async () => {
      const marker = `q${Date.now()}`;
      const a = await createUser(db(), { email: `${marker}-a@example.test` });
      const b = await createUser(db(), { email: `other-${unique()}@example.test` });
      await db()
        .updateTable('app_user')
        .set({ last_name: `Петрова${marker}`, phone: '+7 (916) 555-12-34' })
        .where('id', '=', b.id)
        .execute();
      const c = await createUser(db(), { email: `third-${unique()}@example.test` });
      await db()
        .insertInto('legal_entity')
        .values({
          user_id: c.id,
          name: `ООО «Ромашка ${marker}»`,
          inn: '7707083893',
          ogrn: '1027700132195',
          kpp: '773601001',
          bik: '044525225',
          bank: 'ПАО Сбербанк',
          rasch_sch: '40702810938000000001',
          yur_address: 'Москва',
          is_default: 1,
        })
        .execute();
      await placeOrder(db(), a.id);
      await placeOrder(db(), a.id);
      await placeOrder(db(), b.id);

      const list = async (body: Record<string, unknown>, page = 1) => {
        const response = await call(adminCustomersCall.path, body, { page });
        expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
        return adminCustomersCall.answer.parse(response.json()).customers;
      };
      const idsOf = (answer: Awaited<ReturnType<typeof list>>) => answer.list.map((row) => row.id);

      expect(idsOf(await list({ q: `${marker}-A@EXAMPLE` }))).toEqual([a.id]);
      expect(idsOf(await list({ q: `петрова${marker}` }))).toEqual([b.id]);
      expect(idsOf(await list({ q: '555-12-34' }))).toContain(b.id);
      expect(idsOf(await list({ q: `ромашка ${marker}` }))).toEqual([c.id]);
      expect(idsOf(await list({ q: '7707083893' }))).toContain(c.id);
      expect(idsOf(await list({ q: 'no-such-customer-anywhere' }))).toEqual([]);
      // Staff are not listed as customers.
      expect(idsOf(await list({ pagesize: 100 }))).not.toContain(ids.manager);

      const mine = await list({ q: marker, sort: 'orders', dir: 'desc' });
      expect(idsOf(mine)).toEqual([a.id, b.id, c.id]);
      expect(mine.list[0]).toMatchObject({
        email: `${marker}-a@example.test`,
        orders_count: 2,
        blocked_at: null,
      });
      expect(mine.list[0]!.last_order_at).not.toBeNull();
      expect(mine.list[2]).toMatchObject({ orders_count: 0, last_order_at: null });
      expect(idsOf(await list({ q: marker, sort: 'last_order', dir: 'asc' })).at(-1)).toBe(c.id);
      expect(idsOf(await list({ q: marker, sort: 'last_order', dir: 'desc' })).at(-1)).toBe(c.id);
      expect(idsOf(await list({ q: marker, sort: 'email', dir: 'asc' }))).toEqual([b.id, a.id, c.id]);

      const first = await list({ q: marker, sort: 'orders', dir: 'desc', pagesize: 2 });
      expect(first).toMatchObject({ count: 3, page: 1 });
      expect(idsOf(await list({ q: marker, sort: 'orders', dir: 'desc', pagesize: 2 }, 2))).toEqual([c.id]);

      await call(adminCustomerBlockCall.path, { reason: 'Проверка' }, { id: b.id });
      expect(idsOf(await list({ q: marker, state: 'blocked' }))).toEqual([b.id]);
      expect(idsOf(await list({ q: marker, state: 'active', sort: 'email', dir: 'asc' }))).toEqual([
        a.id,
        c.id,
      ]);
    });

    it("shows the customer's profile, orders, legal entities and live sessions with device and IP", async () => {
      const customer = await customerWithPassword({ phone: '+7 (916) 000-11-22' });
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.7',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent':
            'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
        },
        payload: new URLSearchParams({
          'LoginForm[username]': customer.email,
          'LoginForm[password]': PASSWORD,
          'LoginForm[rememberMe]': '0',
        }).toString(),
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const placed = await placeOrder(db(), customer.id);
      const response = await call(adminCustomerCall.path, {}, { id: customer.id });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const { customer: page } = adminCustomerCall.answer.parse(response.json());
      expect(page).toMatchObject({
        id: customer.id,
        email: customer.email,
        phone: '+7 (916) 000-11-22',
        blocked_at: null,
      });
      expect(page.orders).toEqual([
        expect.objectContaining({ id: placed.orderId, number: placed.number, status: 'awaiting_payment' }),
      ]);
      expect(page).toMatchObject({ orders_total: 1, legal_entities_total: page.legal_entities.length });

      // "All of the customer's orders": the orders list filtered by the account, no one else's.
      const second = await placeOrder(db(), customer.id);
      await placeOrder(db(), (await customerWithPassword()).id);
      const again = adminCustomerCall.answer.parse(
        (await call(adminCustomerCall.path, {}, { id: customer.id })).json(),
      ).customer;
      expect(again.orders_total).toBe(2);
      const listed = adminOrdersCall.answer.parse(
        (await call(adminOrdersCall.path, { customer_id: customer.id })).json(),
      ).orders;
      expect(listed.count).toBe(2);
      expect(listed.list.map((order) => order.id).sort((a, b) => a - b)).toEqual(
        [placed.orderId, second.orderId].sort((a, b) => a - b),
      );
      expect(page.sessions).toHaveLength(2);
      expect(page.sessions).toContainEqual(
        expect.objectContaining({ ip: '203.0.113.7', browser: 'Chrome 131', os: 'Windows' }),
      );
      expect(page.sessions.find((s) => s.ip === '203.0.113.7')?.user_agent).toContain('Chrome/131.0');
    });
  });

  describe('blocking', () => {
    it('ends the sessions and tokens at once, refuses login, password link and impersonation; unblocking lets them in', async () => {
      const customer = await customerWithPassword();
      const token = await createManagerToken(db(), ids.manager, customer.id);
      const before = await call(userSessionsCall.path, {}, {}, customer.authKey);
      expect(before.statusCode).toBe(200);

      const blocked = await call(
        adminCustomerBlockCall.path,
        { reason: 'Мошенничество' },
        { id: customer.id },
      );
      expect(blocked.statusCode, blocked.body).toBe(200);
      expect(adminCustomerBlockCall.answer.parse(blocked.json()).customer).toMatchObject({
        blocked_reason: 'Мошенничество',
        sessions: [],
      });
      // Ended in the database, so every instance sees it: no live session row is left.
      const live = await db()
        .selectFrom('user_session')
        .select('id')
        .where('user_id', '=', customer.id)
        .where('revoked_at', 'is', null)
        .execute();
      expect(live).toEqual([]);
      for (const key of [customer.authKey, token]) {
        const refused = await call(userSessionsCall.path, {}, {}, key);
        expect(refused.statusCode).toBe(401);
        expect(errorAnswer.parse(refused.json()).error).toBe('IncorrectToken');
      }

      const [audit] = await auditRows(adminCustomerBlockCall.path, customer.id);
      expect(audit).toMatchObject({ actor_user_id: ids.manager, acting_manager_id: null });
      expect(JSON.parse(audit!.details!)).toMatchObject({
        before: { disabled_at: null, disabled_reason: null },
        after: { disabled_reason: 'Мошенничество' },
      });
      // Blocking again changes nothing and leaves no audit row.
      expect(
        (await call(adminCustomerBlockCall.path, { reason: 'Ещё раз' }, { id: customer.id })).statusCode,
      ).toBe(200);
      expect(await auditRows(adminCustomerBlockCall.path, customer.id)).toHaveLength(1);

      // The right password is told the account is blocked; a wrong one learns nothing.
      const refusedLogin = await login(t.app, customer.email, PASSWORD, { ip: '198.51.100.1' });
      expect(refusedLogin.statusCode).toBe(403);
      expect(errorAnswer.parse(refusedLogin.json()).error).toBe('AccountBlocked');
      const wrong = await login(t.app, customer.email, 'wrong horse battery', { ip: '198.51.100.1' });
      expect(errorAnswer.parse(wrong.json()).error).toBe('LoginIncorrect');

      const reset = await postFrom(t.app, resetNewPasswordCall.path, {
        ResetPasswordForm: { password: 'another horse battery' },
        reset_token: await createLinkToken(db(), 'password_reset', customer.id),
        token: await solvedToken(t.app),
      });
      expect(reset.statusCode).toBe(403);
      expect(errorAnswer.parse(reset.json()).error).toBe('AccountBlocked');

      const impersonation = await call(managerUserTokenCall.path, { user_id: customer.id });
      expect(impersonation.statusCode).toBe(403);
      expect(errorAnswer.parse(impersonation.json())).toMatchObject({
        error: 'AccountBlocked',
        field: 'user_id',
      });

      const unblocked = await call(
        adminCustomerUnblockCall.path,
        { reason: 'Разобрались' },
        { id: customer.id },
      );
      expect(unblocked.statusCode).toBe(200);
      expect(adminCustomerUnblockCall.answer.parse(unblocked.json()).customer.blocked_at).toBeNull();
      const [unblockAudit] = await auditRows(adminCustomerUnblockCall.path, customer.id);
      expect(JSON.parse(unblockAudit!.details!)).toMatchObject({
        before: { disabled_reason: 'Мошенничество' },
        after: { disabled_at: null, disabled_reason: null },
        reason: 'Разобрались',
      });
      expect((await login(t.app, customer.email, PASSWORD, { ip: '198.51.100.2' })).statusCode).toBe(200);
      expect((await call(managerUserTokenCall.path, { user_id: customer.id })).statusCode).toBe(200);
    });
  });

  describe('staff', () => {
    it('makes a manager with a mailed link: the password set there logs into the back-office', async () => {
      const email = `new-manager-${unique()}@example.test`;
      const created = await call(
        adminStaffCreateCall.path,
        { email: email.toUpperCase(), first_name: 'Ольга', last_name: 'Смирнова', role: 'manager' },
        {},
        keys.admin,
      );
      expect(created.statusCode, created.body).toBe(200);
      const { member } = adminStaffCreateCall.answer.parse(created.json());
      expect(member).toMatchObject({ email, role: 'manager', password_set: false, deactivated_at: null });
      const [audit] = await auditRows(adminStaffCreateCall.path, member.id);
      expect(audit).toMatchObject({ actor_user_id: ids.admin });
      expect(JSON.parse(audit!.details!)).toMatchObject({ before: {}, after: { email, role: 'manager' } });

      // No password yet: nobody logs in until the link is used.
      expect((await login(t.app, email, STAFF_PASSWORD, { ip: '198.51.100.3' })).statusCode).toBe(400);
      const reset = await postFrom(t.app, resetNewPasswordCall.path, {
        ResetPasswordForm: { password: STAFF_PASSWORD },
        reset_token: await takeMailedToken(db(), email, 'staff-invite'),
        token: await solvedToken(t.app),
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const signedIn = await login(t.app, email, STAFF_PASSWORD, { ip: '198.51.100.3' });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const me = await call(adminMeCall.path, {}, {}, signedIn.json().user.auth_key);
      expect(adminMeCall.answer.parse(me.json())).toMatchObject({ id: member.id, role: 'manager' });

      const again = await call(
        adminStaffCreateCall.path,
        { email, first_name: 'Ольга', role: 'admin' },
        {},
        keys.admin,
      );
      expect(again.statusCode).toBe(400);
      expect(errorAnswer.parse(again.json())).toMatchObject({ error: 'EmailIsTaken', field: 'email' });

      const listed = await call(adminStaffCall.path, { pagesize: 100 }, {}, keys.admin);
      const staff = adminStaffCall.answer.parse(listed.json()).staff.list;
      expect(staff.find((row) => row.id === member.id)).toMatchObject({ password_set: true });
      expect(staff.every((row) => row.role === 'manager' || row.role === 'admin')).toBe(true);

      // Searched by a part of the e-mail or the name, in any case; never a customer.
      const search = async (q: string) =>
        adminStaffCall.answer
          .parse((await call(adminStaffCall.path, { q }, {}, keys.admin)).json())
          .staff.list.map((row) => row.id);
      expect(await search('ОЛЬГ')).toContain(member.id);
      expect(await search('смирнова')).toContain(member.id);
      expect(await search(email.split('@')[0]!.toUpperCase())).toEqual([member.id]);
      expect(await search('100%_')).toEqual([]);
      expect(await search('customer')).not.toContain(ids.customer);
    });

    it("promotes a customer's e-mail as the command line does: the customer's password and sessions end", async () => {
      const customer = await customerWithPassword();
      const created = await call(
        adminStaffCreateCall.path,
        { email: customer.email, first_name: 'Павел', role: 'manager' },
        {},
        keys.admin,
      );
      expect(created.statusCode, created.body).toBe(200);
      expect(adminStaffCreateCall.answer.parse(created.json()).member).toMatchObject({
        id: customer.id,
        role: 'manager',
        password_set: false,
      });
      expect((await call(userSessionsCall.path, {}, {}, customer.authKey)).statusCode).toBe(401);
      expect((await login(t.app, customer.email, PASSWORD, { ip: '198.51.100.4' })).statusCode).toBe(400);
      const [audit] = await auditRows(adminStaffCreateCall.path, customer.id);
      expect(JSON.parse(audit!.details!)).toMatchObject({
        before: { role: 'customer' },
        after: { role: 'manager' },
        promoted: true,
      });
    });

    it('changes roles, deactivates and reactivates; never one’s own account', async () => {
      const member = await createUser(db(), { role: 'manager' });
      await db()
        .updateTable('app_user')
        .set({ password_hash: await hashPassword(STAFF_PASSWORD) })
        .where('id', '=', member.id)
        .execute();
      const memberKey = await createSession(db(), member.id);

      const promoted = await call(adminStaffRoleCall.path, { role: 'admin' }, { id: member.id }, keys.admin);
      expect(adminStaffRoleCall.answer.parse(promoted.json()).member.role).toBe('admin');
      const [roleAudit] = await auditRows(adminStaffRoleCall.path, member.id);
      expect(JSON.parse(roleAudit!.details!)).toMatchObject({
        before: { role: 'manager' },
        after: { role: 'admin' },
      });
      // Sessions opened under the old role end.
      expect((await call(adminMeCall.path, {}, {}, memberKey)).statusCode).toBe(401);

      const deactivated = await call(adminStaffActiveCall.path, { active: 0 }, { id: member.id }, keys.admin);
      expect(adminStaffActiveCall.answer.parse(deactivated.json()).member.deactivated_at).not.toBeNull();
      const refused = await login(t.app, member.email, STAFF_PASSWORD, { ip: '198.51.100.5' });
      expect(refused.statusCode).toBe(403);
      expect(errorAnswer.parse(refused.json()).error).toBe('AccountBlocked');
      const [activeAudit] = await auditRows(adminStaffActiveCall.path, member.id);
      expect(JSON.parse(activeAudit!.details!)).toMatchObject({ before: { disabled_at: null } });

      const reactivated = await call(adminStaffActiveCall.path, { active: 1 }, { id: member.id }, keys.admin);
      expect(adminStaffActiveCall.answer.parse(reactivated.json()).member.deactivated_at).toBeNull();
      expect((await login(t.app, member.email, STAFF_PASSWORD, { ip: '198.51.100.5' })).statusCode).toBe(200);

      for (const [path, body] of [
        [adminStaffRoleCall.path, { role: 'manager' }],
        [adminStaffActiveCall.path, { active: 0 }],
      ] as const) {
        const own = await call(path, body, { id: ids.admin }, keys.admin);
        expect(own.statusCode, path).toBe(400);
        expect(errorAnswer.parse(own.json()).error).toBe('CannotChangeOwnAccount');
      }
      const customer = await call(
        adminStaffRoleCall.path,
        { role: 'admin' },
        { id: ids.customer },
        keys.admin,
      );
      expect(customer.statusCode).toBe(404);
    });

    it('keeps one administrator when two demote each other at once', async () => {
      // The only active administrators of a fresh database: the two below.
      const fresh = await createTestApp(dialect);
      try {
        const freshDb = fresh.database.handle.db;
        const [x, y] = [
          await createUser(freshDb, { role: 'admin' }),
          await createUser(freshDb, { role: 'admin' }),
        ];
        const [xKey, yKey] = [await createSession(freshDb, x.id), await createSession(freshDb, y.id)];
        const demote = (key: string, id: number) =>
          postFrom(
            fresh.app,
            adminStaffRoleCall.path,
            { auth_key: key, role: 'manager' },
            { query: `id=${id}` },
          );
        const answers = await Promise.all([demote(xKey, y.id), demote(yKey, x.id)]);
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses[0]).toBe(200);
        expect([400, 401, 403]).toContain(statuses[1]);
        const refusal = answers.find((answer) => answer.statusCode !== 200)!;
        expect(['LastAdministrator', 'IncorrectToken', 'AdminOnly']).toContain(
          errorAnswer.parse(refusal.json()).error,
        );
        const admins = await freshDb
          .selectFrom('app_user')
          .select('id')
          .where('role', '=', 'admin')
          .where('disabled_at', 'is', null)
          .execute();
        expect(admins).toHaveLength(1);
      } finally {
        await fresh.close();
      }
    });
  });
});
