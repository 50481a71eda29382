import { userActCall, userDocumentsCall, userFileCall, userInvoiceCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { RawAnswer, serveCall } from '../../http/endpoint.js';
import { attachmentDisposition } from '../../lib/pdf/render-pdf.js';
import type { Services } from '../../services.js';

/** The account's acts and invoices (the list, each as a PDF) and its delivered product files. */
export async function documentRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { auth, documents, locales } = services;

  serveCall(app, userDocumentsCall, async ({ body, query }) => {
    const user = await auth.userFromToken(body.auth_key);
    return {
      documents: await documents.list(user.id, body.doc_type, { page: query.page, pageSize: body.pagesize }),
    };
  });

  for (const [call, docType] of [
    [userActCall, 'act'],
    [userInvoiceCall, 'invoice'],
  ] as const) {
    serveCall(app, call, async ({ body, query, reply }) => {
      const user = await auth.userFromToken(body.auth_key);
      const file = await documents.pdf(user.id, query.id, docType, await locales.resolve(body.lang));
      reply
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'no-store');
      return new RawAnswer(file.pdf, {}, 'application/pdf');
    });
  }

  serveCall(app, userFileCall, async ({ body, query, reply }) => {
    const user = await auth.userFromToken(body.auth_key);
    const file = await documents.deliveredFile(user.id, query.id);
    reply
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'no-store');
    return new RawAnswer(file.content, {}, file.mimeType);
  });
}
