import { createHash, randomBytes } from 'node:crypto';
import {
  LIMITS,
  LOCAL_COMPANY_ID_BASE,
  addToCartCall,
  adminRateSetCall,
  cartPricesSeenCall,
  confirmEmailCall,
  euroFromCents,
  listCartCall,
  loginByTokenCall,
  loginCall,
  moscowDay,
  removeFromCartCall,
  rublePrice,
  saveOrderCall,
  settingsCall,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../src/services.js';
import { PASSWORD, postFrom, register, registerConfirmed, takeMailedToken } from '../helpers/accounts.js';
import { createCartItem, createSession, createUser, demoProducts } from '../helpers/factories.js';
import { callOk, expectError, post } from '../helpers/http.js';
import { solvedToken } from '../helpers/human-check.js';
import { registerRomashka } from '../helpers/companies.js';
import { type TestApp, createTestApp, testConfig, testedDialects } from '../helpers/test-app.js';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

interface Product {
  id: number;
  price_cents: number;
}

describe.each(testedDialects())('the cart calls on %s', (dialect) => {
  let t: TestApp;
  let products: Product[];
  let registerCompany: { id: number; name: string; inn: string; country: string };
  let rubleCourse: number;
  const db = () => t.database.handle.db;

  const companyForm = (company = registerCompany) => ({
    id: company.id,
    name: company.name,
    inn: company.inn,
    status: 'Действующее',
    type: 'ООО',
    country: company.country,
    address: 'г. Москва, ул. Тверская, 1',
  });
  const typedIn = (name: string, id = LOCAL_COMPANY_ID_BASE) => ({ id, name, country: 'Россия' });
  const priceOf = (product: Product) => euroFromCents(product.price_cents).toFixed(2);

  const add = (body: Record<string, unknown>) => post(t.app, addToCartCall.path, body);
  const addOk = (body: Record<string, unknown>) => callOk(t.app, addToCartCall, body);
  const ids = (cart: { id: number }[]) => cart.map((item) => item.id);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    products = await demoProducts(db(), 4);
    registerCompany = await registerRomashka(db());
    rubleCourse = (await callOk(t.app, settingsCall, {})).settings.rubleCourse!;
  });
  afterAll(async () => t?.close());

  it('adds for a guest, answering every field of the cart item priced from the catalogue', async () => {
    const [product] = products as [Product];
    const answer = await addOk({
      lang: 'en-US',
      cart_ids: [],
      company: companyForm(),
      product_id: product.id,
      price: priceOf(product),
    });
    expect(answer.message).toBeUndefined();
    expect(answer.cart).toHaveLength(1);
    const [item] = answer.cart;
    const euro = euroFromCents(product.price_cents);
    expect(item).toEqual({
      id: expect.any(Number),
      thumb: expect.any(String),
      product_name: expect.stringMatching(/\S/),
      company_name: registerCompany.name,
      company_inn: registerCompany.inn,
      company_country: 'Россия',
      company_register_id: '1027700132195',
      company_address: companyForm().address,
      product_duration: { from: expect.any(Number), to: expect.any(Number), text: expect.any(String) },
      product_price: euro.toFixed(2),
      product_price_num: euro,
      product_ruble_price_num: rublePrice(euro, rubleCourse),
      delivery: expect.any(Boolean),
      product_id: product.id,
    });
    const stored = await db()
      .selectFrom('cart_item')
      .innerJoin('cart', 'cart.id', 'cart_item.cart_id')
      .select([
        'cart.user_id',
        'cart_item.company_id',
        'cart_item.company_register_id',
        'cart_item.company_key',
      ])
      .where('cart_item.id', '=', item!.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      user_id: null,
      company_id: registerCompany.id,
      company_register_id: '1027700132195',
      company_key: `register:${registerCompany.id}`,
    });
    const listed = await callOk(t.app, listCartCall, {
      lang: 'en-US',
      cart_ids: [item!.id],
      cart_key: answer.cart_key,
    });
    expect(listed.cart).toEqual(answer.cart);
  });

  it('gives a new guest cart a random key with its first line, and keeps only the key’s hash', async () => {
    const [product] = products as [Product];
    const first = await addOk({ company: companyForm(), product_id: product.id });
    const key = first.cart_key!;
    // 32 random bytes, base64url.
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await addOk({
      cart_ids: ids(first.cart),
      cart_key: key,
      company: typedIn('Вторая строка'),
      product_id: product.id,
    });
    // The key is answered once, when the cart is made; the cart keeps it.
    expect(again.cart_key).toBeUndefined();
    expect(ids(again.cart)).toHaveLength(2);
    const another = await addOk({ company: companyForm(), product_id: product.id });
    expect(another.cart_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(another.cart_key).not.toBe(key);

    const cartId = (
      await db()
        .selectFrom('cart_item')
        .select('cart_id')
        .where('id', '=', first.cart[0]!.id)
        .executeTakeFirstOrThrow()
    ).cart_id;
    const cart = await db().selectFrom('cart').selectAll().where('id', '=', cartId).executeTakeFirstOrThrow();
    expect(cart.guest_key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    // The raw key is nowhere in the cart tables.
    const everyCart = JSON.stringify(await db().selectFrom('cart').selectAll().execute());
    const everyLine = JSON.stringify(await db().selectFrom('cart_item').selectAll().execute());
    expect(everyCart).not.toContain(key);
    expect(everyLine).not.toContain(key);
  });

  it('reaches no guest cart made before keys, whatever key is sent', async () => {
    const [product] = products as [Product];
    const keyless = await createCartItem(db(), { userId: null, productId: product.id, priceCents: 1 });
    for (const cart_key of [undefined, '', 'any-key', createHash('sha256').update('').digest('hex')])
      expect((await callOk(t.app, listCartCall, { cart_ids: [keyless], cart_key })).cart).toEqual([]);
    expectError(await post(t.app, removeFromCartCall.path, { cart_ids: [keyless], cart_id: keyless }), 404, {
      error: 'NotFound',
    });
    expect(await db().selectFrom('cart_item').select('id').where('id', '=', keyless).execute()).toHaveLength(
      1,
    );
  });

  it('prices every line from the catalogue today, not at the price it was added for', async () => {
    const [product] = products as [Product];
    const itemId = await createCartItem(db(), {
      userId: null,
      productId: product.id,
      priceCents: 1,
      guestCartKey: 'a-guest-cart-key',
    });
    const [item] = (await callOk(t.app, listCartCall, { cart_ids: [itemId], cart_key: 'a-guest-cart-key' }))
      .cart;
    expect(item?.product_price_num).toBe(euroFromCents(product.price_cents));
  });

  it('refuses a price that is not the catalogue’s: a message key and the current cart, nothing added', async () => {
    const [first, second] = products as [Product, Product];
    const start = await addOk({ company: companyForm(), product_id: first.id });
    const changed = await addOk({
      cart_ids: ids(start.cart),
      cart_key: start.cart_key,
      company: companyForm(),
      product_id: second.id,
      price: euroFromCents(second.price_cents + 100).toFixed(2),
    });
    expect(changed.message).toBe('CartPriceChanged');
    expect(ids(changed.cart)).toEqual(ids(start.cart));
    expect(changed.cart[0]?.product_price_num).toBe(euroFromCents(first.price_cents));
    const count = await db()
      .selectFrom('cart_item')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('product_id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('refuses unknown and inactive products, and a register company that does not exist', async () => {
    expectError(await add({ company: companyForm(), product_id: 999_999 }), 400, {
      error: 'ProductUnavailable',
      field: 'product_id',
    });
    const [, , third] = products as [Product, Product, Product];
    await db().updateTable('product').set({ active: 0 }).where('id', '=', third.id).execute();
    try {
      expectError(await add({ company: companyForm(), product_id: third.id }), 400, {
        error: 'ProductUnavailable',
      });
    } finally {
      await db().updateTable('product').set({ active: 1 }).where('id', '=', third.id).execute();
    }
    expectError(
      await add({ company: { ...companyForm(), id: 987_654_321 }, product_id: products[0]!.id }),
      404,
      { error: 'NotFound', field: 'company[id]' },
    );
    expectError(await add({ company: { id: 5 }, product_id: products[0]!.id }), 400, {
      error: 'FieldCannotBeEmpty',
      field: 'company[name]',
    });
    expectError(await add({ company: companyForm(), product_id: 'abc' }), 400, { field: 'product_id' });
  });

  it('takes a typed-in company and marks it as such', async () => {
    const [product] = products as [Product];
    const { cart } = await addOk({ company: typedIn('Моя Фирма'), product_id: product.id });
    expect(cart[0]).toMatchObject({ company_name: 'Моя Фирма', company_inn: '-', company_country: 'Россия' });
    const stored = await db()
      .selectFrom('cart_item')
      .select(['company_id', 'company_register_id', 'company_key', 'company_status', 'company_address'])
      .where('id', '=', cart[0]!.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      company_id: null,
      company_register_id: null,
      company_key: 'typed:россия:моя фирма',
      company_status: '-',
      company_address: '-',
    });
  });

  it('does not add the same product for the same company twice', async () => {
    const [product] = products as [Product];
    const first = await addOk({ company: companyForm(), product_id: product.id });
    const held = { cart_ids: ids(first.cart), cart_key: first.cart_key };
    const again = await addOk({ ...held, company: companyForm(), product_id: product.id });
    expect(ids(again.cart)).toEqual(ids(first.cart));
    const other = await addOk({
      ...held,
      company: typedIn('Другая'),
      product_id: product.id,
    });
    expect(other.cart).toHaveLength(2);
  });

  it('lets a guest reach only the guest items whose ids it holds, in the cart its key opens', async () => {
    const [product, second] = products as [Product, Product];
    const myAdd = await addOk({ company: companyForm(), product_id: product.id });
    const [mine, myKey] = [myAdd.cart, myAdd.cart_key!];
    const theirs = (await addOk({ company: companyForm(), product_id: second.id })).cart;
    const owner = await createUser(db());
    const customersItem = await createCartItem(db(), {
      userId: owner.id,
      productId: product.id,
      priceCents: 1,
    });

    const listed = await callOk(t.app, listCartCall, {
      cart_ids: [...ids(mine), ...ids(theirs), customersItem, 999_999],
      cart_key: myKey,
    });
    expect(ids(listed.cart)).toEqual(ids(mine));
    // Removing another guest's item or a customer's, by guessing or by holding its id: not found.
    expectError(
      await post(t.app, removeFromCartCall.path, {
        cart_ids: [...ids(mine), theirs[0]!.id],
        cart_key: myKey,
        cart_id: theirs[0]!.id,
      }),
      404,
      { error: 'NotFound', field: 'cart_id' },
    );
    expectError(
      await post(t.app, removeFromCartCall.path, {
        cart_ids: [customersItem],
        cart_key: myKey,
        cart_id: customersItem,
      }),
      404,
      { error: 'NotFound' },
    );
    // Adding with a customer's item id among cart_ids never puts a line into that customer's cart:
    // the guest gets a cart of its own, with its own key.
    const added = await addOk({
      cart_ids: [customersItem],
      cart_key: myKey,
      company: typedIn('Гость'),
      product_id: product.id,
    });
    expect(ids(added.cart)).not.toContain(customersItem);
    expect(added.cart_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ownerCart = await db()
      .selectFrom('cart_item')
      .innerJoin('cart', 'cart.id', 'cart_item.cart_id')
      .select('cart_item.id')
      .where('cart.user_id', '=', owner.id)
      .execute();
    expect(ownerCart.map((row) => row.id)).toEqual([customersItem]);
    expect(
      await db()
        .selectFrom('cart_item')
        .select('id')
        .where('id', 'in', [theirs[0]!.id, customersItem])
        .execute(),
    ).toHaveLength(2);

    const removed = await callOk(t.app, removeFromCartCall, {
      cart_ids: ids(mine),
      cart_key: myKey,
      cart_id: mine[0]!.id,
    });
    expect(removed.cart).toEqual([]);
  });

  describe('a stranger who tries every id near its own, with its own key, none or a wrong one', () => {
    interface Stranger {
      variant: string;
      ownId: number;
      ownKey: string;
      /** The ids from its own - 50 to its own + 50, and the key it sends with them. */
      held: { cart_ids: number[]; cart_key?: string };
    }
    let victim: { ids: number[]; key: string; hash: string };
    let strangers: Stranger[];
    let customer: { email: string };
    const victimRows = () =>
      db()
        .selectFrom('cart_item')
        .select(['id', 'cart_id', 'product_id', 'company_name'])
        .where('id', 'in', victim.ids)
        .orderBy('id')
        .execute();
    let before: Awaited<ReturnType<typeof victimRows>>;
    const reachesVictim = (cart: { id: number; company_name: string }[]) =>
      cart.filter((item) => victim.ids.includes(item.id) || item.company_name === 'Жертва');
    const checkoutFields = async (email: string) => ({
      lang: 'ru-RU',
      first_name: 'Чужой',
      last_name: 'Гость',
      email,
      phone: '+7 (916) 123-45-67',
      payment_method: 'invoice',
      delivery_country: 'Россия',
      delivery_city: 'Москва',
      delivery_address: 'ул. Тверская, 1',
      contact_name: 'Чужой Гость',
      contact_phone: '+7 (916) 123-45-67',
      contact_index: '125009',
      token: await solvedToken(t.app),
    });

    beforeAll(async () => {
      const [product, second, third] = products as [Product, Product, Product];
      const first = await addOk({ company: typedIn('Жертва'), product_id: product.id });
      const both = await addOk({
        cart_ids: ids(first.cart),
        cart_key: first.cart_key,
        company: typedIn('Жертва'),
        product_id: second.id,
      });
      const cart = await db()
        .selectFrom('cart')
        .select('guest_key_hash')
        .where(
          'id',
          '=',
          (
            await db()
              .selectFrom('cart_item')
              .select('cart_id')
              .where('id', '=', both.cart[0]!.id)
              .executeTakeFirstOrThrow()
          ).cart_id,
        )
        .executeTakeFirstOrThrow();
      victim = { ids: ids(both.cart), key: first.cart_key!, hash: cart.guest_key_hash! };
      before = await victimRows();
      expect(before).toHaveLength(2);
      customer = await registerConfirmed(t.app, db(), `stranger-${dialect}@example.com`);

      const variants: [string, (own: string) => string | undefined][] = [
        ['its own key', (own) => own],
        ['no key', () => undefined],
        ['a wrong key', () => randomBytes(32).toString('base64url')],
        ['the victim cart’s stored hash', () => victim.hash],
      ];
      strangers = [];
      for (const [variant, keyOf] of variants) {
        const own = await addOk({ company: typedIn('Чужак'), product_id: third.id });
        const ownId = own.cart[0]!.id;
        const near = Array.from({ length: 101 }, (_, index) => ownId - 50 + index).filter(
          (id) => id > 0 && id !== ownId,
        );
        const key = keyOf(own.cart_key!);
        strangers.push({
          variant,
          ownId,
          ownKey: own.cart_key!,
          held: { cart_ids: near, ...(key !== undefined && { cart_key: key }) },
        });
      }
      // Every stranger's ids cover the victim's.
      for (const stranger of strangers)
        expect(stranger.held.cart_ids).toEqual(expect.arrayContaining(victim.ids));
    });

    it('reads nothing of another guest’s cart', async () => {
      for (const { variant, held, ownId, ownKey } of strangers) {
        expect((await callOk(t.app, listCartCall, held)).cart, variant).toEqual([]);
        expect((await callOk(t.app, settingsCall, held)).cart, variant).toEqual([]);
        // Its own key with its own id among the victim's: its own line alone.
        const mixed = { cart_ids: [ownId, ...victim.ids], cart_key: ownKey };
        expect(ids((await callOk(t.app, listCartCall, mixed)).cart), variant).toEqual([ownId]);
      }
    });

    it('removes nothing of it', async () => {
      for (const { variant, held } of strangers)
        for (const id of held.cart_ids) {
          const response = await post(t.app, removeFromCartCall.path, { ...held, cart_id: id });
          expect(response.statusCode, `${variant}: ${id}`).toBe(404);
          expectError(response, 404, { error: 'NotFound', field: 'cart_id' });
        }
    });

    it('adds nothing to it: an add goes into a new cart with a key of its own', async () => {
      const [product] = products as [Product];
      for (const { variant, held } of strangers) {
        const added = await addOk({ ...held, company: typedIn('Добавка'), product_id: product.id });
        expect(
          added.cart.map((item) => item.company_name),
          variant,
        ).toEqual(['Добавка']);
        expect(added.cart_key, variant).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }
    });

    it('merges none of it at login or at the registration’s confirmation', async () => {
      for (const [index, { variant, held }] of strangers.entries()) {
        const loggedIn = await postFrom(t.app, loginCall.path, {
          LoginForm: { username: customer.email, password: PASSWORD, rememberMe: 0 },
          ...held,
        });
        expect(loggedIn.statusCode, loggedIn.body).toBe(200);
        expect(reachesVictim(loginCall.answer.parse(loggedIn.json()).cart), variant).toEqual([]);

        const email = `stranger-${dialect}-${index}@example.com`;
        expect((await register(t.app, email)).statusCode).toBe(200);
        const confirmed = await postFrom(t.app, confirmEmailCall.path, {
          confirm_token: await takeMailedToken(db(), email, 'registration-confirm'),
          ...held,
        });
        expect(confirmed.statusCode, confirmed.body).toBe(200);
        expect(reachesVictim(confirmEmailCall.answer.parse(confirmed.json()).cart), variant).toEqual([]);
      }
    });

    it('orders none of it', async () => {
      for (const { variant, held, ownId, ownKey } of strangers) {
        const refused = await post(t.app, saveOrderCall.path, {
          ...(await checkoutFields(`stranger-order-${dialect}-${ownId}@example.com`)),
          ...held,
        });
        expect(refused.statusCode, `${variant}: ${refused.body}`).toBe(400);
        expectError(refused, 400, { error: 'CartIsEmpty', field: 'cart_ids' });
        // Its own line among the victim's ids, with its own key: the order has its own line only.
        const ordered = await callOk(t.app, saveOrderCall, {
          ...(await checkoutFields(`stranger-own-${dialect}-${ownId}@example.com`)),
          cart_ids: [ownId, ...victim.ids],
          cart_key: ownKey,
        });
        expect(
          ordered.order.items.map((item) => item.company_name),
          variant,
        ).toEqual(['Чужак']);
      }
    });

    it('leaves the victim’s cart as it was, still its owner’s to read and order', async () => {
      expect(await victimRows()).toEqual(before);
      const held = { cart_ids: victim.ids, cart_key: victim.key };
      expect(ids((await callOk(t.app, listCartCall, held)).cart)).toEqual(victim.ids);
      const order = await callOk(t.app, saveOrderCall, {
        ...(await checkoutFields(`victim-${dialect}@example.com`)),
        ...held,
      });
      expect(order.order.items.map((item) => item.company_name)).toEqual(['Жертва', 'Жертва']);
    });
  });

  it('keeps a customer’s cart on the server by the session, ignoring cart_ids', async () => {
    const [product] = products as [Product];
    const guestItem = (await addOk({ company: companyForm(), product_id: product.id })).cart[0]!.id;
    const user = await createUser(db());
    const authKey = await createSession(db(), user.id);
    const added = await addOk({
      auth_key: authKey,
      customer_id: user.id,
      cart_ids: [guestItem],
      company: typedIn('Клиент'),
      product_id: product.id,
    });
    expect(added.cart).toHaveLength(1);
    expect(added.cart[0]?.id).not.toBe(guestItem);
    const listed = await callOk(t.app, listCartCall, { auth_key: authKey });
    expect(listed.cart).toEqual(added.cart);
    // A guest holding the customer's item id reads nothing.
    expect((await callOk(t.app, listCartCall, { cart_ids: ids(added.cart) })).cart).toEqual([]);
    expectError(await post(t.app, listCartCall.path, { auth_key: 'dead-key' }), 401, {
      error: 'IncorrectToken',
    });
    const removed = await callOk(t.app, removeFromCartCall, {
      auth_key: authKey,
      cart_id: added.cart[0]!.id,
    });
    expect(removed.cart).toEqual([]);
  });

  it('merges a guest cart into the customer’s at login, once and without duplicates', async () => {
    const [product, second] = products as [Product, Product];
    const customer = await registerConfirmed(t.app, db(), `merge-${dialect}@example.com`);
    await addOk({ auth_key: customer.authKey, company: companyForm(), product_id: product.id });
    const guest = await addOk({ company: companyForm(), product_id: product.id });
    const guestCart = await addOk({
      cart_ids: ids(guest.cart),
      cart_key: guest.cart_key,
      company: typedIn('Гостевая'),
      product_id: second.id,
    });
    const logIn = async () => {
      const response = await postFrom(t.app, loginCall.path, {
        LoginForm: { username: customer.email, password: PASSWORD, rememberMe: 0 },
        cart_ids: ids(guestCart.cart),
        cart_key: guest.cart_key,
      });
      expect(response.statusCode, response.body).toBe(200);
      return loginCall.answer.parse(response.json());
    };
    const first = await logIn();
    expect(first.cart.map((item) => [item.product_id, item.company_name])).toEqual([
      [product.id, registerCompany.name],
      [second.id, 'Гостевая'],
    ]);
    const second_ = await logIn();
    expect(second_.cart).toEqual(first.cart);
    // The guest ids no longer read as a guest cart: the merged item is the customer's now.
    expect(
      (await callOk(t.app, listCartCall, { cart_ids: ids(guestCart.cart), cart_key: guest.cart_key })).cart,
    ).toEqual([]);
  });

  it('merges a guest cart at registration, when the mailed link signs the browser in', async () => {
    const [product] = products as [Product];
    const guest = await addOk({ company: typedIn('Новичок'), product_id: product.id });
    const email = `register-${dialect}@example.com`;
    expect((await register(t.app, email)).statusCode).toBe(200);
    const confirmed = await postFrom(t.app, confirmEmailCall.path, {
      confirm_token: await takeMailedToken(db(), email, 'registration-confirm'),
      cart_ids: ids(guest.cart),
      cart_key: guest.cart_key,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const answer = confirmEmailCall.answer.parse(confirmed.json());
    expect(answer.cart.map((item) => item.company_name)).toEqual(['Новичок']);
    const listed = await callOk(t.app, listCartCall, { auth_key: answer.user.auth_key });
    expect(ids(listed.cart)).toEqual(ids(answer.cart));
  });

  it(`holds at most ${LIMITS.maxCartItems} lines, refusing more with a message key`, async () => {
    const [product] = products as [Product];
    const user = await createUser(db());
    const authKey = await createSession(db(), user.id);
    const first = await addOk({ auth_key: authKey, company: typedIn('Лимит 0'), product_id: product.id });
    const cartId = (
      await db().selectFrom('cart').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow()
    ).id;
    expect(first.cart).toHaveLength(1);
    const rows = Array.from({ length: LIMITS.maxCartItems - 1 }, (_, index) => ({
      cart_id: cartId,
      product_id: product.id,
      price_cents: product.price_cents,
      company_key: `typed:россия:лимит ${index + 1}`,
      company_id: null,
      company_register_id: null,
      company_name: `Лимит ${index + 1}`,
      company_inn: '-',
      company_country: 'Россия',
      company_status: '-',
      company_type: '-',
      company_address: '-',
    }));
    await db().insertInto('cart_item').values(rows).execute();
    expectError(await add({ auth_key: authKey, company: typedIn('Лишняя'), product_id: product.id }), 400, {
      error: 'CartIsFull',
    });
    // A line the cart has already is no new line: adding it again is not refused.
    const again = await addOk({ auth_key: authKey, company: typedIn('Лимит 0'), product_id: product.id });
    expect(again.cart).toHaveLength(LIMITS.maxCartItems);
  });

  it('loses and duplicates nothing under 50 parallel adds to one cart', async () => {
    const [product] = products as [Product];
    const user = await createUser(db());
    const authKey = await createSession(db(), user.id);
    const names = Array.from({ length: 50 }, (_, index) => `Параллельная ${index}`);
    const answers = await Promise.all(
      names.map((name) =>
        add({ auth_key: authKey, company: typedIn(name), product_id: product.id, price: priceOf(product) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(names.map(() => 200));
    const listed = await callOk(t.app, listCartCall, { auth_key: authKey });
    expect(listed.cart.map((item) => item.company_name).sort()).toEqual([...names].sort());
    expect(await db().selectFrom('cart').select('id').where('user_id', '=', user.id).execute()).toHaveLength(
      1,
    );

    // The same line 50 times at once: one line.
    const same = await Promise.all(
      names.map(() => add({ auth_key: authKey, company: companyForm(), product_id: product.id })),
    );
    expect(same.map((answer) => answer.statusCode)).toEqual(names.map(() => 200));
    const after = await callOk(t.app, listCartCall, { auth_key: authKey });
    expect(after.cart).toHaveLength(51);

    // A guest's parallel adds with the ids and key it holds all land in its one cart.
    const start = await addOk({ company: companyForm(), product_id: product.id });
    const guestAnswers = await Promise.all(
      names.map((name) =>
        addOk({
          cart_ids: ids(start.cart),
          cart_key: start.cart_key,
          company: typedIn(name),
          product_id: product.id,
        }),
      ),
    );
    expect(guestAnswers.map((answer) => answer.cart_key)).toEqual(names.map(() => undefined));
    const guestIds = new Set([...ids(start.cart), ...guestAnswers.flatMap((answer) => ids(answer.cart))]);
    expect(guestIds.size).toBe(51);
    const carts = await db()
      .selectFrom('cart_item')
      .select('cart_id')
      .distinct()
      .where('id', 'in', [...guestIds])
      .execute();
    expect(carts).toHaveLength(1);
  });

  it('purges guest carts untouched for 30 days, never a customer’s', async () => {
    const [product] = products as [Product];
    const user = await createUser(db());
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();
    const recent = new Date(Date.now() - 29 * 24 * 3600 * 1000).toISOString();
    const staleGuest = await createCartItem(db(), { userId: null, productId: product.id, priceCents: 1 });
    const freshGuest = await createCartItem(db(), { userId: null, productId: product.id, priceCents: 1 });
    const customers = await createCartItem(db(), { userId: user.id, productId: product.id, priceCents: 1 });
    const cartOf = async (itemId: number) =>
      (
        await db()
          .selectFrom('cart_item')
          .select('cart_id')
          .where('id', '=', itemId)
          .executeTakeFirstOrThrow()
      ).cart_id;
    await db()
      .updateTable('cart')
      .set({ updated_at: old })
      .where('id', '=', await cartOf(staleGuest))
      .execute();
    await db()
      .updateTable('cart')
      .set({ updated_at: old })
      .where('id', '=', await cartOf(customers))
      .execute();
    await db()
      .updateTable('cart')
      .set({ updated_at: recent })
      .where('id', '=', await cartOf(freshGuest))
      .execute();

    const { cart } = createServices(t.config, t.database.handle, silentLog);
    // Run twice at once, as two server instances would: both finish, the stale cart goes once.
    const purged = await Promise.all([cart.purgeStaleGuestCarts(), cart.purgeStaleGuestCarts()]);
    expect(purged.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    const left = await db()
      .selectFrom('cart_item')
      .select('id')
      .where('id', 'in', [staleGuest, freshGuest, customers])
      .orderBy('id')
      .execute();
    expect(left.map((row) => row.id)).toEqual([freshGuest, customers]);
  });
});

describe.each(testedDialects())('the cart’s writes limit on %s', (dialect) => {
  const CART_WRITE_MAX = 3;
  let t: TestApp;
  let product: Product;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      config: {
        rateLimits: { ...testConfig().rateLimits, cartWrites: { max: CART_WRITE_MAX, windowSeconds: 600 } },
      },
    });
    [product] = (await demoProducts(t.database.handle.db, 1)) as [Product];
  });
  afterAll(async () => t?.close());

  it('answers 429 with Retry-After past the cart writes of one network, reads and other networks unaffected', async () => {
    const network = '203.0.113.10';
    const addFrom = (ip: string, body: Record<string, unknown> = {}) =>
      postFrom(
        t.app,
        addToCartCall.path,
        {
          company: { id: LOCAL_COMPANY_ID_BASE, name: `Поток ${Math.random()}`, country: 'Россия' },
          product_id: product.id,
          ...body,
        },
        { ip },
      );
    const first = addToCartCall.answer.parse((await addFrom(network)).json());
    const held = { cart_ids: first.cart.map((item) => item.id), cart_key: first.cart_key };
    const statuses: number[] = [];
    for (let i = 1; i < CART_WRITE_MAX + 2; i++) statuses.push((await addFrom(network, held)).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
    const refused = await addFrom(network, held);
    expectError(refused, 429, { error: 'TooManyRequests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // A remove counts too, and is refused before it removes anything.
    expectError(
      await postFrom(t.app, removeFromCartCall.path, { ...held, cart_id: held.cart_ids[0] }, { ip: network }),
      429,
      { error: 'TooManyRequests' },
    );
    const listed = await postFrom(t.app, listCartCall.path, held, { ip: network });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listCartCall.answer.parse(listed.json()).cart).toEqual(first.cart);
    // Another network writes as before.
    expect((await addFrom('198.51.100.7', held)).statusCode).toBe(200);
  });
});

describe.each(testedDialects())(
  'a cart line whose price or rate changed since it was added, on %s',
  (dialect) => {
    let t: TestApp;
    let product: Product;
    let adminKey: string;
    const db = () => t.database.handle.db;
    const company = (name: string) => ({ id: LOCAL_COMPANY_ID_BASE, name, country: 'Россия' });
    const euros = (cents: number) => euroFromCents(cents).toFixed(2);
    const rate = async () => (await callOk(t.app, settingsCall, {})).settings.rubleCourse!;
    const setCatalogPrice = (cents: number) =>
      db().updateTable('product').set({ price_cents: cents }).where('id', '=', product.id).execute();
    /** What the customer was shown of each changed line: the prices it answered. */
    const shown = (
      cart: { id: number; product_price_num: number; product_ruble_price_num: number | null }[],
    ) =>
      cart.map((line) => ({
        id: line.id,
        price: line.product_price_num.toFixed(2),
        ruble_price: line.product_ruble_price_num ?? undefined,
      }));

    beforeAll(async () => {
      t = await createTestApp(dialect);
      [product] = (await demoProducts(db(), 1)) as [Product];
      adminKey = await createSession(db(), (await createUser(db(), { role: 'admin' })).id);
    });
    afterAll(async () => t?.close());

    it('tells a new catalogue price once: until the customer has seen it, then never again', async () => {
      const before = await rate();
      const added = await callOk(t.app, addToCartCall, {
        company: company('ООО «Цена»'),
        product_id: product.id,
        price: euros(product.price_cents),
      });
      const held = { cart_ids: added.cart.map((line) => line.id), cart_key: added.cart_key };
      expect(added.cart[0]!.price_change).toBeUndefined();
      const oldRubles = rublePrice(euroFromCents(product.price_cents), before);
      const stored = await db()
        .selectFrom('cart_item')
        .select(['price_cents', 'price_rub'])
        .where('id', '=', held.cart_ids[0]!)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ price_cents: product.price_cents, price_rub: oldRubles });

      await setCatalogPrice(product.price_cents + 150);
      try {
        const told = (await callOk(t.app, listCartCall, held)).cart;
        expect(told[0]).toMatchObject({
          product_price_num: euroFromCents(product.price_cents + 150),
          product_ruble_price_num: rublePrice(euroFromCents(product.price_cents + 150), before),
          price_change: {
            from_price_num: euroFromCents(product.price_cents),
            from_ruble_price_num: oldRubles,
          },
        });
        // Every read tells it until it is seen; the settings' cart too.
        expect((await callOk(t.app, settingsCall, held)).cart[0]!.price_change).toBeDefined();

        // Seen at the old price (a page left open): the new one is still to tell.
        const stale = await callOk(t.app, cartPricesSeenCall, {
          ...held,
          seen: [{ id: held.cart_ids[0], price: euros(product.price_cents), ruble_price: oldRubles }],
        });
        expect(stale.cart[0]!.price_change).toBeDefined();

        const seen = await callOk(t.app, cartPricesSeenCall, { ...held, seen: shown(told) });
        expect(seen.cart[0]!.price_change).toBeUndefined();
        expect(seen.cart[0]!.product_price_num).toBe(euroFromCents(product.price_cents + 150));
        expect((await callOk(t.app, listCartCall, held)).cart[0]!.price_change).toBeUndefined();
      } finally {
        await setCatalogPrice(product.price_cents);
      }
    });

    it('tells a new rouble rate by the roubles, and the same line added again at the price shown takes it', async () => {
      const before = await rate();
      const euro = euroFromCents(product.price_cents);
      const added = await callOk(t.app, addToCartCall, {
        company: company('ООО «Курс»'),
        product_id: product.id,
      });
      const held = { cart_ids: added.cart.map((line) => line.id), cart_key: added.cart_key };
      const other = await callOk(t.app, addToCartCall, {
        company: company('ООО «Чужая»'),
        product_id: product.id,
      });

      const higher = (Number(before) + 10).toFixed(4);
      await callOk(t.app, adminRateSetCall, { auth_key: adminKey, day: moscowDay(new Date()), rate: higher });
      const told = (await callOk(t.app, listCartCall, held)).cart[0]!;
      expect(told.product_ruble_price_num).toBe(rublePrice(euro, higher));
      expect(told.price_change).toEqual({
        from_price_num: euro,
        from_ruble_price_num: rublePrice(euro, before),
      });

      // Another guest cannot mark it seen: only the ids it holds, in the cart its key opens.
      await callOk(t.app, cartPricesSeenCall, {
        cart_ids: [...held.cart_ids, other.cart[0]!.id],
        cart_key: other.cart_key,
        seen: shown([told]),
      });
      expect((await callOk(t.app, listCartCall, held)).cart[0]!.price_change).toBeDefined();

      const again = await callOk(t.app, addToCartCall, {
        ...held,
        company: company('ООО «Курс»'),
        product_id: product.id,
        price: euros(product.price_cents),
      });
      expect(again.cart.map((line) => line.id)).toEqual(held.cart_ids);
      expect(again.cart[0]!.price_change).toBeUndefined();
    });

    it("tells a customer's line the same way, kept by the session", async () => {
      const user = await createUser(db());
      const authKey = await createSession(db(), user.id);
      const added = await callOk(t.app, addToCartCall, {
        auth_key: authKey,
        company: company('ООО «Клиент»'),
        product_id: product.id,
      });
      await setCatalogPrice(product.price_cents - 100);
      try {
        const told = (await callOk(t.app, loginByTokenCall, { auth_key: authKey })).cart;
        expect(told[0]!.price_change?.from_price_num).toBe(euroFromCents(product.price_cents));
        const seen = await callOk(t.app, cartPricesSeenCall, { auth_key: authKey, seen: shown(told) });
        expect(seen.cart.map((line) => line.id)).toEqual(added.cart.map((line) => line.id));
        expect(seen.cart[0]!.price_change).toBeUndefined();
      } finally {
        await setCatalogPrice(product.price_cents);
      }
    });
  },
);
