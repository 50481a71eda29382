import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Database, MailOutboxTable } from '../../db/schema.js';
import type { MailMessage } from './mail.templates.js';

type Db = Kysely<Database>;
export type OutboxRow = Selectable<MailOutboxTable>;

/** Writes a mail to the outbox; pass the caller's transaction so the mail exists only if its cause does. */
export async function insertMail(db: Db, mail: MailMessage, now: string): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      template: mail.template,
      language_code: mail.language,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      next_attempt_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Pending mails whose time has come, and mails whose sender died mid-send (lock expired). */
const due = (now: string) => (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
  eb.or([
    eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
    eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
  ]);

/**
 * Claims the oldest due mail for this sender in one UPDATE: it turns `sending`, locked until
 * `lockedUntil`, with one more attempt counted. The candidate is a scalar subquery, which
 * PostgreSQL runs once (an IN list with LIMIT may be re-run per row and claim more); there it
 * skips rows another sender has locked, and the outer condition re-checks a row that changed
 * meanwhile. SQLite runs one writer at a time.
 */
export async function claimNextDueMail(
  db: Db,
  dialect: DialectName,
  options: { now: string; lockedUntil: string },
): Promise<OutboxRow | undefined> {
  const { now, lockedUntil } = options;
  const candidate = db
    .selectFrom('mail_outbox')
    .select('id')
    .where(due(now))
    .orderBy('id')
    .limit(1)
    .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked());
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'sending', locked_until: lockedUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', candidate)
    .where(due(now))
    .returningAll()
    .executeTakeFirst();
}

/**
 * After delivery the body goes: the outbox is a queue, not an archive, and a body may hold a live
 * secret (a password-reset link) that must not outlive its sending in the database or its backups.
 * Recipient, subject and times stay for `npm run mail:outbox`.
 */
export async function markSent(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: 'sent',
      sent_at: now,
      locked_until: null,
      last_error: null,
      text_body: '',
      html_body: null,
    })
    .where('id', '=', id)
    .execute();
}

/** After a failed attempt: back to `pending` for a later try, or `failed` when out of attempts. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  outcome: { status: 'pending' | 'failed'; nextAttemptAt: string; error: string },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: outcome.status,
      next_attempt_at: outcome.nextAttemptAt,
      locked_until: null,
      last_error: outcome.error,
    })
    .where('id', '=', id)
    .execute();
}

export interface OutboxListing {
  total: number;
  byStatus: Record<string, number>;
  newest: Pick<
    OutboxRow,
    'id' | 'status' | 'attempts' | 'to_address' | 'subject' | 'created_at' | 'sent_at' | 'last_error'
  >[];
}

export async function listOutbox(db: Db, limit: number): Promise<OutboxListing> {
  const [counts, newest] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .select(['status', db.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('mail_outbox')
      .select(['id', 'status', 'attempts', 'to_address', 'subject', 'created_at', 'sent_at', 'last_error'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  const byStatus = Object.fromEntries(counts.map((row) => [row.status, Number(row.count)]));
  const total = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
  return { total, byStatus, newest };
}

export interface OutboxHealth {
  byStatus: Record<string, number>;
  /** When the oldest mail still waiting to go out was written; undefined when none waits. */
  oldestPendingAt: string | undefined;
}

/** What the metrics say of the outbox: how many mails in each state, the oldest one waiting. */
export async function outboxHealth(db: Db): Promise<OutboxHealth> {
  const [counts, oldest] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .select(['status', db.fn.countAll<number>().as('count')])
      .where('status', 'in', ['pending', 'sending', 'failed'])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.min('created_at').as('created_at'))
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirst(),
  ]);
  return {
    byStatus: Object.fromEntries(counts.map((row) => [row.status, Number(row.count)])),
    oldestPendingAt: oldest?.created_at ?? undefined,
  };
}

/** Mails of the given templates to one address whose subject names `text` (an order's number), newest first. */
export async function mailsAbout(db: Db, to: string, templates: string[], text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'template',
      'to_address as to',
      'subject',
      'status',
      'attempts',
      'created_at',
      'sent_at',
      'last_error',
    ])
    .where('to_address', '=', to)
    .where('template', 'in', templates)
    .where(sql<boolean>`subject like ${pattern} escape ${'\\'}`)
    .orderBy('id', 'desc')
    .execute();
}

/** The back-office's outbox: newest first, by status and a part of the recipient, one page. */
export async function outboxPage(
  db: Db,
  filter: { status?: OutboxRow['status'] | undefined; patterns?: string[] | undefined },
  page: { limit: number; offset: number },
) {
  const where = (eb: ExpressionBuilder<Database, 'mail_outbox'>) => {
    const conditions = [];
    if (filter.status) conditions.push(eb('status', '=', filter.status));
    if (filter.patterns?.length)
      conditions.push(
        eb.or(filter.patterns.map((pattern) => sql<boolean>`to_address like ${pattern} escape ${'\\'}`)),
      );
    return eb.and(conditions);
  };
  const [rows, total, counts] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .select([
        'id',
        'status',
        'template',
        'to_address',
        'subject',
        'attempts',
        'last_error',
        'created_at',
        'next_attempt_at',
        'sent_at',
      ])
      .where(where)
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where(where)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('mail_outbox')
      .select(['status', db.fn.countAll<number | string>().as('count')])
      .groupBy('status')
      .execute(),
  ]);
  return {
    rows,
    total: Number(total.count),
    byStatus: Object.fromEntries(counts.map((row) => [row.status, Number(row.count)])),
  };
}

export async function findMail(db: Db, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the mail's row for the caller's transaction (PostgreSQL) and reads it. */
export async function lockMail(trx: Db, id: number): Promise<OutboxRow | undefined> {
  return trx
    .updateTable('mail_outbox')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Back to the queue: pending, no attempt counted, due now. */
export async function requeueMail(trx: Db, id: number, now: string): Promise<void> {
  await trx
    .updateTable('mail_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, locked_until: null })
    .where('id', '=', id)
    .execute();
}
