import {
  confirmEmailCall,
  editProfileCall,
  loginByTokenCall,
  logoutCall,
  loginCall,
  registerCall,
  requestNewPasswordCall,
  resetNewPasswordCall,
  setClientIdCall,
  validateResetTokenCall,
} from '@storefront/contract';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/app.js';
import { hashToken, newToken } from '../../src/lib/tokens.js';
import {
  PASSWORD,
  login,
  postFrom,
  register,
  registerConfirmed,
  takeMailedToken,
} from '../helpers/accounts.js';
import {
  createCartItem,
  createLinkToken,
  createSession,
  createUser,
  demoProducts,
} from '../helpers/factories.js';
import { solvedToken } from '../helpers/human-check.js';
import { expectError } from '../helpers/http.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { type TestApp, createTestApp, testConfig, testedDialects } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://shop.test';
const DAY_MS = 86_400_000;
const LOGIN_ACCOUNT_MAX = 5;
const LOGIN_IP_MAX = 8;
const LOGIN_ACCOUNT_ALL_IPS_MAX = 12;
const RESET_EMAIL_MAX = 3;

let sequence = 0;
const uniqueEmail = (name = 'user') => `${name}.${Date.now()}.${++sequence}@example.test`;

/** Milliseconds from now to an ISO time. */
const msFromNow = (iso: string) => Date.parse(iso) - Date.now();

