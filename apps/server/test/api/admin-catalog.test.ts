import {
  adminCatalogCountriesCall,
  adminCatalogCountryCall,
  adminCatalogCountryDeleteCall,
  adminCatalogCountrySaveCall,
  adminCatalogOptionsCall,
  adminCatalogProductCall,
  adminCatalogProductDeleteCall,
  adminCatalogProductsCall,
  adminCatalogProductSaveCall,
  adminCatalogPurposeDeleteCall,
  adminCatalogPurposesCall,
  adminCatalogPurposeSaveCall,
  adminCatalogTypeDeleteCall,
  adminCatalogTypesCall,
  adminCatalogTypeSaveCall,
  adminOrderCall,
  calls,
  errorAnswer,
  productsCall,
  rublePrice,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/services.js';
import { postFrom } from '../helpers/accounts.js';
import { createManagerToken, createSession, createUser } from '../helpers/factories.js';
import { type TestApp, createSiblingApp, createTestApp, testedDialects } from '../helpers/test-app.js';

const silentLog = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} } as never;

const texts = (ru: string, en: string) => ({
  'ru-RU': { name: ru, description: `${ru}: описание` },
  'en-US': { name: en, description: `${en}: description` },
});

/**
 * The back-office's catalog (ADR 035): only an administrator may read or write
 * it; every write leaves an audit row with the values before and after and shows in the shop of
 * every instance at once; a placed order keeps its own copies of names and prices.
 */
