import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultRequestMail } from '../src/modules/mail/mail.templates.js';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.js';
import { type TestDatabase, createTestDatabase } from './helpers/test-app.js';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

const LISTENING = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;

/** The server from its sources as production runs it, on `databaseUrl`, its output collected. */
function startServer(databaseUrl: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { child, output: '', exited: once(child, 'exit') };
  child.stdout.on('data', (chunk) => (server.output += String(chunk)));
  child.stderr.on('data', (chunk) => (server.output += String(chunk)));
  return server;
}

describe('the server process', () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
    await database?.drop();
  });

  it('sends queued mail from its loop, serves challenges, and exits 0 on SIGTERM', async () => {
    const mail = consultRequestMail('manager@shop.test', {
      id: 1,
      name: 'Queued Before Start',
      email: 'visitor@example.test',
      phone: undefined,
      company: 'ACME',
      language: 'en-US',
      at: new Date(),
    });
    await database.handle.db
      .insertInto('mail_outbox')
      .values({
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        template: mail.template,
        language_code: mail.language,
        next_attempt_at: new Date().toISOString(),
      })
      .execute();

    const server = startServer(database.url, {
      SMTP_URL: sink.url,
      MAIL_POLL_INTERVAL_MS: '50',
      SHUTDOWN_DRAIN_MS: '0',
      ALTCHA_MAX_NUMBER: '1000',
    });
    const { child, exited } = server;
    try {
      const until = Date.now() + 20_000;
      while (!LISTENING.test(server.output) || sink.mails.length === 0) {
        if (Date.now() > until) throw new Error(`server did not start and send:\n${server.output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(sink.mails.map((received) => received.headers.get('subject'))).toEqual([mail.subject]);

      const port = LISTENING.exec(server.output)![1];
      const response = await fetch(`http://127.0.0.1:${port}/api/human-check-challenge`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
    } finally {
      child.kill('SIGTERM');
    }
    const [code] = await exited;
    expect(code, server.output).toBe(0);
    expect(server.output).toContain('"msg":"mail sent"');
    expect(server.output).not.toMatch(/"level":50/);
  });

  it('takes a stop signal that reaches it twice at once as one stop: not ready while draining, the request in flight answered, exit 0', async () => {
    const server = startServer(database.url, { MAIL_POLL_INTERVAL_MS: '0', SHUTDOWN_DRAIN_MS: '1000' });
    const { child, exited } = server;
    const until = Date.now() + 20_000;
    while (!LISTENING.test(server.output)) {
      if (Date.now() > until) throw new Error(`server did not start:\n${server.output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const port = Number(LISTENING.exec(server.output)![1]);

    const readyWhileDraining: [number, unknown][] = [];
    // A request in flight: its body is half sent when the stop comes.
    const answered = new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/consult',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.write('name=Ivan&email=ivan%40example.test');
      setTimeout(() => {
        // Signalled to its process group: the signal itself, and the one `npm start` forwards.
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGTERM'), 5);
        setTimeout(() => {
          // Draining: not ready any more, still serving.
          void fetch(`http://127.0.0.1:${port}/api/health/ready`).then(async (ready) =>
            readyWhileDraining.push([ready.status, await ready.json()]),
          );
          request.end('&company=ACME');
        }, 300);
      }, 100);
    });
    expect(await answered).toBeLessThan(500);
    const [code] = await exited;
    expect(code, server.output).toBe(0);
    expect(server.output).not.toContain('second stop signal');
    expect(readyWhileDraining).toEqual([[503, { error: 'ServiceUnavailable', reason: 'draining' }]]);
  });
});
