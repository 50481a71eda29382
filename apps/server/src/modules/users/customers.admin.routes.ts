import {
  adminCustomerBlockCall,
  adminCustomerCall,
  adminCustomersCall,
  adminCustomerUnblockCall,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { pageRequest } from '../../lib/paged.js';
import type { Services } from '../../services.js';

/** The back-office's customers (managers): the list, a customer's page, blocking (ADR 034). */
export async function customerAdminRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { userAdmin } = services;

  app.serveCall(adminCustomersCall, async ({ body, query }) => ({
    customers: await userAdmin.customers({
      ...pageRequest(query.page, body.pagesize),
      sort: body.sort,
      dir: body.dir,
      state: body.state,
      q: body.q,
    }),
  }));

  app.serveCall(adminCustomerCall, async ({ query }) => ({
    customer: await userAdmin.customer(query.id),
  }));

  app.serveCall(adminCustomerBlockCall, async ({ body, query, write }) => {
    await userAdmin.block(write, query.id, body.reason);
    return { customer: await userAdmin.customer(query.id) };
  });

  app.serveCall(adminCustomerUnblockCall, async ({ body, query, write }) => {
    await userAdmin.unblock(write, query.id, body.reason);
    return { customer: await userAdmin.customer(query.id) };
  });
}
