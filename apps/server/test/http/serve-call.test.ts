import { loginCall } from '@storefront/contract';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import type * as consultModule from '../../src/modules/consult/consult.routes.js';
import { createTestDatabase, testConfig, testedDialects } from '../helpers/test-app.js';

/** When set, the consultation module registers no handler: an app that forgot one call. */
const forgotten = vi.hoisted(() => ({ consult: false }));

vi.mock('../../src/modules/consult/consult.routes.js', async (importOriginal) => {
  const module = await importOriginal<typeof consultModule>();
  return {
    consultRoutes: (...args: Parameters<typeof module.consultRoutes>) =>
      forgotten.consult ? Promise.resolve() : module.consultRoutes(...args),
  };
});

/**
 * The server serves each call of the contract's registry exactly once: it does not start while a
 * call has no handler, and a second handler for a call fails the build, each naming the call.
 */
describe.each(testedDialects())('the call wiring on %s', (dialect) => {
  async function withApp(work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>) {
    const database = await createTestDatabase(dialect);
    const app = await buildApp({
      config: testConfig({ databaseUrl: database.url }),
      database: database.handle,
      logger: false,
    });
    try {
      await work(app);
    } finally {
      await app.close();
      await database.drop();
    }
  }

  it('refuses a second handler for a call, and starts with every call served once', async () => {
    forgotten.consult = false;
    await withApp(async (app) => {
      expect(() => app.serveCall(loginCall, async () => ({}) as never)).toThrow(
        'the call login is served twice',
      );
      await expect(app.ready()).resolves.toBe(app);
      const consult = await app.inject({ method: 'POST', url: '/api/consult', payload: {} });
      expect(consult.statusCode).not.toBe(404);
    });
  });

  it('does not start while a call of the registry has no handler, and names it', async () => {
    forgotten.consult = true;
    try {
      await withApp(async (app) => {
        await expect(app.ready()).rejects.toThrow(/^no handler serves the call consult$/);
      });
    } finally {
      forgotten.consult = false;
    }
  });

  it("refuses a call that is not the registry's own under its name", async () => {
    await withApp(async (app) => {
      const copy = { ...loginCall };
      expect(() => app.serveCall(copy, async () => ({}) as never)).toThrow(
        "the call login is not the registry's call of that name",
      );
    });
  });
});
