import { addToCartCall, cartPricesSeenCall, listCartCall, removeFromCartCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import type { CartOwner } from './cart.service.js';

/**
 * The cart calls (spec section 7). The caller's `auth_key` names a customer's
 * cart; `customer_id` is not trusted on its own, and a customer's `cart_ids` are ignored (they are
 * merged at login). A guest reaches only the guest items whose ids it holds, in the cart its
 * `cart_key` opens (ADR 055). Writes are limited per client network, so no address can flood the
 * table with carts.
 */
export async function cartRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { cart, locales, rateLimits } = services;
  const ownerOf = (
    user: { id: number } | undefined,
    body: { cart_ids: number[]; cart_key?: string | undefined },
  ): CartOwner => (user ? { userId: user.id } : { guestItemIds: body.cart_ids, cartKey: body.cart_key });

  app.serveCall(listCartCall, async ({ body, user }) => ({
    cart: await cart.items(ownerOf(user, body), await locales.resolve(body.lang)),
  }));
  app.serveCall(addToCartCall, async ({ body, user, request, write }) => {
    await rateLimits.enforce('cartWrites', { client: request.ip });
    return cart.add(write, ownerOf(user, body), body, await locales.resolve(body.lang));
  });
  app.serveCall(cartPricesSeenCall, async ({ body, user, request, write }) => {
    await rateLimits.enforce('cartWrites', { client: request.ip });
    return {
      cart: await cart.pricesSeen(write, ownerOf(user, body), body.seen, await locales.resolve(body.lang)),
    };
  });
  app.serveCall(removeFromCartCall, async ({ body, user, request, write }) => {
    await rateLimits.enforce('cartWrites', { client: request.ip });
    return {
      cart: await cart.remove(write, ownerOf(user, body), body.cart_id, await locales.resolve(body.lang)),
    };
  });
}
