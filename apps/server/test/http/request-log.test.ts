import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../helpers/test-app.js';

interface LogLine {
  level: number;
  msg: string;
  route?: string;
  statusCode?: number;
  responseTimeMs?: number;
  req?: { method: string; url: string };
}

const WARN = 40;

/** The app with its log captured as parsed JSON lines; a probe route that takes 30 ms. */
async function appLogging(level: string, slowRequestMs: number) {
  const lines: LogLine[] = [];
  const t = await createTestApp('sqlite', {
    config: { slowRequestMs },
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
    beforeReady: (app: FastifyInstance) =>
      app.get('/probe/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return { ok: true };
      }),
  });
  return { t, lines };
}

describe('request log', () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it('writes no line for an ordinary request at info, and a warning for a slow one', async () => {
    const logging = await appLogging('info', 20);
    t = logging.t;
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    // Only a request slower than the threshold (a loaded machine) may have a line.
    expect(logging.lines.filter((line) => line.req && line.msg !== 'slow request')).toEqual([]);
    expect(logging.lines.map((line) => line.msg)).not.toContain('incoming request');

    expect((await t.app.inject({ method: 'GET', url: '/probe/slow?secret=1' })).statusCode).toBe(200);
    const slow = logging.lines.filter((line) => line.msg === 'slow request' && line.route === '/probe/slow');
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({ level: WARN, route: '/probe/slow', statusCode: 200 });
    expect(slow[0]!.req).toMatchObject({ method: 'GET', url: '/probe/slow?secret=1' });
    expect(slow[0]!.responseTimeMs).toBeGreaterThanOrEqual(20);
  });

  it('logs every request at debug, and no slow ones with SLOW_REQUEST_MS=0', async () => {
    const logging = await appLogging('debug', 0);
    t = logging.t;
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({ method: 'GET', url: '/probe/slow' });
    const completed = logging.lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => line.route)).toEqual(['/api/health/live', '/probe/slow']);
    expect(logging.lines.map((line) => line.msg)).not.toContain('slow request');
  });
});
