import { countriesCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type DatabaseHandle, createDatabase, waitForDatabase } from '../../src/db/database.js';
import { post } from '../helpers/http.js';
import { TcpProxy } from '../helpers/tcp-proxy.js';
import { type TestDatabase, createTestDatabase, testConfig, testedDialects } from '../helpers/test-app.js';

/** How long the network holds every byte, as a database frozen mid-failover would. */
const HOLD_MS = 10_000;
/** The serving connections' limits in this test (production's are seconds longer). */
const TIMEOUTS = { connectTimeoutMs: 1_000, statementTimeoutMs: 1_000, queryTimeoutMs: 1_500 };

/**
 * A database that stops answering without closing anything (a network swallowing packets, a
 * frozen failover): requests must not hang with it. They answer 503 with Retry-After once the
 * query or connect timeout passes, readiness says not ready, and when the traffic flows again the
 * shop serves again, with no restart. A start waits for a database that is not there yet.
 */
describe.each(testedDialects().filter((dialect) => dialect === 'postgres'))(
  'a database that stops answering on %s',
  (dialect) => {
    let database: TestDatabase;
    let proxy: TcpProxy;
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    const target = () => {
      const url = new URL(database.url);
      return { host: url.hostname, port: Number(url.port || 5432) };
    };
    const through = (port: number) => {
      const url = new URL(database.url);
      url.host = `127.0.0.1:${port}`;
      return url.toString();
    };

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      proxy = await TcpProxy.start(target());
      handle = createDatabase({ url: through(proxy.port), poolMax: 4, ...TIMEOUTS });
      app = await buildApp({
        config: { ...testConfig({ databaseUrl: through(proxy.port) }), healthReadyTimeoutMs: 500 },
        database: handle,
        logger: false,
      });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await handle?.destroy();
      await proxy?.close();
      await database?.drop();
    });

    const countries = () => post(app, countriesCall.path, { lang: 'ru-RU' });
    const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });

    it('answers 503 while it holds, says not ready, and serves again when it lets go, with no restart', async () => {
      expect((await countries()).statusCode).toBe(200);
      expect((await ready()).statusCode).toBe(200);

      proxy.hold();
      const heldAt = Date.now();
      // Requests on open connections meet the query timeout, new connections the connect timeout.
      const during = await Promise.all([
        countries(),
        countries(),
        countries(),
        countries(),
        countries(),
        countries(),
      ]);
      for (const response of during) {
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json()).toEqual({ error: 'ServiceUnavailable' });
        expect(response.headers['retry-after']).toBe('5');
      }
      // Answered while the hold lasts, not after it: nothing waited for the network to come back.
      expect(Date.now() - heldAt).toBeLessThan(HOLD_MS);
      const notReady = await ready();
      expect([notReady.statusCode, notReady.json()]).toEqual([
        503,
        { error: 'ServiceUnavailable', reason: 'database' },
      ]);

      await new Promise((resolve) => setTimeout(resolve, HOLD_MS - (Date.now() - heldAt)));
      proxy.release();

      let served = await countries();
      for (let attempt = 0; served.statusCode !== 200 && attempt < 20; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        served = await countries();
      }
      expect(served.statusCode, served.body).toBe(200);
      expect((await ready()).statusCode).toBe(200);
      // Every connection is usable again: as many requests at once as the pool holds, and more.
      const after = await Promise.all(Array.from({ length: 8 }, () => countries()));
      expect(after.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    }, 60_000);

    it('waits at start for a database that is not there yet, and gives up on one that stays away', async () => {
      // A port with nothing behind it yet: the proxy opens there a second later.
      const spare = await TcpProxy.start(target());
      const port = spare.port;
      await spare.close();
      const later = createDatabase({ url: through(port), poolMax: 1, connectTimeoutMs: 500 });
      const retries: number[] = [];
      let opened: TcpProxy | undefined;
      const opening = new Promise<void>((resolve) =>
        setTimeout(async () => {
          opened = await TcpProxy.start(target(), port);
          resolve();
        }, 1_000),
      );
      try {
        await waitForDatabase(later, { waitMs: 20_000, onRetry: (attempt) => retries.push(attempt) });
        expect(retries.length).toBeGreaterThan(0);
      } finally {
        await opening;
        await later.destroy();
        await opened?.close();
      }

      const never = createDatabase({ url: through(port), poolMax: 1, connectTimeoutMs: 500 });
      try {
        await expect(waitForDatabase(never, { waitMs: 1_000, onRetry: () => {} })).rejects.toThrow();
      } finally {
        await never.destroy();
      }
    }, 60_000);
  },
);
