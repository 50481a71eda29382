import { settingsCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/endpoint.js';
import type { Services } from '../../services.js';

export async function settingsRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { settings, auth, cart, users } = services;

  serveCall(app, settingsCall, async ({ body }) => {
    const lang = await settings.resolveLocale(body.lang);
    const user = body.manager_auth_key
      ? await auth.userActedAsByManager(body.manager_auth_key, body.manager_user_id)
      : body.auth_key
        ? await auth.userFromToken(body.auth_key)
        : undefined;
    const items = user
      ? await cart.itemsOfUser(user.id, lang)
      : body.cart_ids.length > 0
        ? await cart.itemsOfGuest(body.cart_ids, lang)
        : [];
    return settings.answer(lang, items, user ? await users.toWire(user) : null);
  });
}
