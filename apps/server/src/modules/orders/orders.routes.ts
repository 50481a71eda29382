import {
  userActCall,
  userDocumentsCall,
  userFileCall,
  userInvoiceCall,
  userOrdersCall,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { RawAnswer } from '../../http/answer.js';
import { attachmentDisposition } from '../../lib/pdf/attachment-disposition.js';
import type { Services } from '../../services.js';

/** The account's orders, their acts and invoices (the list, each as a PDF) and delivered files. */
export async function orderRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { orderQueries, documents, locales } = services;

  app.serveCall(userOrdersCall, async ({ body, query, user }) => ({
    orders: await orderQueries.accountOrders(user.id, { page: query.page, pageSize: body.pagesize }),
  }));

  app.serveCall(userDocumentsCall, async ({ body, query, user }) => ({
    documents: await documents.list(user.id, body.doc_type, { page: query.page, pageSize: body.pagesize }),
  }));

  for (const [call, docType] of [
    [userActCall, 'act'],
    [userInvoiceCall, 'invoice'],
  ] as const) {
    app.serveCall(call, async ({ body, query, user, reply }) => {
      const file = await documents.pdf(user.id, query.id, docType, await locales.resolve(body.lang));
      reply
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'no-store');
      return new RawAnswer(file.pdf, {}, 'application/pdf');
    });
  }

  app.serveCall(userFileCall, async ({ query, user, reply }) => {
    const file = await documents.deliveredFile(user.id, query.id);
    reply
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'no-store');
    return new RawAnswer(file.content, {}, file.mimeType);
  });
}
