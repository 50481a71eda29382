import { randomBytes } from 'node:crypto';
import { humanCheckChallengeCall, encodeHumanCheckToken } from '@storefront/contract';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validConsult, postConsult } from '../helpers/consult-form.js';
import {
  fetchChallenge,
  solve,
  solvedToken,
  storedHmacKey,
  tokenSignedWith,
} from '../helpers/human-check.js';
import { expectError } from '../helpers/http.js';
import {
  type TestApp,
  createSiblingApp,
  createTestApp,
  testConfig,
  testedDialects,
} from '../helpers/test-app.js';

const consultWith = (token: string) => ({ ...validConsult, token });

describe.each(testedDialects())('the human check on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      config: { rateLimits: { ...testConfig().rateLimits, consult: { max: 1_000, windowSeconds: 60 } } },
    });
  });
  afterAll(async () => t?.close());

  it('answers GET /api/human-check-challenge with a fresh, signed, expiring challenge that is never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: humanCheckChallengeCall.path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const challenge = humanCheckChallengeCall.answer.strict().parse(response.json());
    expect(challenge.algorithm).toBe('SHA-256');
    expect(challenge.maxnumber).toBe(t.config.humanCheck.maxNumber);
    const expires = Number(extractParams(challenge).expires) * 1000;
    expect(expires - Date.now()).toBeGreaterThan((t.config.humanCheck.expiresSeconds - 5) * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(t.config.humanCheck.expiresSeconds * 1000);
    expect((await fetchChallenge(t.app)).signature).not.toBe(challenge.signature);
    expectError(await t.app.inject({ method: 'POST', url: humanCheckChallengeCall.path }), 404, {
      error: 'NotFound',
    });
  });

  it('generates the HMAC key once, stores it, and every instance signs with it', async () => {
    await fetchChallenge(t.app);
    const key = await storedHmacKey(t.database.handle.db);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const sibling = await createSiblingApp(t);
    try {
      const challenge = await fetchChallenge(sibling.app);
      const token = await solve(challenge);
      expect(await verifySolution(token, key!)).toBe(true);
      expect(await storedHmacKey(t.database.handle.db)).toBe(key);
      const rows = await t.database.handle.db.selectFrom('app_secret').selectAll().execute();
      expect(rows).toHaveLength(1);
      // Solved against one instance, accepted by the other.
      expect((await postConsult(t.app, consultWith(token))).statusCode).toBe(200);
    } finally {
      await sibling.close();
    }
  });

  it('signs with ALTCHA_HMAC_KEY when it is set', async () => {
    const hmacKey = randomBytes(32).toString('hex');
    const sibling = await createSiblingApp(t, {
      config: { humanCheck: { ...t.config.humanCheck, hmacKey } },
    });
    try {
      const token = await solvedToken(sibling.app);
      expect(await verifySolution(token, hmacKey)).toBe(true);
      expectError(await postConsult(t.app, consultWith(token)), 400, {
        error: 'HumanCheckFailed',
        field: 'token',
      });
      expect((await postConsult(sibling.app, consultWith(token))).statusCode).toBe(200);
    } finally {
      await sibling.close();
    }
  });

  it('refuses a missing token with FieldCannotBeEmpty', async () => {
    expectError(await postConsult(t.app, validConsult), 400, { error: 'FieldCannotBeEmpty', field: 'token' });
    expectError(await postConsult(t.app, consultWith('  ')), 400, {
      error: 'FieldCannotBeEmpty',
      field: 'token',
    });
  });

  it('refuses forged and malformed tokens with HumanCheckFailed', async () => {
    const challenge = await fetchChallenge(t.app);
    const genuine = JSON.parse(atob(await solve(challenge))) as Parameters<typeof encodeHumanCheckToken>[0];
    const forged = [
      'not-a-token',
      btoa('{"algorithm":"SHA-256"}'),
      // signed with another key
      await tokenSignedWith(randomBytes(32).toString('hex'), new Date(Date.now() + 60_000)),
      // a wrong number: the proof of work was not done
      encodeHumanCheckToken({ ...genuine, number: genuine.number + 1 }),
      // a later expiry written into the salt
      encodeHumanCheckToken({ ...genuine, salt: genuine.salt.replace(/expires=\d+/, 'expires=9999999999') }),
      // another algorithm than the one issued
      encodeHumanCheckToken({ ...genuine, algorithm: 'SHA-1' }),
      // the signature of a different challenge
      encodeHumanCheckToken({ ...genuine, signature: (await fetchChallenge(t.app)).signature }),
    ];
    for (const token of forged) {
      expectError(await postConsult(t.app, consultWith(token)), 400, {
        error: 'HumanCheckFailed',
        field: 'token',
      });
    }
    // None of those spent the genuine solution.
    expect((await postConsult(t.app, consultWith(encodeHumanCheckToken(genuine)))).statusCode).toBe(200);
  });

  it('refuses an expired token with HumanCheckExpired', async () => {
    const key = (await storedHmacKey(t.database.handle.db))!;
    const token = await tokenSignedWith(key, new Date(Date.now() - 1_000));
    expectError(await postConsult(t.app, consultWith(token)), 400, {
      error: 'HumanCheckExpired',
      field: 'token',
    });
    const unexpired = await tokenSignedWith(key, new Date(Date.now() + 60_000));
    expect((await postConsult(t.app, consultWith(unexpired))).statusCode).toBe(200);
  });

  it('takes a token once: a replay fails with HumanCheckUsed, on this instance and on another', async () => {
    const token = await solvedToken(t.app);
    expect((await postConsult(t.app, consultWith(token))).statusCode).toBe(200);
    expectError(await postConsult(t.app, consultWith(token)), 400, {
      error: 'HumanCheckUsed',
      field: 'token',
    });
    const sibling = await createSiblingApp(t);
    try {
      expectError(await postConsult(sibling.app, consultWith(token)), 400, {
        error: 'HumanCheckUsed',
        field: 'token',
      });
    } finally {
      await sibling.close();
    }
  });

  it('lets exactly one of two parallel submissions of one token through, on one instance or two', async () => {
    const sibling = await createSiblingApp(t);
    try {
      for (const apps of [
        [t.app, t.app],
        [t.app, sibling.app],
      ]) {
        const token = await solvedToken(t.app);
        const answers = await Promise.all(apps.map((app) => postConsult(app, consultWith(token))));
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses).toEqual([200, 400]);
        expect(answers.find((answer) => answer.statusCode === 400)!.json()).toEqual({
          error: 'HumanCheckUsed',
          field: 'token',
        });
      }
    } finally {
      await sibling.close();
    }
  });

  it('records a used challenge with its expiry and purges long-expired ones', async () => {
    const db = t.database.handle.db;
    const stale = new Date(Date.now() - 24 * 3_600_000).toISOString();
    await db
      .insertInto('human_check_use')
      .values({ signature: 'ab'.repeat(32), expires_at: stale })
      .execute();
    // A fresh instance purges on its first verification.
    const sibling = await createSiblingApp(t);
    const challenge = await fetchChallenge(sibling.app);
    try {
      expect((await postConsult(sibling.app, consultWith(await solve(challenge)))).statusCode).toBe(200);
    } finally {
      await sibling.close();
    }
    const rows = await db.selectFrom('human_check_use').selectAll().execute();
    expect(rows.map((row) => row.signature)).not.toContain('ab'.repeat(32));
    expect(rows.find((row) => row.signature === challenge.signature)?.expires_at).toBe(
      new Date(Number(extractParams(challenge).expires) * 1000).toISOString(),
    );
    for (const row of rows) expect(Date.parse(row.expires_at)).toBeGreaterThan(Date.now());
  });
});

