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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveUploadCall } from '../../http/file-upload.js';
import type { Services } from '../../services.js';

/** The back-office's pages, articles, FAQ and content pictures (ADR 036). */
export async function backOfficeContentRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { backOfficeContent: content, locales } = services;
  const list = async (body: { pagesize?: number | undefined; lang?: string | undefined }, page?: number) => ({
    page: page ?? 1,
    pageSize: body.pagesize ?? LIMITS.defaultPageSize,
    lang: await locales.resolve(body.lang),
  });
  const by = (
    manager: Parameters<typeof content.savePage>[1]['manager'],
    request: FastifyRequest,
    action: string,
  ) => ({
    manager,
    ip: request.ip,
    action,
  });

  app.serveCall(adminContentPagesCall, async ({ body, query }) => ({
    pages: await content.pages(await list(body, query.page)),
  }));
  app.serveCall(adminContentPageCall, async ({ query }) => ({ page: await content.page(query.id) }));
  app.serveCall(adminContentPageSaveCall, async ({ body, query, manager, request, write }) => ({
    page: await content.savePage(write, by(manager, request, adminContentPageSaveCall.path), query.id, body),
  }));

  app.serveCall(adminContentArticlesCall, async ({ body, query }) => ({
    articles: await content.articles({
      ...(await list(body, query.page)),
      categoryId: body.category_id,
      q: body.q,
    }),
  }));
  app.serveCall(adminContentArticleCall, async ({ query }) => ({ article: await content.article(query.id) }));
  app.serveCall(adminContentArticleSaveCall, async ({ body, query, manager, request, write }) => ({
    article: await content.saveArticle(
      write,
      by(manager, request, adminContentArticleSaveCall.path),
      query.id,
      body,
    ),
  }));
  app.serveCall(adminContentArticleDeleteCall, async ({ query, manager, request, write }) => {
    await content.deleteArticle(write, by(manager, request, adminContentArticleDeleteCall.path), query.id);
    return { deleted: true as const };
  });

  app.serveCall(adminContentFaqsCall, async ({ body, query }) => ({
    faqs: await content.faqs(await list(body, query.page)),
  }));
  app.serveCall(adminContentFaqCall, async ({ query }) => ({ faq: await content.faq(query.id) }));
  app.serveCall(adminContentFaqSaveCall, async ({ body, query, manager, request, write }) => ({
    faq: await content.saveFaq(write, by(manager, request, adminContentFaqSaveCall.path), query.id, body),
  }));
  app.serveCall(adminContentFaqDeleteCall, async ({ query, manager, request, write }) => {
    await content.deleteFaq(write, by(manager, request, adminContentFaqDeleteCall.path), query.id);
    return { deleted: true as const };
  });

  // The content's one call that takes a file (multipart, in a scope of its own).
  await serveUploadCall(
    app,
    adminContentImageUploadCall,
    { access: services.access, maxBytes: services.contentImages.maxBytes, preservePath: true },
    async ({ manager, request, write }, file) =>
      content.uploadImage(write, by(manager, request, adminContentImageUploadCall.path), file),
  );
}
