import {
  editProfileCall,
  loginCall,
  managerUserTokenCall,
  resetNewPasswordCall,
  userSessionEndCall,
  userSessionsCall,
  userSessionsEndOthersCall,
} from '@storefront/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/lib/tokens.js';
import { deviceOf } from '../../src/lib/user-agent.js';
import { PASSWORD, login, postFrom, registerConfirmed } from '../helpers/accounts.js';
import { createLinkToken, createManagerToken, createSession, createUser } from '../helpers/factories.js';
import { solvedToken } from '../helpers/human-check.js';
import { callOk, expectError, post } from '../helpers/http.js';
import { type TestApp, createTestApp, testConfig, testedDialects } from '../helpers/test-app.js';

/**
 * The login e-mail and tokens that end when they should: the e-mail moves only
 * with the current password and ends the account's other credentials, a new password ends the
 * manager tokens too, sessions die when idle on the server, the customer sees and ends them, and
 * staff sessions are short, their manager tokens minted only from a recent login.
 */
const LOGIN_ACCOUNT_MAX = 4;
const MINUTE_MS = 60_000;
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let sequence = 0;
const uniqueEmail = (name = 'user') => `${name}.${Date.now()}.${++sequence}@example.test`;

describe.each(testedDialects())('sessions and the login e-mail on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    const defaults = testConfig();
    t = await createTestApp(dialect, {
      config: {
        rateLimits: {
          ...defaults.rateLimits,
          loginAccount: { max: LOGIN_ACCOUNT_MAX, windowSeconds: 900 },
          loginAccountAllIps: { max: 1_000, windowSeconds: 900 },
          loginIp: { max: 1_000, windowSeconds: 900 },
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });
  const db = () => t.database.handle.db;
  let ipSequence = 0;
  const freshIp = () => `203.0.113.${++ipSequence}`;

  async function registered(email = uniqueEmail()) {
    const { id, authKey } = await registerConfirmed(t.app, db(), email);
    return { email, id, authKey };
  }

  async function loggedIn(email: string, options: { rememberMe?: boolean; userAgent?: string } = {}) {
    const response = await postFrom(
      t.app,
      loginCall.path,
      { LoginForm: { username: email, password: PASSWORD, rememberMe: options.rememberMe ? 1 : 0 } },
      { ip: freshIp(), headers: options.userAgent ? { 'user-agent': options.userAgent } : {} },
    );
    expect(response.statusCode, response.body).toBe(200);
    return loginCall.answer.parse(response.json()).user.auth_key!;
  }

  const sessionRow = (key: string) =>
    db()
      .selectFrom('user_session')
      .selectAll()
      .where('token_hash', '=', hashToken(key))
      .executeTakeFirstOrThrow();
  const setSession = (key: string, fields: { created_at?: string; last_seen_at?: string | null }) =>
    db().updateTable('user_session').set(fields).where('token_hash', '=', hashToken(key)).execute();
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  const settingsUser = async (key: string): Promise<LightMyRequestResponse> =>
    post(t.app, '/api/settings', { auth_key: key });
  const isLive = async (key: string) => {
    const response = await settingsUser(key);
    if (response.statusCode === 401) return false;
    expect(response.statusCode, response.body).toBe(200);
    return true;
  };

  describe('changing the login e-mail (item 1)', () => {
    const edit = async (fields: Record<string, unknown>, ip = '127.0.0.1') =>
      postFrom(t.app, editProfileCall.path, { ...fields, token: await solvedToken(t.app) }, { ip });

    it('needs the current password: missing and wrong ones answer 400 on current_password', async () => {
      const { id, email, authKey } = await registered();
      const moved = uniqueEmail('moved');
      expectError(await edit({ id, auth_key: authKey, email: moved }), 400, {
        error: 'FieldCannotBeEmpty',
        field: 'current_password',
      });
      expectError(await edit({ id, auth_key: authKey, email: moved, current_password: 'not it' }), 400, {
        error: 'CurrentPasswordIncorrect',
        field: 'current_password',
      });
      const row = await db()
        .selectFrom('app_user')
        .select('email')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.email).toBe(email);
      // Other fields save without it while the e-mail stays.
      const same = await edit({ id, auth_key: authKey, email, first_name: 'Анна' });
      expect(same.statusCode, same.body).toBe(200);
    });

    it('does not tell a taken address without the password', async () => {
      const a = await registered();
      const b = await registered();
      expectError(await edit({ id: b.id, auth_key: b.authKey, email: a.email, current_password: 'x' }), 400, {
        error: 'CurrentPasswordIncorrect',
      });
    });

    it('throttles wrong passwords with the login limits, so it is no password oracle', async () => {
      const { id, authKey } = await registered();
      const ip = freshIp();
      const statuses: number[] = [];
      for (let index = 0; index < LOGIN_ACCOUNT_MAX + 2; index++) {
        const response = await edit(
          { id, auth_key: authKey, email: uniqueEmail('moved'), current_password: `guess ${index}` },
          ip,
        );
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([...Array(LOGIN_ACCOUNT_MAX).fill(400), 429, 429]);
      // Even the right password waits from that address, as at the login.
      expectError(
        await edit({ id, auth_key: authKey, email: uniqueEmail('moved'), current_password: PASSWORD }, ip),
        429,
        { error: 'TooManyRequests' },
      );
    });

    it('with the password: moves the e-mail, mails the old address, ends every other session and manager token', async () => {
      const { id, email, authKey } = await registered();
      const laptop = await loggedIn(email, { rememberMe: true });
      const manager = await createUser(db(), { role: 'manager' });
      const actingToken = await createManagerToken(db(), manager.id, id);
      const moved = uniqueEmail('moved');

      const answer = await callOk(t.app, editProfileCall, {
        id,
        auth_key: authKey,
        email: moved,
        current_password: PASSWORD,
        token: await solvedToken(t.app),
      });
      expect(answer.user.email).toBe(moved);

      const mails = await db()
        .selectFrom('mail_outbox')
        .selectAll()
        .where('template', '=', 'email-changed')
        .execute();
      const notice = mails.find((mail) => mail.to_address === email);
      expect(notice, 'a mail to the old address').toBeDefined();
      expect(notice!.text_body).toContain(moved);
      expect(notice!.text_body).toMatch(/не вы/);
      expect(notice!.text_body).toMatch(/not you/);
      expect(mails.some((mail) => mail.to_address === moved)).toBe(false);

      expect(await isLive(authKey), 'the session that changed it stays').toBe(true);
      expect(await isLive(laptop), 'another session ends').toBe(false);
      expect(await isLive(actingToken), 'a manager token acting as the customer ends').toBe(false);
      // The new address logs in, the old one no longer.
      expect((await login(t.app, moved, PASSWORD, { ip: freshIp() })).statusCode).toBe(200);
      expect((await login(t.app, email, PASSWORD, { ip: freshIp() })).statusCode).toBe(400);
    });

    it('still refuses a manager acting as the customer, password or not', async () => {
      const { id } = await registered();
      const manager = await createUser(db(), { role: 'manager' });
      const actingToken = await createManagerToken(db(), manager.id, id);
      expectError(
        await edit({ id, auth_key: actingToken, email: uniqueEmail('moved'), current_password: PASSWORD }),
        403,
        { error: 'ManagerCannotChangeEmail', field: 'email' },
      );
    });
  });

  describe('a password reset (item 7)', () => {
    async function resetPassword(userId: number) {
      const reset = await createLinkToken(db(), 'password_reset', userId);
      await callOk(t.app, resetNewPasswordCall, {
        ResetPasswordForm: { password: 'another horse battery' },
        reset_token: reset,
        token: await solvedToken(t.app),
      });
    }

    it('ends the manager tokens issued for the user', async () => {
      const customer = await createUser(db());
      const manager = await createUser(db(), { role: 'manager' });
      const forCustomer = await createManagerToken(db(), manager.id, customer.id);
      const forSomeoneElse = await createManagerToken(db(), manager.id, (await createUser(db())).id);
      await resetPassword(customer.id);
      expect(await isLive(forCustomer)).toBe(false);
      expect(await isLive(forSomeoneElse)).toBe(true);
    });

    it('ends the manager tokens issued by the user', async () => {
      const manager = await createUser(db(), { role: 'manager' });
      const customer = await createUser(db());
      const issued = await createManagerToken(db(), manager.id, customer.id);
      const managerSession = await createSession(db(), manager.id);
      await resetPassword(manager.id);
      expect(await isLive(issued)).toBe(false);
      expect(await isLive(managerSession)).toBe(false);
    });
  });

  describe('idle sessions die on the server (item 7)', () => {
    const { idleMinutes, rememberedIdleMinutes, staffIdleMinutes } = testConfig().sessions;

    it('ends a session not used for the idle time, counted from its last use', async () => {
      const { email } = await registered();
      const key = await loggedIn(email);
      await setSession(key, { created_at: ago(idleMinutes * MINUTE_MS - 5 * MINUTE_MS), last_seen_at: null });
      expect(await isLive(key), 'still inside the idle time').toBe(true);
      await setSession(key, { last_seen_at: ago(idleMinutes * MINUTE_MS + MINUTE_MS) });
      expectError(await settingsUser(key), 401, { error: 'IncorrectToken' });
    });

    it('gives a remembered session the longer idle time', async () => {
      const { email } = await registered();
      const key = await loggedIn(email, { rememberMe: true });
      await setSession(key, { last_seen_at: ago(idleMinutes * MINUTE_MS + MINUTE_MS) });
      expect(await isLive(key)).toBe(true);
      await setSession(key, { last_seen_at: ago(rememberedIdleMinutes * MINUTE_MS + MINUTE_MS) });
      expect(await isLive(key)).toBe(false);
    });

    it('gives staff the short one', async () => {
      const manager = await createUser(db(), { role: 'manager' });
      const key = await createSession(db(), manager.id);
      await setSession(key, { last_seen_at: ago(staffIdleMinutes * MINUTE_MS + MINUTE_MS) });
      expect(await isLive(key)).toBe(false);
    });

    it('writes last_seen_at at most once a minute per session', async () => {
      const { email } = await registered();
      const key = await loggedIn(email);
      const opened = (await sessionRow(key)).last_seen_at;
      expect(await isLive(key)).toBe(true);
      expect(await isLive(key)).toBe(true);
      expect((await sessionRow(key)).last_seen_at, 'no write within the minute').toBe(opened);
      const earlier = ago(2 * MINUTE_MS);
      await setSession(key, { last_seen_at: earlier });
      expect(await isLive(key)).toBe(true);
      const seen = (await sessionRow(key)).last_seen_at!;
      expect(Date.parse(seen)).toBeGreaterThan(Date.now() - MINUTE_MS);
    });
  });

  describe('staff sessions (item 7)', () => {
    const { staffHours, recentLoginMinutes } = testConfig().sessions;

    it('live staffHours at most, remember-me ignored, and end after them whatever expires_at says', async () => {
      const email = uniqueEmail('manager');
      await registered(email);
      await db().updateTable('app_user').set({ role: 'manager' }).where('email', '=', email).execute();
      const key = await loggedIn(email, { rememberMe: true });
      const row = await sessionRow(key);
      expect(row.remember).toBe(0);
      expect(Date.parse(row.expires_at) - Date.now()).toBeLessThanOrEqual(staffHours * 60 * MINUTE_MS);
      expect(Date.parse(row.expires_at) - Date.now()).toBeGreaterThan(
        staffHours * 60 * MINUTE_MS - MINUTE_MS,
      );
      // The answer says when, so the web's token cookie does not outlive the session.
      const answer = loginCall.answer.parse(
        (await login(t.app, email, PASSWORD, { rememberMe: true, ip: freshIp() })).json(),
      );
      const expiresIn = Date.parse(answer.user.auth_key_expires_at!) - Date.now();
      expect(expiresIn).toBeLessThanOrEqual(staffHours * 60 * MINUTE_MS);
      expect(expiresIn).toBeGreaterThan(staffHours * 60 * MINUTE_MS - MINUTE_MS);
      // A 30-day session opened while the user was a customer ends once they are staff.
      const customer = await createUser(db());
      const old = await createSession(db(), customer.id, { expiresInMs: 20 * 86_400_000 });
      await setSession(old, {
        created_at: ago(staffHours * 60 * MINUTE_MS + MINUTE_MS),
        last_seen_at: ago(0),
      });
      expect(await isLive(old)).toBe(true);
      await db().updateTable('app_user').set({ role: 'admin' }).where('id', '=', customer.id).execute();
      expect(await isLive(old)).toBe(false);
    });

    it('mint a manager token only from a recent login (403 RecentLoginRequired)', async () => {
      const manager = await createUser(db(), { role: 'manager' });
      const customer = await createUser(db());
      const key = await createSession(db(), manager.id);
      await callOk(t.app, managerUserTokenCall, { auth_key: key, user_id: customer.id });
      await setSession(key, {
        created_at: ago((recentLoginMinutes + 1) * MINUTE_MS),
        last_seen_at: ago(0),
      });
      expectError(
        await post(t.app, managerUserTokenCall.path, { auth_key: key, user_id: customer.id }),
        403,
        {
          error: 'RecentLoginRequired',
        },
      );
      // The session itself still works for the back-office's other calls.
      expect(await isLive(key)).toBe(true);
    });
  });

  describe('the customer’s sessions list (item 7)', () => {
    it('lists the live sessions with browser, OS and IP, the current one marked', async () => {
      const { id, email, authKey } = await registered();
      const firefox = await loggedIn(email, { userAgent: FIREFOX });
      await loggedIn(email, { userAgent: SAFARI_IPHONE });
      const ended = await loggedIn(email);
      await postFrom(t.app, '/api/logout', { auth_key: ended });
      const idle = await loggedIn(email);
      await setSession(idle, { last_seen_at: ago(1_000 * MINUTE_MS) });

      const { sessions } = await callOk(t.app, userSessionsCall, { auth_key: firefox });
      expect(sessions).toHaveLength(3);
      const current = sessions.filter((session) => session.current);
      expect(current).toHaveLength(1);
      expect(sessions[0]!.current, 'the current one first').toBe(true);
      expect(current[0]).toMatchObject({ browser: 'Firefox 128', os: 'Windows' });
      expect(sessions.find((session) => session.os === 'iOS')).toMatchObject({ browser: 'Safari 17' });
      expect(sessions.every((session) => session.ip !== null)).toBe(true);
      const owned = await db().selectFrom('user_session').select('id').where('user_id', '=', id).execute();
      expect(sessions.every((session) => owned.some((row) => row.id === session.id))).toBe(true);
      expect(authKey).toBeTruthy();
    });

    it('ends one other session; another user’s id, the current one or an ended one answer 404', async () => {
      const { email, authKey } = await registered();
      const other = await loggedIn(email);
      const stranger = await registered();
      const idOf = async (key: string) => (await sessionRow(key)).id;

      expectError(
        await post(t.app, userSessionEndCall.path, { auth_key: stranger.authKey }, { id: await idOf(other) }),
        404,
        {
          error: 'NotFound',
        },
      );
      expect(await isLive(other)).toBe(true);
      expectError(
        await post(t.app, userSessionEndCall.path, { auth_key: authKey }, { id: await idOf(authKey) }),
        404,
      );

      await callOk(t.app, userSessionEndCall, { auth_key: authKey }, { id: await idOf(other) });
      expect(await isLive(other)).toBe(false);
      expect(await isLive(authKey)).toBe(true);
      expectError(
        await post(t.app, userSessionEndCall.path, { auth_key: authKey }, { id: await idOf(other) }),
        404,
      );
    });

    it('ends all the others at once and keeps the current one', async () => {
      const { email, authKey } = await registered();
      const others = [await loggedIn(email), await loggedIn(email, { rememberMe: true })];
      await callOk(t.app, userSessionsEndOthersCall, { auth_key: authKey });
      for (const key of others) expect(await isLive(key)).toBe(false);
      expect(await isLive(authKey)).toBe(true);
      const { sessions } = await callOk(t.app, userSessionsCall, { auth_key: authKey });
      expect(sessions.map((session) => session.current)).toEqual([true]);
    });

    it('shows a manager acting as the customer the list, none current, but lets them end nothing', async () => {
      const { id, email, authKey } = await registered();
      const other = await loggedIn(email);
      const manager = await createUser(db(), { role: 'manager' });
      const acting = await createManagerToken(db(), manager.id, id);
      const { sessions } = await callOk(t.app, userSessionsCall, { auth_key: acting });
      expect(sessions).toHaveLength(2);
      expect(sessions.some((session) => session.current)).toBe(false);
      expectError(
        await post(
          t.app,
          userSessionEndCall.path,
          { auth_key: acting },
          { id: (await sessionRow(other)).id },
        ),
        403,
        { error: 'ManagerCannotEndSessions' },
      );
      expectError(await post(t.app, userSessionsEndOthersCall.path, { auth_key: acting }), 403, {
        error: 'ManagerCannotEndSessions',
      });
      expect(await isLive(other)).toBe(true);
      expect(await isLive(authKey)).toBe(true);
    });
  });
});

describe('deviceOf', () => {
  it.each([
    [FIREFOX, { browser: 'Firefox 128', os: 'Windows' }],
    [SAFARI_IPHONE, { browser: 'Safari 17', os: 'iOS' }],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome 124', os: 'Android' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
      { browser: 'Edge 124', os: 'macOS' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 YaBrowser/24.4.0.0 Safari/537.36',
      { browser: 'Yandex Browser 24', os: 'Windows' },
    ],
    ['curl/8.5.0', { browser: null, os: null }],
    [null, { browser: null, os: null }],
  ])('reads %s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toEqual(device);
  });
});
