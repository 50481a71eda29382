import { DEFAULT_LANGUAGE } from '@storefront/contract';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/env.js';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Logger } from '../../lib/logger.js';
import { noShopEvents, type ShopEvents } from '../../lib/shop-events.js';
import type { SettingsService } from '../settings/settings.service.js';
import * as repository from './mail.repository.js';
import type { MailAttachmentRef, MailMessage } from './mail.templates.js';

/**
 * A sender holds a claimed mail this long, above the SMTP timeouts below (10 s to connect, 10 s to
 * greet, 60 s of silence): a sender that died mid-send leaves its mail to another two minutes on.
 */
const CLAIM_LOCK_MS = 2 * 60_000;
/**
 * Tries at marking a mail sent once the SMTP server took it, and the waits between them: a database
 * blinking then would otherwise send it again when its claim runs out (delivery is at least once).
 */
const MARK_SENT_WAITS_MS = [200, 1_000, 3_000];
/** Mails sent per pass at most, so a pass ends and shutdown is never kept waiting long. */
const MAX_MAILS_PER_PASS = 50;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
const ERROR_TEXT_MAX = 1_000;

/**
 * A mail's Message-ID, the same for every try of it: its outbox id and the day it was queued, at
 * the sender's domain (a receiver drops a second message with an id it has seen).
 */
export function outboxMessageId(
  mail: { id: number; created_at: string },
  from: string | { address: string },
): string {
  const address = typeof from === 'string' ? (/<([^>]+)>/.exec(from)?.[1] ?? from) : from.address;
  const domain = address.split('@')[1]?.trim() || 'storefront.invalid';
  return `<outbox-${mail.id}.${Date.parse(mail.created_at).toString(36)}@${domain}>`;
}

/** 30 s after the first failure, doubling up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Mail through an outbox. `enqueue(trx, mail)` writes a mail in the caller's transaction (so it
 * exists exactly when what caused it does); the sender loop of every instance then claims due
 * mails one UPDATE at a time and sends them over SMTP_URL with nodemailer, retrying with backoff.
 * Without SMTP_URL nothing is sent: mails stay in the outbox, logged with recipient and subject,
 * and `npm run mail:outbox` lists them.
 */
/** Renders an attachment kind at send time: `mail.renderAttachments('invoice', ...)`. */
export type AttachmentRenderer = (
  ref: MailAttachmentRef,
) => Promise<{ filename: string; content: Buffer; contentType: string }>;

