import {
  adminStaffActiveCall,
  adminStaffCall,
  adminStaffCreateCall,
  adminStaffRoleCall,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { pageRequest } from '../../lib/paged.js';
import type { Services } from '../../services.js';

/** The back-office's staff (administrators): managers and administrators, invited and managed (ADR 034). */
export async function staffAdminRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { userAdmin } = services;

  app.serveCall(adminStaffCall, async ({ body, query }) => ({
    staff: await userAdmin.staff({ ...pageRequest(query.page, body.pagesize), q: body.q }),
  }));

  app.serveCall(adminStaffCreateCall, async ({ body, request, write }) => ({
    member: await userAdmin.createStaff(write, request.ip, body),
  }));

  app.serveCall(adminStaffRoleCall, async ({ body, query, manager, write }) => ({
    member: await userAdmin.setStaffRole(write, manager.id, query.id, body.role),
  }));

  app.serveCall(adminStaffActiveCall, async ({ body, query, manager, write }) => ({
    member: await userAdmin.setStaffActive(write, manager.id, query.id, body.active),
  }));
}
