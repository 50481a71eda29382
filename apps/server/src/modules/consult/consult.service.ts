import type { ParsedBodyOf, consultCall } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import type { Logger } from '../../lib/logger.js';
import { consultRequestMail, type MailService } from '../mail/mail.service.js';
import * as repository from './consult.repository.js';

export type ConsultForm = ParsedBodyOf<typeof consultCall>;

export interface ConsultSource {
  language: string;
  ip: string | undefined;
  userAgent: string | undefined;
}

const USER_AGENT_MAX = 512;

export class ConsultService {
  constructor(
    private readonly mail: MailService,
    private readonly log: Logger,
  ) {}

  /** How many requests arrived in [from, to) (ISO instants): the back-office's dashboard. */
  countReceivedBetween(db: Kysely<Database>, from: string, to: string): Promise<number> {
    return repository.countReceivedBetween(db, from, to);
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
