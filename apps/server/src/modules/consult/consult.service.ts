import type {
  ConsultationDetail,
  ConsultationSummary,
  ParsedBodyOf,
  consultCall,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { ConsultationState, Database } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import { notFound } from '../../lib/errors.js';
import { containsPatterns } from '../../lib/like-patterns.js';
import type { Logger } from '../../lib/logger.js';
import { type PageRequest, type Paged, paged, pageWindow } from '../../lib/paged.js';
import { consultRequestMail, type MailService } from '../mail/mail.service.js';
import * as inbox from './consult-inbox.repository.js';
import { notesOf } from './consult-queries.js';
import * as repository from './consult.repository.js';

export type ConsultForm = ParsedBodyOf<typeof consultCall>;

export interface ConsultSource {
  language: string;
  ip: string | undefined;
  userAgent: string | undefined;
}

const USER_AGENT_MAX = 512;

type SummaryRow = NonNullable<Awaited<ReturnType<typeof inbox.findConsultation>>>;

const summaryOf = (row: SummaryRow): ConsultationSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  language: row.language_code,
  status: row.status,
  created_at: row.created_at,
  status_changed_at: row.status_changed_at,
  notes_count: Number(row.notes_count ?? 0),
});

/**
 * Consultation requests: a visitor's request, stored and mailed to the managers, and the
 * back-office's inbox of them (ADR 039), where a manager sets a request's status and adds notes;
 * each such write states what it changed (a status set again states nothing).
 */
export class ConsultService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly mail: MailService,
    private readonly log: Logger,
  ) {}

  /** How many requests arrived in [from, to) (ISO instants): the back-office's dashboard. */
  countReceivedBetween(from: string, to: string): Promise<number> {
    return repository.countReceivedBetween(this.db, from, to);
  }

  /** The inbox: newest first, by status and a part (`q`) of the name, e-mail, phone or company. */
  async list(
    query: PageRequest & { status?: ConsultationState | undefined; q?: string | undefined },
  ): Promise<Paged<ConsultationSummary>> {
    const { rows, total } = await inbox.listConsultations(
      this.db,
      { status: query.status, ...(query.q ? { patterns: containsPatterns(query.q) } : {}) },
      pageWindow(query),
    );
    return paged(rows.map(summaryOf), total, query);
  }

  /** A request with its notes, oldest first; NotFound when there is none. */
  async detail(id: number): Promise<ConsultationDetail> {
    const [row, notes] = await Promise.all([inbox.findConsultation(this.db, id), notesOf(this.db, id)]);
    if (!row) throw notFound('id');
    return {
      ...summaryOf(row),
      notes: notes.map((note) => ({
        id: note.id,
        at: note.created_at,
        author: note.author_user_id === null ? null : { id: note.author_user_id, email: note.author_email },
        text: note.text,
      })),
    };
  }

  /** Sets a request's status; the same status again changes nothing. */
  async setStatus(write: Write, id: number, status: ConsultationState): Promise<void> {
    await write(async (trx, changed) => {
      const current = await inbox.lockStatus(trx, id);
      if (!current) throw notFound('id');
      if (current.status === status) return;
      const at = new Date().toISOString();
      await inbox.setStatus(trx, id, status, at);
      changed({
        entity: 'consult_request',
        id,
        before: { status: current.status, status_changed_at: current.status_changed_at },
        after: { status, status_changed_at: at },
      });
    });
  }

  /** Adds a note by the staff member `authorId` to a request. */
  async addNote(write: Write, authorId: number, id: number, text: string): Promise<void> {
    await write(async (trx, changed) => {
      const current = await inbox.lockStatus(trx, id);
      if (!current) throw notFound('id');
      const at = new Date().toISOString();
      const noteId = await inbox.insertNote(trx, { requestId: id, authorId, text, at });
      changed({ entity: 'consult_request', id, before: {}, after: { note_id: noteId, text, at } });
    });
  }

  /**
   * Stores the request and queues the manager's mail in one transaction: both or neither. Sending
   * happens later from the outbox, so a down SMTP server does not fail the visitor's request.
   */
  async submit(write: Write, form: ConsultForm, source: ConsultSource): Promise<void> {
    const managerAddress = await this.mail.managerAddress();
    await write(async (trx) => {
      const stored = await repository.insertConsultRequest(trx, {
        name: form.name,
        email: form.email ?? null,
        phone: form.phone ?? null,
        company: form.company,
        user_id: null,
        language_code: source.language,
        ip: source.ip ?? null,
        user_agent: source.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      });
      if (!managerAddress) {
        this.log.error(
          { consultRequestId: stored.id },
          'consultation request stored but not mailed: set MANAGER_EMAIL or the shop e-mail setting',
        );
        return;
      }
      await this.mail.enqueue(
        trx,
        consultRequestMail(managerAddress, {
          id: stored.id,
          name: form.name,
          email: form.email,
          phone: form.phone,
          company: form.company,
          language: source.language,
          at: new Date(stored.created_at),
        }),
      );
    });
  }
}