export class MailService {
  private readonly transport: Transporter | undefined;
  private readonly renderers = new Map<string, AttachmentRenderer>();
  private timer: NodeJS.Timeout | undefined;
  /** The latest pass, settled or not: passes run one after another. */
  private passes: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly options: AppConfig['mail'],
    private readonly settings: SettingsService,
    private readonly log: Logger,
    private readonly events: ShopEvents = noShopEvents,
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 60_000,
        })
      : undefined;
  }

  /** Registers how mails' attachments of a kind are rendered when they are sent. */
  renderAttachments(kind: string, renderer: AttachmentRenderer): void {
    this.renderers.set(kind, renderer);
  }

  /** One attachment as the mail carries it (the sender, and the demo's outbox). */
  async renderAttachment(ref: MailAttachmentRef): ReturnType<AttachmentRenderer> {
    const render = this.renderers.get(ref.kind);
    if (!render) throw new Error(`no renderer for mail attachments of kind ${ref.kind}`);
    return render(ref);
  }

  private async attachmentsOf(text: string | null) {
    if (!text) return [];
    const refs = JSON.parse(text) as MailAttachmentRef[];
    return Promise.all(refs.map((ref) => this.renderAttachment(ref)));
  }

  /** Where consultation requests go: MANAGER_EMAIL, else the shop's e-mail setting. */
  async managerAddress(): Promise<string | undefined> {
    if (this.options.managerEmail) return this.options.managerEmail;
    return (await this.settings.publicSettings(DEFAULT_LANGUAGE)).settings.email || undefined;
  }

  /** `managerAddress` inside the caller's transaction: on SQLite a read beside it would wait for it. */
  async managerAddressIn(trx: Kysely<Database>): Promise<string | undefined> {
    if (this.options.managerEmail) return this.options.managerEmail;
    return (await this.settings.shopEmailIn(trx, DEFAULT_LANGUAGE)) || undefined;
  }

  /** Writes a mail to the outbox; `db` is the caller's transaction. Returns the outbox id. */
  async enqueue(db: Kysely<Database>, mail: MailMessage): Promise<number> {
    const id = await repository.insertMail(db, mail, new Date().toISOString());
    const fields = { mailId: id, to: mail.to, subject: mail.subject, template: mail.template };
    if (this.transport) this.log.info(fields, 'mail queued');
    else
      this.log.info(
        fields,
        'mail queued; SMTP_URL is unset, so it stays in the outbox (npm run mail:outbox)',
      );
    return id;
  }

  /**
   * One delivery pass: sends every due mail (up to a cap) and reschedules failures. The loop calls
   * it on a timer; tests call it directly, `now` moving them past a retry delay. Passes of one
   * instance run one after another; those of several instances never claim the same mail.
   */
  deliverDue(now: () => Date = () => new Date()): Promise<DeliveryReport> {
    const pass = this.passes.then(() => this.runPass(now));
    this.passes = pass.catch(() => undefined);
    return pass;
  }

  /** Starts the sender loop (no-op without SMTP_URL or with MAIL_POLL_INTERVAL_MS=0). */
  /**
   * The mails of an order (back-office): the order templates sent to its e-mail whose subject
   * names its number (every order mail's subject does), newest first.
   */
  mailsOfOrder(email: string, orderNumber: string) {
    return repository.mailsAbout(
      this.db,
      email,
      ['order-placed', 'payment-received', 'payment-declined', 'documents-ready', 'originals-shipped'],
      orderNumber,
    );
  }

  /** The outbox for `npm run mail:outbox`: counts by status and the newest `limit` mails. */
  listOutbox(limit: number) {
    return repository.listOutbox(this.db, limit);
  }

  /** Counts by state and the oldest mail waiting, for the metrics. */
  outboxHealth() {
    return repository.outboxHealth(this.db);
  }

  start(): void {
    if (!this.transport || this.options.pollIntervalMs === 0 || this.timer || this.stopped) return;
    const tick = async () => {
      try {
        await this.deliverDue();
      } catch (error) {
        this.log.error({ err: error }, 'mail delivery pass failed');
      }
      if (!this.stopped) this.timer = setTimeout(tick, this.options.pollIntervalMs);
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Stops the loop, lets a running pass finish its current mail, closes the SMTP connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.passes;
    this.transport?.close();
  }

  private async runPass(now: () => Date): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, failed: 0 };
    const transport = this.transport;
    if (!transport) return report;
    const from = await this.fromAddress();
    while (report.sent + report.failed < MAX_MAILS_PER_PASS) {
      const at = now();
      const mail = await repository.claimNextDueMail(this.db, this.dialect, {
        now: at.toISOString(),
        lockedUntil: new Date(at.getTime() + CLAIM_LOCK_MS).toISOString(),
      });
      if (!mail) break;
      try {
        const attachments = await this.attachmentsOf(mail.attachments);
        await transport.sendMail({
          ...(attachments.length > 0 ? { attachments } : {}),
          // The same for every try of this mail: a receiver that got it already drops a second copy.
          messageId: outboxMessageId(mail, from),
          from,
          to: mail.to_address,
          ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
          subject: mail.subject,
          text: mail.text_body,
          ...(mail.html_body ? { html: mail.html_body } : {}),
        });
        await this.markSent(mail.id, now);
        report.sent += 1;
        this.events.mailDelivery('sent');
        this.log.info({ mailId: mail.id, to: mail.to_address, attempts: mail.attempts }, 'mail sent');
      } catch (error) {
        report.failed += 1;
        this.events.mailDelivery('failed');
        const giveUp = mail.attempts >= this.options.maxAttempts;
        const message = error instanceof Error ? error.message : String(error);
        await repository.markAttemptFailed(this.db, mail.id, {
          status: giveUp ? 'failed' : 'pending',
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(mail.attempts)).toISOString(),
          error: message.slice(0, ERROR_TEXT_MAX),
        });
        this.log.warn(
          { mailId: mail.id, to: mail.to_address, attempts: mail.attempts, error: message },
          giveUp ? 'mail failed for good' : 'mail not sent; will retry',
        );
      }
      if (this.stopped) break;
    }
    return report;
  }

  /**
   * Marks a mail the SMTP server took as sent, trying again while the database does not answer;
   * if it never does, the mail is sent again once its claim runs out, with the same Message-ID.
   */
  private async markSent(id: number, now: () => Date): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await repository.markSent(this.db, id, now().toISOString());
        return;
      } catch (error) {
        const wait = MARK_SENT_WAITS_MS[attempt];
        if (wait === undefined) {
          this.log.error({ err: error, mailId: id }, 'mail sent but not marked sent: it may be sent again');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /** MAIL_FROM, else the shop's name and e-mail setting. */
  private async fromAddress(): Promise<string | { name: string; address: string }> {
    if (this.options.from) return this.options.from;
    const { settings } = await this.settings.publicSettings(DEFAULT_LANGUAGE);
    return { name: settings.sitename, address: settings.email };
  }
}

/** The mails other modules queue: built here, sent through the outbox. */
export {
  accountExistsMail,
  consultRequestMail,
  emailChangedMail,
  passwordResetMail,
  registrationConfirmMail,
  staffInviteMail,
} from './mail.templates.js';
export {
  documentsReadyMail,
  managerOrderMail,
  orderPlacedMail,
  type OrderMailData,
  paymentDeclinedMail,
  paymentReceivedMail,
  setPasswordMail,
} from './order-mail.templates.js';
export type { OutboxListing, OutboxRow } from './mail.repository.js';
export { rateImportFailedMail } from './rate-mail.templates.js';
export { refundDueMail } from './refund-mail.templates.js';
export { originalsShippedMail } from './shipment-mail.templates.js';
