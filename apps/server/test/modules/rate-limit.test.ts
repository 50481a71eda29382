import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/modules/rate-limit/rate-limit.service.js';
import { PASSWORD, login, postFrom, register } from '../helpers/accounts.js';
import { postConsult, validConsult } from '../helpers/consult-form.js';
import { solvedToken } from '../helpers/human-check.js';
import { expectError } from '../helpers/http.js';
import {
  type TestApp,
  createSiblingApp,
  createTestApp,
  testConfig,
  testedDialects,
} from '../helpers/test-app.js';

describe.each(testedDialects())('rate limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      config: {
        rateLimits: {
          ...testConfig().rateLimits,
          consult: { max: 2, windowSeconds: 600 },
          registerIp: { max: 2, windowSeconds: 3_600 },
        },
      },
    });
  });
  afterAll(async () => t?.close());
  const limiter = () =>
    new RateLimiter(t.database.handle.db, {
      ...testConfig().rateLimits,
      consult: { max: 3, windowSeconds: 60 },
    });

  it('counts hits per subject in a fixed window and starts a new one when it is over', async () => {
    const rateLimiter = limiter();
    const start = new Date();
    const hits = [];
    for (let n = 0; n < 4; n++) hits.push(await rateLimiter.hit('consult', { key: 'window-test' }, start));
    expect(hits.map((hit) => [hit.hits, hit.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
    expect(hits[3]!.retryAfterSeconds).toBe(60);
    expect(
      (await rateLimiter.hit('consult', { key: 'window-test' }, new Date(start.getTime() + 59_500)))
        .retryAfterSeconds,
    ).toBe(1);
    expect(await rateLimiter.hit('consult', { key: 'other-subject' }, start)).toMatchObject({
      hits: 1,
      allowed: true,
    });
    const next = await rateLimiter.hit('consult', { key: 'window-test' }, new Date(start.getTime() + 60_000));
    expect(next).toEqual({ allowed: true, hits: 1, retryAfterSeconds: 60 });
  });

  it('answers registrations past the per-IP limit 429 before any hashing', async () => {
    const email = (n: number) => `limited.${n}.${Date.now()}@example.test`;
    for (let n = 0; n < 2; n++) expect((await register(t.app, email(n))).statusCode).toBe(200);
    const refused = await register(t.app, email(2));
    expectError(refused, 429, { error: 'TooManyRequests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts parallel hits exactly, in one statement each', async () => {
    const limiters = [limiter(), limiter()];
    const hits = await Promise.all(
      Array.from({ length: 20 }, (_, n) => limiters[n % 2]!.hit('consult', { key: 'parallel-test' })),
    );
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, n) => n + 1),
    );
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(3);
  });

  it('counts a client address by its network, and refuses an address given as a plain key', async () => {
    const rateLimiter = limiter();
    const start = new Date();
    const hit = (client: string) => rateLimiter.hit('consult', { client }, start);
    expect((await hit('2001:db8:7:7::1')).hits).toBe(1);
    expect((await hit('2001:db8:7:7:ffff:ffff:ffff:ffff')).hits).toBe(2);
    expect((await hit('2001:db8:7:8::1')).hits).toBe(1);
    expect((await hit('::ffff:203.0.113.70')).hits).toBe(1);
    expect((await hit('203.0.113.70')).hits).toBe(2);
    await expect(rateLimiter.hit('consult', { key: '2001:db8:7:7::1' })).rejects.toThrow(/client/);
  });

  it('drops buckets whose window is over', async () => {
    const db = t.database.handle.db;
    const past = new Date(Date.now() - 3_600_000).toISOString();
    await db
      .insertInto('rate_limit_bucket')
      .values({ key: 'consult:stale', hits: 9, reset_at: past })
      .execute();
    await limiter().hit('consult', { key: 'purge-test' });
    const keys = (await db.selectFrom('rate_limit_bucket').select('key').execute()).map((row) => row.key);
    expect(keys).not.toContain('consult:stale');
    expect(keys).toContain('consult:purge-test');
  });

  it('answers the consult form 429 TooManyRequests with Retry-After past the limit, per IP, on every instance', async () => {
    const send = async (app = t.app, ip = '198.51.100.1') =>
      postConsult(app, { ...validConsult, token: await solvedToken(t.app) }, { ip });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expectError(refused, 429, { error: 'TooManyRequests' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);

    const sibling = await createSiblingApp(t);
    try {
      expectError(await send(sibling.app), 429, { error: 'TooManyRequests' });
      expect((await send(sibling.app, '198.51.100.2')).statusCode).toBe(200);
    } finally {
      await sibling.close();
    }
    // Refused requests stored nothing.
    const stored = await t.database.handle.db.selectFrom('consult_request').select('ip').execute();
    expect(stored.map((row) => row.ip).sort()).toEqual(['198.51.100.1', '198.51.100.1', '198.51.100.2']);
  });

  // One IPv6 client may take any address of its /64; every per-IP limit counts
  // the /64 as one client, and another /64 as another.
  describe('an IPv6 client by its /64', () => {
    let v6: TestApp;
    const limit = { max: 2, windowSeconds: 600 };
    beforeAll(async () => {
      v6 = await createTestApp(dialect, {
        config: {
          rateLimits: {
            ...testConfig().rateLimits,
            consult: limit,
            registerIp: limit,
            passwordResetIp: limit,
            loginIp: limit,
          },
        },
      });
    });
    afterAll(async () => v6?.close());

    const rotating = ['2001:db8:a:b::1', '2001:db8:a:b:1234:5678:9abc:def0', '2001:db8:a:b:ffff::7'];
    const otherNetwork = '2001:db8:a:c::1';
    const unique = (what: string, ip: string) =>
      `${what}.${ip.replace(/:/g, '-')}.${Date.now()}@example.test`;
    const actions: [string, (ip: string) => Promise<{ statusCode: number }>][] = [
      ['login', (ip) => login(v6.app, unique('login', ip), PASSWORD, { ip })],
      [
        'registration',
        async (ip) =>
          postFrom(
            v6.app,
            '/api/register',
            {
              SignupForm: { email: unique('register', ip), password: PASSWORD, passwordRepeat: PASSWORD },
              token: await solvedToken(v6.app),
            },
            { ip },
          ),
      ],
      [
        'password reset',
        async (ip) =>
          postFrom(
            v6.app,
            '/api/request-new-password',
            { PasswordResetRequestForm: { email: unique('reset', ip) }, token: await solvedToken(v6.app) },
            { ip },
          ),
      ],
      [
        'consultation',
        async (ip) => postConsult(v6.app, { ...validConsult, token: await solvedToken(v6.app) }, { ip }),
      ],
    ];
    for (const [name, send] of actions) {
      it(`throttles ${name}s from rotating addresses of one /64 together, not another /64`, async () => {
        const statuses = [];
        for (const ip of rotating) statuses.push((await send(ip)).statusCode);
        expect(statuses.slice(0, 2)).not.toContain(429);
        expect(statuses[2]).toBe(429);
        expect((await send(otherNetwork)).statusCode).not.toBe(429);
      });
    }
  });
});
