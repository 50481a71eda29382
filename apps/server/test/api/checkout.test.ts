import { createHash, randomBytes } from 'node:crypto';
import {
  adminOrderCall,
  LOCAL_COMPANY_ID_BASE,
  addToCartCall,
  euroFromCents,
  getOrderCall,
  listCartCall,
  loginByTokenCall,
  rublePrice,
  saveOrderCall,
  settingsCall,
  userInvoiceCall,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../src/services.js';
import { createSession, createUser } from '../helpers/factories.js';
import { callOk, expectError, post } from '../helpers/http.js';
import { solvedToken } from '../helpers/human-check.js';
import { pdfText } from '../helpers/pdf-text.js';
import { registerRomashka } from '../helpers/companies.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as never;

interface Product {
  id: number;
  price_cents: number;
  delivery: number;
  duration_to: number;
}

describe.each(testedDialects())('checkout: save-order and get-order on %s', (dialect) => {
  let t: TestApp;
  let electronic: Product[];
  let paper: Product;
  let company: { id: number; name: string; inn: string; country: string };
  let rubleCourse: number;
  const db = () => t.database.handle.db;
  let sequence = 0;
  const unique = () => `${Date.now()}-${++sequence}`;

  const companyForm = () => ({ ...company, status: 'Действующее', type: 'ООО', address: 'г. Москва' });

  /** The key of each guest cart fillCart made, by its first item's id. */
  const cartKeys = new Map<number, string>();
  /** A guest's hold on the cart of these ids: the ids and the cart's key, as the browser sends them. */
  const held = (ids: number[]) => ({ cart_ids: ids, cart_key: cartKeys.get(ids[0]!) });

  /** Adds products to a guest's cart (or the customer's of `authKey`); answers the item ids. */
  async function fillCart(products: Product[], authKey?: string): Promise<number[]> {
    let ids: number[] = [];
    let key: string | undefined;
    for (const product of products) {
      const answer = await callOk(t.app, addToCartCall, {
        lang: 'ru-RU',
        ...(authKey ? { auth_key: authKey } : {}),
        cart_ids: ids,
        cart_key: key,
        company: companyForm(),
        product_id: product.id,
      });
      ids = answer.cart.map((item) => item.id);
      key ??= answer.cart_key;
    }
    if (key !== undefined) cartKeys.set(ids[0]!, key);
    return ids;
  }

  const checkoutForm = async (fields: Record<string, unknown>) => ({
    lang: 'ru-RU',
    first_name: 'Иван',
    last_name: 'Петров',
    middle_name: 'Сергеевич',
    email: `guest-${unique()}@example.test`,
    phone: '+7 (916) 123-45-67',
    yur_name: 'ООО «Ромашка»',
    yur_inn: '7707083893',
    payment_method: 'invoice',
    comment: 'К пятнице, пожалуйста',
    clientID: `client-${unique()}`,
    // The checkout page's random value, as the web app sends it.
    checkout_key: randomBytes(32).toString('base64url'),
    token: await solvedToken(t.app),
    ...fields,
  });
  const sessionsOf = async (email: string) =>
    db()
      .selectFrom('user_session')
      .innerJoin('app_user', 'app_user.id', 'user_session.user_id')
      .select('user_session.id')
      .where('app_user.email', '=', email)
      .execute();
  const delivery = {
    delivery_country: 'Россия',
    delivery_region: 'Московская область',
    delivery_city: 'Москва',
    delivery_address: 'ул. Тверская, 1',
    contact_name: 'Иван Петров',
    contact_phone: '+7 (916) 123-45-67',
    contact_index: '125009',
  };

  const countOrders = async () =>
    Number(
      (
        await db()
          .selectFrom('customer_order')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Documents ООО «Ромашка» can have: not a sole trader's EGRIP extract.
    const rows = await db()
      .selectFrom('product')
      .select(['id', 'price_cents', 'delivery', 'duration_to'])
      .where('active', '=', 1)
      .where('company_kind', '<>', 'sole_trader')
      .orderBy('id')
      .execute();
    electronic = rows.filter((row) => row.delivery === 0).slice(0, 3);
    paper = rows.find((row) => row.delivery === 1)!;
    expect(electronic).toHaveLength(3);
    expect(paper).toBeDefined();
    company = await registerRomashka(db());
    rubleCourse = (await callOk(t.app, settingsCall, {})).settings.rubleCourse!;
  });
  afterAll(async () => t?.close());

  it('a guest with a new e-mail: one transaction makes the account, the order, the invoice and the mails, and empties the cart', async () => {
    const cartIds = await fillCart([electronic[0]!, paper]);
    const form = await checkoutForm({ ...held(cartIds), ...delivery });
    const answer = await callOk(t.app, saveOrderCall, form);

    // Signed in: the key works.
    const me = await callOk(t.app, loginByTokenCall, { auth_key: answer.user.auth_key });
    expect(me.user.email).toBe(form.email);
    expect(me.user.clientID).toBe(form.clientID);
    // The names the checkout gave start the next checkout.
    expect(me.user).toMatchObject({ first_name: 'Иван', last_name: 'Петров', middle_name: 'Сергеевич' });
    expect(me.cart).toEqual([]);

    const { order } = answer;
    expect(order.number).toMatch(/^RD-\d{6}$/);
    expect(order.status).toBe('awaiting_payment');
    expect(order.payment_method).toBe('invoice');
    expect(answer.payment_form).toBeNull();
    expect(order.items.map((item) => item.product_id).sort()).toEqual([electronic[0]!.id, paper.id].sort());
    const euro = (electronic[0]!.price_cents + paper.price_cents) / 100;
    expect(order.total_eur).toBeCloseTo(euro, 2);
    expect(order.total_rub).toBe(
      rublePrice(euroFromCents(electronic[0]!.price_cents), rubleCourse) +
        rublePrice(euroFromCents(paper.price_cents), rubleCourse),
    );
    expect(Number(order.ruble_course)).toBe(rubleCourse);
    expect(order.ruble_course_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.delivery).toMatchObject({ city: 'Москва', contact_index: '125009' });
    expect(order.duration_days).toBe(Math.max(electronic[0]!.duration_to, paper.duration_to));
    // Counted from the payment: an invoice not paid yet has no ready day (as the back-office shows it).
    expect(order.expected_date).toBeNull();
    expect(order.documents.map((document) => document.type)).toEqual(['invoice']);
    expect(order.can_pay).toBe(false);

    // The guest's lines are gone from the server too.
    expect((await callOk(t.app, listCartCall, { lang: 'ru-RU', ...held(cartIds) })).cart).toEqual([]);

    const mails = await db()
      .selectFrom('mail_outbox')
      .select(['template', 'attachments', 'text_body'])
      .where('to_address', '=', form.email)
      .orderBy('id')
      .execute();
    expect(mails.map((mail) => mail.template)).toEqual(['order-placed', 'set-password']);
    expect(JSON.parse(mails[0]!.attachments!)).toEqual([
      { kind: 'invoice', id: order.documents[0]!.id, language: 'ru-RU' },
    ]);
    expect(mails[0]!.text_body).toContain(order.number);
    expect(mails[1]!.text_body).toMatch(/reset-password#token=/);
    const account = await db()
      .selectFrom('app_user')
      .select(['password_hash', 'first_name'])
      .where('email', '=', form.email)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ password_hash: null, first_name: 'Иван' });
  });

  it('the same checkout sent again, or twice at once, makes one order', async () => {
    const cartIds = await fillCart([electronic[1]!]);
    const form = await checkoutForm({ ...held(cartIds) });
    const before = await countOrders();
    const first = await callOk(t.app, saveOrderCall, form);
    const again = await callOk(t.app, saveOrderCall, { ...form, token: await solvedToken(t.app) });
    expect(again.order.id).toBe(first.order.id);
    expect(await countOrders()).toBe(before + 1);

    const parallelIds = await fillCart([electronic[2]!]);
    const parallelForm = await checkoutForm({ ...held(parallelIds) });
    const tokens = await Promise.all(Array.from({ length: 5 }, () => solvedToken(t.app)));
    const answers = await Promise.all(
      tokens.map((token) => post(t.app, saveOrderCall.path, { ...parallelForm, token })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const orderIds = new Set(answers.map((answer) => (answer.json() as { order: { id: number } }).order.id));
    expect(orderIds.size).toBe(1);
    expect(await countOrders()).toBe(before + 2);
    const accounts = await db()
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', parallelForm.email)
      .execute();
    expect(accounts).toHaveLength(1);
  });

  it("a replay with the same e-mail and cart ids but without the checkout page's value signs nobody in", async () => {
    const cartIds = await fillCart([electronic[0]!]);
    const form = await checkoutForm({ ...held(cartIds) });
    const placed = await callOk(t.app, saveOrderCall, form);
    const stored = await db()
      .selectFrom('customer_order')
      .select('checkout_key_hash')
      .where('id', '=', placed.order.id)
      .executeTakeFirstOrThrow();
    // Only the value's hash is kept.
    expect(stored.checkout_key_hash).toBe(createHash('sha256').update(form.checkout_key).digest('hex'));
    expect(await sessionsOf(form.email)).toHaveLength(1);

    // A stranger who knows the e-mail and the cart ids, with no value or another one.
    const { checkout_key: _key, ...withoutKey } = form;
    for (const replay of [
      withoutKey,
      { ...form, checkout_key: randomBytes(32).toString('base64url') },
      { ...form, checkout_key: '' },
    ]) {
      const response = await post(t.app, saveOrderCall.path, { ...replay, token: await solvedToken(t.app) });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({ userExists: true, error: 'UserExists' });
      expect(response.body).not.toContain('auth_key');
    }
    expectError(
      await post(t.app, saveOrderCall.path, {
        ...form,
        checkout_key: 'short',
        token: await solvedToken(t.app),
      }),
      400,
      { error: 'FieldHasWrongValue', field: 'checkout_key' },
    );
    expect(await sessionsOf(form.email)).toHaveLength(1);

    // The browser that placed it (a double click, a retry after a timeout) is signed in again.
    const again = await callOk(t.app, saveOrderCall, { ...form, token: await solvedToken(t.app) });
    expect(again.order.id).toBe(placed.order.id);
    expect((await callOk(t.app, loginByTokenCall, { auth_key: again.user.auth_key })).user.email).toBe(
      form.email,
    );
    expect(await sessionsOf(form.email)).toHaveLength(2);
  });

  it('an order placed without a checkout value is never replayed into a session', async () => {
    const cartIds = await fillCart([electronic[1]!]);
    const { checkout_key: _key, ...form } = await checkoutForm({ ...held(cartIds) });
    await callOk(t.app, saveOrderCall, form);
    for (const replay of [form, { ...form, checkout_key: randomBytes(32).toString('base64url') }]) {
      const response = await post(t.app, saveOrderCall.path, { ...replay, token: await solvedToken(t.app) });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.body).not.toContain('auth_key');
    }
    expect(await sessionsOf(form.email)).toHaveLength(1);
  });

  it('a guest whose e-mail has an account gets userExists: nothing is made, the cart stays', async () => {
    const owner = await createUser(db(), { email: `owner-${unique()}@example.test` });
    const cartIds = await fillCart([electronic[0]!]);
    const before = await countOrders();
    const response = await post(
      t.app,
      saveOrderCall.path,
      await checkoutForm({ ...held(cartIds), email: owner.email }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ userExists: true, error: 'UserExists' });
    expect(await countOrders()).toBe(before);
    expect((await callOk(t.app, listCartCall, { lang: 'ru-RU', ...held(cartIds) })).cart).toHaveLength(1);
  });

  it('prices come from the catalogue, not from the cart table or the client', async () => {
    const cartIds = await fillCart([electronic[0]!]);
    await db().updateTable('cart_item').set({ price_cents: 1 }).where('id', 'in', cartIds).execute();
    const answer = await callOk(
      t.app,
      saveOrderCall,
      await checkoutForm({ ...held(cartIds), price: '0.01' }),
    );
    expect(answer.order.total_eur).toBeCloseTo(electronic[0]!.price_cents / 100, 2);
    const stored = await db()
      .selectFrom('order_item')
      .select('price_cents')
      .where('order_id', '=', answer.order.id)
      .executeTakeFirstOrThrow();
    expect(stored.price_cents).toBe(electronic[0]!.price_cents);
  });

  it('refuses an empty cart, missing delivery fields and a payment method the shop does not offer', async () => {
    expectError(await post(t.app, saveOrderCall.path, await checkoutForm({ cart_ids: [] })), 400, {
      error: 'CartIsEmpty',
      field: 'cart_ids',
    });
    const cartIds = await fillCart([paper]);
    expectError(await post(t.app, saveOrderCall.path, await checkoutForm({ ...held(cartIds) })), 400, {
      error: 'FieldCannotBeEmpty',
      field: 'delivery_country',
    });
    expectError(
      await post(
        t.app,
        saveOrderCall.path,
        await checkoutForm({ ...held(cartIds), ...delivery, payment_method: 'cash' }),
      ),
      400,
      { field: 'payment_method' },
    );
    expectError(
      await post(
        t.app,
        saveOrderCall.path,
        await checkoutForm({ ...held(cartIds), ...delivery, yur_inn: '7707083894' }),
      ),
      400,
      { error: 'InnIsInvalid', field: 'yur_inn' },
    );
    expect((await callOk(t.app, listCartCall, { lang: 'ru-RU', ...held(cartIds) })).cart).toHaveLength(1);
  });

  it("a customer orders the server cart's lines; get-order answers only the order's owner", async () => {
    const customer = await createUser(db(), { email: `customer-${unique()}@example.test` });
    const authKey = await createSession(db(), customer.id);
    const cartIds = await fillCart([electronic[0]!, electronic[1]!], authKey);
    const answer = await callOk(
      t.app,
      saveOrderCall,
      await checkoutForm({ auth_key: authKey, ...held(cartIds), email: customer.email }),
    );
    expect(answer.user.id).toBe(customer.id);
    expect(answer.user.auth_key).toBe(authKey);
    expect(answer.order.items).toHaveLength(2);
    expect((await callOk(t.app, listCartCall, { lang: 'ru-RU', auth_key: authKey })).cart).toEqual([]);

    const own = await callOk(
      t.app,
      getOrderCall,
      { lang: 'en-US', auth_key: authKey },
      { order_id: answer.order.id },
    );
    expect(own.order.number).toBe(answer.order.number);

    const other = await createUser(db(), { email: `other-${unique()}@example.test` });
    const otherKey = await createSession(db(), other.id);
    expectError(
      await post(
        t.app,
        getOrderCall.path,
        { lang: 'ru-RU', auth_key: otherKey },
        { order_id: answer.order.id },
      ),
      404,
    );
    expectError(await post(t.app, getOrderCall.path, { lang: 'ru-RU' }, { order_id: answer.order.id }), 404);
    expectError(
      await post(t.app, getOrderCall.path, { lang: 'ru-RU', auth_key: authKey }, { order_id: 999_999 }),
      404,
    );
  });

  it('an order turns paid once however often the payment is reported, with one mail; unpaid card orders lapse', async () => {
    const services = createServices(t.config, t.database.handle, silentLog);
    const cartIds = await fillCart([electronic[0]!]);
    const form = await checkoutForm({ ...held(cartIds), payment_method: 'card' });
    const { order } = await callOk(t.app, saveOrderCall, form);
    expect(order.status).toBe('awaiting_payment');
    expect(order.can_pay).toBe(true);

    const paidAt = new Date().toISOString();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        services.db.transaction().execute((trx) => services.orders.markPaid(trx, order.id, paidAt)),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const mails = await db()
      .selectFrom('mail_outbox')
      .select('template')
      .where('to_address', '=', form.email)
      .where('template', '=', 'payment-received')
      .execute();
    expect(mails).toHaveLength(1);
    const stored = await db()
      .selectFrom('customer_order')
      .select(['status', 'paid_at', 'expected_date'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('paid');
    expect(stored.expected_date! > paidAt.slice(0, 10) || order.duration_days === 0).toBe(true);

    // A card order left unpaid is cancelled after the configured days; a paid one and a bank transfer are not.
    const unpaidIds = await fillCart([electronic[1]!]);
    const unpaid = await callOk(
      t.app,
      saveOrderCall,
      await checkoutForm({ ...held(unpaidIds), payment_method: 'card' }),
    );
    const invoiceIds = await fillCart([electronic[2]!]);
    const invoice = await callOk(t.app, saveOrderCall, await checkoutForm({ ...held(invoiceIds) }));
    const later = new Date(Date.now() + (t.config.orders.unpaidCancelDays + 1) * 86_400_000);
    expect(
      await services.orders.cancelUnpaid(t.config.orders.unpaidCancelDays, later),
    ).toBeGreaterThanOrEqual(1);
    const statuses = await db()
      .selectFrom('customer_order')
      .select(['id', 'status', 'cancel_reason'])
      .where('id', 'in', [order.id, unpaid.order.id, invoice.order.id])
      .execute();
    const byId = new Map(statuses.map((row) => [row.id, row]));
    expect(byId.get(order.id)!.status).toBe('paid');
    expect(byId.get(unpaid.order.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'unpaid' });
    expect(byId.get(invoice.order.id)!.status).toBe('awaiting_payment');
    // A payment reported after the cancellation changes nothing.
    expect(
      await services.db
        .transaction()
        .execute((trx) => services.orders.markPaid(trx, unpaid.order.id, paidAt)),
    ).toBe(false);
  });

  it("a foreign payer's tax id with letters is taken with its country, and the invoice names it a tax number", async () => {
    const cartIds = await fillCart([electronic[0]!]);
    const form = await checkoutForm({
      ...held(cartIds),
      yur_name: 'Muster GmbH',
      yur_country: 'de',
      yur_inn: 'DE 123456789',
    });
    const answer = await callOk(t.app, saveOrderCall, form);
    expect(answer.order).toMatchObject({ yur_name: 'Muster GmbH', yur_inn: 'DE 123456789' });
    const row = await db()
      .selectFrom('customer_order')
      .select(['yur_country'])
      .where('id', '=', answer.order.id)
      .executeTakeFirstOrThrow();
    expect(row.yur_country).toBe('DE');
    // The next checkout starts from this payer, in its country.
    expect(answer.user).toMatchObject({ def_your_inn: 'DE 123456789', def_your_country: 'DE' });

    const invoice = answer.order.documents.find((document) => document.type === 'invoice')!;
    for (const [lang, label] of [
      ['en-US', 'Tax no.'],
      ['ru-RU', 'Налоговый номер'],
    ] as const) {
      const response = await post(
        t.app,
        userInvoiceCall.path,
        { auth_key: answer.user.auth_key, lang },
        { id: invoice.id },
      );
      expect(response.statusCode, response.body).toBe(200);
      const text = pdfText(response.rawPayload);
      expect(text).toContain(`Muster GmbH, ${label} DE 123456789`);
      expect(text).not.toMatch(/(INN|ИНН) DE/);
    }
    // The back-office sees the payer's country, so it does not call the number an INN.
    const manager = await createSession(db(), (await createUser(db(), { role: 'manager' })).id);
    const managed = await callOk(t.app, adminOrderCall, { auth_key: manager }, { id: answer.order.id });
    expect(managed.order.legal_entity).toMatchObject({ inn: 'DE 123456789', country: 'DE' });

    // Without a foreign country the number must be an INN.
    expectError(
      await post(t.app, saveOrderCall.path, await checkoutForm({ ...held(cartIds), yur_inn: 'DE123456789' })),
      400,
      { error: 'InnIsInvalid', field: 'yur_inn' },
    );
  });

  it("a customer's payer typed in is kept among their legal entities when asked: once, as the orders' payer, never a foreign one", async () => {
    const customer = await createUser(db(), { email: `payer-${unique()}@example.test` });
    const authKey = await createSession(db(), customer.id);
    const entities = () =>
      db().selectFrom('legal_entity').selectAll().where('user_id', '=', customer.id).orderBy('id').execute();
    const order = async (cartIds: number[], fields: Record<string, unknown>) =>
      callOk(
        t.app,
        saveOrderCall,
        await checkoutForm({ auth_key: authKey, cart_ids: cartIds, email: customer.email, ...fields }),
      );
    /** A line of the customer's cart: one document for a company typed in by hand. */
    const line = async () => {
      const { cart } = await callOk(t.app, addToCartCall, {
        lang: 'ru-RU',
        auth_key: authKey,
        company: { id: LOCAL_COMPANY_ID_BASE, name: `Фирма ${unique()}`, country: 'RU' },
        product_id: electronic[0]!.id,
      });
      return cart.at(-1)!.id;
    };

    // Not asked: nothing is kept.
    await order([await line()], {
      yur_name: 'ООО «Ромашка»',
      yur_inn: '7707083893',
    });
    expect(await entities()).toEqual([]);

    // Asked: kept, the customer's first one, so the default, and the order's payer.
    const first = await order([await line()], {
      yur_name: 'ООО «Ромашка»',
      yur_inn: '7707083893',
      save_legal_entity: '1',
    });
    const [romashka] = await entities();
    expect(romashka).toMatchObject({
      name: 'ООО «Ромашка»',
      inn: '7707083893',
      is_default: 1,
      ogrn: '',
      kpp: '',
    });
    const payerOf = async (orderIds: number[]) =>
      (
        await db()
          .selectFrom('customer_order')
          .select('legal_entity_id')
          .where('id', 'in', orderIds)
          .execute()
      ).map((row) => row.legal_entity_id);
    expect(await payerOf([first.order.id])).toEqual([romashka!.id]);

    // Asked by two checkouts at once (two lines of the cart): kept once, paying both.
    const lines = [await line(), await line()];
    const payer = { yur_name: 'ООО «Лютик»', yur_inn: '7830002293', save_legal_entity: '1' };
    const placed = await Promise.all(lines.map((id) => order([id], payer)));
    const kept = await entities();
    expect(kept.map((entity) => [entity.inn, entity.is_default])).toEqual([
      ['7707083893', 1],
      ['7830002293', 0],
    ]);
    expect(await payerOf(placed.map((answer) => answer.order.id))).toEqual([kept[1]!.id, kept[1]!.id]);

    // A foreign payer is not one of them: the account's entities hold Russian requisites.
    await order([await line()], {
      yur_name: 'Muster GmbH',
      yur_country: 'DE',
      yur_inn: 'DE123456789',
      save_legal_entity: '1',
    });
    expect(await entities()).toHaveLength(2);
  });

  it('a customer whose cart changed in another tab is told so and nothing is ordered', async () => {
    const customer = await createUser(db(), { email: `tabs-${unique()}@example.test` });
    const authKey = await createSession(db(), customer.id);
    const cartIds = await fillCart([electronic[0]!], authKey);
    await db().deleteFrom('cart_item').where('id', 'in', cartIds).execute();
    const seen = [...cartIds];
    await fillCart([electronic[1]!], authKey);
    expectError(
      await post(
        t.app,
        saveOrderCall.path,
        await checkoutForm({ auth_key: authKey, cart_ids: seen, email: customer.email }),
      ),
      400,
      { error: 'CartIsEmpty' },
    );
  });
});
