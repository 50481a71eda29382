import { randomBytes } from 'node:crypto';
import { addToCartCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { registerRomashka } from './companies.js';
import { callOk } from './http.js';
import { solvedToken } from './human-check.js';

/**
 * A guest's save-order form for a card payment: a cart of the first electronic document for ООО
 * «Ромашка», a new checkout value and a solved human check. `fields` replace or add form fields.
 */
export async function guestCardCheckout(
  app: FastifyInstance,
  db: Kysely<Database>,
  fields: { lang: string; email: string } & Record<string, string>,
) {
  const product = await db
    .selectFrom('product')
    .select('id')
    .where('active', '=', 1)
    .where('delivery', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const company = await registerRomashka(db);
  const cart = await callOk(app, addToCartCall, {
    lang: fields.lang,
    cart_ids: [],
    company: { ...company, status: 'Действующее', type: 'ООО', address: 'г. Москва' },
    product_id: product.id,
  });
  return {
    first_name: 'Иван',
    last_name: 'Петров',
    phone: '+7 (916) 123-45-67',
    payment_method: 'card',
    cart_ids: cart.cart.map((item) => item.id),
    cart_key: cart.cart_key,
    checkout_key: randomBytes(32).toString('base64url'),
    token: await solvedToken(app),
    ...fields,
  };
}
