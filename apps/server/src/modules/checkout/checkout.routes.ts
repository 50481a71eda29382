import { checkPaymentCall, getOrderCall, payOrderCall, saveOrderCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

/**
 * Checkout and the order's pages (spec section 7): save-order (a guest or a customer),
 * get-order (its owner only: anyone else gets 404), and the extra pay-order and check-payment.
 */
export async function checkoutRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { checkout, locales } = services;

  app.serveCall(saveOrderCall, async ({ body, user, write, request }) =>
    checkout.saveOrder(write, body, { user, authKey: body.auth_key }, await locales.resolve(body.lang), {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    }),
  );

  app.serveCall(getOrderCall, async ({ body, query, user }) => ({
    order: await checkout.getOrder(user?.id, query.order_id, await locales.resolve(body.lang)),
  }));

  app.serveCall(payOrderCall, async ({ body, query, user, write }) =>
    checkout.payOrder(write, user.id, query.order_id, await locales.resolve(body.lang)),
  );

  app.serveCall(checkPaymentCall, async ({ body, query, user }) =>
    checkout.checkPayment(user.id, query.order_id, await locales.resolve(body.lang)),
  );
}
