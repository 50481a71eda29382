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
import { serveUploadCall } from '../../http/file-upload.js';
import { attachmentDisposition } from '../../lib/pdf/attachment-disposition.js';
import type { Services } from '../../services.js';

/**
 * The back-office's orders and fulfilment (ADR 031): the list, an order's page, and the steps of
 * its life a manager takes, each answering the order's page as it now is.
 */
export async function orderAdminRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { orders, orderQueries, payments, documents } = services;

  app.serveCall(adminOrdersCall, async ({ body, query }) => ({
    orders: await orderQueries.backOfficeList({
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

  app.serveCall(adminOrderCall, async ({ query }) => ({
    order: await orderQueries.backOfficeOrder(query.id),
  }));

  app.serveCall(adminOrderTakeCall, async ({ query, manager, write }) => {
    await orders.take(write, query.id, manager.id);
    return { order: await orderQueries.backOfficeOrder(query.id) };
  });

  app.serveCall(adminOrderRefundMadeCall, async ({ body, query, manager, write }) => {
    await payments.refundMade(
      write,
      query.id,
      { paymentId: body.payment_id, reference: body.reference },
      manager.id,
    );
    return { order: await orderQueries.backOfficeOrder(query.id) };
  });

  app.serveCall(adminOrderCancelCall, async ({ body, query, manager, write }) => {
    await orders.cancel(write, query.id, body.reason, manager.id);
    return { order: await orderQueries.backOfficeOrder(query.id) };
  });

  app.serveCall(adminOrderResendMailCall, async ({ body, query, manager, write }) => {
    await orders.resendMail(write, query.id, body.mail, manager.id);
    return { order: await orderQueries.backOfficeOrder(query.id) };
  });

  app.serveCall(adminOrderMarkPaidCall, async ({ body, query, manager, write }) => {
    await orders.markTransferPaid(
      write,
      query.id,
      { paidOn: body.paid_on, reference: body.reference },
      manager.id,
    );
    return { order: await orderQueries.backOfficeOrder(query.id) };
  });

  app.serveCall(adminOrderShipCall, async ({ body, query, manager, write }) => {
    await orders.ship(
      write,
      query.id,
      { itemIds: body.item_ids, carrier: body.carrier, trackingNumber: body.tracking_number },
      manager.id,
    );
    return { order: await orderQueries.backOfficeOrder(query.id) };
  });

  app.serveCall(adminOrderDocumentCall, async ({ query, reply }) => {
    const file = await documents.staffDownload(query.id);
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
    async ({ query, manager, write }, file) => {
      const uploaded = await documents.upload(write, query.id, file, manager.id);
      return {
        document: uploaded.document,
        completed: uploaded.completed,
        order: await orderQueries.backOfficeOrder(uploaded.orderId),
      };
    },
  );
}
