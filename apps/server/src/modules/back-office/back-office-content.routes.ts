import multipart, { type MultipartFile } from '@fastify/multipart';
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
import { invalid } from '../../lib/errors.js';
import type { Services } from '../../services.js';
import type { UploadedFile } from './document-upload.js';

/** The picture of an upload request, read by the multipart hook before the call's handler runs. */
const pictures = new WeakMap<FastifyRequest, UploadedFile>();

/**
 * Reads the picture only for an administrator in their own session whose `auth_key` came first;
 * anyone else's is drained unread (the call then answers 401/403), as the orders' upload does.
 */
async function readPicturePart(services: Services, request: FastifyRequest, part: MultipartFile) {
  const key = (part.fields.auth_key as { value?: unknown } | undefined)?.value;
  const allowed =
    part.fieldname === 'file' &&
    typeof key === 'string' &&
    (await services.access.callerOf('admin', { authKey: key }).then(
      () => true,
      () => false,
    ));
  if (!allowed || pictures.has(request)) {
    part.file.resume();
    await new Promise((resolve) => part.file.once('end', resolve));
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  pictures.set(request, {
    fileName: part.filename,
    content: Buffer.concat(chunks),
    truncated: part.file.truncated,
  });
}

/** The back-office's pages, articles, FAQ and content pictures (issue 14, part 5; ADR 036). */
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

  // The content's one call that takes a file: multipart in this scope only, as the orders' upload.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('multipart/form-data');
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      // A picture cut at the limit is read to its end and refused as ImageTooLarge.
      throwFileSizeLimit: false,
      // The client's name as sent, so that a path in it is refused rather than cut off unseen.
      preservePath: true,
      limits: {
        fileSize: services.contentImages.maxBytes,
        files: 1,
        fields: 10,
        parts: 12,
        fieldSize: 1024,
        fieldNameSize: 100,
        headerPairs: 100,
      },
      async onFile(this: FastifyRequest, part: MultipartFile) {
        await readPicturePart(services, this, part);
      },
    });
    scope.serveCall(adminContentImageUploadCall, async ({ manager, request, write }) => {
      const file = pictures.get(request);
      if (!file) throw invalid('FieldCannotBeEmpty', 'file');
      return content.uploadImage(write, by(manager, request, adminContentImageUploadCall.path), file);
    });
  });
}
