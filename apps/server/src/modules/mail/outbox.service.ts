import type { OutboxMailDetail, OutboxMailSummary } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import { invalid, notFound } from '../../lib/errors.js';
import { sanitizeMailHtml } from '../../lib/html-sanitizer.js';
import { containsPatterns } from '../../lib/like-patterns.js';
import { type PageRequest, type Paged, paged, pageWindow } from '../../lib/paged.js';
import * as repository from './mail.repository.js';
import type { OutboxRow } from './mail.repository.js';
import type { MailService } from './mail.service.js';
import type { MailAttachmentRef } from './mail.templates.js';

/**
 * Links in a mail's text keep their address and path; their query and fragment (where the shop's
 * tokens travel) and any long token-like path segment are replaced by `…`, so the back-office never
 * shows a live secret.
 */
export function redactLinks(text: string): string {
  return text.replace(/\bhttps?:\/\/[^\s<>"')\]]+/gi, (link) => {
    const match = /^([^?#]*)([?#].*)?$/.exec(link);
    const path = (match?.[1] ?? link).replace(/\/[A-Za-z0-9_-]{20,}(?=\/|$)/g, '/…');
    return match?.[2] ? `${path}${match[2].startsWith('?') ? '?…' : '#…'}` : path;
  });
}

const summaryOf = (
  row: Pick<
    OutboxRow,
    | 'id'
    | 'status'
    | 'template'
    | 'to_address'
    | 'subject'
    | 'attempts'
    | 'last_error'
    | 'created_at'
    | 'next_attempt_at'
    | 'sent_at'
  >,
): OutboxMailSummary => ({
  id: row.id,
  status: row.status,
  template: row.template,
  to: row.to_address,
  subject: row.subject,
  attempts: Number(row.attempts),
  last_error: row.last_error,
  created_at: row.created_at,
  next_attempt_at: row.next_attempt_at,
  sent_at: row.sent_at,
});

/** The files a mail carries, named by reference; none for a list that does not parse. */
function attachmentRefs(row: Pick<OutboxRow, 'attachments'>): Partial<MailAttachmentRef>[] {
  try {
    const refs: unknown = row.attachments ? JSON.parse(row.attachments) : [];
    return Array.isArray(refs) ? refs.filter((ref) => typeof ref === 'object' && ref !== null) : [];
  } catch {
    return [];
  }
}

/**
 * A mail as the back-office shows it: its links redacted and no HTML, or, in the demo (where no
 * real customer's secret travels), as its recipient reads it.
 */
function detailOf(row: OutboxRow, demo: boolean): OutboxMailDetail {
  const hasHtml = row.html_body !== null && row.html_body !== '';
  const bodyRemoved = row.status === 'sent' && row.text_body === '';
  return {
    ...summaryOf(row),
    reply_to: row.reply_to,
    language: row.language_code,
    text: demo ? row.text_body : redactLinks(row.text_body),
    has_html: hasHtml,
    attachments: attachmentRefs(row).map((ref) => (typeof ref.kind === 'string' ? ref.kind : 'file')),
    body_removed: bodyRemoved,
    demo,
    html: demo && hasHtml && !bodyRemoved ? sanitizeMailHtml(row.html_body ?? '') : null,
  };
}

/**
 * The mail outbox as the back-office shows it (ADR 039): a page of mails with the counts by status,
 * one mail with its links redacted (in the demo, as its recipient reads it, with its files), and a
 * mail queued again, stated as a change.
 */
export class OutboxService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: {
      /** The demo shop (SHOP_MODE=demo): mails are shown whole, their files can be downloaded. */
      demo: boolean;
      attachments: Pick<MailService, 'renderAttachment'>;
    },
  ) {}

  /** Newest first, by status and a part (`q`) of the recipient; with the counts by status. */
  async page(
    query: PageRequest & { status?: OutboxRow['status'] | undefined; q?: string | undefined },
  ): Promise<{
    mails: Paged<OutboxMailSummary>;
    counts: Record<OutboxRow['status'], number>;
  }> {
    const { rows, total, byStatus } = await repository.outboxPage(
      this.db,
      { status: query.status, ...(query.q ? { patterns: containsPatterns(query.q) } : {}) },
      pageWindow(query),
    );
    return {
      mails: paged(rows.map(summaryOf), total, query),
      counts: {
        pending: byStatus.pending ?? 0,
        sending: byStatus.sending ?? 0,
        sent: byStatus.sent ?? 0,
        failed: byStatus.failed ?? 0,
      },
    };
  }

  async mail(id: number): Promise<OutboxMailDetail> {
    const row = await repository.findMail(this.db, id);
    if (!row) throw notFound('id');
    return detailOf(row, this.options.demo);
  }

  /**
   * The demo only: the `index`-th file of a mail (from 0), rendered as it is sent. A real shop's
   * outbox gives none: an invoice is read where its order is.
   */
  async attachment(
    id: number,
    index: number,
  ): Promise<{ filename: string; content: Buffer; contentType: string }> {
    if (!this.options.demo) throw notFound('id');
    const row = await repository.findMail(this.db, id);
    if (!row) throw notFound('id');
    const ref = attachmentRefs(row)[index];
    if (typeof ref?.kind !== 'string' || typeof ref.id !== 'number' || typeof ref.language !== 'string')
      throw notFound('index');
    return this.options.attachments.renderAttachment({ kind: ref.kind, id: ref.id, language: ref.language });
  }

  /**
   * Queues a mail again: a failed one, or a pending one that has failed before, goes back to
   * pending with no attempt counted, due now, for the sender loop of any instance. A pending mail
   * never tried changes nothing; a sent or sending one is MailNotRetryable.
   */
  async retry(write: Write, id: number): Promise<void> {
    await write(async (trx, changed) => {
      const mail = await repository.lockMail(trx, id);
      if (!mail) throw notFound('id');
      if (mail.status === 'sent' || mail.status === 'sending') throw invalid('MailNotRetryable', 'id');
      if (mail.status === 'pending' && mail.attempts === 0) return;
      const before = {
        status: mail.status,
        attempts: mail.attempts,
        next_attempt_at: mail.next_attempt_at,
        last_error: mail.last_error,
      };
      const now = new Date().toISOString();
      await repository.requeueMail(trx, id, now);
      changed({
        entity: 'mail_outbox',
        id,
        before,
        after: { status: 'pending', attempts: 0, next_attempt_at: now, last_error: mail.last_error },
      });
    });
  }
}
