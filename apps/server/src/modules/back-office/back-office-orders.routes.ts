import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  adminOrderCall,
  adminOrderCancelCall,
  adminOrderDocumentCall,
  adminOrderMarkPaidCall,
  adminOrderResendMailCall,
  adminOrdersCall,
  adminOrderTakeCall,
  adminOrderUploadCall,
  LIMITS,
} from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RawAnswer } from '../../http/answer.js';
import { invalid } from '../../lib/errors.js';
import { attachmentDisposition } from '../../lib/pdf/render-pdf.js';
import type { Services } from '../../services.js';
import type { UploadedFile } from './document-upload.js';

/** The file of an upload request, read by the multipart hook before the call's handler runs. */
const uploads = new WeakMap<FastifyRequest, UploadedFile>();

/**
 * Reads the upload's file part, but only for a manager or administrator in their own session whose
 * `auth_key` came before it: anyone else's file is drained unread (the call then answers 401/403),
 * so a stranger cannot make the server hold DOCUMENT_MAX_BYTES. Busboy cuts a file at the limit
 * and marks it truncated; the service refuses it as DocumentTooLarge.
 */
async function readFilePart(services: Services, request: FastifyRequest, part: MultipartFile) {
  const key = (part.fields.auth_key as { value?: unknown } | undefined)?.value;
  const allowed =
    part.fieldname === 'file' &&
    typeof key === 'string' &&
    (await services.access.callerOf('manager', { authKey: key }).then(
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

/** The back-office's orders and fulfilment (issue 14, part 2; ADR 031). */
export async function backOfficeOrderRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { backOfficeOrders } = services;

  app.serveCall(adminOrdersCall, async ({ body, query }) => ({
    orders: await backOfficeOrders.list({
      page: query.page ?? 1,
      pageSize: body.pagesize ?? LIMITS.defaultPageSize,
      sort: body.sort,
      dir: body.dir,
      status: body.status,
      createdFrom: body.created_from,
      createdTo: body.created_to,
      paymentMethod: body.payment_method,
      overdue: body.overdue,
      q: body.q,
    }),
  }));

  app.serveCall(adminOrderCall, async ({ query }) => ({ order: await backOfficeOrders.detail(query.id) }));

  app.serveCall(adminOrderTakeCall, async ({ query, manager, request, write }) => {
    await backOfficeOrders.take(
      write,
      { manager, ip: request.ip, action: adminOrderTakeCall.path },
      query.id,
    );
    return { order: await backOfficeOrders.detail(query.id) };
  });

  app.serveCall(adminOrderCancelCall, async ({ body, query, manager, request, write }) => {
    await backOfficeOrders.cancel(
      write,
      { manager, ip: request.ip, action: adminOrderCancelCall.path },
      query.id,
      body.reason,
    );
    return { order: await backOfficeOrders.detail(query.id) };
  });

  app.serveCall(adminOrderResendMailCall, async ({ body, query, manager, request, write }) => {
    await backOfficeOrders.resendMail(
      write,
      { manager, ip: request.ip, action: adminOrderResendMailCall.path },
      query.id,
      body.mail,
    );
    return { order: await backOfficeOrders.detail(query.id) };
  });

  app.serveCall(adminOrderMarkPaidCall, async ({ body, query, manager, request, write }) => {
    await backOfficeOrders.markPaid(
      write,
      { manager, ip: request.ip, action: adminOrderMarkPaidCall.path },
      query.id,
      { paidOn: body.paid_on, reference: body.reference },
    );
    return { order: await backOfficeOrders.detail(query.id) };
  });

  app.serveCall(adminOrderDocumentCall, async ({ query, reply }) => {
    const file = await backOfficeOrders.download(query.id);
    reply
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'no-store');
    return new RawAnswer(file.content, {}, file.mimeType);
  });

  // The one call that takes a file: multipart through @fastify/multipart in this scope only (the
  // rest of the API keeps the form parser, which refuses files).
  await app.register(async (scope) => {
    scope.removeContentTypeParser('multipart/form-data');
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      // A file cut at the limit is read to its end and refused by the service as DocumentTooLarge.
      throwFileSizeLimit: false,
      limits: {
        fileSize: services.documentStore.maxBytes,
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
    scope.serveCall(adminOrderUploadCall, async ({ query, manager, request, write }) => {
      const file = uploads.get(request);
      if (!file) throw invalid('FieldCannotBeEmpty', 'file');
      const uploaded = await backOfficeOrders.upload(
        write,
        { manager, ip: request.ip, action: adminOrderUploadCall.path },
        query.id,
        file,
      );
      return {
        document: uploaded.document,
        completed: uploaded.completed,
        order: await backOfficeOrders.detail(uploaded.orderId),
      };
    });
  });
}
