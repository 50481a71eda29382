import { userProductsCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/endpoint.js';
import type { Services } from '../../services.js';

/** The account's bought products. */
export async function orderRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { auth, orders } = services;

  serveCall(app, userProductsCall, async ({ body, query }) => {
    const user = await auth.userFromToken(body.auth_key);
    return { orders: await orders.listProducts(user.id, { page: query.page, pageSize: body.pagesize }) };
  });
}
