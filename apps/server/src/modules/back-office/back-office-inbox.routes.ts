import multipart, { type MultipartFile } from '@fastify/multipart';
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
import { invalid } from '../../lib/errors.js';
import type { Services } from '../../services.js';

interface ReceivedFile {
  fileName: string;
  content: Buffer;
  truncated: boolean;
}

/** The register file of an import request, read by the multipart hook before the handler runs. */
const uploads = new WeakMap<FastifyRequest, ReceivedFile>();

/**
 * Reads the file part only for an administrator in their own session whose `auth_key` came before
 * it; anyone else's is drained unread (the call then answers 401/403), as for order uploads.
 */
async function readFilePart(services: Services, request: FastifyRequest, part: MultipartFile) {
  const key = (part.fields.auth_key as { value?: unknown } | undefined)?.value;
  const allowed =
    part.fieldname === 'file' &&
    typeof key === 'string' &&
    (await services.access.callerOf('admin', { authKey: key }).then(
      () => true,
      () => false,
    ));
  if (!allowed || uploads.has(request)) {
    part.file.resume();
    await new Promise((resolve) => part.file.once('end', resolve));
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  uploads.set(request, {
    fileName: part.filename,
    content: Buffer.concat(chunks),
    truncated: part.file.truncated,
  });
}

/** The back-office's inbox and operations (issue 14, part 7; ADR 039). */
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

  // The register upload takes a file: multipart in this scope only, as the order uploads do.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('multipart/form-data');
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      // A file cut at the limit is read to its end and refused as ImportFileTooLarge.
      throwFileSizeLimit: false,
      limits: {
        fileSize: services.registerUploadMaxBytes,
        files: 1,
        fields: 10,
        parts: 12,
        fieldSize: 1024,
        fieldNameSize: 100,
        headerPairs: 100,
      },
      async onFile(this: FastifyRequest, part: MultipartFile) {
        await readFilePart(services, this, part);
      },
    });
    scope.serveCall(adminRegisterImportCall, async ({ body, manager, request, write }) => {
      const file = uploads.get(request);
      if (!file) throw invalid('FieldCannotBeEmpty', 'file');
      return {
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
      };
    });
  });
}
