import {
  adminOrderCall,
  adminOrderCancelCall,
  adminOrderDocumentCall,
  adminOrderMarkPaidCall,
  adminOrderRefundMadeCall,
  adminOrderResendMailCall,
  adminOrdersCall,
  adminOrderShipCall,
  adminOrderTakeCall,
  adminOrderUploadCall,
  LIMITS,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { RawAnswer } from '../../http/answer.js';
import { attachmentDisposition } from '../../lib/pdf/attachment-disposition.js';
import { serveUploadCall } from '../../http/file-upload.js';
import type { Services } from '../../services.js';

/** The back-office's orders and fulfilment (ADR 031). */
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
      awaiting: body.awaiting,
      q: body.q,
      customerId: body.customer_id,
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

  app.serveCall(adminOrderRefundMadeCall, async ({ body, query, manager, request, write }) => {
    await backOfficeOrders.refundMade(
      write,
      { manager, ip: request.ip, action: adminOrderRefundMadeCall.path },
      query.id,
      { paymentId: body.payment_id, reference: body.reference },
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

  app.serveCall(adminOrderShipCall, async ({ body, query, manager, request, write }) => {
    await backOfficeOrders.ship(
      write,
      { manager, ip: request.ip, action: adminOrderShipCall.path },
      query.id,
      { itemIds: body.item_ids, carrier: body.carrier, trackingNumber: body.tracking_number },
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

  // The one call that takes a file (multipart, in a scope of its own).
  await serveUploadCall(
    app,
    adminOrderUploadCall,
    { access: services.access, maxBytes: services.documentStore.maxBytes },
    async ({ query, manager, request, write }, file) => {
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
    },
  );
}
