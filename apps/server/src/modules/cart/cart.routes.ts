import { addToCartCall, listCartCall, removeFromCartCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import type { CartOwner } from './cart.service.js';

/**
 * The cart calls (spec section 7, issue 12 part 2). The caller's `auth_key` names a customer's
 * cart; `customer_id` is not trusted on its own, and a customer's `cart_ids` are ignored (they are
 * merged at login). A guest reaches only the guest items whose ids it holds.
 */
export async function cartRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { cart, locales } = services;
  const ownerOf = (user: { id: number } | undefined, cartIds: number[]): CartOwner =>
    user ? { userId: user.id } : { guestItemIds: cartIds };

  app.serveCall(listCartCall, async ({ body, user }) => ({
    cart: await cart.items(ownerOf(user, body.cart_ids), await locales.resolve(body.lang)),
  }));
  app.serveCall(addToCartCall, async ({ body, user, write }) =>
    cart.add(write, ownerOf(user, body.cart_ids), body, await locales.resolve(body.lang)),
  );
  app.serveCall(removeFromCartCall, async ({ body, user, write }) => ({
    cart: await cart.remove(
      write,
      ownerOf(user, body.cart_ids),
      body.cart_id,
      await locales.resolve(body.lang),
    ),
  }));
}
