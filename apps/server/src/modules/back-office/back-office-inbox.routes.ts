import {
  adminConsultationCall,
  adminConsultationNoteCall,
  adminConsultationsCall,
  adminConsultationStatusCall,
  adminOutboxAttachmentCall,
  adminOutboxCall,
  adminOutboxMailCall,
  adminOutboxRetryCall,
  adminRegisterImportCall,
  adminRegistersCall,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { RawAnswer } from '../../http/answer.js';
import { serveUploadCall } from '../../http/file-upload.js';
import { attachmentDisposition } from '../../lib/pdf/attachment-disposition.js';
import { pageRequest } from '../../lib/paged.js';
import type { Services } from '../../services.js';

/**
 * The back-office's inbox and operations (ADR 039): consultation requests, the mail outbox and the
 * register uploads, each served by the module that owns it.
 */
export async function backOfficeInboxRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { consult, outbox, registerUploads } = services;

  app.serveCall(adminConsultationsCall, async ({ body, query }) => ({
    requests: await consult.list({
      ...pageRequest(query.page, body.pagesize),
      status: body.status,
      q: body.q,
    }),
  }));

  app.serveCall(adminConsultationCall, async ({ query }) => ({ request: await consult.detail(query.id) }));

  app.serveCall(adminConsultationStatusCall, async ({ body, query, write }) => {
    await consult.setStatus(write, query.id, body.status);
    return { request: await consult.detail(query.id) };
  });

  app.serveCall(adminConsultationNoteCall, async ({ body, query, manager, write }) => {
    await consult.addNote(write, manager.id, query.id, body.text);
    return { request: await consult.detail(query.id) };
  });

  app.serveCall(adminOutboxCall, async ({ body, query }) =>
    outbox.page({ ...pageRequest(query.page, body.pagesize), status: body.status, q: body.q }),
  );

  app.serveCall(adminOutboxMailCall, async ({ query }) => ({ mail: await outbox.mail(query.id) }));

  // The demo's outbox hands out a mail's files as its recipient gets them (404 in a real shop).
  app.serveCall(adminOutboxAttachmentCall, async ({ query, reply }) => {
    const file = await outbox.attachment(query.id, query.index);
    reply
      .header('content-disposition', attachmentDisposition(file.filename))
      .header('cache-control', 'no-store');
    return new RawAnswer(file.content, {}, file.contentType);
  });

  app.serveCall(adminOutboxRetryCall, async ({ query, write }) => {
    await outbox.retry(write, query.id);
    return { mail: await outbox.mail(query.id) };
  });

  app.serveCall(adminRegistersCall, async () => {
    const [registers, imports] = await Promise.all([registerUploads.registers(), registerUploads.jobs()]);
    return { registers, imports, max_upload_bytes: services.registerUploadMaxBytes };
  });

  // The register upload takes a file (multipart, in a scope of its own).
  await serveUploadCall(
    app,
    adminRegisterImportCall,
    { access: services.access, maxBytes: services.registerUploadMaxBytes },
    async ({ body, manager, write }, file) => ({
      import: await registerUploads.start(
        write,
        manager.id,
        {
          format: body.format,
          country: body.country,
          fileName: file.fileName,
          content: file.content,
          truncated: file.truncated,
        },
        services.registerUploadMaxBytes,
      ),
    }),
  );
}
