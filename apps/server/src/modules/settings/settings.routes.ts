import { settingsCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { splicedAnswer } from '../../http/answer.js';
import type { Services } from '../../services.js';

/** What a guest with an empty cart gets after the shared settings: the same for every such visitor. */
const guestFields = { cart: [], user_data: null };

export async function settingsRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { settings, cart, users } = services;

  // The shared part is encoded once per language and content revision; each answer adds its cart and user.
  app.serveCall(settingsCall, async ({ body, user }) => {
    const lang = await settings.resolveLocale(body.lang);
    // Most calls: a guest whose cart has no key holds nothing, so it gets the shared answer as it
    // is, without asking the cart (which answers a keyless guest with no lines) or the users.
    if (!user && body.cart_key === undefined)
      return splicedAnswer(await settings.publicSettings(lang), guestFields, guestFields, true);
    const items = user
      ? await cart.itemsOfUser(user.id, lang)
      : await cart.itemsOfGuest({ guestItemIds: body.cart_ids, cartKey: body.cart_key }, lang);
    const userData = user ? await users.toWire(user) : null;
    return splicedAnswer(
      await settings.publicSettings(lang),
      { cart: items, user_data: userData },
      guestFields,
      items.length === 0 && userData === null,
    );
  });
}