describe.each(testedDialects())('back-office catalog on %s', (dialect) => {
  let t: TestApp;
  let services: Services;
  const db = () => t.database.handle.db;
  const keys = { customer: '', manager: '', admin: '', managerToken: '' };
  let adminId = 0;
  let customerId = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    services = createServices(t.config, t.database.handle, silentLog);
    const customer = await createUser(db());
    const manager = await createUser(db(), { role: 'manager' });
    const admin = await createUser(db(), { role: 'admin' });
    adminId = admin.id;
    customerId = customer.id;
    keys.customer = await createSession(db(), customer.id);
    keys.manager = await createSession(db(), manager.id);
    keys.admin = await createSession(db(), admin.id);
    keys.managerToken = await createManagerToken(db(), manager.id, customer.id);
  });
  afterAll(async () => t?.close());

  const call = (
    path: string,
    body: Record<string, unknown>,
    query: Record<string, string | number> = {},
    /** null: no key at all. */
    key: string | null = keys.admin,
  ) =>
    postFrom(t.app, path, key === null ? body : { ...body, auth_key: key }, {
      query: new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString(),
    });

  const expectRefusal = async (
    response: Awaited<ReturnType<typeof call>>,
    status: number,
    error: string,
    field?: string,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    const answer = errorAnswer.parse(response.json());
    expect(answer.error).toBe(error);
    if (field !== undefined) expect(answer.field).toBe(field);
  };

  const lastAudit = () =>
    db().selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  const auditCount = async () =>
    Number(
      (
        await db()
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  const russia = () =>
    db().selectFrom('country').select('id').where('code', '=', 'RU').executeTakeFirstOrThrow();

  const catalogCalls = Object.values(calls).filter((c) => c.name.startsWith('adminCatalog'));

  it('serves every call of the catalog', () => expect(catalogCalls).toHaveLength(17));

  it.each(catalogCalls.map((c) => [c.path]))(
    '%s: anonymous and a manager token 401, a customer and a manager 403 AdminOnly',
    async (path) => {
      for (const [key, status, error] of [
        [null, 401, 'IncorrectToken'],
        [keys.managerToken, 401, 'IncorrectToken'],
        [keys.customer, 403, 'AdminOnly'],
        [keys.manager, 403, 'AdminOnly'],
      ] as const)
        await expectRefusal(await call(path, {}, { id: 1 }, key), status, error);
    },
  );

  it('lists countries paged, sorted and searched on the server', async () => {
    const list = async (body: Record<string, unknown>, page = 1) => {
      const response = await call(adminCatalogCountriesCall.path, body, { page });
      expect(response.statusCode, response.body).toBe(200);
      return adminCatalogCountriesCall.answer.parse(response.json()).countries;
    };
    const all = await list({ pagesize: 100, sort: 'code' });
    expect(all.count).toBeGreaterThan(2);
    const codes = all.list.map((row) => row.code);
    expect(codes).toEqual([...codes].sort());
    const firstPage = await list({ pagesize: 2, sort: 'code', dir: 'desc' });
    const secondPage = await list({ pagesize: 2, sort: 'code', dir: 'desc' }, 2);
    expect(firstPage.list.map((row) => row.code)).toEqual([...codes].reverse().slice(0, 2));
    expect(secondPage.list.map((row) => row.code)).toEqual([...codes].reverse().slice(2, 4));
    expect(secondPage.page).toBe(2);
    // Any case, either language, Cyrillic too.
    for (const q of ['россия', 'RUSSIA', 'Росс'])
      expect(
        (await list({ q })).list.map((row) => row.code),
        q,
      ).toContain('RU');
    const russiaRow = (await list({ q: 'ru' })).list.find((row) => row.code === 'RU')!;
    expect(russiaRow.name).toEqual({ 'ru-RU': 'Россия', 'en-US': 'Russia' });
    expect(russiaRow.products_count).toBeGreaterThan(0);
    await expectRefusal(
      await call(adminCatalogCountriesCall.path, { sort: 'nope' }),
      400,
      'FieldHasWrongValue',
      'sort',
    );
  });

  it('creates and edits a country with both languages, audited with the values before and after', async () => {
    const body = {
      code: 'xa',
      link_sef: 'Test-Land',
      online: 1,
      popular_sort: '',
      sort: 50,
      active: 1,
      texts: {
        'ru-RU': { name: 'Тестландия', description: 'Описание', register_name: 'Реестр' },
        'en-US': { name: 'Testland', description: 'About', register_name: 'Register' },
      },
    };
    const before = await auditCount();
    const created = await call(adminCatalogCountrySaveCall.path, body);
    expect(created.statusCode, created.body).toBe(200);
    const country = adminCatalogCountrySaveCall.answer.parse(created.json()).country;
    expect(country).toMatchObject({ code: 'XA', link_sef: 'test-land', popular_sort: null, online: true });
    expect(country.texts['en-US'].register_name).toBe('Register');
    expect(await auditCount()).toBe(before + 1);
    const createdAudit = await lastAudit();
    expect(createdAudit).toMatchObject({
      actor_user_id: adminId,
      action: adminCatalogCountrySaveCall.path,
      entity: 'country',
      entity_id: String(country.id),
    });
    expect(JSON.parse(createdAudit.details!)).toMatchObject({ before: {}, after: { code: 'XA' } });

    const edited = await call(
      adminCatalogCountrySaveCall.path,
      {
        ...body,
        popular_sort: 7,
        texts: { ...body.texts, 'en-US': { ...body.texts['en-US'], name: 'Testonia' } },
      },
      { id: country.id },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const details = JSON.parse((await lastAudit()).details!);
    expect(details.before).toEqual({
      popular_sort: null,
      texts: body.texts,
    });
    expect(details.after.popular_sort).toBe(7);
    expect(details.after.texts['en-US'].name).toBe('Testonia');

    // Saving the same values again changes nothing: no audit row.
    const count = await auditCount();
    const again = await call(
      adminCatalogCountrySaveCall.path,
      {
        ...body,
        popular_sort: 7,
        texts: { ...body.texts, 'en-US': { ...body.texts['en-US'], name: 'Testonia' } },
      },
      { id: country.id },
    );
    expect(again.statusCode).toBe(200);
    expect(await auditCount()).toBe(count);

    const read = await call(adminCatalogCountryCall.path, {}, { id: country.id });
    expect(adminCatalogCountryCall.answer.parse(read.json()).country.texts['en-US'].name).toBe('Testonia');

    // Another country's code or address: 409 on the field; bad input: 400 on the field.
    await expectRefusal(
      await call(adminCatalogCountrySaveCall.path, { ...body, code: 'RU', link_sef: 'x-other' }),
      409,
      'CatalogueCodeTaken',
      'code',
    );
    await expectRefusal(
      await call(adminCatalogCountrySaveCall.path, { ...body, code: 'XB', link_sef: 'russia' }),
      409,
      'CatalogueCodeTaken',
      'link_sef',
    );
    await expectRefusal(
      await call(adminCatalogCountrySaveCall.path, { ...body, code: 'X1' }),
      400,
      'FieldHasWrongValue',
      'code',
    );
    await expectRefusal(
      await call(adminCatalogCountrySaveCall.path, {
        ...body,
        code: 'XB',
        texts: { ...body.texts, 'ru-RU': { name: ' ' } },
      }),
      400,
      'FieldCannotBeEmpty',
      'texts[ru-RU][name]',
    );
    await expectRefusal(await call(adminCatalogCountryCall.path, {}, { id: 999_999 }), 404, 'NotFound');

    // Unused: it can be deleted (audited); Russia has products and companies: refused.
    await expectRefusal(
      await call(adminCatalogCountryDeleteCall.path, {}, { id: (await russia()).id }),
      409,
      'CatalogueItemInUse',
    );
    const deleted = await call(adminCatalogCountryDeleteCall.path, {}, { id: country.id });
    expect(deleted.json()).toEqual({ deleted: true, id: country.id });
    expect(JSON.parse((await lastAudit()).details!)).toMatchObject({ before: { code: 'XA' }, after: {} });
    await expectRefusal(await call(adminCatalogCountryCall.path, {}, { id: country.id }), 404, 'NotFound');
  });

  it('edits product types and purposes; a type in use is not deleted, a purpose is', async () => {
    const type = await call(adminCatalogTypeSaveCall.path, {
      code: 'Test-Extract',
      sort: 3,
      active: 1,
      texts: texts('Тестовая выписка', 'Test extract'),
    });
    expect(type.statusCode, type.body).toBe(200);
    const typeId = adminCatalogTypeSaveCall.answer.parse(type.json()).type.id;
    await expectRefusal(
      await call(adminCatalogTypeSaveCall.path, {
        code: 'test-extract',
        sort: 1,
        active: 1,
        texts: texts('a', 'b'),
      }),
      409,
      'CatalogueCodeTaken',
      'code',
    );
    const types = adminCatalogTypesCall.answer.parse(
      (await call(adminCatalogTypesCall.path, { q: 'ТЕСТОВАЯ' })).json(),
    ).types;
    expect(types.list.map((row) => row.id)).toEqual([typeId]);

    const purpose = await call(adminCatalogPurposeSaveCall.path, {
      icon: '/uploads/icons/test.svg',
      sort: 1,
      active: 1,
      product_type_ids: [typeId],
      texts: texts('Для теста', 'For a test'),
    });
    expect(purpose.statusCode, purpose.body).toBe(200);
    const purposeId = adminCatalogPurposeSaveCall.answer.parse(purpose.json()).purpose.id;
    expect(adminCatalogPurposeSaveCall.answer.parse(purpose.json()).purpose.product_type_ids).toEqual([
      typeId,
    ]);
    await expectRefusal(
      await call(adminCatalogPurposeSaveCall.path, {
        sort: 1,
        active: 1,
        product_type_ids: [999_999],
        texts: texts('a', 'b'),
      }),
      400,
      'FieldHasWrongValue',
      'product_type_ids',
    );
    const purposes = adminCatalogPurposesCall.answer.parse(
      (await call(adminCatalogPurposesCall.path, { q: 'for a TEST' })).json(),
    ).purposes;
    expect(purposes.list).toMatchObject([{ id: purposeId, product_types_count: 1 }]);

    // The purpose links the type: it cannot go; once the purpose is deleted, it can.
    await expectRefusal(
      await call(adminCatalogTypeDeleteCall.path, {}, { id: typeId }),
      409,
      'CatalogueItemInUse',
    );
    expect((await call(adminCatalogPurposeDeleteCall.path, {}, { id: purposeId })).statusCode).toBe(200);
    expect((await lastAudit()).entity).toBe('type_purpose');
    expect((await call(adminCatalogTypeDeleteCall.path, {}, { id: typeId })).statusCode).toBe(200);
    expect((await lastAudit()).entity).toBe('product_type');
  });

  it('takes a euro price as typed and stores it exactly in cents; refuses bad prices, terms and related products', async () => {
    const countryId = (await russia()).id;
    const [relatedA, relatedB] = (
      await db()
        .selectFrom('product')
        .select('id')
        .where('country_id', '=', countryId)
        .orderBy('id')
        .limit(2)
        .execute()
    ).map((row) => row.id);
    const otherCountryProduct = await db()
      .selectFrom('product')
      .select('id')
      .where('country_id', '<>', countryId)
      .executeTakeFirstOrThrow();
    const typeId = (
      await db().selectFrom('product_type').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const body = {
      country_id: countryId,
      price: '10,10',
      duration_from: 2,
      duration_to: 5,
      delivery: 1,
      thumb: '/uploads/test.png',
      sort: 99,
      active: 1,
      product_type_ids: [typeId],
      related_ids: [relatedB, relatedA],
      texts: texts('Тестовый товар', 'Test product'),
    };
    const created = await call(adminCatalogProductSaveCall.path, body);
    expect(created.statusCode, created.body).toBe(200);
    const product = adminCatalogProductSaveCall.answer.parse(created.json()).product;
    expect(product).toMatchObject({
      price: '10.10',
      price_cents: 1010,
      duration_from: 2,
      duration_to: 5,
      delivery: true,
      product_type_ids: [typeId],
      related_ids: [relatedB, relatedA],
    });
    const stored = await db()
      .selectFrom('product')
      .select('price_cents')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(stored.price_cents).toBe(1010);

    for (const price of ['12.345', '-1', '0', 'abc', '1e3', '1000000'])
      await expectRefusal(
        await call(adminCatalogProductSaveCall.path, { ...body, price }),
        400,
        'PriceMustBeEuro',
        'price',
      );
    await expectRefusal(
      await call(adminCatalogProductSaveCall.path, { ...body, duration_from: 6, duration_to: 5 }),
      400,
      'DurationRangeInvalid',
      'duration_to',
    );
    await expectRefusal(
      await call(adminCatalogProductSaveCall.path, { ...body, related_ids: [otherCountryProduct.id] }),
      400,
      'RelatedProductInvalid',
      'related_ids',
    );
    await expectRefusal(
      await call(
        adminCatalogProductSaveCall.path,
        { ...body, related_ids: [product.id] },
        { id: product.id },
      ),
      400,
      'RelatedProductInvalid',
      'related_ids',
    );
    await expectRefusal(
      await call(adminCatalogProductSaveCall.path, { ...body, country_id: 999_999 }),
      400,
      'FieldHasWrongValue',
      'country_id',
    );

    const list = adminCatalogProductsCall.answer.parse(
      (
        await call(adminCatalogProductsCall.path, {
          q: 'test PRODUCT',
          country_id: countryId,
          sort: 'price',
          dir: 'desc',
        })
      ).json(),
    ).products;
    expect(list.list).toMatchObject([
      {
        id: product.id,
        price: '10.10',
        country: { id: countryId, code: 'RU', names: { 'ru-RU': 'Россия', 'en-US': 'Russia' } },
      },
    ]);
    const options = adminCatalogOptionsCall.answer.parse(
      (await call(adminCatalogOptionsCall.path, { lang: 'en-US' })).json(),
    );
    expect(options.products.find((row) => row.id === product.id)?.name).toBe('Test product');
    expect(options.countries.find((row) => row.id === countryId)?.name).toBe('Russia');

    // Never in an order or a cart: it can be deleted.
    expect((await call(adminCatalogProductDeleteCall.path, {}, { id: product.id })).statusCode).toBe(200);
    await expectRefusal(await call(adminCatalogProductCall.path, {}, { id: product.id }), 404, 'NotFound');
  });

  it('shows a price or name change in the shop of another instance at once; a placed order keeps its own', async () => {
    const sibling = await createSiblingApp(t);
    try {
      const countryId = (await russia()).id;
      const shopProducts = async () => {
        const response = await postFrom(sibling.app, productsCall.path, {
          country_id: countryId,
          lang: 'ru-RU',
        });
        expect(response.statusCode, response.body).toBe(200);
        return productsCall.answer.parse(response.json()).products;
      };
      const target = (await shopProducts())[0]!;
      const product = adminCatalogProductCall.answer.parse(
        (await call(adminCatalogProductCall.path, {}, { id: target.id })).json(),
      ).product;

      // An order placed at the old price and name.
      const placed = await services.orders.place({
        userId: customerId,
        legalEntityId: null,
        rubleCourse: '98.45',
        languageCode: 'ru-RU',
        paymentMethod: 'invoice',
        customer: { firstName: 'Иван', email: 'catalogue-buyer@example.test' },
        items: [
          {
            productId: product.id,
            productName: product.texts['ru-RU'].name,
            priceCents: product.price_cents,
            durationFrom: product.duration_from,
            durationTo: product.duration_to,
            delivery: product.delivery,
            company: { name: 'ООО «Ромашка»', inn: '7701234567', country: 'RU' },
          },
        ],
      });
      const orderBefore = adminOrderCall.answer.parse(
        (await call(adminOrderCall.path, {}, { id: placed.orderId })).json(),
      ).order;

      // A write behind the back-office's back does not bump the revision: the instance keeps its cache.
      await db().updateTable('product').set({ price_cents: 1 }).where('id', '=', product.id).execute();
      expect((await shopProducts()).find((row) => row.id === product.id)?.price_num).toBe(target.price_num);

      const saved = await call(
        adminCatalogProductSaveCall.path,
        {
          country_id: product.country_id,
          price: '123.45',
          duration_from: product.duration_from,
          duration_to: product.duration_to,
          delivery: product.delivery ? 1 : 0,
          thumb: product.thumb,
          sort: product.sort,
          active: 1,
          product_type_ids: product.product_type_ids,
          related_ids: product.related_ids,
          texts: { ...product.texts, 'ru-RU': { ...product.texts['ru-RU'], name: 'Новое имя' } },
        },
        { id: product.id },
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(JSON.parse((await lastAudit()).details!)).toMatchObject({
        before: { price: '0.01', price_cents: 1 },
        after: { price: '123.45', price_cents: 12345 },
      });

      const after = (await shopProducts()).find((row) => row.id === product.id)!;
      expect(after.price_num).toBe(123.45);
      expect(after.name).toBe('Новое имя');
      const course = (await services.settings.rubleCourse())!;
      expect(after.ruble_price_num).toBe(rublePrice(123.45, course));

      // The placed order: its items, prices and totals as they were.
      const orderAfter = adminOrderCall.answer.parse(
        (await call(adminOrderCall.path, {}, { id: placed.orderId })).json(),
      ).order;
      expect(orderAfter.items.map((item) => [item.product_name, item.price_eur, item.price_rub])).toEqual(
        orderBefore.items.map((item) => [item.product_name, item.price_eur, item.price_rub]),
      );
      expect([orderAfter.total_eur, orderAfter.total_rub]).toEqual([
        orderBefore.total_eur,
        orderBefore.total_rub,
      ]);
      expect(orderAfter.items[0]!.product_name).toBe(product.texts['ru-RU'].name);

      // Used by an order: not deleted; deactivated instead, it leaves the shop at once.
      await expectRefusal(
        await call(adminCatalogProductDeleteCall.path, {}, { id: product.id }),
        409,
        'CatalogueItemInUse',
      );
      const deactivated = await call(
        adminCatalogProductSaveCall.path,
        {
          country_id: product.country_id,
          price: '123.45',
          duration_from: product.duration_from,
          duration_to: product.duration_to,
          delivery: product.delivery ? 1 : 0,
          thumb: product.thumb,
          sort: product.sort,
          active: 0,
          product_type_ids: product.product_type_ids,
          related_ids: product.related_ids,
          texts: { ...product.texts, 'ru-RU': { ...product.texts['ru-RU'], name: 'Новое имя' } },
        },
        { id: product.id },
      );
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      expect(JSON.parse((await lastAudit()).details!)).toEqual({
        before: { active: true },
        after: { active: false },
      });
      expect((await shopProducts()).map((row) => row.id)).not.toContain(product.id);
    } finally {
      await sibling.close();
    }
  });
});