describe.each(testedDialects())('accounts on %s', (dialect) => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    const defaults = testConfig();
    t = await createTestApp(dialect, {
      config: {
        publicUrl: PUBLIC_URL,
        mail: { ...defaults.mail, smtpUrl: sink.url, from: 'Shop <robot@shop.test>' },
        rateLimits: {
          ...defaults.rateLimits,
          loginAccount: { max: LOGIN_ACCOUNT_MAX, windowSeconds: 900 },
          loginAccountAllIps: { max: LOGIN_ACCOUNT_ALL_IPS_MAX, windowSeconds: 900 },
          loginIp: { max: LOGIN_IP_MAX, windowSeconds: 900 },
          passwordResetEmail: { max: RESET_EMAIL_MAX, windowSeconds: 3600 },
          passwordResetIp: { max: 1_000, windowSeconds: 3600 },
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  afterEach(() => {
    sink.mails.length = 0;
  });

  const db = () => t.database.handle.db;
  let ipSequence = 0;
  /** Each test logs in from its own address, so per-IP limits of one do not reach another. */
  const freshIp = () => `198.51.100.${++ipSequence}`;

  const ok = <T>(response: LightMyRequestResponse, schema: { parse(value: unknown): T }): T => {
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  };

  function registered(email = uniqueEmail()) {
    return registerConfirmed(t.app, db(), email);
  }

  const userRow = (email: string) =>
    db()
      .selectFrom('app_user')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
  const confirmWith = (confirmToken: string) =>
    postFrom(t.app, confirmEmailCall.path, { confirm_token: confirmToken });
  /** Status, body and headers but the date: what a caller can compare between two answers. */
  const visible = (response: LightMyRequestResponse) => {
    const { date: _date, ...headers } = response.headers;
    return { status: response.statusCode, body: response.body, headers };
  };

  describe('register', () => {
    it('answers a new e-mail and a taken one alike, and mails each owner once', async () => {
      const taken = await registered();
      const takenBefore = await userRow(taken.email);
      const email = uniqueEmail('New.User');

      const fresh = await register(t.app, `  ${email.toUpperCase()} `, PASSWORD, {
        lang: 'en-US',
        clientID: 'GA1.2.345',
      });
      const repeat = await register(t.app, taken.email.toUpperCase(), 'another password 1', {
        lang: 'en-US',
      });

      expect(ok(fresh, registerCall.answer.strict())).toEqual({ success: true, user: null });
      expect(visible(repeat)).toEqual(visible(fresh));

      // The new e-mail: an unconfirmed account with its argon2id hash, no session yet.
      const row = await userRow(email);
      expect(row).toMatchObject({ email_verified_at: null, language_code: 'en-US', client_id: 'GA1.2.345' });
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain(PASSWORD);
      expect(
        await db().selectFrom('user_session').select('id').where('user_id', '=', row.id).execute(),
      ).toEqual([]);
      // The taken one: nothing changed.
      expect(await userRow(taken.email)).toEqual(takenBefore);

      expect(await t.app.mail.deliverDue()).toEqual({ sent: 2, failed: 0 });
      const mailTo = (to: string) => sink.mails.filter((mail) => mail.envelope.to[0] === to);
      const [confirm] = mailTo(email.toLowerCase());
      const [exists] = mailTo(taken.email);
      expect(mailTo(email.toLowerCase())).toHaveLength(1);
      expect(mailTo(taken.email)).toHaveLength(1);

      expect(confirm!.headers.get('subject')).toMatch(
        /^Confirm your registration \/ Подтверждение регистрации/,
      );
      const link = new RegExp(`${PUBLIC_URL}/confirm-email#token=([\\w-]+)`).exec(confirm!.text);
      expect(link, confirm!.text).not.toBeNull();
      expect(confirm!.html).toContain(`href="${PUBLIC_URL}/confirm-email#token=${link![1]}"`);
      expect(confirm!.text).not.toMatch(/\?token=/);
      const stored = await db()
        .selectFrom('email_confirmation')
        .selectAll()
        .where('user_id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(stored.token_hash).toBe(hashToken(link![1]!));
      expect(msFromNow(stored.expires_at)).toBeGreaterThan(DAY_MS - 60_000);
      expect(msFromNow(stored.expires_at)).toBeLessThanOrEqual(DAY_MS);

      expect(exists!.headers.get('subject')).toMatch(
        /^У вас уже есть учётная запись \/ You already have an account/,
      );
      expect(exists!.text).toContain(`${PUBLIC_URL}/login`);
      expect(exists!.text).toContain(`${PUBLIC_URL}/forgot-password`);
      expect(exists!.text).toContain('You already have an account. Log in here:');
      expect(exists!.text).not.toContain('token=');
    });

    it('the mailed link confirms the e-mail and signs in for a day, once', async () => {
      const email = uniqueEmail();
      ok(await register(t.app, email), registerCall.answer);
      const confirmToken = await takeMailedToken(db(), email, 'registration-confirm');

      const { user, cart } = ok(await confirmWith(confirmToken), confirmEmailCall.answer.strict());
      expect(user).toMatchObject({ email, boughts: 0 });
      expect(cart).toEqual([]);
      expect(user.auth_key).toMatch(/^[\w-]{43}$/);
      expect((await userRow(email)).email_verified_at).not.toBeNull();
      const session = await db()
        .selectFrom('user_session')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(session.token_hash).toBe(hashToken(user.auth_key!));
      expect(msFromNow(session.expires_at)).toBeGreaterThan(DAY_MS - 60_000);
      expect(msFromNow(session.expires_at)).toBeLessThanOrEqual(DAY_MS);
      ok(await postFrom(t.app, loginByTokenCall.path, { auth_key: user.auth_key }), loginByTokenCall.answer);
      expect((await login(t.app, email, PASSWORD, { ip: freshIp() })).statusCode).toBe(200);

      expectError(await confirmWith(confirmToken), 400, {
        error: 'ConfirmEmailTokenIsInvalid',
        field: 'confirm_token',
      });
    });

    it('refuses an expired or unknown confirmation link', async () => {
      const email = uniqueEmail();
      ok(await register(t.app, email), registerCall.answer);
      const confirmToken = await takeMailedToken(db(), email, 'registration-confirm');
      await db()
        .updateTable('email_confirmation')
        .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
        .where('token_hash', '=', hashToken(confirmToken))
        .execute();
      expectError(await confirmWith(confirmToken), 400, { error: 'ConfirmEmailTokenIsInvalid' });
      expectError(await confirmWith(newToken()), 400, { error: 'ConfirmEmailTokenIsInvalid' });
      expect((await userRow(email)).email_verified_at).toBeNull();
    });

    it('an unconfirmed account cannot log in: LoginIncorrect, exactly as a wrong password', async () => {
      const { email: known } = await registered();
      const email = uniqueEmail();
      ok(await register(t.app, email), registerCall.answer);
      const ip = freshIp();
      const unconfirmed = await login(t.app, email, PASSWORD, { ip });
      const wrong = await login(t.app, known, 'wrong password', { ip });
      expectError(unconfirmed, 400, { error: 'LoginIncorrect' });
      expect(visible(unconfirmed)).toEqual(visible(wrong));
      await takeMailedToken(db(), email, 'registration-confirm');
    });

    it('registering an unconfirmed e-mail again sets the new password and kills the old link', async () => {
      const email = uniqueEmail();
      ok(await register(t.app, email, 'first password 1'), registerCall.answer);
      const first = await takeMailedToken(db(), email, 'registration-confirm');
      ok(await register(t.app, email, 'second password 2'), registerCall.answer);
      const second = await takeMailedToken(db(), email, 'registration-confirm');
      expect(
        await db().selectFrom('app_user').select('id').where('email', '=', email).execute(),
      ).toHaveLength(1);

      expectError(await confirmWith(first), 400, { error: 'ConfirmEmailTokenIsInvalid' });
      ok(await confirmWith(second), confirmEmailCall.answer);
      const ip = freshIp();
      expectError(await login(t.app, email, 'first password 1', { ip }), 400, { error: 'LoginIncorrect' });
      expect((await login(t.app, email, 'second password 2', { ip })).statusCode).toBe(200);
    });

    it('of two parallel registrations with one e-mail, both answer success and one account waits', async () => {
      const email = uniqueEmail();
      const [a, b] = await Promise.all([register(t.app, email), register(t.app, email)]);
      expect(ok(a, registerCall.answer)).toEqual({ success: true, user: null });
      expect(ok(b, registerCall.answer)).toEqual({ success: true, user: null });
      expect(
        await db().selectFrom('app_user').select('id').where('email', '=', email).execute(),
      ).toHaveLength(1);
      ok(
        await confirmWith(await takeMailedToken(db(), email, 'registration-confirm')),
        confirmEmailCall.answer,
      );
      await db().deleteFrom('mail_outbox').where('to_address', '=', email).execute();
    });

    it.each([
      [
        'different passwords',
        { passwordRepeat: 'something else' },
        'PasswordShouldBeTheSame',
        'SignupForm[passwordRepeat]',
      ],
      [
        'a short password',
        { password: 'abc', passwordRepeat: 'abc' },
        'FieldMustBeMinLength',
        'SignupForm[password]',
      ],
      ['a bad e-mail', { email: 'nobody@' }, 'FieldMustBeEmail', 'SignupForm[email]'],
    ])('refuses %s', async (_, fields, error, field) => {
      const response = await postFrom(t.app, registerCall.path, {
        SignupForm: { email: uniqueEmail(), password: PASSWORD, passwordRepeat: PASSWORD, ...fields },
        token: 'never-checked',
      });
      expectError(response, 400, { error, field });
    });

    it('refuses a password under 8 characters with its minimum', async () => {
      const response = await register(t.app, uniqueEmail(), 'seven77');
      expectError(response, 400, { error: 'FieldMustBeMinLength', field: 'SignupForm[password]' });
      expect(response.json()).toMatchObject({ args: [8] });
    });

    it('refuses common passwords, their trivial variants and the e-mail, creating nothing', async () => {
      const email = uniqueEmail('lantern.keeper');
      for (const password of [
        'password',
        'PASSWORD',
        'qwerty123',
        'Password2024!',
        'iloveyou1',
        'superman',
        email,
        email.split('@')[0]!,
      ]) {
        expectError(await register(t.app, email, password), 400, {
          error: 'PasswordTooCommon',
          field: 'SignupForm[password]',
        });
      }
      expect(
        await db().selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirst(),
      ).toBe(undefined);
      expect((await register(t.app, email, 'lantern keeper of the north')).statusCode).toBe(200);
      // The accepted one waits for its confirmation (taken here, so later tests see their own mails).
      await takeMailedToken(db(), email, 'registration-confirm');
    });

    it('refuses a missing or forged human check and creates nothing', async () => {
      const email = uniqueEmail();
      const form = { SignupForm: { email, password: PASSWORD, passwordRepeat: PASSWORD } };
      expectError(await postFrom(t.app, registerCall.path, form), 400, {
        error: 'FieldCannotBeEmpty',
        field: 'token',
      });
      expectError(await postFrom(t.app, registerCall.path, { ...form, token: 'forged' }), 400, {
        error: 'HumanCheckFailed',
        field: 'token',
      });
      expect(
        await db().selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirst(),
      ).toBe(undefined);
    });
  });

  describe('login', () => {
    it('answers user and cart with a new random token each time, stored only as its hash', async () => {
      const { email, id } = await registered();
      const [product] = await demoProducts(db(), 1);
      await createCartItem(db(), { userId: id, productId: product!.id, priceCents: product!.price_cents });
      const ip = freshIp();
      const first = ok(
        await login(t.app, email, PASSWORD, { ip, clientID: 'GA1.9' }),
        loginCall.answer.strict(),
      );
      const second = ok(await login(t.app, email.toUpperCase(), PASSWORD, { ip }), loginCall.answer);
      expect(first.user).toMatchObject({ id, email, clientID: 'GA1.9' });
      expect(first.cart).toHaveLength(1);
      expect(first.user.auth_key).not.toBe(second.user.auth_key);
      const hashes = (
        await db().selectFrom('user_session').select('token_hash').where('user_id', '=', id).execute()
      ).map((row) => row.token_hash);
      expect(hashes).toContain(hashToken(first.user.auth_key!));
      expect(hashes).toContain(hashToken(second.user.auth_key!));
      expect(hashes).not.toContain(first.user.auth_key);
    });

    it('gives a 30-day session with rememberMe=1 and a 1-day one without', async () => {
      const { email } = await registered();
      const ip = freshIp();
      const sessionOf = async (authKey: string) =>
        db()
          .selectFrom('user_session')
          .select(['expires_at', 'remember'])
          .where('token_hash', '=', hashToken(authKey))
          .executeTakeFirstOrThrow();
      const remembered = ok(await login(t.app, email, PASSWORD, { ip, rememberMe: true }), loginCall.answer);
      const daily = ok(await login(t.app, email, PASSWORD, { ip }), loginCall.answer);
      const long = await sessionOf(remembered.user.auth_key!);
      const short = await sessionOf(daily.user.auth_key!);
      expect(long.remember).toBe(1);
      expect(msFromNow(long.expires_at)).toBeGreaterThan(30 * DAY_MS - 60_000);
      expect(short.remember).toBe(0);
      expect(msFromNow(short.expires_at)).toBeGreaterThan(DAY_MS - 60_000);
      expect(msFromNow(short.expires_at)).toBeLessThanOrEqual(DAY_MS);
    });

    it('answers LoginIncorrect for a wrong password and for an unknown e-mail alike', async () => {
      const { email } = await registered();
      const ip = freshIp();
      const wrong = await login(t.app, email, 'wrong password', { ip });
      const unknown = await login(t.app, uniqueEmail('nobody'), PASSWORD, { ip });
      expectError(wrong, 400, { error: 'LoginIncorrect' });
      expect(unknown.statusCode).toBe(wrong.statusCode);
      expect(unknown.body).toBe(wrong.body);
    });

    it('throttles a parallel burst of wrong passwords per account from one IP; the owner elsewhere gets in', async () => {
      const { email } = await registered();
      const ip = freshIp();
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) => login(t.app, email, `guess ${index}`, { ip })),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 400)).toHaveLength(LOGIN_ACCOUNT_MAX);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LOGIN_ACCOUNT_MAX);
      const refused = responses.find((response) => response.statusCode === 429)!;
      expectError(refused, 429, { error: 'TooManyRequests' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
      // From that address the right password waits too: a guesser cannot tell it from a wrong one.
      expectError(await login(t.app, email, PASSWORD, { ip }), 429, { error: 'TooManyRequests' });
      // The owner, from their own address, is not locked out.
      expect((await login(t.app, email, PASSWORD, { ip: freshIp() })).statusCode).toBe(200);
    });

    it('throttles a burst spread over many IPs per account, with the looser cap', async () => {
      const { email } = await registered();
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) => login(t.app, email, `guess ${index}`, { ip: freshIp() })),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 400)).toHaveLength(LOGIN_ACCOUNT_ALL_IPS_MAX);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LOGIN_ACCOUNT_ALL_IPS_MAX);
      expectError(await login(t.app, email, PASSWORD, { ip: freshIp() }), 429, { error: 'TooManyRequests' });
    });

    it('throttles wrong passwords per IP across accounts', async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let index = 0; index < LOGIN_IP_MAX + 2; index++)
        statuses.push((await login(t.app, uniqueEmail('spray'), 'wrong', { ip })).statusCode);
      expect(statuses).toEqual([...Array(LOGIN_IP_MAX).fill(400), 429, 429]);
    });

    it('does not spend the budget on successful logins', async () => {
      const { email } = await registered();
      const ip = freshIp();
      for (let index = 0; index < LOGIN_ACCOUNT_MAX + 3; index++)
        expect((await login(t.app, email, PASSWORD, { ip })).statusCode).toBe(200);
      for (let index = 0; index < LOGIN_ACCOUNT_MAX - 1; index++)
        expectError(await login(t.app, email, 'wrong', { ip }), 400, { error: 'LoginIncorrect' });
      expect((await login(t.app, email, PASSWORD, { ip })).statusCode).toBe(200);
    });
  });

  describe('login-by-token and set-client-id', () => {
    it('answers the user and cart of a live session', async () => {
      const user = await createUser(db());
      const authKey = await createSession(db(), user.id);
      const answer = ok(
        await postFrom(t.app, loginByTokenCall.path, { auth_key: authKey }),
        loginByTokenCall.answer,
      );
      expect(answer.user).toMatchObject({ id: user.id, email: user.email, auth_key: authKey });
      expect(answer.cart).toEqual([]);
    });

    it.each([
      ['an expired', { expiresInMs: -1_000 }],
      ['a revoked', { revoked: true }],
    ])('answers 401 IncorrectToken to %s token', async (_, options) => {
      const user = await createUser(db());
      const authKey = await createSession(db(), user.id, options);
      for (const path of [loginByTokenCall.path, '/api/settings'])
        expectError(await postFrom(t.app, path, { auth_key: authKey }), 401, { error: 'IncorrectToken' });
      expectError(await postFrom(t.app, setClientIdCall.path, { auth_key: authKey, clientID: 'x' }), 401, {
        error: 'IncorrectToken',
      });
    });

    it('logout revokes exactly that session, and answers success for any token', async () => {
      const user = await createUser(db());
      const phone = await createSession(db(), user.id);
      const laptop = await createSession(db(), user.id);
      ok(await postFrom(t.app, logoutCall.path, { auth_key: phone }), logoutCall.answer.strict());
      for (const path of [loginByTokenCall.path, '/api/settings'])
        expectError(await postFrom(t.app, path, { auth_key: phone }), 401, { error: 'IncorrectToken' });
      ok(await postFrom(t.app, loginByTokenCall.path, { auth_key: laptop }), loginByTokenCall.answer);
      // Twice, or with a token nobody has: still success, never a 401 loop.
      ok(await postFrom(t.app, logoutCall.path, { auth_key: phone }), logoutCall.answer.strict());
      ok(await postFrom(t.app, logoutCall.path, { auth_key: newToken() }), logoutCall.answer.strict());
      expectError(await postFrom(t.app, logoutCall.path, {}), 400, {
        error: 'FieldCannotBeEmpty',
        field: 'auth_key',
      });
    });

    it('answers 401 to a token no session has', async () => {
      expectError(await postFrom(t.app, loginByTokenCall.path, { auth_key: newToken() }), 401, {
        error: 'IncorrectToken',
      });
    });

    it('links the analytics client id to the user', async () => {
      const user = await createUser(db());
      const authKey = await createSession(db(), user.id);
      ok(
        await postFrom(t.app, setClientIdCall.path, { auth_key: authKey, clientID: 'GA1.2.777' }),
        setClientIdCall.answer.strict(),
      );
      const row = await db()
        .selectFrom('app_user')
        .select('client_id')
        .where('id', '=', user.id)
        .executeTakeFirst();
      expect(row?.client_id).toBe('GA1.2.777');
      expectError(await postFrom(t.app, setClientIdCall.path, { auth_key: authKey }), 400, {
        error: 'FieldCannotBeEmpty',
        field: 'clientID',
      });
    });
  });

  describe('password reset', () => {
    const requestReset = async (email: string, ip = '127.0.0.1') =>
      postFrom(
        t.app,
        requestNewPasswordCall.path,
        { PasswordResetRequestForm: { email }, token: await solvedToken(t.app) },
        { ip },
      );
    const validate = (token: string) =>
      postFrom(t.app, validateResetTokenCall.path, {}, { query: `token=${encodeURIComponent(token)}` });
    const resetWith = async (resetToken: string, password: string) =>
      postFrom(t.app, resetNewPasswordCall.path, {
        ResetPasswordForm: { password },
        reset_token: resetToken,
        token: await solvedToken(t.app),
      });

    /** The reset token from the link of the one mail the SMTP server received. */
    async function mailedToken(email: string): Promise<string> {
      expect(await t.app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
      expect(sink.mails).toHaveLength(1);
      const [mail] = sink.mails;
      expect(mail!.envelope.to).toEqual([email]);
      // The token rides after '#' only: the request a browser sends for the link carries none.
      const link = new RegExp(`${PUBLIC_URL}/reset-password#token=([\\w-]+)`).exec(mail!.text);
      expect(link, mail!.text).not.toBeNull();
      expect(mail!.html).toContain(`href="${PUBLIC_URL}/reset-password#token=${link![1]}"`);
      expect(mail!.text).not.toMatch(/\?token=/);
      return link![1]!;
    }

    it('mails a single-use link that sets the password and ends every session', async () => {
      const { email, authKey } = await registered();
      ok(await requestReset(email.toUpperCase()), requestNewPasswordCall.answer.strict());
      const token = await mailedToken(email);
      const [mail] = sink.mails;
      expect(mail!.headers.get('subject')).toMatch(/^Смена пароля \/ Password reset/);
      expect(mail!.text).toContain('Чтобы задать новый пароль');
      expect(mail!.text).toContain('To set a new password');

      const stored = await db()
        .selectFrom('password_reset')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
      expect(msFromNow(stored.expires_at)).toBeGreaterThan(3_600_000 - 60_000);
      expect(msFromNow(stored.expires_at)).toBeLessThanOrEqual(3_600_000);
      expect(
        await db()
          .selectFrom('password_reset')
          .select('id')
          .where('token_hash', '=', token)
          .executeTakeFirst(),
      ).toBe(undefined);

      ok(await validate(token), validateResetTokenCall.answer.strict());
      ok(await resetWith(token, 'a brand new secret'), resetNewPasswordCall.answer.strict());

      expectError(await postFrom(t.app, loginByTokenCall.path, { auth_key: authKey }), 401, {
        error: 'IncorrectToken',
      });
      const ip = freshIp();
      expectError(await login(t.app, email, PASSWORD, { ip }), 400, { error: 'LoginIncorrect' });
      expect((await login(t.app, email, 'a brand new secret', { ip })).statusCode).toBe(200);

      expectError(await validate(token), 400, { error: 'ResetTokenIsInvalid', field: 'token' });
      expectError(await resetWith(token, 'another new secret'), 400, {
        error: 'ResetTokenIsInvalid',
        field: 'reset_token',
      });
    });

    /** A live reset token of the account, as if mailed. */
    async function resetTokenOf(userId: number): Promise<string> {
      const token = await createLinkToken(db(), 'password_reset', userId);
      return token;
    }

    it('refuses a common new password and keeps the link live for another try', async () => {
      const { id } = await registered();
      const token = await resetTokenOf(id);
      expectError(await resetWith(token, 'Qwerty123!'), 400, {
        error: 'PasswordTooCommon',
        field: 'ResetPasswordForm[password]',
      });
      ok(await validate(token), validateResetTokenCall.answer.strict());
      ok(await resetWith(token, 'a brand new secret'), resetNewPasswordCall.answer.strict());
    });

    it('asks 12 characters of a manager or an administrator, 8 of a customer', async () => {
      for (const role of ['manager', 'admin'] as const) {
        const staff = await createUser(db(), { role });
        const token = await resetTokenOf(staff.id);
        const short = await resetWith(token, 'eleven char');
        expectError(short, 400, { error: 'FieldMustBeMinLength', field: 'ResetPasswordForm[password]' });
        expect(short.json()).toMatchObject({ args: [12] });
        ok(await resetWith(token, 'twelve chars'), resetNewPasswordCall.answer.strict());
      }
      const { id } = await registered();
      ok(await resetWith(await resetTokenOf(id), 'eight ch'), resetNewPasswordCall.answer.strict());
    });

    it('confirms an unconfirmed e-mail once the reset is done: the owner proved the mailbox', async () => {
      const email = uniqueEmail();
      ok(await register(t.app, email), registerCall.answer);
      const confirmToken = await takeMailedToken(db(), email, 'registration-confirm');
      ok(await requestReset(email), requestNewPasswordCall.answer);
      const token = await mailedToken(email);
      ok(await resetWith(token, 'a brand new secret'), resetNewPasswordCall.answer);

      expect((await userRow(email)).email_verified_at).not.toBeNull();
      expect((await login(t.app, email, 'a brand new secret', { ip: freshIp() })).statusCode).toBe(200);
      expectError(await confirmWith(confirmToken), 400, { error: 'ConfirmEmailTokenIsInvalid' });
    });

    it('checks a token sent in the body as reset_token (no log records it), the query as the spec has it', async () => {
      const { id } = await registered();
      const token = await createLinkToken(db(), 'password_reset', id);
      ok(
        await postFrom(t.app, validateResetTokenCall.path, { reset_token: token }),
        validateResetTokenCall.answer.strict(),
      );
      ok(await validate(token), validateResetTokenCall.answer.strict());
      expectError(await postFrom(t.app, validateResetTokenCall.path, { reset_token: 'no-such-token' }), 400, {
        error: 'ResetTokenIsInvalid',
        field: 'reset_token',
      });
      expectError(await validate('no-such-token'), 400, { error: 'ResetTokenIsInvalid', field: 'token' });
      expectError(await postFrom(t.app, validateResetTokenCall.path, {}), 400, {
        error: 'FieldCannotBeEmpty',
        field: 'reset_token',
      });
    });

    it('refuses a token past its hour, and unknown ones', async () => {
      const { id } = await registered();
      const token = await createLinkToken(db(), 'password_reset', id, -1_000);
      expectError(await validate(token), 400, { error: 'ResetTokenIsInvalid' });
      expectError(await resetWith(token, 'a brand new secret'), 400, { error: 'ResetTokenIsInvalid' });
      expectError(await validate(newToken()), 400, { error: 'ResetTokenIsInvalid' });
    });

    it('answers known and unknown e-mails identically and mails only the known one', async () => {
      const { email } = await registered();
      const known = await requestReset(email);
      const unknown = await requestReset(uniqueEmail('stranger'));
      expect(visible(unknown)).toEqual(visible(known));
      await mailedToken(email);
    });

    it('throttles requests per e-mail', async () => {
      const { email } = await registered();
      const statuses: number[] = [];
      for (let index = 0; index < RESET_EMAIL_MAX + 1; index++)
        statuses.push((await requestReset(email, freshIp())).statusCode);
      expect(statuses).toEqual([...Array(RESET_EMAIL_MAX).fill(200), 429]);
      await t.app.mail.deliverDue();
    });

    it('refuses a missing human check', async () => {
      expectError(
        await postFrom(t.app, requestNewPasswordCall.path, {
          PasswordResetRequestForm: { email: uniqueEmail() },
        }),
        400,
        { error: 'FieldCannotBeEmpty', field: 'token' },
      );
    });
  });

  describe('edit-profile', () => {
    const profile = {
      first_name: 'Иван',
      last_name: 'Петров',
      middle_name: 'Сергеевич',
      phone: '+7 (999) 123-45-67',
      telegram: '@ivan',
      country: 'Россия',
      region: 'Московская область',
      city: 'Москва',
      address: 'ул. Тверская, 1',
      act_type: 'electronic',
      contact_name: 'Пётр',
      contact_phone: '+7 (999) 765-43-21',
      contact_index: '101000',
    };
    const edit = async (fields: Record<string, unknown>) =>
      postFrom(t.app, editProfileCall.path, { ...fields, token: await solvedToken(t.app) });

    it('saves every field and answers success and the user', async () => {
      const { id, email, authKey } = await registered();
      const answer = ok(
        await edit({ id, auth_key: authKey, email: email.toUpperCase(), ...profile }),
        editProfileCall.answer.strict(),
      );
      expect(answer).toMatchObject({ success: true, user: { id, email, ...profile } });
      const settings = await postFrom(t.app, '/api/settings', { auth_key: authKey });
      expect(settings.json().user_data).toMatchObject({ id, ...profile });
    });

    it('keeps each phone in the mask of its own country, read from the dialling code', async () => {
      const { id, email, authKey } = await registered();
      const answer = ok(
        await edit({
          id,
          auth_key: authKey,
          email,
          phone: '+375 (29) 123-45-67',
          contact_phone: '+7 (999) 765-43-21',
        }),
        editProfileCall.answer.strict(),
      );
      expect(answer.user.phoneMask).toEqual({ iso_code_2: 'BY', mask: '375 (##) ###-##-##' });
      expect(answer.user.contact_phoneMask).toEqual({ iso_code_2: 'RU', mask: '7 (###) ###-##-##' });
    });

    it('refuses another user id (404), a dead token (401), a taken e-mail and a short phone', async () => {
      const a = await registered();
      const b = await registered();
      expectError(await edit({ id: a.id, auth_key: b.authKey, email: b.email }), 404, { error: 'NotFound' });
      expectError(await edit({ id: b.id, auth_key: newToken(), email: b.email }), 401, {
        error: 'IncorrectToken',
      });
      expectError(
        await edit({ id: b.id, auth_key: b.authKey, email: a.email, current_password: PASSWORD }),
        400,
        {
          error: 'EmailIsTaken',
          field: 'email',
        },
      );
      expectError(await edit({ id: b.id, auth_key: b.authKey, email: b.email, phone: '+7 (999) 12' }), 400, {
        error: 'PhoneMustBeFull',
        field: 'phone',
      });
      const row = await db()
        .selectFrom('app_user')
        .select('email')
        .where('id', '=', a.id)
        .executeTakeFirstOrThrow();
      expect(row.email).toBe(a.email);
    });
  });
});

