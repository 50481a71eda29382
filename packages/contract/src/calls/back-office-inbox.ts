import { z } from 'zod';
import {
  authKeyField,
  checkedText,
  emptyObject,
  formId,
  formInt,
  LIMITS,
  listAnswer,
  optionalText,
  pageQuery,
  pageSizeField,
  requiredText,
} from '../common.js';
import { routes } from '../routes.js';
import { defineCall } from './define.js';

/**
 * The back-office's inbox and operations (docs/decisions/039-back-office-inbox.md):
 * consultation requests (managers), the mail outbox, the audit log and the register imports
 * (administrators). Every write is audited with the values before and after.
 */

/** A consultation request's state in the inbox. */
export const consultationStatuses = ['new', 'in_work', 'done'] as const;
export type ConsultationStatus = (typeof consultationStatuses)[number];

/** A note on a request at most this long. */
export const CONSULTATION_NOTE_MAX = 2_000;

/** A calendar day, 'YYYY-MM-DD'. */
const dayFilter = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  checkedText(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)).optional(),
);

const staffMember = z.object({ id: z.number().int(), email: z.string().nullable() });

export const consultationSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string(),
  language: z.string(),
  status: z.enum(consultationStatuses),
  created_at: z.string(),
  /** When the status last changed (null: never). */
  status_changed_at: z.string().nullable(),
  notes_count: z.number().int().nonnegative(),
});
export type ConsultationSummary = z.infer<typeof consultationSummary>;

/** A request with its notes, oldest first: a history, never one overwritten field. */
export const consultationDetail = consultationSummary.extend({
  notes: z.array(
    z.object({ id: z.number().int(), at: z.string(), author: staffMember.nullable(), text: z.string() }),
  ),
});
export type ConsultationDetail = z.infer<typeof consultationDetail>;

/** Newest first; filtered by status and by a part of the name, e-mail, phone or company. */
export const adminConsultationsCall = defineCall(routes.adminConsultations, {
  body: z.object({
    auth_key: authKeyField,
    pagesize: pageSizeField,
    status: z.enum(consultationStatuses).optional(),
    q: optionalText(LIMITS.shortText),
  }),
  query: z.object({ page: pageQuery }),
  answer: z.object({ requests: listAnswer(consultationSummary) }),
});

const consultationAnswer = z.object({ request: consultationDetail });
const idQuery = z.object({ id: formId });

export const adminConsultationCall = defineCall(routes.adminConsultation, {
  body: z.object({ auth_key: authKeyField }),
  query: idQuery,
  answer: consultationAnswer,
});

/** Sets the request's status; the same status again changes nothing (no audit row). */
export const adminConsultationStatusCall = defineCall(routes.adminConsultationStatus, {
  body: z.object({ auth_key: authKeyField, status: z.enum(consultationStatuses) }),
  query: idQuery,
  answer: consultationAnswer,
});

/** Adds a note with its author and time. */
export const adminConsultationNoteCall = defineCall(routes.adminConsultationNote, {
  body: z.object({ auth_key: authKeyField, text: requiredText(CONSULTATION_NOTE_MAX) }),
  query: idQuery,
  answer: consultationAnswer,
});

/** The outbox's states: `failed` ran out of attempts. */
export const outboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const;

