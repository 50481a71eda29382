import type { SupportedLanguage } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import type { AuditService } from '../audit/audit.service.js';
import { bumpContentRevision } from '../settings/settings.service.js';
import type {
  ContactsInput,
  MenuItemInput,
  SiteTextChange,
  SiteTextsService,
} from '../settings/site-texts.service.js';
import type { ManagerCall } from './back-office-orders.service.js';

/**
 * The back-office's texts (ADR 037): the translations editor and the menus. Each
 * write is one unit of work with its audit row (before and after) and a bump of the content
 * revision, so every instance of the shop drops its cached settings and shows the change at once.
 */
export class BackOfficeTextsService {
  constructor(private readonly deps: { siteTexts: SiteTextsService; audit: AuditService }) {}

  translations = (query: Parameters<SiteTextsService['translations']>[0]) =>
    this.deps.siteTexts.translations(query);

  menuItems = () => this.deps.siteTexts.menuItems();

  async saveTranslation(
    write: Write,
    call: ManagerCall,
    key: string,
    texts: Record<SupportedLanguage, string>,
  ) {
    return write(async (trx) => {
      const saved = await this.deps.siteTexts.saveTranslation(trx, key, texts);
      await this.published(trx, call, 'translation', key, saved);
      return saved.translation;
    });
  }

  async saveMenuItem(write: Write, call: ManagerCall, id: number | undefined, input: MenuItemInput) {
    return write(async (trx) => {
      const saved = await this.deps.siteTexts.saveMenuItem(trx, id, input);
      await this.published(
        trx,
        call,
        'menu_item',
        saved.id,
        saved,
        id === undefined ? { created: true } : {},
      );
      return { id: saved.id, items: await this.deps.siteTexts.menuItems(trx) };
    });
  }

  async moveMenuItem(write: Write, call: ManagerCall, id: number, direction: 'up' | 'down') {
    return write(async (trx) => {
      const moved = await this.deps.siteTexts.moveMenuItem(trx, id, direction);
      await this.published(trx, call, 'menu_item', id, moved, { direction });
      return { items: await this.deps.siteTexts.menuItems(trx) };
    });
  }

  async deleteMenuItem(write: Write, call: ManagerCall, id: number) {
    return write(async (trx) => {
      const deleted = await this.deps.siteTexts.deleteMenuItem(trx, id);
      await this.published(trx, call, 'menu_item', id, deleted);
      return { items: await this.deps.siteTexts.menuItems(trx) };
    });
  }

  contacts = () => this.deps.siteTexts.contacts();

  async saveContacts(write: Write, call: ManagerCall, input: ContactsInput) {
    return write(async (trx) => {
      const saved = await this.deps.siteTexts.saveContacts(trx, input);
      await this.published(trx, call, 'setting', 'contacts', saved);
      return saved.contacts;
    });
  }

  private published(
    trx: Kysely<Database>,
    call: ManagerCall,
    entity: string,
    entityId: number | string,
    change: SiteTextChange,
    details?: Record<string, unknown>,
  ): Promise<void> {
    return publishManagerWrite(this.deps.audit, trx, { call, entity, entityId, change, details });
  }
}

/**
 * The audit row and the content revision of an administrator's write that changed something; none
 * for one that did not (the texts', menus', site blocks' and phone masks' writes).
 */
export async function publishManagerWrite(
  audit: AuditService,
  trx: Kysely<Database>,
  write: {
    call: ManagerCall;
    entity: string;
    entityId: number | string;
    change: { changed: boolean; before: Record<string, unknown>; after: Record<string, unknown> };
    details?: Record<string, unknown> | undefined;
  },
): Promise<void> {
  const { call, change, details } = write;
  if (!change.changed) return;
  await audit.recordManagerWrite(trx, {
    managerId: call.manager.id,
    action: call.action,
    entity: write.entity,
    entityId: write.entityId,
    ip: call.ip,
    before: change.before,
    after: change.after,
    ...(details && Object.keys(details).length > 0 && { details }),
  });
  await bumpContentRevision(trx);
}
