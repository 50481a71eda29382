import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database.js';
import { HealthService } from '../../src/modules/health/health.service.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

describe.each(testedDialects())('liveness and readiness on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('is live without asking the database, ready when it answers, and not ready once draining', async () => {
    const live = await get('/api/health/live');
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await get('/api/health/ready');
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok', database: dialect }]);
    expect(ready.headers.connection).not.toBe('close');

    t.app.startDraining();
    const draining = await get('/api/health/ready');
    expect([draining.statusCode, draining.json()]).toEqual([
      503,
      { error: 'ServiceUnavailable', reason: 'draining' },
    ]);
    expect(draining.headers['retry-after']).toBe('5');
    // Still live, and still serving the old check and the API.
    const live2 = await get('/api/health/live');
    expect(live2.statusCode).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);
    // Every answer from now on closes its connection: no kept-alive one outlives the stop.
    expect(draining.headers.connection).toBe('close');
    expect(live2.headers.connection).toBe('close');
  });
});

describe('readiness without a database', () => {
  it('is not ready, soon, when the database refuses or does not answer', async () => {
    // Nothing listens on port 9 of loopback: the connection is refused at once.
    const refused = createDatabase({ url: 'postgres://postgres@127.0.0.1:9/none', poolMax: 1 });
    try {
      expect(await new HealthService(refused, 500).readiness()).toEqual({ ready: false, reason: 'database' });
    } finally {
      await refused.destroy();
    }
    // A server that takes the connection and never answers: the readiness timeout decides.
    const silentServer = createServer(() => {});
    await new Promise<void>((resolve) => silentServer.listen(0, '127.0.0.1', resolve));
    const { port } = silentServer.address() as AddressInfo;
    const silent = createDatabase({ url: `postgres://postgres@127.0.0.1:${port}/none`, poolMax: 1 });
    try {
      expect(await new HealthService(silent, 300).readiness()).toEqual({ ready: false, reason: 'database' });
    } finally {
      silentServer.close();
      await silent.destroy().catch(() => undefined);
    }
  });
});
