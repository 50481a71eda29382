import {
  adminPhoneMasksCall,
  adminPhoneMasksSaveCall,
  adminSiteAdvantageSaveCall,
  adminSiteFirstDocSaveCall,
  adminSiteFirstDocsCall,
  adminSitePayOptionDeleteCall,
  adminSitePayOptionsCall,
  adminSiteReviewDeleteCall,
  adminSiteReviewMoveCall,
  adminSiteReviewSaveCall,
  adminSiteReviewsCall,
  errorAnswer,
  firstAdvantagesCall,
  firstDocsCall,
  firstPayOptionsCall,
  reviewsCall,
  settingsCall,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../../src/db/seed/data/index.js';
import { postFrom } from '../helpers/accounts.js';
import { createManagerToken, createSession, createUser } from '../helpers/factories.js';
import { callOk, expectError } from '../helpers/http.js';
import { type TestApp, createSiblingApp, createTestApp, testedDialects } from '../helpers/test-app.js';

/**
 * The site's blocks and the phone masks in the back-office (ADR 040):
 * administrators only; every write audited with what changed and shown by every instance at once.
 */
describe.each(testedDialects())('back-office site blocks and phone masks on %s', (dialect) => {
  let t: TestApp;
  let sibling: { app: FastifyInstance; close(): Promise<void> };
  const keys = { customer: '', manager: '', admin: '', managerToken: '' };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    sibling = await createSiblingApp(t);
    const db = t.database.handle.db;
    const customer = await createUser(db);
    const manager = await createUser(db, { role: 'manager' });
    const admin = await createUser(db, { role: 'admin' });
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
  const db = () => t.database.handle.db;
  const auditRows = () => db().selectFrom('audit_log').selectAll().orderBy('id', 'desc').execute();
  const lastAudit = async () => {
    const row = (await auditRows())[0]!;
    return { ...row, details: JSON.parse(row.details!) as Record<string, unknown> };
  };
  /** What the shop's other instance shows (its cache warmed before the writes). */
  const shopReviews = (lang: string) => callOk(sibling.app, reviewsCall, { lang });

  it.each([adminSiteReviewsCall, adminSiteReviewSaveCall, adminPhoneMasksCall, adminPhoneMasksSaveCall])(
    '$path: anonymous and a manager token 401, a customer and a manager 403',
    async (call) => {
      for (const [key, status, error] of [
        [undefined, 401, 'IncorrectToken'],
        [keys.managerToken, 401, 'IncorrectToken'],
        [keys.customer, 403, 'AdminOnly'],
        [keys.manager, 403, 'AdminOnly'],
      ] as const) {
        const response = await postFrom(t.app, call.path, key === undefined ? {} : { auth_key: key });
        expect(response.statusCode, response.body).toBe(status);
        expect(errorAnswer.parse(response.json()).error).toBe(error);
      }
    },
  );

  it('lists a block with every language side by side, hidden rows too, in the shop order', async () => {
    const { items } = adminSiteReviewsCall.answer.parse((await asAdmin(adminSiteReviewsCall.path)).json());
    expect(items.map((item) => item.id)).toEqual(seedData.reviews.map((review) => review.id));
    const first = seedData.reviews[0]!;
    expect(items[0]).toMatchObject({
      rating: first.rating,
      reviewed_on: first.date,
      active: true,
      texts: {
        'ru-RU': {
          author: first.author['ru-RU'],
          company: first.company['ru-RU'],
          text: first.text['ru-RU'],
        },
        'en-US': { author: first.author['en-US'] },
      },
    });
    const docs = adminSiteFirstDocsCall.answer.parse((await asAdmin(adminSiteFirstDocsCall.path)).json());
    expect(docs.items.length).toBe(seedData.firstDocs.length);
    expect(docs.items[0]!.image).toMatch(/^\/uploads\//);
  });

  it('adds a review in both languages last, moves it first, hides it: every instance shows it at once, audited', async () => {
    const before = await shopReviews('en-US');
    const auditBefore = (await auditRows()).length;
    const saved = adminSiteReviewSaveCall.answer.parse(
      (
        await asAdmin(adminSiteReviewSaveCall.path, {
          rating: 4,
          reviewed_on: '2026-11-20',
          texts: {
            'ru-RU': { author: ' Анна Орлова ', company: 'ООО «Орёл»', text: 'Выписку прислали за два дня.' },
            'en-US': { author: 'Anna Orlova', text: 'The extract came in two days.' },
          },
        })
      ).json(),
    );
    const row = saved.items.at(-1)!;
    expect(row.id).toBe(saved.id);
    expect(row.texts).toEqual({
      'ru-RU': { author: 'Анна Орлова', company: 'ООО «Орёл»', text: 'Выписку прислали за два дня.' },
      'en-US': { author: 'Anna Orlova', company: '', text: 'The extract came in two days.' },
    });
    expect((await auditRows()).length).toBe(auditBefore + 1);
    const created = await lastAudit();
    expect(created).toMatchObject({
      action: adminSiteReviewSaveCall.path,
      entity: 'review',
      entity_id: String(saved.id),
    });
    expect(created.details.after).toMatchObject({
      rating: 4,
      author_ru: 'Анна Орлова',
      text_en: 'The extract came in two days.',
    });

    const shown = await shopReviews('en-US');
    expect(shown.reviews).toHaveLength(before.reviews.length + 1);
    expect(shown.reviews.at(-1)).toMatchObject({ author: 'Anna Orlova', rating: 4, date: '2026-11-20' });

    // Up, place by place, to the top; the list is numbered 0, 1, 2… again.
    for (let step = 0; step < before.reviews.length; step++)
      await asAdmin(adminSiteReviewMoveCall.path, { direction: 'up' }, `id=${saved.id}`);
    const moved = adminSiteReviewMoveCall.answer.parse(
      (await asAdmin(adminSiteReviewMoveCall.path, { direction: 'up' }, `id=${saved.id}`)).json(),
    );
    expect(moved.items[0]!.id).toBe(saved.id);
    expect(moved.items.map((item) => item.sort)).toEqual(moved.items.map((_, index) => index));
    expect((await shopReviews('ru-RU')).reviews[0]!.author).toBe('Анна Орлова');
    expect((await lastAudit()).details.after).toEqual({ position: 1 });

    // Moving the first row up changes nothing and leaves no audit row.
    const auditCount = (await auditRows()).length;
    await asAdmin(adminSiteReviewMoveCall.path, { direction: 'up' }, `id=${saved.id}`);
    expect((await auditRows()).length).toBe(auditCount);

    // Hidden: gone from the shop, kept in the back-office.
    const hidden = adminSiteReviewSaveCall.answer.parse(
      (
        await asAdmin(
          adminSiteReviewSaveCall.path,
          {
            active: 0,
            rating: 4,
            reviewed_on: '2026-11-20',
            texts: {
              'ru-RU': { author: 'Анна Орлова', company: 'ООО «Орёл»', text: 'Выписку прислали за два дня.' },
              'en-US': { author: 'Anna Orlova', text: 'The extract came in two days.' },
            },
          },
          `id=${saved.id}`,
        )
      ).json(),
    );
    expect(hidden.items.find((item) => item.id === saved.id)!.active).toBe(false);
    expect((await shopReviews('ru-RU')).reviews.map((review) => review.author)).not.toContain('Анна Орлова');
    expect((await lastAudit()).details.before).toEqual({ active: true });
    expect((await lastAudit()).details.after).toEqual({ active: false });

    // Deleted with its texts.
    const deleted = adminSiteReviewDeleteCall.answer.parse(
      (await asAdmin(adminSiteReviewDeleteCall.path, {}, `id=${saved.id}`)).json(),
    );
    expect(deleted.items.map((item) => item.id)).not.toContain(saved.id);
    const texts = await db()
      .selectFrom('review_translation')
      .select('review_id')
      .where('review_id', '=', saved.id)
      .execute();
    expect(texts).toEqual([]);
    expect((await lastAudit()).details.before).toMatchObject({ author_ru: 'Анна Орлова' });
  });

  it('an English text left wholly empty falls back to the Russian one; a half-filled one is refused', async () => {
    expectError(
      await asAdmin(adminSiteReviewSaveCall.path, {
        rating: 5,
        reviewed_on: '2026-11-21',
        texts: { 'ru-RU': { author: 'Пётр', text: 'Хорошо.' }, 'en-US': { company: 'Peter Ltd' } },
      }),
      400,
      { error: 'FieldCannotBeEmpty', field: 'texts[en-US][author]' },
    );
    expectError(
      await asAdmin(adminSiteReviewSaveCall.path, {
        rating: 5,
        reviewed_on: '2026-11-21',
        texts: { 'en-US': { author: 'Peter', text: 'Fine.' } },
      }),
      400,
      { error: 'FieldCannotBeEmpty', field: 'texts[ru-RU][author]' },
    );
    for (const [field, value] of [
      ['rating', 6],
      ['reviewed_on', '2026-02-30'],
    ] as const)
      expectError(
        await asAdmin(adminSiteReviewSaveCall.path, {
          rating: 5,
          reviewed_on: '2026-11-21',
          texts: { 'ru-RU': { author: 'Пётр', text: 'Хорошо.' } },
          [field]: value,
        }),
        400,
        { field },
      );
    const saved = adminSiteReviewSaveCall.answer.parse(
      (
        await asAdmin(adminSiteReviewSaveCall.path, {
          rating: 5,
          reviewed_on: '2026-11-21',
          texts: { 'ru-RU': { author: 'Пётр Иванов', text: 'Хорошо.' }, 'en-US': { author: '', text: ' ' } },
        })
      ).json(),
    );
    expect(saved.items.at(-1)!.texts['en-US']).toBeNull();
    expect((await shopReviews('en-US')).reviews.at(-1)!.author).toBe('Пётр Иванов');
    expectError(
      await asAdmin(
        adminSiteReviewSaveCall.path,
        {
          rating: 5,
          reviewed_on: '2026-11-21',
          texts: { 'ru-RU': { author: 'Пётр', text: 'Хорошо.' } },
        },
        'id=999999',
      ),
      404,
      { error: 'NotFound' },
    );
    expectError(await asAdmin(adminSiteReviewDeleteCall.path, {}, 'id=999999'), 404, { error: 'NotFound' });
  });

  it('a sample document for one country comes first on its pages; an unknown country or a foreign picture is refused', async () => {
    const country = await db()
      .selectFrom('country')
      .select(['id', 'code'])
      .where('code', '=', 'DE')
      .executeTakeFirstOrThrow();
    const body = {
      country_id: country.id,
      image: '/uploads/content/sample.png',
      texts: {
        'ru-RU': { title: 'Выписка Handelsregister (образец)' },
        'en-US': { title: 'Handelsregister extract (sample)' },
      },
    };
    expectError(await asAdmin(adminSiteFirstDocSaveCall.path, { ...body, country_id: 999999 }), 400, {
      error: 'FieldHasWrongValue',
      field: 'country_id',
    });
    for (const image of ['javascript:alert(1)', '/uploads/../etc/passwd', 'https://example.com/x.png', ''])
      expectError(await asAdmin(adminSiteFirstDocSaveCall.path, { ...body, image }), 400, { field: 'image' });
    const saved = adminSiteFirstDocSaveCall.answer.parse(
      (await asAdmin(adminSiteFirstDocSaveCall.path, body)).json(),
    );
    expect(saved.items.find((item) => item.id === saved.id)).toMatchObject({
      country_id: country.id,
      image: body.image,
    });
    const shown = await callOk(sibling.app, firstDocsCall, { lang: 'en-US', country_id: country.id });
    // The country's own documents first (in their order), then those of every country.
    const own = shown.docs.filter((doc) => doc.country_id === country.id);
    expect(shown.docs.slice(0, own.length)).toEqual(own);
    expect(own.at(-1)).toMatchObject({ id: saved.id, title: 'Handelsregister extract (sample)' });
    const elsewhere = await callOk(sibling.app, firstDocsCall, { lang: 'en-US' });
    expect(elsewhere.docs.map((doc) => doc.id)).toContain(saved.id);

    // Every country: no country_id.
    const general = adminSiteFirstDocSaveCall.answer.parse(
      (await asAdmin(adminSiteFirstDocSaveCall.path, { ...body, country_id: '' }, `id=${saved.id}`)).json(),
    );
    expect(general.items.find((item) => item.id === saved.id)!.country_id).toBeNull();
  });

  it('advantages and pay options are edited the same way and shown at once', async () => {
    const advantage = adminSiteAdvantageSaveCall.answer.parse(
      (
        await asAdmin(adminSiteAdvantageSaveCall.path, {
          icon: '/uploads/icons/fast.svg',
          texts: { 'ru-RU': { title: 'Без выходных', text: 'Заказы принимаем каждый день.' } },
        })
      ).json(),
    );
    const shown = await callOk(sibling.app, firstAdvantagesCall, { lang: 'ru-RU' });
    expect(shown.records.at(-1)).toMatchObject({ id: advantage.id, title: 'Без выходных' });
    expectError(
      await asAdmin(adminSiteAdvantageSaveCall.path, {
        icon: '/uploads/icons/fast.svg',
        texts: { 'ru-RU': { title: 'Без текста' } },
      }),
      400,
      { error: 'FieldCannotBeEmpty', field: 'texts[ru-RU][text]' },
    );

    const options = adminSitePayOptionsCall.answer.parse(
      (await asAdmin(adminSitePayOptionsCall.path)).json(),
    );
    const last = options.items.at(-1)!;
    const left = adminSitePayOptionDeleteCall.answer.parse(
      (await asAdmin(adminSitePayOptionDeleteCall.path, {}, `id=${last.id}`)).json(),
    );
    expect(left.items).toHaveLength(options.items.length - 1);
    const pay = await callOk(sibling.app, firstPayOptionsCall, { lang: 'ru-RU' });
    expect(pay.pay_options.map((option) => option.id)).not.toContain(last.id);
  });

  it('phone masks: named as the shop names countries, saved whole in order; unknown, repeated or no RU refused', async () => {
    const { masks } = adminPhoneMasksCall.answer.parse(
      (await asAdmin(adminPhoneMasksCall.path, { lang: 'en-US' })).json(),
    );
    expect(masks.map((mask) => mask.code)).toEqual(seedData.settings.phoneMasks.map((mask) => mask.code));
    expect(masks.find((mask) => mask.code === 'KZ')).toEqual({
      code: 'KZ',
      mask: '7 (###) ###-##-##',
      flag: '🇰🇿',
      name: 'Kazakhstan',
    });
    const list = masks.map(({ code, mask }) => ({ code, mask }));
    const warm = await callOk(sibling.app, settingsCall, { lang: 'ru-RU' });
    expect(warm.settings.phoneMasks.KZ!.mask).toBe('7 (###) ###-##-##');

    expectError(
      await asAdmin(adminPhoneMasksSaveCall.path, { masks: [...list, { code: 'ZZ', mask: '1 ####' }] }),
      400,
      {
        error: 'FieldHasWrongValue',
        field: `masks[${list.length}][code]`,
      },
    );
    expectError(
      await asAdmin(adminPhoneMasksSaveCall.path, { masks: [...list, { code: 'KZ', mask: '7 ####' }] }),
      400,
      {
        error: 'FieldHasWrongValue',
        field: `masks[${list.length}][code]`,
      },
    );
    expectError(
      await asAdmin(adminPhoneMasksSaveCall.path, { masks: list.filter((mask) => mask.code !== 'RU') }),
      400,
      {
        error: 'FieldHasWrongValue',
        field: 'masks',
      },
    );
    for (const mask of ['7 ###', '(###) ###-##-##', '7 (###) ###-##-##-##-##-##', '7 <b>####'])
      expectError(await asAdmin(adminPhoneMasksSaveCall.path, { masks: [{ code: 'RU', mask }] }), 400, {
        error: 'FieldHasWrongValue',
        field: 'masks[0][mask]',
      });

    const changed = [{ code: 'kz', mask: '7 (###) ###-####' }, ...list.filter((mask) => mask.code !== 'KZ')];
    const saved = adminPhoneMasksSaveCall.answer.parse(
      (await asAdmin(adminPhoneMasksSaveCall.path, { lang: 'ru-RU', masks: changed })).json(),
    );
    expect(saved.masks[0]).toEqual({ code: 'KZ', mask: '7 (###) ###-####', flag: '🇰🇿', name: 'Казахстан' });
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: adminPhoneMasksSaveCall.path,
      entity: 'setting',
      entity_id: 'phone_masks',
    });
    const shop = await callOk(sibling.app, settingsCall, { lang: 'ru-RU' });
    expect(shop.settings.phoneMasks.KZ).toMatchObject({ mask: '7 (###) ###-####', name: 'Казахстан' });
    expect(Object.keys(shop.settings.phoneMasks)[0]).toBe('KZ');

    // The same list again changes nothing: no audit row.
    const count = (await auditRows()).length;
    await asAdmin(adminPhoneMasksSaveCall.path, { masks: changed });
    expect((await auditRows()).length).toBe(count);
  });
});
