import {
  adminCustomerBlockCall,
  adminCustomerCall,
  adminCustomersCall,
  adminCustomerUnblockCall,
  adminStaffActiveCall,
  adminStaffCall,
  adminStaffCreateCall,
  adminStaffRoleCall,
  LIMITS,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

/** The back-office's customers (manager) and staff (administrator) (ADR 034). */
export async function backOfficeCustomerRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { backOfficeCustomers } = services;

  app.serveCall(adminCustomersCall, async ({ body, query }) => ({
    customers: await backOfficeCustomers.list({
      page: query.page ?? 1,
      pageSize: body.pagesize ?? LIMITS.defaultPageSize,
      sort: body.sort,
      dir: body.dir,
      state: body.state,
      q: body.q,
    }),
  }));

  app.serveCall(adminCustomerCall, async ({ query }) => ({
    customer: await backOfficeCustomers.detail(query.id),
  }));

  app.serveCall(adminCustomerBlockCall, async ({ body, query, manager, request, write }) => {
    await backOfficeCustomers.block(
      write,
      { manager, ip: request.ip, action: adminCustomerBlockCall.path },
      query.id,
      body.reason,
    );
    return { customer: await backOfficeCustomers.detail(query.id) };
  });

  app.serveCall(adminCustomerUnblockCall, async ({ body, query, manager, request, write }) => {
    await backOfficeCustomers.unblock(
      write,
      { manager, ip: request.ip, action: adminCustomerUnblockCall.path },
      query.id,
      body.reason,
    );
    return { customer: await backOfficeCustomers.detail(query.id) };
  });

  app.serveCall(adminStaffCall, async ({ body, query }) => ({
    staff: await backOfficeCustomers.staff(query.page ?? 1, body.pagesize ?? LIMITS.defaultPageSize, body.q),
  }));

  app.serveCall(adminStaffCreateCall, async ({ body, manager, request, write }) => ({
    member: await backOfficeCustomers.createStaff(
      write,
      { manager, ip: request.ip, action: adminStaffCreateCall.path },
      body,
    ),
  }));

  app.serveCall(adminStaffRoleCall, async ({ body, query, manager, request, write }) => ({
    member: await backOfficeCustomers.setStaffRole(
      write,
      { manager, ip: request.ip, action: adminStaffRoleCall.path },
      query.id,
      body.role,
    ),
  }));

  app.serveCall(adminStaffActiveCall, async ({ body, query, manager, request, write }) => ({
    member: await backOfficeCustomers.setStaffActive(
      write,
      { manager, ip: request.ip, action: adminStaffActiveCall.path },
      query.id,
      body.active,
    ),
  }));
}
