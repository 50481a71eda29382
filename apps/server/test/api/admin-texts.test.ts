import {
  adminMenuItemDeleteCall,
  adminMenuItemMoveCall,
  adminMenuItemSaveCall,
  adminMenuItemsCall,
  adminSiteContactsCall,
  adminSiteContactsSaveCall,
  adminTextsCall,
  adminTranslationSaveCall,
  adminTranslationsCall,
  errorAnswer,
  settingsCall,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../../src/db/seed/data/index.js';
import { backOfficeTextKeys } from '../../src/db/seed/data/translations.js';
import { addMissingTranslations, seedDatabase } from '../../src/db/seed/seed.js';
import { postFrom } from '../helpers/accounts.js';
import { createManagerToken, createSession, createUser } from '../helpers/factories.js';
import { callOk, expectError } from '../helpers/http.js';
import { type TestApp, createSiblingApp, createTestApp, testedDialects } from '../helpers/test-app.js';

/**
 * The translations editor and the site's menus (ADR 037): administrators only,
 * every write audited with before and after and shown by the shop at once, on every instance.
 */
describe.each(testedDialects())('back-office texts on %s', (dialect) => {
  let t: TestApp;
  let sibling: { app: FastifyInstance; close(): Promise<void> };
  const keys = { customer: '', manager: '', admin: '', managerToken: '' };
  let adminId = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    sibling = await createSiblingApp(t);
    const db = t.database.handle.db;
    const customer = await createUser(db);
    const manager = await createUser(db, { role: 'manager' });
    const admin = await createUser(db, { role: 'admin' });
    adminId = admin.id;
    keys.customer = await createSession(db, customer.id);
    keys.manager = await createSession(db, manager.id);
    keys.admin = await createSession(db, admin.id);
    keys.managerToken = await createManagerToken(db, manager.id, customer.id);
  });
  afterAll(async () => {
    await sibling?.close();
    await t?.close();
  });

  const asAdmin = (path: string, body: object = {}, query = '') =>
    postFrom(t.app, path, { auth_key: keys.admin, ...body }, query ? { query } : {});

  const lastAudit = () =>
    t.database.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
      .then((row) => ({ ...row, details: JSON.parse(row.details!) as Record<string, unknown> }));

  const auditCount = async () =>
    Number(
      (
        await t.database.handle.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  /** What the shop's other instance shows in a language (its cache warmed before the write). */
  const shopSettings = (lang: string) => callOk(sibling.app, settingsCall, { lang });

  it.each([
    adminTranslationsCall,
    adminTranslationSaveCall,
    adminMenuItemsCall,
    adminMenuItemSaveCall,
    adminMenuItemMoveCall,
    adminMenuItemDeleteCall,
    adminSiteContactsCall,
    adminSiteContactsSaveCall,
  ])('$path: anonymous and a manager token 401, a customer and a manager 403', async (call) => {
    for (const [key, status, error] of [
      [undefined, 401, 'IncorrectToken'],
      [keys.managerToken, 401, 'IncorrectToken'],
      [keys.customer, 403, 'AdminOnly'],
      [keys.manager, 403, 'AdminOnly'],
    ] as const) {
      const response = await postFrom(t.app, call.path, key === undefined ? {} : { auth_key: key }, {
        query: 'id=1',
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(errorAnswer.parse(response.json()).error).toBe(error);
    }
  });

  it('pages every key with both languages, searches keys and texts in any case, finds missing ones', async () => {
    const first = adminTranslationsCall.answer.parse(
      (await asAdmin(adminTranslationsCall.path, { pagesize: 5 })).json(),
    ).translations;
    expect(first.count).toBe(Object.keys(seedData.translations['ru-RU']).length);
    expect(first.list).toHaveLength(5);
    const second = adminTranslationsCall.answer.parse(
      (await asAdmin(adminTranslationsCall.path, { pagesize: 5 }, 'page=2')).json(),
    ).translations;
    expect(second.page).toBe(2);
    expect(second.list[0]!.key > first.list[4]!.key).toBe(true);

    const search = async (body: object) =>
      adminTranslationsCall.answer.parse((await asAdmin(adminTranslationsCall.path, body)).json())
        .translations;
    const byText = await search({ q: 'НЕВЕРНЫЙ E-MAIL', pagesize: 100 });
    expect(byText.list.map((row) => row.key)).toContain('LoginIncorrect');
    expect(byText.list.find((row) => row.key === 'LoginIncorrect')!.texts).toEqual({
      'ru-RU': seedData.translations['ru-RU'].LoginIncorrect,
      'en-US': seedData.translations['en-US'].LoginIncorrect,
    });
    expect((await search({ q: 'loginincorrect' })).list.map((row) => row.key)).toEqual(['LoginIncorrect']);
    expect((await search({ q: '100%_' })).count).toBe(0);

    expect((await search({ missing: 1 })).count).toBe(0);
    await t.database.handle.db
      .deleteFrom('translation')
      .where('key', '=', 'AdminTextsFind')
      .where('language_code', '=', 'en-US')
      .execute();
    await t.database.handle.db
      .updateTable('translation')
      .set({ value: '' })
      .where('key', '=', 'AdminTextsNothing')
      .where('language_code', '=', 'en-US')
      .execute();
    const missing = await search({ missing: 1 });
    expect(missing.list.map((row) => row.key)).toEqual(['AdminTextsFind', 'AdminTextsNothing']);
    expect(missing.list[0]!.texts['en-US']).toBeNull();
    expect((await search({ missing: 1, q: 'Find' })).list.map((row) => row.key)).toEqual(['AdminTextsFind']);
  });

  it('saves a key in both languages, audited, and every instance of the shop shows it at once', async () => {
    expect((await shopSettings('en-US')).translations.LoginIncorrect).toBe(
      seedData.translations['en-US'].LoginIncorrect,
    );
    const texts = { 'ru-RU': 'Неверная почта или пароль', 'en-US': 'Wrong e-mail or password' };
    const answer = adminTranslationSaveCall.answer.parse(
      (await asAdmin(adminTranslationSaveCall.path, { key: 'LoginIncorrect', texts })).json(),
    );
    expect(answer.translation).toEqual({ key: 'LoginIncorrect', texts });
    expect((await shopSettings('en-US')).translations.LoginIncorrect).toBe(texts['en-US']);
    expect((await shopSettings('ru-RU')).translations.LoginIncorrect).toBe(texts['ru-RU']);
    expect(await lastAudit()).toMatchObject({
      actor_user_id: adminId,
      action: adminTranslationSaveCall.path,
      entity: 'translation',
      entity_id: 'LoginIncorrect',
      details: {
        before: {
          'ru-RU': seedData.translations['ru-RU'].LoginIncorrect,
          'en-US': seedData.translations['en-US'].LoginIncorrect,
        },
        after: texts,
      },
    });

    // The same texts again change nothing and leave no audit row.
    const count = await auditCount();
    await asAdmin(adminTranslationSaveCall.path, { key: 'LoginIncorrect', texts });
    expect(await auditCount()).toBe(count);

    // An empty English text removes it: the shop falls back to the Russian one.
    await asAdmin(adminTranslationSaveCall.path, {
      key: 'LoginIncorrect',
      texts: { 'ru-RU': texts['ru-RU'], 'en-US': '' },
    });
    expect((await shopSettings('en-US')).translations.LoginIncorrect).toBe(texts['ru-RU']);
    expect((await lastAudit()).details).toEqual({
      before: { 'en-US': texts['en-US'] },
      after: { 'en-US': null },
    });
  });

  it('refuses a text that drops or adds a %s, an empty Russian text and an unknown key', async () => {
    const save = (key: string, ru: string, en: string) =>
      asAdmin(adminTranslationSaveCall.path, { key, texts: { 'ru-RU': ru, 'en-US': en } });
    const count = await auditCount();
    expectError(
      await save('FieldMustBeMinLength', 'Введите не менее %s символов', 'Enter more characters'),
      400,
      {
        error: 'TranslationPlaceholdersChanged',
        field: 'texts[en-US]',
      },
    );
    expect((await save('FieldMustBeMinLength', 'Не менее %s и %s', 'At least %s')).json()).toMatchObject({
      error: 'TranslationPlaceholdersChanged',
      field: 'texts[ru-RU]',
      args: [1],
    });
    expectError(await save('LoginIncorrect', '%s', ''), 400, {
      error: 'TranslationPlaceholdersChanged',
      field: 'texts[ru-RU]',
    });
    expectError(await save('LoginIncorrect', '', 'Wrong'), 400, {
      error: 'FieldCannotBeEmpty',
      field: 'texts[ru-RU]',
    });
    expectError(await save('NoSuchKeyAnywhere', 'Текст', 'Text'), 404, { error: 'NotFound', field: 'key' });
    expectError(await asAdmin(adminTranslationSaveCall.path, { texts: 'x' }), 400);
    expect(await auditCount()).toBe(count);
    expect(
      await save('FieldMustBeMinLength', 'Не меньше %s символов', 'At least %s characters'),
    ).toMatchObject({
      statusCode: 200,
    });
  });

  it("keeps an administrator's edit when the seed runs again (a restart or an upgrade)", async () => {
    const db = t.database.handle.db;
    await asAdmin(adminTranslationSaveCall.path, {
      key: 'ConsultIncorrect',
      texts: { 'ru-RU': 'Правка администратора', 'en-US': 'The administrator’s edit' },
    });
    await seedDatabase(db, t.database.handle.dialect, seedData);
    await addMissingTranslations(db, seedData);
    const rows = await db
      .selectFrom('translation')
      .select(['language_code', 'value'])
      .where('key', '=', 'ConsultIncorrect')
      .orderBy('language_code')
      .execute();
    expect(rows).toEqual([
      { language_code: 'en-US', value: 'The administrator’s edit' },
      { language_code: 'ru-RU', value: 'Правка администратора' },
    ]);
  });

  it("sends the back-office's texts with the back-office, not with every shop page, and shows their edits at once", async () => {
    for (const lang of ['ru-RU', 'en-US']) {
      const shop = await callOk(t.app, settingsCall, { lang });
      const shopKeys = Object.keys(shop.translations);
      expect(shopKeys).toContain('LoginIncorrect');
      expect(shopKeys.filter((key) => backOfficeTextKeys.has(key))).toEqual([]);
      // The shop's answer to a guest, whole: at most 50 KB in either language.
      const response = await postFrom(t.app, settingsCall.path, { lang });
      expect(response.statusCode).toBe(200);
      expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(50 * 1024);

      const wing = await callOk(t.app, adminTextsCall, { auth_key: keys.manager, lang });
      expect(wing.lang).toBe(lang);
      expect(Object.keys(wing.translations).sort()).toEqual([...backOfficeTextKeys].sort());
      expect(wing.translations.AdminOrdersSearch).toBe(
        seedData.translations[lang as 'ru-RU']!.AdminOrdersSearch,
      );
    }
    // Only staff read them.
    const refused = await postFrom(t.app, adminTextsCall.path, { auth_key: keys.customer, lang: 'en-US' });
    expect(refused.statusCode).toBe(403);

    // An administrator's edit of a back-office text reaches the back-office's call at once.
    const texts = { 'ru-RU': 'Искать заказ', 'en-US': 'Find an order' };
    await asAdmin(adminTranslationSaveCall.path, { key: 'AdminOrdersSearch', texts });
    expect(
      (await callOk(sibling.app, adminTextsCall, { auth_key: keys.manager, lang: 'en-US' })).translations
        .AdminOrdersSearch,
    ).toBe('Find an order');
  });

  it('creates, edits, hides, reorders and deletes menu items, each audited and shown by the shop at once', async () => {
    const items = async () =>
      adminMenuItemsCall.answer.parse((await asAdmin(adminMenuItemsCall.path)).json()).items;
    const topBefore = (await items()).filter((item) => item.menu === 'top');
    expect(topBefore.length).toBeGreaterThan(1);
    expect((await shopSettings('en-US')).top_menu.map((item) => item.id)).toEqual(
      topBefore.filter((item) => item.active).map((item) => item.id),
    );

    const created = adminMenuItemSaveCall.answer.parse(
      (
        await asAdmin(adminMenuItemSaveCall.path, {
          menu: 'top',
          url: '/news',
          top_status: 1,
          hamburger_status: 0,
          labels: { 'ru-RU': 'Новости', 'en-US': 'News' },
        })
      ).json(),
    );
    const item = created.items.find((row) => row.id === created.id)!;
    expect(item).toMatchObject({
      menu: 'top',
      url: '/news',
      top_status: true,
      hamburger_status: false,
      active: true,
      labels: { 'ru-RU': 'Новости', 'en-US': 'News' },
    });
    expect(created.items.filter((row) => row.menu === 'top').at(-1)!.id).toBe(created.id);
    expect(await lastAudit()).toMatchObject({
      entity: 'menu_item',
      entity_id: String(created.id),
      details: { before: {}, after: { url: '/news', label_en: 'News' }, created: true },
    });
    expect((await shopSettings('en-US')).top_menu.at(-1)).toMatchObject({ id: created.id, label: 'News' });

    await asAdmin(
      adminMenuItemSaveCall.path,
      {
        menu: 'top',
        url: '/news',
        top_status: 1,
        active: 1,
        labels: { 'ru-RU': 'Новости', 'en-US': 'Press' },
      },
      `id=${created.id}`,
    );
    expect((await lastAudit()).details).toEqual({
      before: { label_en: 'News' },
      after: { label_en: 'Press' },
    });
    expect((await shopSettings('en-US')).top_menu.at(-1)).toMatchObject({ label: 'Press' });

    const moved = adminMenuItemMoveCall.answer.parse(
      (await asAdmin(adminMenuItemMoveCall.path, { direction: 'up' }, `id=${created.id}`)).json(),
    ).items;
    const top = moved.filter((row) => row.menu === 'top');
    expect(top.at(-2)!.id).toBe(created.id);
    expect(top.map((row) => row.sort)).toEqual(top.map((_, index) => index));
    expect((await lastAudit()).details).toMatchObject({
      before: { position: top.length },
      after: { position: top.length - 1 },
    });
    expect((await shopSettings('ru-RU')).top_menu.at(-2)!.id).toBe(created.id);

    // The first item cannot go further up: nothing changes, nothing is audited.
    const count = await auditCount();
    await asAdmin(adminMenuItemMoveCall.path, { direction: 'up' }, `id=${top[0]!.id}`);
    expect(await auditCount()).toBe(count);

    // Hidden: kept in the back-office, gone from the shop.
    await asAdmin(
      adminMenuItemSaveCall.path,
      { menu: 'top', url: '/news', active: 0, labels: { 'ru-RU': 'Новости' } },
      `id=${created.id}`,
    );
    expect((await shopSettings('ru-RU')).top_menu.map((row) => row.id)).not.toContain(created.id);
    expect((await items()).find((row) => row.id === created.id)).toMatchObject({
      active: false,
      labels: { 'en-US': null },
    });

    await asAdmin(adminMenuItemDeleteCall.path, {}, `id=${created.id}`);
    expect((await items()).map((row) => row.id)).not.toContain(created.id);
    expect(await lastAudit()).toMatchObject({
      action: adminMenuItemDeleteCall.path,
      details: { before: { url: '/news', label_ru: 'Новости' }, after: {} },
    });
  });

  it('refuses a bad link, an unknown menu or item, and leaves no audit row', async () => {
    const count = await auditCount();
    for (const url of ['javascript:alert(1)', '//evil.example', 'faq', '/with space']) {
      expectError(
        await asAdmin(adminMenuItemSaveCall.path, { menu: 'top', url, labels: { 'ru-RU': 'Плохо' } }),
        400,
        { error: 'FieldHasWrongValue', field: 'url' },
      );
    }
    expectError(
      await asAdmin(adminMenuItemSaveCall.path, { menu: 'side', url: '/faq', labels: { 'ru-RU': 'Плохо' } }),
      400,
      { field: 'menu' },
    );
    expectError(
      await asAdmin(adminMenuItemSaveCall.path, { menu: 'top', url: '/faq', labels: { 'ru-RU': ' ' } }),
      400,
      {
        error: 'FieldCannotBeEmpty',
        field: 'labels[ru-RU]',
      },
    );
    expectError(
      await asAdmin(
        adminMenuItemSaveCall.path,
        { menu: 'top', url: '/faq', labels: { 'ru-RU': 'Есть' } },
        'id=999999',
      ),
      404,
      { error: 'NotFound' },
    );
    expectError(await asAdmin(adminMenuItemMoveCall.path, { direction: 'left' }, 'id=1'), 400, {
      field: 'direction',
    });
    expectError(await asAdmin(adminMenuItemDeleteCall.path, {}, 'id=999999'), 404, { error: 'NotFound' });
    expect(await auditCount()).toBe(count);
  });

  it('saves the contacts and social links, audited, and the shop shows them at once', async () => {
    const before = adminSiteContactsCall.answer.parse(
      (await asAdmin(adminSiteContactsCall.path)).json(),
    ).contacts;
    expect(before).toMatchObject({
      phone: seedData.settings.phone,
      email: seedData.settings.email,
      sitename: seedData.settings.sitename,
      social: { vk: expect.stringMatching(/^https:/), fb: null },
    });
    await shopSettings('en-US');
    const body = {
      phone: '+7 (495) 000-11-22',
      phone2: '',
      phone_link: 'tel:+74950001122',
      email: 'hello@example.com',
      sitename: { 'ru-RU': before.sitename['ru-RU'], 'en-US': 'Registry Docs' },
      address: { 'ru-RU': before.address['ru-RU'], 'en-US': '' },
      social: { vk: before.social.vk, tw: '', fb: 'https://facebook.com/registry', in: before.social.in },
    };
    const saved = adminSiteContactsSaveCall.answer.parse(
      (await asAdmin(adminSiteContactsSaveCall.path, body)).json(),
    ).contacts;
    expect(saved).toMatchObject({
      phone: body.phone,
      phone2: '',
      email: body.email,
      sitename: { 'en-US': 'Registry Docs' },
      address: { 'en-US': null },
      social: { tw: null, fb: 'https://facebook.com/registry' },
    });
    const shop = await shopSettings('en-US');
    expect(shop.settings).toMatchObject({
      phone: body.phone,
      phone2: '',
      email: body.email,
      sitename: 'Registry Docs',
      address: before.address['ru-RU'],
    });
    expect(shop.social).toMatchObject({ tw: null, fb: 'https://facebook.com/registry' });
    expect(await lastAudit()).toMatchObject({
      action: adminSiteContactsSaveCall.path,
      entity: 'setting',
      entity_id: 'contacts',
      details: {
        before: {
          phone: seedData.settings.phone,
          sitename_en: seedData.settings.sitename['en-US'],
          social_fb: null,
        },
        after: {
          phone: body.phone,
          sitename_en: 'Registry Docs',
          social_fb: 'https://facebook.com/registry',
        },
      },
    });

    const count = await auditCount();
    await asAdmin(adminSiteContactsSaveCall.path, body);
    expect(await auditCount()).toBe(count);
    for (const [field, change] of [
      ['email', { email: 'not-an-email' }],
      ['phone_link', { phone_link: 'javascript:alert(1)' }],
      ['social[fb]', { social: { ...body.social, fb: 'http://insecure.example' } }],
      ['sitename[ru-RU]', { sitename: { 'ru-RU': '', 'en-US': 'X' } }],
    ] as const) {
      const response = await asAdmin(adminSiteContactsSaveCall.path, { ...body, ...change });
      expectError(response, 400, { field });
    }
    expect(await auditCount()).toBe(count);
  });
});
