import type { SiteBlockName } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import type { ContentService } from '../content/content.service.js';
import type { SiteBlockInput, SiteBlocksService } from '../content/site-blocks.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SiteTextsService } from '../settings/site-texts.service.js';
import type { ManagerCall } from './back-office-orders.service.js';
import { publishManagerWrite } from './back-office-texts.service.js';

/** The audit's name of each block's rows: its table. */
const ENTITY: Record<SiteBlockName, string> = {
  reviews: 'review',
  'first-docs': 'first_doc',
  advantages: 'first_advantage',
  'pay-options': 'first_pay_option',
};

/**
 * The back-office's site blocks and phone masks (ADR 040). Each write is one unit
 * of work with its audit row (the values before and after that changed) and a bump of the content
 * revision, so every instance of the shop shows the change at once; a write that changes nothing
 * leaves neither. Every write answers the block (or the masks) as it now is.
 */
export class BackOfficeBlocksService {
  constructor(
    private readonly deps: {
      blocks: SiteBlocksService;
      siteTexts: SiteTextsService;
      content: ContentService;
      audit: AuditService;
    },
  ) {}

  list = (name: SiteBlockName) => this.deps.blocks.list(name);

  async save(
    write: Write,
    call: ManagerCall,
    name: SiteBlockName,
    id: number | undefined,
    input: SiteBlockInput,
  ) {
    return write(async (trx) => {
      const change = await this.deps.blocks.save(trx, name, id, input);
      await this.published(
        trx,
        call,
        ENTITY[name],
        change.id,
        change,
        id === undefined ? { created: true } : {},
      );
      return { id: change.id, items: await this.deps.blocks.list(name, trx) };
    });
  }

  async move(write: Write, call: ManagerCall, name: SiteBlockName, id: number, direction: 'up' | 'down') {
    return write(async (trx) => {
      const change = await this.deps.blocks.move(trx, name, id, direction);
      await this.published(trx, call, ENTITY[name], id, change, { direction });
      return { items: await this.deps.blocks.list(name, trx) };
    });
  }

  async remove(write: Write, call: ManagerCall, name: SiteBlockName, id: number) {
    return write(async (trx) => {
      const change = await this.deps.blocks.remove(trx, name, id);
      await this.published(trx, call, ENTITY[name], id, change);
      return { items: await this.deps.blocks.list(name, trx) };
    });
  }

  async phoneMasks(lang: string) {
    return this.deps.siteTexts.phoneMasks(await this.deps.content.countryNames(lang));
  }

  async savePhoneMasks(
    write: Write,
    call: ManagerCall,
    lang: string,
    masks: readonly { code: string; mask: string }[],
  ) {
    // The names are read before the unit of work: the content cache reads through the shared connection.
    const names = await this.deps.content.countryNames(lang);
    return write(async (trx) => {
      const change = await this.deps.siteTexts.savePhoneMasks(trx, masks, names);
      await this.published(trx, call, 'setting', 'phone_masks', change);
      return change.masks;
    });
  }

  private published(
    trx: Kysely<Database>,
    call: ManagerCall,
    entity: string,
    entityId: number | string,
    change: { changed: boolean; before: Record<string, unknown>; after: Record<string, unknown> },
    details?: Record<string, unknown>,
  ): Promise<void> {
    return publishManagerWrite(this.deps.audit, trx, { call, entity, entityId, change, details });
  }
}
