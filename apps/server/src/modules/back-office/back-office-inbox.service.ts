import {
  type AuditEntry,
  type ConsultationDetail,
  type ConsultationStatus,
  type OutboxMailDetail,
  type OutboxMailSummary,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import { invalid, notFound } from '../../lib/errors.js';
import { containsPatterns } from '../../lib/like-patterns.js';
import type { RegisterUpload, RegisterUploadService } from '../companies/register-upload.service.js';
import { checkRegisterFile } from '../companies/register-upload.service.js';
import type { ConsultService } from '../consult/consult.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { MailService, OutboxRow } from '../mail/mail.service.js';
import { moscowMidnight } from '../orders/order.service.js';
import type { ManagerCall } from './back-office-orders.service.js';

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

function detailOf(row: OutboxRow): OutboxMailDetail {
  let attachments: string[] = [];
  try {
    const refs: unknown = row.attachments ? JSON.parse(row.attachments) : [];
    if (Array.isArray(refs))
      attachments = refs.map((ref: { kind?: unknown }) =>
        typeof ref?.kind === 'string' ? ref.kind : 'file',
      );
  } catch {
    attachments = [];
  }
  return {
    ...summaryOf(row),
    reply_to: row.reply_to,
    language: row.language_code,
    text: redactLinks(row.text_body),
    has_html: row.html_body !== null && row.html_body !== '',
    attachments,
    body_removed: row.status === 'sent' && row.text_body === '',
  };
}

/**
 * The back-office's inbox and operations (ADR 039): consultation requests, the
 * mail outbox, the audit log and register uploads. Each write is one unit of work with its audit
 * row (the staff member, the call, the row, the values before and after); one that changed nothing
 * leaves none.
 */
export class BackOfficeInboxService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: {
      consult: ConsultService;
      mail: MailService;
      audit: AuditService;
      registerUploads: RegisterUploadService;
      uploadMaxBytes: number;
    },
  ) {}

  consultations(query: {
    page: number;
    pageSize: number;
    status?: ConsultationStatus | undefined;
    q?: string | undefined;
  }) {
    return this.deps.consult.list(this.db, {
      page: query.page,
      pageSize: query.pageSize,
      status: query.status,
      ...(query.q ? { patterns: containsPatterns(query.q) } : {}),
    });
  }

  consultation(id: number): Promise<ConsultationDetail> {
    return this.deps.consult.detail(this.db, id);
  }

  async setConsultationStatus(write: Write, call: ManagerCall, id: number, status: ConsultationStatus) {
    await write(async (trx) => {
      const change = await this.deps.consult.setStatus(trx, id, status);
      if (change.changed) await this.audited(trx, call, 'consult_request', id, change);
    });
  }

  async addConsultationNote(write: Write, call: ManagerCall, id: number, text: string) {
    await write(async (trx) => {
      const change = await this.deps.consult.addNote(trx, id, call.manager.id, text);
      await this.audited(trx, call, 'consult_request', id, change);
    });
  }

  async outbox(query: {
    page: number;
    pageSize: number;
    status?: OutboxRow['status'] | undefined;
    q?: string | undefined;
  }) {
    const { rows, total, byStatus } = await this.deps.mail.outboxPage(
      { status: query.status, ...(query.q ? { patterns: containsPatterns(query.q) } : {}) },
      { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    );
    return {
      mails: { count: total, list: rows.map(summaryOf), page: query.page },
      counts: {
        pending: byStatus.pending ?? 0,
        sending: byStatus.sending ?? 0,
        sent: byStatus.sent ?? 0,
        failed: byStatus.failed ?? 0,
      },
    };
  }

  async outboxMail(id: number): Promise<OutboxMailDetail> {
    const row = await this.deps.mail.findMail(id);
    if (!row) throw notFound('id');
    return detailOf(row);
  }

  async retryMail(write: Write, call: ManagerCall, id: number): Promise<void> {
    await write(async (trx) => {
      const outcome = await this.deps.mail.requeue(trx, id);
      if (!outcome.found) throw notFound('id');
      if (!outcome.retryable) throw invalid('MailNotRetryable', 'id');
      if (outcome.changed)
        await this.audited(trx, call, 'mail_outbox', id, { before: outcome.before, after: outcome.after });
    });
  }

  async audit(query: {
    page: number;
    pageSize: number;
    actor?: string | undefined;
    action?: string | undefined;
    entity?: string | undefined;
    entityId?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
  }): Promise<{ count: number; page: number; list: AuditEntry[] }> {
    const actorId = query.actor && /^\d{1,9}$/.test(query.actor) ? Number(query.actor) : undefined;
    return this.deps.audit.list(
      this.db,
      {
        actorId,
        ...(query.actor && actorId === undefined ? { actorPatterns: containsPatterns(query.actor) } : {}),
        ...(query.action ? { actionPatterns: containsPatterns(query.action) } : {}),
        entity: query.entity,
        entityId: query.entityId,
        ...(query.from ? { from: moscowMidnight(query.from, 0) } : {}),
        ...(query.to ? { before: moscowMidnight(query.to, 1) } : {}),
      },
      { page: query.page, pageSize: query.pageSize },
    );
  }

  async registers() {
    const [registers, imports] = await Promise.all([
      this.deps.registerUploads.registers(),
      this.deps.registerUploads.jobs(),
    ]);
    return { registers, imports, max_upload_bytes: this.deps.uploadMaxBytes };
  }

  /** Checks the file, records the job with its audit row, then starts it in the background. */
  async startImport(write: Write, call: ManagerCall, upload: RegisterUpload) {
    checkRegisterFile(upload, this.deps.uploadMaxBytes);
    const jobId = await write(async (trx) => {
      const id = await this.deps.registerUploads.record(trx, upload, call.manager.id);
      await this.audited(trx, call, 'register_import_job', id, {
        before: {},
        after: {
          status: 'queued',
          format: upload.format,
          country: upload.country ?? null,
          file_name: upload.fileName,
          size_bytes: upload.content.length,
        },
      });
      return id;
    });
    void this.deps.registerUploads.run(jobId, upload);
    const job = await this.deps.registerUploads.job(jobId);
    if (!job) throw notFound('id');
    return job;
  }

  private async audited(
    trx: Kysely<Database>,
    call: ManagerCall,
    entity: string,
    entityId: number,
    change: { before: Record<string, unknown>; after: Record<string, unknown> },
  ): Promise<void> {
    await this.deps.audit.recordManagerWrite(trx, {
      managerId: call.manager.id,
      action: call.action,
      entity,
      entityId,
      ip: call.ip,
      before: change.before,
      after: change.after,
    });
  }
}