describe.each(testedDialects())('the human check cost for a network that keeps failing, on %s', (dialect) => {
  let t: TestApp;
  const base = 1_000;
  const cap = 4_000;
  beforeAll(async () => {
    const defaults = testConfig();
    t = await createTestApp(dialect, {
      config: {
        humanCheck: { ...defaults.humanCheck, maxNumber: base, raiseEveryFailures: 3, maxNumberCap: cap },
        rateLimits: {
          ...defaults.rateLimits,
          consult: { max: 1_000, windowSeconds: 60 },
          humanCheckFailures: { max: 3, windowSeconds: 3_600 },
        },
      },
    });
  });
  afterAll(async () => t?.close());

  const costFor = async (ip: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: humanCheckChallengeCall.path,
      remoteAddress: ip,
    });
    expect(response.statusCode, response.body).toBe(200);
    return humanCheckChallengeCall.answer.parse(response.json()).maxnumber;
  };
  const failFrom = async (ip: string, token: string, error: string) =>
    expectError(await postConsult(t.app, consultWith(token), { ip }), 400, { error, field: 'token' });

  it('doubles a network’s cost per 3 failures (failed, expired, used), up to the cap; other networks keep theirs', async () => {
    await fetchChallenge(t.app);
    const key = (await storedHmacKey(t.database.handle.db))!;
    const used = await solvedToken(t.app);
    expect((await postConsult(t.app, consultWith(used), { ip: '2001:db8:1:2::5' })).statusCode).toBe(200);
    expect(await costFor('2001:db8:1:2::99')).toBe(base);

    // Three failures from three addresses of one /64.
    await failFrom('2001:db8:1:2::10', 'not-a-token', 'HumanCheckFailed');
    await failFrom(
      '2001:db8:1:2::11',
      await tokenSignedWith(key, new Date(Date.now() - 1_000)),
      'HumanCheckExpired',
    );
    expect(await costFor('2001:db8:1:2::99')).toBe(base);
    await failFrom('2001:db8:1:2::12', used, 'HumanCheckUsed');
    expect(await costFor('2001:db8:1:2::99')).toBe(2 * base);
    expect(await costFor('2001:db8:1:3::1')).toBe(base);
    expect(await costFor('203.0.113.7')).toBe(base);

    for (let i = 0; i < 3; i += 1) await failFrom('2001:db8:1:2::10', 'not-a-token', 'HumanCheckFailed');
    expect(await costFor('2001:db8:1:2::99')).toBe(4 * base);
    for (let i = 0; i < 3; i += 1) await failFrom('2001:db8:1:2::10', 'not-a-token', 'HumanCheckFailed');
    expect(await costFor('2001:db8:1:2::99')).toBe(cap);

    // IPv4 is counted by its own address; a passing submission counts nothing.
    for (let i = 0; i < 3; i += 1) await failFrom('198.51.100.1', 'not-a-token', 'HumanCheckFailed');
    expect(await costFor('198.51.100.1')).toBe(2 * base);
    expect(await costFor('::ffff:198.51.100.1')).toBe(2 * base);
    expect(await costFor('198.51.100.2')).toBe(base);
    expect(
      (await postConsult(t.app, consultWith(await solvedToken(t.app)), { ip: '203.0.113.7' })).statusCode,
    ).toBe(200);
    expect(await costFor('203.0.113.7')).toBe(base);
  });

  it('accepts the solution of a raised challenge, also a number beyond the base cost', async () => {
    for (let i = 0; i < 3; i += 1) await failFrom('192.0.2.50', 'not-a-token', 'HumanCheckFailed');
    const response = await t.app.inject({
      method: 'GET',
      url: humanCheckChallengeCall.path,
      remoteAddress: '192.0.2.50',
    });
    const challenge = humanCheckChallengeCall.answer.parse(response.json());
    expect(challenge.maxnumber).toBe(2 * base);
    expect(
      (await postConsult(t.app, consultWith(await solve(challenge)), { ip: '192.0.2.50' })).statusCode,
    ).toBe(200);

    const key = (await storedHmacKey(t.database.handle.db))!;
    const beyond = await createChallenge({
      algorithm: 'SHA-256',
      hmacKey: key,
      maxnumber: 2 * base,
      number: 2 * base - 1,
      expires: new Date(Date.now() + 60_000),
    });
    const token = await solve({ ...beyond, maxnumber: 2 * base });
    expect((await postConsult(t.app, consultWith(token), { ip: '192.0.2.50' })).statusCode).toBe(200);
  });

  it('lets the raise lapse with the failure window', async () => {
    for (let i = 0; i < 3; i += 1) await failFrom('192.0.2.60', 'not-a-token', 'HumanCheckFailed');
    expect(await costFor('192.0.2.60')).toBe(2 * base);
    await t.database.handle.db
      .updateTable('rate_limit_bucket')
      .set({ reset_at: new Date(Date.now() - 1_000).toISOString() })
      .where('key', '=', 'humanCheckFailures:192.0.2.60')
      .execute();
    expect(await costFor('192.0.2.60')).toBe(base);
  });
});
