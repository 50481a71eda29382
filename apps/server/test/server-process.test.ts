import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultRequestMail } from '../src/modules/mail/mail.templates.js';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.js';
import { type TestDatabase, createTestDatabase } from './helpers/test-app.js';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

const LISTENING = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;
/**
 * How long a start may take: the server is started from its sources, compiled first, which took
 * over 40 s on a loaded two-core machine.
 */
const START_WAIT_MS = 90_000;
/** A test starts one or two servers and stops them. */
const PROCESS_TEST_MS = 2 * START_WAIT_MS;

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

/** Waits until the server's output matches `ready` (or it exits), then stops it and waits for its exit. */
async function runUntil(
  server: ReturnType<typeof startServer>,
  ready: RegExp,
  whileUp: (port: number) => Promise<void> = async () => undefined,
): Promise<number | null> {
  try {
    const until = Date.now() + START_WAIT_MS;
    while (!ready.test(server.output)) {
      if (Date.now() > until || server.child.exitCode !== null)
        throw new Error(`server did not start:\n${server.output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await whileUp(Number(LISTENING.exec(server.output)![1]));
  } finally {
    server.child.kill('SIGTERM');
  }
  const [code] = await server.exited;
  return code as number | null;
}

interface DemoAccountsFile {
  accounts: { role: string; email: string; password: string }[];
}

/** Signs in through the running server's API; the answer's status. */
async function signIn(port: number, email: string, password: string): Promise<number> {
  const body = new URLSearchParams({ 'LoginForm[username]': email, 'LoginForm[password]': password });
  return (await fetch(`http://127.0.0.1:${port}/api/login`, { method: 'POST', body })).status;
}

describe('the demo’s start on a fresh data folder', { timeout: PROCESS_TEST_MS }, () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-first-start-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const demo = (env: Record<string, string>) =>
    startServer(join(dir, 'storefront.sqlite'), {
      SHOP_MODE: 'demo',
      SEED_DEMO_DATA: 'true',
      DEMO_REGISTER_SIZE: '0',
      MAIL_POLL_INTERVAL_MS: '0',
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    });
  const file = () => join(dir, 'demo-accounts.json');
  const kept = () => JSON.parse(readFileSync(file(), 'utf8')) as DemoAccountsFile;

  it('with LOG_FORMAT=json writes JSON lines only; its welcome names the file of the demo staff’s sign-ins, which work', async () => {
    const server = demo({ LOG_FORMAT: 'json' });
    const code = await runUntil(server, /"msg":"the shop is at /, async (port) => {
      for (const account of kept().accounts)
        expect(await signIn(port, account.email, account.password)).toBe(200);
    });
    expect(code, server.output).toBe(0);

    const lines = server.output.trim().split('\n');
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const welcome = records.find((record) => String(record.msg).startsWith('the shop is at '));
    expect(welcome).toMatchObject({
      mode: 'demo',
      backOffice: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/admin$/),
      demoAccounts: [
        { role: 'admin', email: 'demo-admin@example.com' },
        { role: 'manager', email: 'demo-manager@example.com' },
      ],
      demoAccountsFile: file(),
    });
    expect(statSync(file()).mode & 0o777).toBe(0o600);
    expect(kept().accounts.map(({ role }) => role)).toEqual(['admin', 'manager']);
    // The passwords stay out of a JSON log: collectors keep it.
    for (const account of kept().accounts) expect(server.output).not.toContain(account.password);
  });

  it('with LOG_FORMAT=pretty writes lines for a person and a welcome with the same sign-ins at the next start', async () => {
    const before = readFileSync(file(), 'utf8');
    const server = demo({ LOG_FORMAT: 'pretty' });
    const code = await runUntil(server, /Stop with Ctrl-C\./);
    expect(code, server.output).toBe(0);

    expect(server.output).not.toMatch(/^\{/m);
    expect(server.output).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: storefront \(demo shop/m);
    const port = LISTENING.exec(server.output)![1];
    expect(server.output).toContain(`Back-office   http://127.0.0.1:${port}/admin`);
    expect(readFileSync(file(), 'utf8')).toBe(before);
    const [admin, manager] = kept().accounts;
    expect(server.output).toMatch(new RegExp(`administrator +${admin!.email} +${admin!.password}`));
    expect(server.output).toMatch(new RegExp(`manager +${manager!.email} +${manager!.password}`));
  });

  it('makes no demo accounts for a real shop, even a staging one with the demo data', async () => {
    const staging = mkdtempSync(join(tmpdir(), 'storefront-staging-'));
    try {
      const server = startServer(join(staging, 'shop.sqlite'), {
        SHOP_MODE: 'production',
        ALLOW_DEMO_IN_PRODUCTION: 'true',
        SEED_DEMO_DATA: 'true',
        DEMO_REGISTER_SIZE: '0',
        MAIL_POLL_INTERVAL_MS: '0',
        SHUTDOWN_DRAIN_MS: '0',
        LOG_FORMAT: 'json',
      });
      const code = await runUntil(server, /"msg":"the shop is at /, async (port) => {
        expect(await signIn(port, 'demo-admin@example.com', 'any password at all')).not.toBe(200);
      });
      expect(code, server.output).toBe(0);
      expect(existsSync(join(staging, 'demo-accounts.json'))).toBe(false);
      expect(server.output).not.toContain('demo-admin@example.com');
      const welcome = server.output
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((record) => String(record.msg).startsWith('the shop is at '));
      expect(welcome).toMatchObject({ mode: 'production' });
      expect(welcome).not.toHaveProperty('demoAccounts');
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  });
});

describe('the server process', { timeout: PROCESS_TEST_MS }, () => {
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
      const until = Date.now() + START_WAIT_MS;
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
    const until = Date.now() + START_WAIT_MS;
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
