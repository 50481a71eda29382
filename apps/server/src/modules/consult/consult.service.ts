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
import type { Logger } from '../../lib/logger.js';
import * as inbox from './consult-inbox.repository.js';
import { consultRequestMail, type MailService } from '../mail/mail.service.js';
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

/** What a back-office write changed on a request: the values before and after, or nothing. */
export interface ConsultationChange {
  changed: boolean;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export class ConsultService {
  constructor(
    private readonly mail: MailService,
    private readonly log: Logger,
  ) {}

  /** How many requests arrived in [from, to) (ISO instants): the back-office's dashboard. */
  countReceivedBetween(db: Kysely<Database>, from: string, to: string): Promise<number> {
    return repository.countReceivedBetween(db, from, to);
  }

  /** The inbox: newest first, by status and a part of the name, e-mail, phone or company. */
  async list(
    db: Kysely<Database>,
    query: { page: number; pageSize: number; status?: ConsultationState | undefined; patterns?: string[] },
  ) {
    const { rows, total } = await inbox.listConsultations(
      db,
      { status: query.status, patterns: query.patterns },
      { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    );
    return { count: total, list: rows.map(summaryOf), page: query.page };
  }

  /** A request with its notes, oldest first; NotFound when there is none. */
  async detail(db: Kysely<Database>, id: number): Promise<ConsultationDetail> {
    const [row, notes] = await Promise.all([inbox.findConsultation(db, id), inbox.notesOf(db, id)]);
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

  /** Sets the status inside the caller's unit of work; the same status again changes nothing. */
  async setStatus(trx: Kysely<Database>, id: number, status: ConsultationState): Promise<ConsultationChange> {
    const current = await inbox.lockStatus(trx, id);
    if (!current) throw notFound('id');
    if (current.status === status) return { changed: false, before: {}, after: {} };
    const at = new Date().toISOString();
    await inbox.setStatus(trx, id, status, at);
    return {
      changed: true,
      before: { status: current.status, status_changed_at: current.status_changed_at },
      after: { status, status_changed_at: at },
    };
  }

  /** Adds a note by `authorId` inside the caller's unit of work. */
  async addNote(trx: Kysely<Database>, id: number, authorId: number, text: string) {
    const current = await inbox.lockStatus(trx, id);
    if (!current) throw notFound('id');
    const at = new Date().toISOString();
    const noteId = await inbox.insertNote(trx, { requestId: id, authorId, text, at });
    return {
      changed: true,
      before: {},
      after: { note_id: noteId, text, at },
    } satisfies ConsultationChange;
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