describe('account logs', () => {
  it('never write a password, session token, reset token or human-check token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = testConfig({ logLevel: 'trace' });
    const t = await createTestApp('sqlite', { logger: { ...(loggerOptions(config) as object), stream } });
    const secrets: string[] = [PASSWORD, 'the new password 42'];
    try {
      const email = uniqueEmail('logged');
      const humanToken = await solvedToken(t.app);
      secrets.push(humanToken);
      const registration = await postFrom(t.app, registerCall.path, {
        SignupForm: { email, password: PASSWORD, passwordRepeat: PASSWORD },
        token: humanToken,
      });
      expect(registration.statusCode, registration.body).toBe(200);
      const confirmToken = await takeMailedToken(t.database.handle.db, email, 'registration-confirm');
      secrets.push(confirmToken);
      const confirmed = await postFrom(t.app, confirmEmailCall.path, { confirm_token: confirmToken });
      secrets.push(confirmEmailCall.answer.parse(confirmed.json()).user.auth_key!);
      const logged = await login(t.app, email, PASSWORD);
      secrets.push(loginCall.answer.parse(logged.json()).user.auth_key!);
      expect((await login(t.app, email, 'a wrong password 17')).statusCode).toBe(400);
      secrets.push('a wrong password 17');
      await postFrom(t.app, loginByTokenCall.path, { auth_key: secrets.at(-2) });
      await postFrom(t.app, requestNewPasswordCall.path, {
        PasswordResetRequestForm: { email },
        token: await solvedToken(t.app),
      });
      // Without SMTP the outbox logs the waiting mail: recipient and subject, never the link.
      const resetToken = newToken();
      const user = await t.database.handle.db
        .selectFrom('app_user')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      await t.database.handle.db
        .insertInto('password_reset')
        .values({
          user_id: user.id,
          token_hash: hashToken(resetToken),
          expires_at: new Date(Date.now() + 60_000).toISOString(),
        })
        .execute();
      secrets.push(resetToken);
      await postFrom(t.app, validateResetTokenCall.path, {}, { query: `token=${resetToken}` });
      const reset = await postFrom(t.app, resetNewPasswordCall.path, {
        ResetPasswordForm: { password: 'the new password 42' },
        reset_token: resetToken,
        token: await solvedToken(t.app),
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const mailed = await t.database.handle.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('template', '=', 'password-reset')
        .executeTakeFirstOrThrow();
      secrets.push(/token=([\w-]+)/.exec(mailed.text_body)![1]!);
    } finally {
      await t.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/validate-reset-token');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
