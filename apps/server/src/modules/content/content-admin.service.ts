import {
  type AdminContentArticleDetail,
  type AdminContentFaqDetail,
  type AdminContentPageDetail,
  type ContentArticleTranslation,
  type ContentFaqTranslation,
  type ContentPageTranslation,
  moscowDay,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import { invalid, notFound } from '../../lib/errors.js';
import { sanitizeContentHtml } from '../../lib/html-sanitizer.js';
import { FALLBACK_LANGUAGE } from '../../lib/translated.js';
import type { UploadedFile } from '../../lib/uploaded-file.js';
import { bumpContentRevision } from '../settings/settings.service.js';
import * as repository from './content-admin.repository.js';
import type { ContentImageStore } from './content-image-upload.js';

type Db = Kysely<Database>;

/** A content write's row and its values before (null when made) and after (null when deleted). */
interface ContentChange<T> {
  entity: 'page' | 'article' | 'faq';
  id: number;
  before: T | null;
  after: T | null;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  lang: string;
}

export interface PageInput {
  link: string;
  image: string;
  active: boolean;
  translations: ContentPageTranslation[];
}

export interface ArticleInput {
  category_id: number;
  path: string;
  image: string;
  published_on: string;
  country_id?: number | undefined;
  active: boolean;
  translations: ContentArticleTranslation[];
}

export interface FaqInput {
  sort: number;
  active: boolean;
  translations: ContentFaqTranslation[];
}

/** The article's day in Moscow kept as noon there, so the day reads the same in UTC. */
const publishedAt = (day: string) => new Date(`${day}T12:00:00+03:00`).toISOString();

/**
 * The back-office's side of the content tables (docs/decisions/036-back-office-content.md): lists
 * with hidden rows too, every language's texts side by side, and the pictures they show. Every
 * write is one unit of work that states its change (the row, the values before and after) for the
 * audit and bumps the content revision, so every instance drops what it cached and the shop shows
 * the change at once. HTML is cleaned here, on every save, by the one allow-list. A language left
 * without its title (question) has its texts removed, so the shop shows the fallback's; the
 * fallback language (ru-RU) must keep its own.
 */
export class ContentAdminService {
  constructor(
    private readonly db: Db,
    private readonly images: ContentImageStore,
  ) {}

  /** The largest picture taken, in bytes. */
  get imageMaxBytes(): number {
    return this.images.maxBytes;
  }

  async pages(query: ListQuery) {
    const [count, rows] = await Promise.all([
      repository.countPages(this.db),
      repository.listPages(this.db, query.lang, query.pageSize, (query.page - 1) * query.pageSize),
    ]);
    return {
      count,
      page: query.page,
      list: rows.map((row) => ({ ...row, active: row.active === 1 })),
    };
  }

  async page(id: number): Promise<AdminContentPageDetail> {
    return (await this.pageIn(this.db, id)) ?? Promise.reject(notFound('id'));
  }

  async savePage(write: Write, id: number | undefined, input: PageInput): Promise<AdminContentPageDetail> {
    return (await this.written(write, (trx) => this.changePage(trx, id, input))).after!;
  }

  private async pageIn(db: Db, id: number): Promise<AdminContentPageDetail | undefined> {
    const row = await repository.findPage(db, id);
    if (!row) return undefined;
    const [languages, texts] = await Promise.all([
      repository.listLanguageCodes(db),
      repository.pageTranslations(db, id),
    ]);
    return {
      id: row.id,
      link: row.link,
      image: row.image,
      active: row.active === 1,
      updated_at: row.updated_at,
      translations: languages.map((code) => {
        const text = texts.find((entry) => entry.language_code === code);
        return {
          language_code: code,
          title: text?.title ?? '',
          text: text?.text ?? '',
          meta_description: text?.meta_description ?? '',
        };
      }),
    };
  }

  private async changePage(
    trx: Db,
    id: number | undefined,
    input: PageInput,
  ): Promise<ContentChange<AdminContentPageDetail>> {
    await this.checkLanguages(trx, input.translations, (entry) => entry.title, id === undefined);
    const before = id === undefined ? null : ((await this.pageIn(trx, id)) ?? null);
    if (id !== undefined && !before) throw notFound('id');
    const holder = await repository.pageIdByLink(trx, input.link);
    if (holder !== undefined && holder !== id) throw invalid('ContentPathTaken', 'link');
    const values = { link: input.link, image: input.image, active: input.active ? 1 : 0 };
    const pageId = id ?? (await repository.insertPage(trx, values));
    if (id !== undefined) await repository.updatePage(trx, pageId, values);
    for (const entry of input.translations)
      await repository.savePageTranslation(
        trx,
        pageId,
        entry.title === ''
          ? { language_code: entry.language_code, remove: true }
          : { ...entry, text: sanitizeContentHtml(entry.text) },
      );
    return { entity: 'page', id: pageId, before, after: (await this.pageIn(trx, pageId))! };
  }

  async articles(query: ListQuery & repository.ArticleFilter) {
    const [count, rows] = await Promise.all([
      repository.countArticles(this.db, query),
      repository.listArticles(this.db, query.lang, query, query.pageSize, (query.page - 1) * query.pageSize),
    ]);
    return {
      count,
      page: query.page,
      list: rows.map((row) => ({
        id: row.id,
        category_id: row.category_id,
        path: row.path,
        title: row.title,
        published_on: moscowDay(new Date(row.published_at)),
        active: row.active === 1,
      })),
    };
  }

  async article(id: number): Promise<AdminContentArticleDetail> {
    return (await this.articleIn(this.db, id)) ?? Promise.reject(notFound('id'));
  }

  async saveArticle(
    write: Write,
    id: number | undefined,
    input: ArticleInput,
  ): Promise<AdminContentArticleDetail> {
    return (await this.written(write, (trx) => this.changeArticle(trx, id, input))).after!;
  }

  async deleteArticle(write: Write, id: number): Promise<void> {
    await this.written(write, (trx) => this.removeArticle(trx, id));
  }

  private async articleIn(db: Db, id: number): Promise<AdminContentArticleDetail | undefined> {
    const row = await repository.findArticle(db, id);
    if (!row) return undefined;
    const [languages, texts] = await Promise.all([
      repository.listLanguageCodes(db),
      repository.articleTranslations(db, id),
    ]);
    return {
      id: row.id,
      category_id: row.category_id,
      path: row.path,
      image: row.image,
      published_on: moscowDay(new Date(row.published_at)),
      country_id: row.country_id,
      active: row.active === 1,
      updated_at: row.updated_at,
      translations: languages.map((code) => {
        const text = texts.find((entry) => entry.language_code === code);
        return {
          language_code: code,
          title: text?.title ?? '',
          intro: text?.intro ?? '',
          body: text?.body ?? '',
          meta_description: text?.meta_description ?? '',
        };
      }),
    };
  }

  private async changeArticle(
    trx: Db,
    id: number | undefined,
    input: ArticleInput,
  ): Promise<ContentChange<AdminContentArticleDetail>> {
    await this.checkLanguages(trx, input.translations, (entry) => entry.title, id === undefined);
    const before = id === undefined ? null : ((await this.articleIn(trx, id)) ?? null);
    if (id !== undefined && !before) throw notFound('id');
    const holder = await repository.articleIdByPath(trx, input.path);
    if (holder !== undefined && holder !== id) throw invalid('ContentPathTaken', 'path');
    if (input.country_id !== undefined && !(await repository.countryExists(trx, input.country_id)))
      throw invalid('FieldHasWrongValue', 'country_id');
    const existing = id === undefined ? undefined : await repository.findArticle(trx, id);
    const values = {
      category_id: input.category_id,
      path: input.path,
      image: input.image,
      // An unchanged day keeps its moment, and with it the article's place among that day's.
      published_at:
        existing && before?.published_on === input.published_on
          ? existing.published_at
          : publishedAt(input.published_on),
      country_id: input.country_id ?? null,
      active: input.active ? 1 : 0,
    };
    const articleId = id ?? (await repository.insertArticle(trx, values));
    if (id !== undefined) await repository.updateArticle(trx, articleId, values);
    for (const entry of input.translations)
      await repository.saveArticleTranslation(
        trx,
        articleId,
        entry.title === ''
          ? { language_code: entry.language_code, remove: true }
          : { ...entry, body: sanitizeContentHtml(entry.body) },
      );
    return { entity: 'article', id: articleId, before, after: (await this.articleIn(trx, articleId))! };
  }

  private async removeArticle(trx: Db, id: number): Promise<ContentChange<AdminContentArticleDetail>> {
    const before = await this.articleIn(trx, id);
    if (!before) throw notFound('id');
    await repository.deleteArticle(trx, id);
    return { entity: 'article', id, before, after: null };
  }

  async faqs(query: ListQuery) {
    const [count, rows] = await Promise.all([
      repository.countFaqs(this.db),
      repository.listFaqs(this.db, query.lang, query.pageSize, (query.page - 1) * query.pageSize),
    ]);
    return {
      count,
      page: query.page,
      list: rows.map((row) => ({ ...row, active: row.active === 1 })),
    };
  }

  async faq(id: number): Promise<AdminContentFaqDetail> {
    return (await this.faqIn(this.db, id)) ?? Promise.reject(notFound('id'));
  }

  async saveFaq(write: Write, id: number | undefined, input: FaqInput): Promise<AdminContentFaqDetail> {
    return (await this.written(write, (trx) => this.changeFaq(trx, id, input))).after!;
  }

  async deleteFaq(write: Write, id: number): Promise<void> {
    await this.written(write, (trx) => this.removeFaq(trx, id));
  }

  private async faqIn(db: Db, id: number): Promise<AdminContentFaqDetail | undefined> {
    const row = await repository.findFaq(db, id);
    if (!row) return undefined;
    const [languages, texts] = await Promise.all([
      repository.listLanguageCodes(db),
      repository.faqTranslations(db, id),
    ]);
    return {
      id: row.id,
      sort: row.sort,
      active: row.active === 1,
      translations: languages.map((code) => {
        const text = texts.find((entry) => entry.language_code === code);
        return { language_code: code, question: text?.question ?? '', answer: text?.answer ?? '' };
      }),
    };
  }

  private async changeFaq(
    trx: Db,
    id: number | undefined,
    input: FaqInput,
  ): Promise<ContentChange<AdminContentFaqDetail>> {
    const cleaned = input.translations.map((entry) => ({
      ...entry,
      answer: sanitizeContentHtml(entry.answer),
    }));
    await this.checkLanguages(
      trx,
      cleaned,
      (entry) => (entry.answer === '' ? '' : entry.question),
      id === undefined,
    );
    const before = id === undefined ? null : ((await this.faqIn(trx, id)) ?? null);
    if (id !== undefined && !before) throw notFound('id');
    const values = { sort: input.sort, active: input.active ? 1 : 0 };
    const faqId = id ?? (await repository.insertFaq(trx, values));
    if (id !== undefined) await repository.updateFaq(trx, faqId, values);
    for (const entry of cleaned)
      await repository.saveFaqTranslation(
        trx,
        faqId,
        entry.question === '' ? { language_code: entry.language_code, remove: true } : entry,
      );
    return { entity: 'faq', id: faqId, before, after: (await this.faqIn(trx, faqId))! };
  }

  private async removeFaq(trx: Db, id: number): Promise<ContentChange<AdminContentFaqDetail>> {
    const before = await this.faqIn(trx, id);
    if (!before) throw notFound('id');
    await repository.deleteFaq(trx, id);
    return { entity: 'faq', id, before, after: null };
  }

  /**
   * A picture for the content: checked and stored, then audited (who uploaded which file under
   * which name). A unit of work that fails removes the file it wrote.
   */
  async uploadImage(write: Write, file: UploadedFile) {
    const stored = await this.images.save(file);
    const image = { url: stored.url, mime_type: stored.mimeType, size_bytes: stored.sizeBytes };
    try {
      await write(async (_trx, changed) =>
        changed({
          entity: 'content_image',
          id: stored.url,
          before: {},
          after: image,
          details: { file_name: file.fileName },
        }),
      );
    } catch (error) {
      await this.images.discard(stored.url);
      throw error;
    }
    return image;
  }

  /** Runs a content write as one unit of work: its change stated for the audit, the revision bumped. */
  private written<T extends object>(
    write: Write,
    change: (trx: Db) => Promise<ContentChange<T>>,
  ): Promise<ContentChange<T>> {
    return write(async (trx, changed) => {
      const made = await change(trx);
      changed({
        entity: made.entity,
        id: made.id,
        before: (made.before ?? {}) as Record<string, unknown>,
        after: (made.after ?? {}) as Record<string, unknown>,
      });
      await bumpContentRevision(trx);
      return made;
    });
  }

  /**
   * Every entry names a language of the shop, once; the fallback language's entry, when sent (and
   * always for a new row), is filled (`filled` answers its title, or '' when something it needs is empty).
   */
  private async checkLanguages<T extends { language_code: string }>(
    db: Db,
    entries: T[],
    filled: (entry: T) => string,
    creating: boolean,
  ): Promise<void> {
    const languages = new Set(await repository.listLanguageCodes(db));
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (!languages.has(entry.language_code) || seen.has(entry.language_code))
        throw invalid('ContentLanguageUnknown', `translations[${index}][language_code]`);
      seen.add(entry.language_code);
    });
    const fallback = entries.findIndex((entry) => entry.language_code === FALLBACK_LANGUAGE);
    if (fallback === -1 ? creating : filled(entries[fallback]!) === '')
      throw invalid('FieldCannotBeEmpty', `translations[${Math.max(fallback, 0)}]`);
  }
}
