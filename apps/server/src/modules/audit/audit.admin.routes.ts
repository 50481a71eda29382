import { adminAuditCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { pageRequest } from '../../lib/paged.js';
import type { Services } from '../../services.js';

/** The back-office's audit log (administrators, ADR 039): newest first, paged and filtered. */
export async function auditAdminRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  app.serveCall(adminAuditCall, async ({ body, query }) => ({
    entries: await services.audit.list({
      ...pageRequest(query.page, body.pagesize),
      actor: body.actor,
      action: body.action,
      entity: body.entity,
      entityId: body.entity_id,
      from: body.from,
      to: body.to,
    }),
  }));
}
