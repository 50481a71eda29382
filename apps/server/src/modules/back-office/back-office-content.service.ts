import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import { notFound } from '../../lib/errors.js';
import type {
  ArticleInput,
  ContentAdminService,
  ContentChange,
  FaqInput,
  PageInput,
} from '../content/content-admin.service.js';
import type { AuditService } from '../audit/audit.service.js';
import { bumpContentRevision } from '../settings/settings.service.js';
import type { ManagerCall } from './back-office-orders.service.js';
import type { ContentImageStore } from './content-image-upload.js';
import type { UploadedFile } from './document-upload.js';

/**
 * The back-office's content (ADR 036). Every write is one unit of work with its
 * audit row (the administrator, the call, the row, the values before and after) and a bump of the
 * content revision, so every instance drops what it cached and the shop shows the change at once.
 */
export class BackOfficeContentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: { content: ContentAdminService; audit: AuditService; images: ContentImageStore },
  ) {}

  pages = (query: Parameters<ContentAdminService['pages']>[0]) => this.deps.content.pages(query);
  articles = (query: Parameters<ContentAdminService['articles']>[0]) => this.deps.content.articles(query);
  faqs = (query: Parameters<ContentAdminService['faqs']>[0]) => this.deps.content.faqs(query);

  async page(id: number) {
    return (await this.deps.content.page(this.db, id)) ?? Promise.reject(notFound('id'));
  }

  async article(id: number) {
    return (await this.deps.content.article(this.db, id)) ?? Promise.reject(notFound('id'));
  }

  async faq(id: number) {
    return (await this.deps.content.faq(this.db, id)) ?? Promise.reject(notFound('id'));
  }

  async savePage(write: Write, call: ManagerCall, id: number | undefined, input: PageInput) {
    return (await this.audited(write, call, (trx) => this.deps.content.savePage(trx, id, input))).after!;
  }

  async saveArticle(write: Write, call: ManagerCall, id: number | undefined, input: ArticleInput) {
    return (await this.audited(write, call, (trx) => this.deps.content.saveArticle(trx, id, input))).after!;
  }

  async deleteArticle(write: Write, call: ManagerCall, id: number): Promise<void> {
    await this.audited(write, call, (trx) => this.deps.content.deleteArticle(trx, id));
  }

  async saveFaq(write: Write, call: ManagerCall, id: number | undefined, input: FaqInput) {
    return (await this.audited(write, call, (trx) => this.deps.content.saveFaq(trx, id, input))).after!;
  }

  async deleteFaq(write: Write, call: ManagerCall, id: number): Promise<void> {
    await this.audited(write, call, (trx) => this.deps.content.deleteFaq(trx, id));
  }

  /**
   * A picture for the content: checked and stored, then audited (who uploaded which file under
   * which name). A unit of work that fails removes the file it wrote.
   */
  async uploadImage(write: Write, call: ManagerCall, file: UploadedFile) {
    const stored = await this.deps.images.save(file);
    try {
      await write((trx) =>
        this.deps.audit.recordManagerWrite(trx, {
          managerId: call.manager.id,
          action: call.action,
          entity: 'content_image',
          entityId: stored.url,
          ip: call.ip,
          before: {},
          after: { url: stored.url, mime_type: stored.mimeType, size_bytes: stored.sizeBytes },
          details: { file_name: file.fileName },
        }),
      );
    } catch (error) {
      await this.deps.images.discard(stored.url);
      throw error;
    }
    return { url: stored.url, mime_type: stored.mimeType, size_bytes: stored.sizeBytes };
  }

  /** Runs a content write with its audit row and the revision bump, in one unit of work. */
  private audited<T extends object>(
    write: Write,
    call: ManagerCall,
    change: (trx: Kysely<Database>) => Promise<ContentChange<T>>,
  ): Promise<ContentChange<T>> {
    return write(async (trx) => {
      const made = await change(trx);
      await this.deps.audit.recordManagerWrite(trx, {
        managerId: call.manager.id,
        action: call.action,
        entity: made.entity,
        entityId: made.id,
        ip: call.ip,
        before: (made.before ?? {}) as Record<string, unknown>,
        after: (made.after ?? {}) as Record<string, unknown>,
      });
      await bumpContentRevision(trx);
      return made;
    });
  }
}
