import {
  adminContentArticleCall,
  adminContentArticleDeleteCall,
  adminContentArticleSaveCall,
  adminContentArticlesCall,
  adminContentFaqCall,
  adminContentFaqDeleteCall,
  adminContentFaqSaveCall,
  adminContentFaqsCall,
  adminContentImageUploadCall,
  adminContentPageCall,
  adminContentPageSaveCall,
  adminContentPagesCall,
  LIMITS,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { serveUploadCall } from '../../http/file-upload.js';
import type { Services } from '../../services.js';

/** The back-office's pages, articles, FAQ and content pictures (ADR 036). */
export async function contentAdminRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { contentAdmin: content, locales } = services;
  const list = async (body: { pagesize?: number | undefined; lang?: string | undefined }, page?: number) => ({
    page: page ?? 1,
    pageSize: body.pagesize ?? LIMITS.defaultPageSize,
    lang: await locales.resolve(body.lang),
  });

  app.serveCall(adminContentPagesCall, async ({ body, query }) => ({
    pages: await content.pages(await list(body, query.page)),
  }));
  app.serveCall(adminContentPageCall, async ({ query }) => ({ page: await content.page(query.id) }));
  app.serveCall(adminContentPageSaveCall, async ({ body, query, write }) => ({
    page: await content.savePage(write, query.id, body),
  }));

  app.serveCall(adminContentArticlesCall, async ({ body, query }) => ({
    articles: await content.articles({
      ...(await list(body, query.page)),
      categoryId: body.category_id,
      q: body.q,
    }),
  }));
  app.serveCall(adminContentArticleCall, async ({ query }) => ({ article: await content.article(query.id) }));
  app.serveCall(adminContentArticleSaveCall, async ({ body, query, write }) => ({
    article: await content.saveArticle(write, query.id, body),
  }));
  app.serveCall(adminContentArticleDeleteCall, async ({ query, write }) => {
    await content.deleteArticle(write, query.id);
    return { deleted: true as const };
  });

  app.serveCall(adminContentFaqsCall, async ({ body, query }) => ({
    faqs: await content.faqs(await list(body, query.page)),
  }));
  app.serveCall(adminContentFaqCall, async ({ query }) => ({ faq: await content.faq(query.id) }));
  app.serveCall(adminContentFaqSaveCall, async ({ body, query, write }) => ({
    faq: await content.saveFaq(write, query.id, body),
  }));
  app.serveCall(adminContentFaqDeleteCall, async ({ query, write }) => {
    await content.deleteFaq(write, query.id);
    return { deleted: true as const };
  });

  // The content's one call that takes a file (multipart, in a scope of its own).
  await serveUploadCall(
    app,
    adminContentImageUploadCall,
    { access: services.access, maxBytes: content.imageMaxBytes, preservePath: true },
    async ({ write }, file) => content.uploadImage(write, file),
  );
}
