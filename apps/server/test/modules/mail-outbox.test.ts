import { execFile } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../src/modules/mail/mail.service.js';
import { consultRequestMail } from '../../src/modules/mail/mail.templates.js';
import { postConsult, validConsult } from '../helpers/consult-form.js';
import { solvedToken } from '../helpers/human-check.js';
import { type SmtpSink, closedPort, startSmtpSink } from '../helpers/smtp-sink.js';
import {
  type TestApp,
  createSiblingApp,
  createTestApp,
  testConfig,
  testedDialects,
} from '../helpers/test-app.js';

const MANAGER = 'manager@shop.test';
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const inMs = (ms: number) => () => new Date(Date.now() + ms);

function mailNumbered(n: number) {
  return consultRequestMail(MANAGER, {
    id: n,
    name: `Visitor ${n}`,
    email: undefined,
    phone: '+7 (999) 123-45-67',
    company: `Company ${n}`,
    language: 'en-US',
    at: new Date(),
  });
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testedDialects())('the mail outbox on %s', (dialect) => {
  let t: TestApp;
  let port: number;
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    port = await closedPort();
    t = await createTestApp(dialect, {
      config: {
        mail: {
          ...testConfig().mail,
          smtpUrl: `smtp://127.0.0.1:${port}`,
          managerEmail: MANAGER,
          maxAttempts: 3,
        },
        rateLimits: { ...testConfig().rateLimits, consult: { max: 1_000, windowSeconds: 60 } },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  const db = () => t.database.handle.db;
  const outbox = () => db().selectFrom('mail_outbox').selectAll().orderBy('id').execute();

  it('keeps the request and the mail while SMTP is down, and delivers once it is back', async () => {
    const response = await postConsult(t.app, { ...validConsult, token: await solvedToken(t.app) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await db().selectFrom('consult_request').select('company').execute()).toEqual([
      { company: validConsult.company },
    ]);

    const startedAt = Date.now();
    expect(await t.app.mail.deliverDue()).toEqual({ sent: 0, failed: 1 });
    const [waiting] = await outbox();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, locked_until: null, sent_at: null });
    expect(waiting!.last_error).toMatch(/ECONNREFUSED|connect/i);
    const retryAt = Date.parse(waiting!.next_attempt_at) - startedAt;
    expect(retryAt).toBeGreaterThanOrEqual(retryDelayMs(1) - 1_000);
    expect(retryAt).toBeLessThan(retryDelayMs(1) + 5_000);

    // Not due yet: the backoff holds it back.
    expect(await t.app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });

    sink = await startSmtpSink(port);
    expect(await t.app.mail.deliverDue(inMs(retryDelayMs(1) + 1_000))).toEqual({ sent: 1, failed: 0 });
    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0]!.envelope.to).toEqual([MANAGER]);
    expect(sink.mails[0]!.text).toContain(validConsult.company);
    // Sent: the row keeps who, what and when, not the body.
    expect((await outbox())[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
      last_error: null,
      text_body: '',
      html_body: null,
    });
    await sink.close();
    sink = undefined;
  });

  it('backs off 30 s, doubling up to an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });

  it('marks a mail failed after MAIL_MAX_ATTEMPTS', async () => {
    const id = await t.app.mail.enqueue(db(), mailNumbered(1));
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await t.app.mail.deliverDue(inMs(2 * 3_600_000 * attempt))).toEqual({ sent: 0, failed: 1 });
    }
    const row = await db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await t.app.mail.deliverDue(inMs(24 * 3_600_000))).toEqual({ sent: 0, failed: 0 });
  });

  it('sends each mail once when several instances deliver at the same time', async () => {
    sink = await startSmtpSink(port);
    const siblings = await Promise.all([createSiblingApp(t), createSiblingApp(t)]);
    try {
      for (let n = 1; n <= 12; n++) await t.app.mail.enqueue(db(), mailNumbered(100 + n));
      const reports = await Promise.all(
        [t.app, ...siblings.map((s) => s.app)].map((app) => app.mail.deliverDue()),
      );
      expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(12);
      const subjects = sink.mails.map((mail) => mail.headers.get('subject'));
      expect(subjects).toHaveLength(12);
      expect(new Set(subjects).size).toBe(12);
    } finally {
      await Promise.all(siblings.map((s) => s.close()));
      await sink.close();
      sink = undefined;
    }
  });

  it('takes over a mail whose sender died mid-send once its lock expires', async () => {
    sink = await startSmtpSink(port);
    try {
      const id = await t.app.mail.enqueue(db(), mailNumbered(200));
      const lockedUntil = new Date(Date.now() + 60_000).toISOString();
      await db()
        .updateTable('mail_outbox')
        .set({ status: 'sending', locked_until: lockedUntil })
        .where('id', '=', id)
        .execute();
      expect(await t.app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
      expect(await t.app.mail.deliverDue(inMs(61_000))).toEqual({ sent: 1, failed: 0 });
      expect(sink.mails.map((mail) => mail.headers.get('subject'))).toEqual([
        'Consultation request: Visitor 200, Company 200',
      ]);
    } finally {
      await sink.close();
      sink = undefined;
    }
  });

  it('gives a mail sent again (marked sent too late) the Message-ID of its first copy', async () => {
    sink = await startSmtpSink(port);
    try {
      const id = await t.app.mail.enqueue(db(), mailNumbered(300));
      expect(await t.app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
      // Sent, but the mark was lost (the database blinked): the mail goes out again.
      await db()
        .updateTable('mail_outbox')
        .set({ status: 'pending', sent_at: null, next_attempt_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      expect(await t.app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
      const ids = sink.mails.map((mail) => mail.headers.get('message-id'));
      expect(ids).toHaveLength(2);
      expect(ids[0]).toMatch(new RegExp(`^<outbox-${id}\\.[0-9a-z]+@[^>]+>$`));
      expect(ids[1]).toBe(ids[0]);
      // Another mail has another one.
      await t.app.mail.enqueue(db(), mailNumbered(301));
      await t.app.mail.deliverDue();
      expect(sink.mails[2]!.headers.get('message-id')).not.toBe(ids[0]);
    } finally {
      await sink.close();
      sink = undefined;
    }
  });

  it('sends from its own loop while the app runs, and stops with it', async () => {
    sink = await startSmtpSink();
    const looping = await createSiblingApp(t, {
      config: { mail: { ...t.config.mail, smtpUrl: sink.url, pollIntervalMs: 20 } },
    });
    try {
      await t.app.mail.enqueue(db(), mailNumbered(300));
      await waitFor(() => sink!.mails.length === 1);
    } finally {
      await looping.close();
    }
    await t.app.mail.enqueue(db(), mailNumbered(301));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.mails).toHaveLength(1);
    await sink.close();
    sink = undefined;
  });

  it('without SMTP_URL keeps mails in the outbox and logs recipient and subject', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const quiet = await createTestApp(dialect, { logger: { level: 'info', stream } });
    try {
      expect(quiet.config.mail.smtpUrl).toBeUndefined();
      const response = await postConsult(quiet.app, { ...validConsult, token: await solvedToken(quiet.app) });
      expect(response.statusCode).toBe(200);
      expect(await quiet.app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
      const rows = await quiet.database.handle.db.selectFrom('mail_outbox').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'pending', attempts: 0, to_address: 'info@reestr-docs.ru' });
      const logged = lines
        .map((line) => JSON.parse(line))
        .find((entry) => entry.msg?.startsWith('mail queued'));
      expect(logged).toMatchObject({
        to: 'info@reestr-docs.ru',
        subject: rows[0]!.subject,
        msg: expect.stringContaining('SMTP_URL is unset'),
      });

      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/cli/main.ts', 'mail-outbox'],
        { cwd: serverRoot, env: { ...process.env, DATABASE_URL: quiet.database.url } },
      );
      expect(stdout).toContain('1 mail(s) in the outbox (pending 1)');
      expect(stdout).toMatch(/id\s+status\s+attempts\s+created\s+to\s+subject/);
      expect(stdout).toMatch(/\d+\s+pending\s+0\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\s+info@reestr-docs\.ru\s+/);
      expect(stdout).toContain(rows[0]!.subject);
    } finally {
      await quiet.close();
    }
  });
});
