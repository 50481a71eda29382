import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustworthyForwardedFor } from '../../src/http/client-address.js';
import { PASSWORD, login, registerConfirmed } from '../helpers/accounts.js';
import { postConsult, validConsult } from '../helpers/consult-form.js';
import { solvedToken } from '../helpers/human-check.js';
import {
  type TestApp,
  createSiblingApp,
  createTestApp,
  testConfig,
  testedDialects,
} from '../helpers/test-app.js';

describe('trustworthyForwardedFor', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['6.6.6.6, 203.0.113.7', '6.6.6.6, 203.0.113.7'],
    [' 2001:db8::1 ,203.0.113.7 ', '2001:db8::1, 203.0.113.7'],
    ['6.6.6.6, unknown, 203.0.113.7', '203.0.113.7'],
    ['203.0.113.7, <script>', undefined],
    ['unknown', undefined],
    ['203.0.113.7:5000', undefined],
    ['[2001:db8::1]', undefined],
    ['', undefined],
    ['203.0.113.7,,198.51.100.1', '198.51.100.1'],
  ])('keeps of %j: %j', (header, kept) => {
    expect(trustworthyForwardedFor(header)).toBe(kept);
  });
});

// Behind trusted proxies the client's address comes from X-Forwarded-For, but only
// the entries those proxies wrote, only addresses, and never from a peer that is no proxy.
describe.each(testedDialects())('client addresses behind proxies on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { trustProxy: ['10.0.0.0/8'] } });
  });
  afterAll(async () => t?.close());
  const db = () => t.database.handle.db;

  async function consultIp(app: typeof t.app, peer: string, forwarded: string): Promise<string | null> {
    const company = `ООО Адрес ${Math.random()}`;
    const response = await postConsult(
      app,
      { ...validConsult, company, token: await solvedToken(t.app) },
      { ip: peer, headers: { 'x-forwarded-for': forwarded } },
    );
    expect(response.statusCode, response.body).toBe(200);
    const row = await db()
      .selectFrom('consult_request')
      .select('ip')
      .where('company', '=', company)
      .executeTakeFirstOrThrow();
    return row.ip;
  }

  it('stores no X-Forwarded-For entry that is not an IP address', async () => {
    expect(await consultIp(t.app, '10.1.2.3', '<script>alert(1)</script>')).toBe('10.1.2.3');
    expect(await consultIp(t.app, '10.1.2.3', 'unknown')).toBe('10.1.2.3');
    expect(await consultIp(t.app, '10.1.2.3', '6.6.6.6, forged, 203.0.113.7')).toBe('203.0.113.7');
    expect(await consultIp(t.app, '10.1.2.3', '203.0.113.7, 10.9.9.9:80')).toBe('10.1.2.3');
    expect(await consultIp(t.app, '10.1.2.3', "' or 1=1 --, 2001:db8::5")).toBe('2001:db8::5');

    const email = `proxied.${Date.now()}@example.test`;
    await registerConfirmed(t.app, db(), email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.1.2.3',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': 'not-an-ip' },
      payload: new URLSearchParams({
        'LoginForm[username]': email,
        'LoginForm[password]': PASSWORD,
        'LoginForm[rememberMe]': '0',
      }).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const sessions = await db()
      .selectFrom('user_session')
      .innerJoin('app_user', 'app_user.id', 'user_session.user_id')
      .select('user_session.ip')
      .where('app_user.email', '=', email)
      .execute();
    expect(sessions.map((row) => row.ip)).toContain('10.1.2.3');
    expect(sessions.map((row) => row.ip)).not.toContain('not-an-ip');
  });

  it('takes the client a hop count of proxies saw, and still no text', async () => {
    const hops = await createSiblingApp(t, { config: { trustProxy: 1 } });
    try {
      expect(await consultIp(hops.app, '192.0.2.10', '6.6.6.6, 203.0.113.8')).toBe('203.0.113.8');
      expect(await consultIp(hops.app, '192.0.2.10', '203.0.113.8, junk')).toBe('192.0.2.10');
    } finally {
      await hops.close();
    }
  });

  it('lets forged headers from a peer that is no trusted proxy change nothing', async () => {
    const forged = {
      'x-forwarded-for': '203.0.113.9',
      'x-real-ip': '203.0.113.9',
      forwarded: 'for=203.0.113.9',
    };
    const response = await postConsult(
      t.app,
      { ...validConsult, company: 'ООО Подделка', token: await solvedToken(t.app) },
      { ip: '198.51.100.20', headers: forged },
    );
    expect(response.statusCode).toBe(200);
    const row = await db()
      .selectFrom('consult_request')
      .select('ip')
      .where('company', '=', 'ООО Подделка')
      .executeTakeFirstOrThrow();
    expect(row.ip).toBe('198.51.100.20');
  });

  it('throttles 25 wrong logins with a rotating X-Forwarded-For from an untrusted peer', async () => {
    const victim = `victim.${Date.now()}@example.test`;
    await registerConfirmed(t.app, db(), victim);
    const limits = testConfig().rateLimits;
    const statuses: number[] = [];
    for (let n = 0; n < 25; n++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '198.51.100.30',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `203.0.${n}.${n + 1}`,
        },
        payload: new URLSearchParams({
          'LoginForm[username]': victim,
          'LoginForm[password]': `wrong ${n}`,
          'LoginForm[rememberMe]': '0',
        }).toString(),
      });
      statuses.push(response.statusCode);
    }
    const max = limits.loginAccount.max;
    expect(statuses.slice(0, max).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(max).every((status) => status === 429)).toBe(true);
    // The owner, elsewhere, still gets in.
    expect((await login(t.app, victim, PASSWORD, { ip: '192.0.2.77' })).statusCode).toBe(200);
  });
});