export const outboxMailSummary = z.object({
  id: z.number().int(),
  status: z.enum(outboxStatuses),
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int().nonnegative(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMailSummary = z.infer<typeof outboxMailSummary>;

export const adminOutboxCall = defineCall(routes.adminOutbox, {
  body: z.object({
    auth_key: authKeyField,
    pagesize: pageSizeField,
    status: z.enum(outboxStatuses).optional(),
    /** A part of the recipient's address. */
    q: optionalText(LIMITS.shortText),
  }),
  query: z.object({ page: pageQuery }),
  answer: z.object({
    mails: listAnswer(outboxMailSummary),
    /** Every mail of the outbox by status (not only the filtered ones). */
    counts: z.record(z.enum(outboxStatuses), z.number().int().nonnegative()),
  }),
});

/**
 * One mail: its text with every link's query and fragment (where tokens travel) replaced by `…`,
 * and whether its HTML part exists. A sent mail's body is gone (the outbox keeps no secrets): `text`
 * is then empty and `body_removed` true. The demo (`demo` true; docs/decisions/067) shows the mail
 * as its recipient reads it instead: the text with its links whole, the HTML part sanitised (links
 * kept, opening a new tab; no scripts, styles or images), and its attachments by
 * `adminOutboxAttachment`.
 */
export const outboxMailDetail = outboxMailSummary.extend({
  reply_to: z.string().nullable(),
  language: z.string(),
  text: z.string(),
  has_html: z.boolean(),
  /** The attachments' kinds (`invoice`), in the order `adminOutboxAttachment`'s `index` counts. */
  attachments: z.array(z.string()),
  body_removed: z.boolean(),
  /** The shop is the demo: `text` is whole, `html` given, the attachments can be downloaded. */
  demo: z.boolean(),
  /** The HTML part, sanitised; the demo only (else null), and null once a sent mail's body is gone. */
  html: z.string().nullable(),
});
export type OutboxMailDetail = z.infer<typeof outboxMailDetail>;

const outboxMailAnswer = z.object({ mail: outboxMailDetail });

export const adminOutboxMailCall = defineCall(routes.adminOutboxMail, {
  body: z.object({ auth_key: authKeyField }),
  query: idQuery,
  answer: outboxMailAnswer,
});

/**
 * The demo only: the `index`-th file of a mail (from 0), rendered as the mail carries it, under its
 * own name and type. 404 NotFound for an unknown mail or index, and for every mail of a real shop.
 */
export const adminOutboxAttachmentCall = defineCall(routes.adminOutboxAttachment, {
  body: z.object({ auth_key: authKeyField }),
  query: z.object({ id: formId, index: formInt(0, 99) }),
  answer: z.unknown(),
});

/**
 * Queues a failed mail (or a pending one that failed before) again: pending, attempts from zero,
 * due now. A mail already due with no failed attempt changes nothing; a sent or sending one is
 * MailNotRetryable.
 */
export const adminOutboxRetryCall = defineCall(routes.adminOutboxRetry, {
  body: z.object({ auth_key: authKeyField }),
  query: idQuery,
  answer: outboxMailAnswer,
});

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who: the staff member, or the customer a manager acted as (then `acting_manager` is set). */
  actor: staffMember.nullable(),
  acting_manager: staffMember.nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  ip: z.string().nullable(),
  /** `before` and `after` for a back-office write; what else the row recorded. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** Newest first; filters by who (an e-mail's part or an id), action, entity and id, days (Moscow). */
export const adminAuditCall = defineCall(routes.adminAudit, {
  body: z.object({
    auth_key: authKeyField,
    pagesize: pageSizeField,
    actor: optionalText(LIMITS.shortText),
    /** A part of the action (`consultation` finds every call about consultations). */
    action: optionalText(LIMITS.shortText),
    entity: optionalText(64),
    entity_id: optionalText(64),
    from: dayFilter,
    to: dayFilter,
  }),
  query: z.object({ page: pageQuery }),
  answer: z.object({ entries: listAnswer(auditEntry) }),
});

/** The register file formats the importer reads (docs/imports.md). */
export const registerImportFormats = ['generic', 'companies-house'] as const;
export const registerImportStatuses = ['queued', 'running', 'done', 'failed'] as const;

/** An uploaded register file at most this large; larger ones go through `npm run register:import`. */
export const REGISTER_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const registerImportJob = z.object({
  id: z.number().int(),
  format: z.enum(registerImportFormats),
  country: z.string().nullable(),
  file_name: z.string(),
  size_bytes: z.number().int().nonnegative(),
  status: z.enum(registerImportStatuses),
  bytes_read: z.number().int().nonnegative(),
  rows: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  error: z.string().nullable(),
  started_by: staffMember.nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type RegisterImportJob = z.infer<typeof registerImportJob>;

export const loadedRegister = z.object({
  country: z.string(),
  register: z.string(),
  companies: z.number().int().nonnegative(),
  /** When its newest row was written. */
  last_imported_at: z.string().nullable(),
});
export type LoadedRegister = z.infer<typeof loadedRegister>;

/** The loaded registers (by country and register), and the imports started here, newest first. */
export const adminRegistersCall = defineCall(routes.adminRegisters, {
  body: z.object({ auth_key: authKeyField }),
  query: emptyObject,
  answer: z.object({
    registers: z.array(loadedRegister),
    imports: z.array(registerImportJob),
    max_upload_bytes: z.number().int().positive(),
  }),
});

/**
 * Starts an import of an uploaded register file, sent as multipart/form-data with `auth_key`,
 * `format` and (Companies House) `country` before the `file` part: CSV text, at most
 * REGISTER_UPLOAD_MAX_BYTES (413 ImportFileTooLarge), its header the format's (ImportHeaderWrong).
 * It runs in the background; its progress is in the answer of `adminRegisters`. One at a time
 * (ImportAlreadyRunning).
 */
export const adminRegisterImportCall = defineCall(routes.adminRegisterImport, {
  body: z.object({
    auth_key: authKeyField,
    format: z.enum(registerImportFormats),
    country: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      checkedText(z.string().regex(/^[A-Za-z]{2}$/)).optional(),
    ),
  }),
  query: emptyObject,
  answer: z.object({ import: registerImportJob }),
});
