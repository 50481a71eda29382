import {
  LIMITS,
  LOCAL_COMPANY_ID_BASE,
  addToCartCall,
  confirmEmailCall,
  euroFromCents,
  listCartCall,
  loginCall,
  removeFromCartCall,
  rublePrice,
  settingsCall,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../src/services.js';
import { PASSWORD, postFrom, register, registerConfirmed, takeMailedToken } from '../helpers/accounts.js';
import { createCartItem, createSession, createUser, demoProducts } from '../helpers/factories.js';
import { callOk, expectError, post } from '../helpers/http.js';
import { registerRomashka } from '../helpers/companies.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

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
    rubleCourse = (await callOk(t.app, settingsCall, {})).settings.rubleCourse;
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
    const listed = await callOk(t.app, listCartCall, { lang: 'en-US', cart_ids: [item!.id] });
    expect(listed.cart).toEqual(answer.cart);
  });

  it('prices every line from the catalogue today, not at the price it was added for', async () => {
    const [product] = products as [Product];
    const itemId = await createCartItem(db(), { userId: null, productId: product.id, priceCents: 1 });
    const [item] = (await callOk(t.app, listCartCall, { cart_ids: [itemId] })).cart;
    expect(item?.product_price_num).toBe(euroFromCents(product.price_cents));
  });

  it('refuses a price that is not the catalogue’s: a message key and the current cart, nothing added', async () => {
    const [first, second] = products as [Product, Product];
    const start = await addOk({ company: companyForm(), product_id: first.id });
    const changed = await addOk({
      cart_ids: ids(start.cart),
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
    const again = await addOk({ cart_ids: ids(first.cart), company: companyForm(), product_id: product.id });
    expect(ids(again.cart)).toEqual(ids(first.cart));
    const other = await addOk({
      cart_ids: ids(first.cart),
      company: typedIn('Другая'),
      product_id: product.id,
    });
    expect(other.cart).toHaveLength(2);
  });

  it('lets a guest reach only the guest items whose ids it holds', async () => {
    const [product, second] = products as [Product, Product];
    const mine = (await addOk({ company: companyForm(), product_id: product.id })).cart;
    const theirs = (await addOk({ company: companyForm(), product_id: second.id })).cart;
    const owner = await createUser(db());
    const customersItem = await createCartItem(db(), {
      userId: owner.id,
      productId: product.id,
      priceCents: 1,
    });

    const listed = await callOk(t.app, listCartCall, { cart_ids: [...ids(mine), customersItem, 999_999] });
    expect(ids(listed.cart)).toEqual(ids(mine));
    // Removing another guest's item or a customer's, by guessing or by holding its id: not found.
    expectError(
      await post(t.app, removeFromCartCall.path, { cart_ids: ids(mine), cart_id: theirs[0]!.id }),
      404,
      { error: 'NotFound', field: 'cart_id' },
    );
    expectError(
      await post(t.app, removeFromCartCall.path, { cart_ids: [customersItem], cart_id: customersItem }),
      404,
      { error: 'NotFound' },
    );
    // Adding with a customer's item id among cart_ids never puts a line into that customer's cart.
    const added = await addOk({
      cart_ids: [customersItem],
      company: typedIn('Гость'),
      product_id: product.id,
    });
    expect(ids(added.cart)).not.toContain(customersItem);
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

    const removed = await callOk(t.app, removeFromCartCall, { cart_ids: ids(mine), cart_id: mine[0]!.id });
    expect(removed.cart).toEqual([]);
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
      company: typedIn('Гостевая'),
      product_id: second.id,
    });
    const logIn = async () => {
      const response = await postFrom(t.app, loginCall.path, {
        LoginForm: { username: customer.email, password: PASSWORD, rememberMe: 0 },
        cart_ids: ids(guestCart.cart),
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
    expect((await callOk(t.app, listCartCall, { cart_ids: ids(guestCart.cart) })).cart).toEqual([]);
  });

  it('merges a guest cart at registration, when the mailed link signs the browser in', async () => {
    const [product] = products as [Product];
    const guest = await addOk({ company: typedIn('Новичок'), product_id: product.id });
    const email = `register-${dialect}@example.com`;
    expect((await register(t.app, email)).statusCode).toBe(200);
    const confirmed = await postFrom(t.app, confirmEmailCall.path, {
      confirm_token: await takeMailedToken(db(), email, 'registration-confirm'),
      cart_ids: ids(guest.cart),
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

    // A guest's parallel adds with the ids it holds all land in its one cart.
    const start = await addOk({ company: companyForm(), product_id: product.id });
    const guestAnswers = await Promise.all(
      names.map((name) =>
        addOk({ cart_ids: ids(start.cart), company: typedIn(name), product_id: product.id }),
      ),
    );
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
