#!/usr/bin/env node
// `npm run bench:outbox` (builds the server first): how fast the mail outbox empties. A demo shop
// on a fresh SQLite database (BENCH_DATABASE_URL=postgres://... for PostgreSQL) places one order by
// bank transfer, whose order-placed mail carries its invoice as a PDF. Then BENCH_MAILS mails (default
// 300; half of them copies of that mail with its PDF, half plain) are queued at once, first with one
// server instance sending, then with three on the same database, and the bench times each until a
// real SMTP server on loopback has taken them all. It prints mails/s for one sender and for three,
// their ratio, and checks that every mail arrived once (no Message-ID twice) and is marked sent.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { freePort, startProcess, stop } from './processes.mjs';
import { post, token } from './shop-api.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const mails = Number(process.env.BENCH_MAILS ?? 300);
const databaseUrl = process.env.BENCH_DATABASE_URL;

/** A real SMTP server on loopback that keeps each message's Message-ID. */
async function smtpSink() {
  const messageIds = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 16_384) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        messageIds.push(/^message-id:\s*(\S+)/im.exec(head)?.[1] ?? '');
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, messageIds, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The outbox through the database itself: queue copies of two mails, and count what is sent. */
function outboxOf(url) {
  if (url.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: url });
    const ready = client.connect();
    const query = async (text, values) => (await ready, (await client.query(text, values)).rows);
    return {
      query,
      close: async () => client.end(),
    };
  }
  const sqlite = new Database(url);
  sqlite.pragma('busy_timeout = 10000');
  return {
    query: async (text, values = []) => {
      const statement = sqlite.prepare(text.replace(/\$\d+/g, '?'));
      return statement.reader ? statement.all(...values) : (statement.run(...values), []);
    },
    close: async () => sqlite.close(),
  };
}

const dir = mkdtempSync(join(tmpdir(), 'storefront-outbox-bench-'));
const url = databaseUrl ?? join(dir, 'bench.sqlite');
const sink = await smtpSink();
const children = [];
const env = (port, sending) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // The demo shop: its catalogue and its demo seller, whom the invoice names.
  SHOP_MODE: 'demo',
  DATABASE_URL: url,
  DEMO_REGISTER_SIZE: '0',
  ALTCHA_MAX_NUMBER: '1000',
  SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
  MAIL_POLL_INTERVAL_MS: sending ? '50' : '0',
});
const start = async (sending) => {
  const port = await freePort();
  const { child } = await startProcess(
    join(root, 'apps/server/dist/server.js'),
    env(port, sending),
    `http://127.0.0.1:${port}/api/health`,
  );
  children.push(child);
  return { child, shop: (path) => `http://127.0.0.1:${port}${path}` };
};

try {
  // One order by bank transfer: its order-placed mail carries the invoice PDF.
  const first = await start(false);
  const { products } = (await post(first.shop('/api/products'), { lang: 'ru-RU', country_id: 1 })).json;
  const { json: added } = await post(first.shop('/api/add-to-cart'), {
    lang: 'ru-RU',
    'company[id]': 1_000_000_000,
    'company[name]': 'ООО «Бенч»',
    'company[country]': 'Россия',
    product_id: products.find((product) => !product.delivery).id,
  });
  const { json: saved } = await post(first.shop('/api/save-order'), {
    lang: 'ru-RU',
    cart_ids: added.cart.map((item) => item.id),
    cart_key: added.cart_key,
    first_name: 'Иван',
    last_name: 'Бенчев',
    email: `outbox-bench-${Date.now()}@example.test`,
    phone: '+7 (916) 123-45-67',
    payment_method: 'invoice',
    checkout_key: randomBytes(32).toString('base64url'),
    token: await token(first.shop),
  });
  if (!saved.order) throw new Error(`the order was not placed: ${JSON.stringify(saved)}`);
  await stop(first.child);
  children.length = 0;

  const outbox = outboxOf(url);
  // The order's two mails as queued (a sent mail keeps no body): copied into every round.
  const columns = [
    'to_address',
    'subject',
    'text_body',
    'html_body',
    'template',
    'language_code',
    'attachments',
    'reply_to',
  ];
  const [withPdf] = await outbox.query(
    `select ${columns.join(', ')} from mail_outbox where attachments is not null order by id limit 1`,
  );
  const [plain] = await outbox.query(
    `select ${columns.join(', ')} from mail_outbox where attachments is null order by id limit 1`,
  );
  const placeholders = columns.map((_, index) => `$${index + 2}`).join(', ');
  const queue = async () => {
    const now = new Date().toISOString();
    for (let n = 0; n < mails; n++) {
      const source = n % 2 === 0 ? withPdf : plain;
      await outbox.query(
        `insert into mail_outbox (next_attempt_at, ${columns.join(', ')}) values ($1, ${placeholders})`,
        [now, ...columns.map((column) => source[column])],
      );
    }
  };
  const sentCount = async () =>
    Number((await outbox.query(`select count(*) as n from mail_outbox where status = 'sent'`))[0].n);

  /** Queues the mails with `senders` instances running; answers mails/s until the last one arrived. */
  const round = async (senders) => {
    const running = [];
    for (let n = 0; n < senders; n++) running.push(await start(true));
    // The mails queued before (the order's two) go first.
    while (sink.messageIds.length < (await sentCount())) await new Promise((r) => setTimeout(r, 20));
    const before = sink.messageIds.length;
    const sentBefore = await sentCount();
    const t0 = performance.now();
    await queue();
    while ((await sentCount()) < sentBefore + mails) await new Promise((r) => setTimeout(r, 20));
    const seconds = (performance.now() - t0) / 1_000;
    for (const { child } of running) await stop(child);
    children.length = 0;
    return { rate: mails / seconds, seconds, received: sink.messageIds.length - before };
  };

  const one = await round(1);
  const three = await round(3);
  const ids = sink.messageIds;
  const duplicated = ids.length - new Set(ids).size;
  const pending = Number(
    (await outbox.query(`select count(*) as n from mail_outbox where status <> 'sent'`))[0].n,
  );
  await outbox.close();

  const db = url.startsWith('postgres') ? 'PostgreSQL' : 'SQLite';
  console.log(`mail outbox on ${db}: ${mails} mails a round, half with the invoice as a PDF`);
  console.log(`  one sender:    ${one.rate.toFixed(1)} mails/s (${one.seconds.toFixed(1)} s)`);
  console.log(`  three senders: ${three.rate.toFixed(1)} mails/s (${three.seconds.toFixed(1)} s)`);
  console.log(`  ratio three / one: ${(three.rate / one.rate).toFixed(2)}x`);
  console.log(
    `  received ${ids.length} messages, ${duplicated} with a Message-ID seen before; ${pending} not sent`,
  );
  if (duplicated > 0 || pending > 0 || one.received < mails || three.received < mails) process.exitCode = 1;
} finally {
  for (const child of children) await stop(child);
  await sink.close();
  if (!databaseUrl) rmSync(dir, { recursive: true, force: true });
}
