import { randomBytes } from 'node:crypto';
import { addToCartCall, getOrderCall, saveOrderCall, userOrdersCall } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAlbions } from '../helpers/companies.js';
import { callOk } from '../helpers/http.js';
import { solvedToken } from '../helpers/human-check.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

describe.each(testedDialects())(
  'a company keeps its identity from the cart to the order on %s',
  (dialect) => {
    let t: TestApp;
    const db = () => t.database.handle.db;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(async () => t?.close());

    it('three namesakes: the cart, the order, the account list and the mail carry each one’s company number and address', async () => {
      const albions = await registerAlbions(db());
      // A UK document: a company is offered its own country's.
      const product = await db()
        .selectFrom('product')
        .innerJoin('country', 'country.id', 'product.country_id')
        .select('product.id')
        .where('country.code', '=', 'GB')
        .where('product.active', '=', 1)
        .where('product.delivery', '=', 0)
        .orderBy('product.id')
        .executeTakeFirstOrThrow();
      let cartIds: number[] = [];
      let cartKey: string | undefined;
      for (const albion of albions) {
        const answer = await callOk(t.app, addToCartCall, {
          lang: 'en-US',
          cart_ids: cartIds,
          cart_key: cartKey,
          // As the search shows a UK company: no tax number.
          company: {
            id: albion.id,
            name: albion.name,
            inn: '-',
            country: 'GB',
            status: 'Active',
            type: 'Ltd',
            address: albion.address,
          },
          product_id: product.id,
        });
        cartIds = answer.cart.map((item) => item.id);
        cartKey ??= answer.cart_key;
      }
      const cart = await callOk(t.app, addToCartCall, {
        lang: 'en-US',
        cart_ids: cartIds,
        cart_key: cartKey,
        company: { id: albions[0]!.id, name: albions[0]!.name, inn: '-', country: 'GB' },
        product_id: product.id,
      });
      expect(cart.cart.map((item) => [item.company_register_id, item.company_address])).toEqual(
        albions.map((albion) => [albion.registerId, albion.address]),
      );

      const email = `albion-${Date.now()}@example.test`;
      const placed = await callOk(t.app, saveOrderCall, {
        lang: 'en-US',
        first_name: 'Jane',
        last_name: 'Smith',
        email,
        phone: '+44 20 7946 0018',
        payment_method: 'invoice',
        yur_name: 'Smith Trading Ltd',
        cart_ids: cartIds,
        cart_key: cartKey,
        checkout_key: randomBytes(32).toString('base64url'),
        token: await solvedToken(t.app),
      });
      const order = await callOk(
        t.app,
        getOrderCall,
        { lang: 'en-US', auth_key: placed.user.auth_key },
        { order_id: placed.order.id },
      );
      expect(order.order.items.map((item) => item.company_register_id).sort()).toEqual(
        albions.map((albion) => albion.registerId).sort(),
      );
      const lines = await callOk(t.app, userOrdersCall, { lang: 'en-US', auth_key: placed.user.auth_key });
      expect(lines.orders.list.map((line) => line.company_register_id).sort()).toEqual(
        albions.map((albion) => albion.registerId).sort(),
      );

      const mail = await db()
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('to_address', '=', email)
        .where('template', '=', 'order-placed')
        .executeTakeFirstOrThrow();
      for (const albion of albions)
        expect(mail.text_body).toContain(`ALBION HOLDINGS LTD (Company number ${albion.registerId})`);
      expect(mail.text_body).not.toMatch(/INN -|ИНН -/);
      // The mail leads to the order's own page (which pays an unpaid card order), not to the list.
      expect(mail.text_body).toContain(`${t.config.publicUrl}/account/orders/${placed.order.id}\n`);
    });
  },
);
