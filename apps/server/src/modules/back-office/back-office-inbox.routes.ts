import {
  adminAuditCall,
  adminConsultationCall,
  adminConsultationNoteCall,
  adminConsultationsCall,
  adminConsultationStatusCall,
  adminOutboxCall,
  adminOutboxMailCall,
  adminOutboxRetryCall,
  adminRegisterImportCall,
  adminRegistersCall,
  LIMITS,
} from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveUploadCall } from '../../http/file-upload.js';
import type { Services } from '../../services.js';

/** The back-office's inbox and operations (ADR 039). */
export async function backOfficeInboxRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { backOfficeInbox } = services;
  const callOf = (
    request: FastifyRequest,
    manager: Parameters<typeof backOfficeInbox.retryMail>[1]['manager'],
    action: string,
  ) => ({
    manager,
    ip: request.ip,
    action,
  });

  app.serveCall(adminConsultationsCall, async ({ body, query }) => ({
    requests: await backOfficeInbox.consultations({
      page: query.page ?? 1,
      pageSize: body.pagesize ?? LIMITS.defaultPageSize,
      status: body.status,
      q: body.q,
    }),
  }));

  app.serveCall(adminConsultationCall, async ({ query }) => ({
    request: await backOfficeInbox.consultation(query.id),
  }));

  app.serveCall(adminConsultationStatusCall, async ({ body, query, manager, request, write }) => {
    await backOfficeInbox.setConsultationStatus(
      write,
      callOf(request, manager, adminConsultationStatusCall.path),
      query.id,
      body.status,
    );
    return { request: await backOfficeInbox.consultation(query.id) };
  });

  app.serveCall(adminConsultationNoteCall, async ({ body, query, manager, request, write }) => {
    await backOfficeInbox.addConsultationNote(
      write,
      callOf(request, manager, adminConsultationNoteCall.path),
      query.id,
      body.text,
    );
    return { request: await backOfficeInbox.consultation(query.id) };
  });

  app.serveCall(adminOutboxCall, async ({ body, query }) =>
    backOfficeInbox.outbox({
      page: query.page ?? 1,
      pageSize: body.pagesize ?? LIMITS.defaultPageSize,
      status: body.status,
      q: body.q,
    }),
  );

  app.serveCall(adminOutboxMailCall, async ({ query }) => ({
    mail: await backOfficeInbox.outboxMail(query.id),
  }));

  app.serveCall(adminOutboxRetryCall, async ({ query, manager, request, write }) => {
    await backOfficeInbox.retryMail(write, callOf(request, manager, adminOutboxRetryCall.path), query.id);
    return { mail: await backOfficeInbox.outboxMail(query.id) };
  });

  app.serveCall(adminAuditCall, async ({ body, query }) => ({
    entries: await backOfficeInbox.audit({
      page: query.page ?? 1,
      pageSize: body.pagesize ?? LIMITS.defaultPageSize,
      actor: body.actor,
      action: body.action,
      entity: body.entity,
      entityId: body.entity_id,
      from: body.from,
      to: body.to,
    }),
  }));

  app.serveCall(adminRegistersCall, async () => backOfficeInbox.registers());

  // The register upload takes a file (multipart, in a scope of its own).
  await serveUploadCall(
    app,
    adminRegisterImportCall,
    { access: services.access, maxBytes: services.registerUploadMaxBytes },
    async ({ body, manager, request, write }, file) => ({
      import: await backOfficeInbox.startImport(
        write,
        callOf(request, manager, adminRegisterImportCall.path),
        {
          format: body.format,
          country: body.country,
          fileName: file.fileName,
          content: file.content,
          truncated: file.truncated,
        },
      ),
    }),
  );
}
