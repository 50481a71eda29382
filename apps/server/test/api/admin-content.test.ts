import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminContentArticleCall,
  adminContentArticleDeleteCall,
  adminContentArticleSaveCall,
  adminContentArticlesCall,
  adminContentFaqCall,
  adminContentFaqDeleteCall,
  adminContentFaqSaveCall,
  adminContentFaqsCall,
  adminContentImageUploadCall,
  adminContentPageCall,
  adminContentPageSaveCall,
  adminContentPagesCall,
  articleCall,
  errorAnswer,
  faqsCall,
  pageCall,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentRevision } from '../../src/modules/settings/settings.repository.js';
import { postFrom } from '../helpers/accounts.js';
import { createSession, createUser } from '../helpers/factories.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(17),
]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const MAX_BYTES = 8 * 1024;

function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) {
  const boundary = `----content${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(testedDialects())('back-office content on %s', (dialect) => {
  let t: TestApp;
  let uploadsDir: string;
  const db = () => t.database.handle.db;
  let adminId = 0;
  let adminKey = '';
  let managerKey = '';
  let customerKey = '';
  let sequence = 0;
  const unique = () => `${Date.now().toString(36)}-${++sequence}`;

  beforeAll(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'storefront-admin-content-'));
    t = await createTestApp(dialect, { config: { uploadsDir, contentImageMaxBytes: MAX_BYTES } });
    const admin = await createUser(db(), { role: 'admin' });
    adminId = admin.id;
    adminKey = await createSession(db(), admin.id);
    managerKey = await createSession(db(), (await createUser(db(), { role: 'manager' })).id);
    customerKey = await createSession(db(), (await createUser(db())).id);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const call = (
    path: string,
    body: Record<string, unknown>,
    query: Record<string, string | number> = {},
    key = adminKey,
  ) =>
    postFrom(t.app, path, key ? { auth_key: key, ...body } : body, {
      query: new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString(),
    });

  const upload = (file: { name: string; content: Buffer; type?: string } | undefined, key = adminKey) => {
    const { payload, contentType } = multipart(key ? { auth_key: key } : {}, file);
    return t.app.inject({
      method: 'POST',
      url: adminContentImageUploadCall.path,
      headers: { 'content-type': contentType },
      payload,
    });
  };

  const lastAudit = (action: string) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .orderBy('id', 'desc')
      .executeTakeFirst();

  const faqBody = (ru: [string, string], en?: [string, string]) => ({
    sort: 1,
    active: 1,
    translations: [
      { language_code: 'ru-RU', question: ru[0], answer: ru[1] },
      ...(en ? [{ language_code: 'en-US', question: en[0], answer: en[1] }] : []),
    ],
  });

  it('answers a guest 401, a customer and a manager 403 AdminOnly, on every call', async () => {
    const cases: [string, Record<string, unknown>, Record<string, number>][] = [
      [adminContentPagesCall.path, {}, {}],
      [adminContentPageCall.path, {}, { id: 1 }],
      [adminContentPageSaveCall.path, { link: 'x', active: 1 }, {}],
      [adminContentArticlesCall.path, {}, {}],
      [adminContentArticleCall.path, {}, { id: 1 }],
      [adminContentArticleSaveCall.path, {}, {}],
      [adminContentArticleDeleteCall.path, {}, { id: 1 }],
      [adminContentFaqsCall.path, {}, {}],
      [adminContentFaqCall.path, {}, { id: 1 }],
      [adminContentFaqSaveCall.path, faqBody(['В?', 'О']), {}],
      [adminContentFaqDeleteCall.path, {}, { id: 1 }],
    ];
    for (const [path, body, query] of cases) {
      const guest = await call(path, body, query, '');
      expect(guest.statusCode, path).toBe(401);
      expect(errorAnswer.parse(guest.json()).error).toBe('IncorrectToken');
      for (const key of [customerKey, managerKey]) {
        const refused = await call(path, body, query, key);
        expect(refused.statusCode, path).toBe(403);
        expect(refused.json().error).toBe('AdminOnly');
      }
    }
    expect((await upload({ name: 'a.png', content: PNG }, '')).statusCode).toBe(401);
    for (const key of [customerKey, managerKey]) {
      const refused = await upload({ name: 'a.png', content: PNG }, key);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('AdminOnly');
    }
    expect(readdirSync(uploadsDir)).toEqual([]);
  });

  it('creates and edits a FAQ entry in both languages; the shop shows it at once, audited with before and after', async () => {
    const revision = await readContentRevision(db());
    const made = await call(adminContentFaqSaveCall.path, faqBody(['Сколько стоит?', '<p>Недорого</p>']));
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().faq.id as number;
    expect(made.json().faq.translations).toEqual([
      { language_code: 'ru-RU', question: 'Сколько стоит?', answer: '<p>Недорого</p>' },
      { language_code: 'en-US', question: '', answer: '' },
    ]);
    expect(await readContentRevision(db())).not.toBe(revision);

    const edited = await call(
      adminContentFaqSaveCall.path,
      faqBody(
        ['Сколько стоит выписка?', '<p><strong>От 10 €</strong><script>alert(1)</script></p>'],
        ['How much is an extract?', '<p onclick="x()">From <em>10 €</em></p>'],
      ),
      { id },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const audit = await lastAudit(adminContentFaqSaveCall.path);
    expect(audit).toMatchObject({ actor_user_id: adminId, entity: 'faq', entity_id: String(id) });
    const details = JSON.parse(audit!.details!);
    expect(details.before.translations[0].question).toBe('Сколько стоит?');
    expect(details.after.translations[1].question).toBe('How much is an extract?');

    const ru = await postFrom(t.app, faqsCall.path, { lang: 'ru-RU' });
    expect(ru.json().faqs).toContainEqual({
      id,
      question: 'Сколько стоит выписка?',
      answer: '<p><strong>От 10 €</strong></p>',
    });
    const en = await postFrom(t.app, faqsCall.path, { lang: 'en-US' });
    expect(en.json().faqs).toContainEqual({
      id,
      question: 'How much is an extract?',
      answer: '<p>From <em>10 €</em></p>',
    });

    const list = await call(adminContentFaqsCall.path, { lang: 'en-US', pagesize: 100 });
    expect(list.json().faqs.list).toContainEqual({
      id,
      sort: 1,
      active: true,
      question: 'How much is an extract?',
    });

    // Hidden: gone from the shop, kept in the back-office.
    await call(
      adminContentFaqSaveCall.path,
      { ...faqBody(['Сколько стоит выписка?', '<p>Да</p>']), active: 0 },
      { id },
    );
    const hidden = await postFrom(t.app, faqsCall.path, { lang: 'ru-RU' });
    expect(hidden.json().faqs.map((faq: { id: number }) => faq.id)).not.toContain(id);

    const deleted = await call(adminContentFaqDeleteCall.path, {}, { id });
    expect(deleted.json()).toEqual({ deleted: true });
    expect(JSON.parse((await lastAudit(adminContentFaqDeleteCall.path))!.details!)).toMatchObject({
      before: { id },
      after: {},
    });
    expect((await call(adminContentFaqCall.path, {}, { id })).statusCode).toBe(404);
  });

  it('refuses bad input in the contract error shape', async () => {
    const noRussian = await call(adminContentFaqSaveCall.path, {
      sort: 1,
      active: 1,
      translations: [{ language_code: 'en-US', question: 'Q', answer: 'A' }],
    });
    expect(noRussian.statusCode).toBe(400);
    expect(errorAnswer.parse(noRussian.json()).error).toBe('FieldCannotBeEmpty');
    const unknown = await call(adminContentFaqSaveCall.path, {
      sort: 1,
      active: 1,
      translations: [
        { language_code: 'ru-RU', question: 'В', answer: 'О' },
        { language_code: 'de-DE', question: 'F', answer: 'A' },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('ContentLanguageUnknown');
    const badLink = await call(adminContentPageSaveCall.path, { link: '../etc', active: 1 });
    expect(badLink.statusCode).toBe(400);
    expect(errorAnswer.parse(badLink.json()).error).toBeTruthy();
    const badPicture = await call(adminContentPageSaveCall.path, {
      link: `p-${unique()}`,
      image: '/uploads/../secret',
      active: 1,
      translations: [{ language_code: 'ru-RU', title: 'T' }],
    });
    expect(badPicture.statusCode).toBe(400);
    expect((await call(adminContentFaqSaveCall.path, faqBody(['В', 'О']), { id: 999_999 })).statusCode).toBe(
      404,
    );
    expect((await call(adminContentPagesCall.path, { pagesize: 'many' })).statusCode).toBe(400);
  });

  it('edits a static page: HTML cleaned on save, the link unique, the shop shows it in both languages', async () => {
    const link = `about-${unique()}`;
    const made = await call(adminContentPageSaveCall.path, {
      link,
      active: 1,
      translations: [
        {
          language_code: 'ru-RU',
          title: 'О нас',
          text: '<p>Мы <strong>лучшие</strong></p><img src="/uploads/content/a.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="https://evil"></iframe>',
          meta_description: 'Описание',
        },
      ],
    });
    expect(made.statusCode, made.body).toBe(200);
    const page = made.json().page;
    expect(page.translations[0].text).toBe(
      '<p>Мы <strong>лучшие</strong></p><img src="/uploads/content/a.png" /><a>x</a>',
    );
    expect(JSON.parse((await lastAudit(adminContentPageSaveCall.path))!.details!)).toMatchObject({
      before: {},
      after: { link },
    });

    const edited = await call(
      adminContentPageSaveCall.path,
      {
        link,
        active: 1,
        translations: [
          { language_code: 'ru-RU', title: 'О нас', text: '<p><strong>Жирный</strong> текст</p>' },
          {
            language_code: 'en-US',
            title: 'About us',
            text: '<p><a href="https://example.com" target="_blank">Us</a></p>',
          },
        ],
      },
      { id: page.id },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const ru = await postFrom(t.app, pageCall.path, { link, lang: 'ru-RU' });
    expect(ru.json().page).toMatchObject({ title: 'О нас', text: '<p><strong>Жирный</strong> текст</p>' });
    const en = await postFrom(t.app, pageCall.path, { link, lang: 'en-US' });
    expect(en.json().page.text).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">Us</a></p>',
    );

    const other = await call(adminContentPageSaveCall.path, {
      link: `other-${unique()}`,
      active: 1,
      translations: [{ language_code: 'ru-RU', title: 'Другая' }],
    });
    const taken = await call(
      adminContentPageSaveCall.path,
      { link, active: 1, translations: [{ language_code: 'ru-RU', title: 'Другая' }] },
      { id: other.json().page.id },
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ error: 'ContentPathTaken' });

    const list = await call(adminContentPagesCall.path, { pagesize: 100 });
    expect(list.json().pages.list.map((row: { link: string }) => row.link)).toContain(link);
    const detail = await call(adminContentPageCall.path, {}, { id: page.id });
    expect(detail.json().page.translations[1]).toMatchObject({ language_code: 'en-US', title: 'About us' });
  });

  it('creates, finds, edits and deletes news and publications', async () => {
    const path = `news-${unique()}`;
    const made = await call(adminContentArticleSaveCall.path, {
      category_id: 100,
      path,
      published_on: '2026-03-02',
      image: '/uploads/content/picture.png',
      active: 1,
      translations: [
        {
          language_code: 'ru-RU',
          title: 'Новая страна',
          intro: 'Кратко',
          body: '<h2>Подробно</h2><style>p{}</style>',
        },
        { language_code: 'en-US', title: 'A new country', intro: 'In short', body: '<p>In full</p>' },
      ],
    });
    expect(made.statusCode, made.body).toBe(200);
    const article = made.json().article;
    expect(article).toMatchObject({ path, published_on: '2026-03-02', category_id: 100, active: true });
    expect(article.translations[0].body).toBe('<h2>Подробно</h2>');

    const shop = await postFrom(t.app, articleCall.path, { path, lang: 'en-US' });
    expect(shop.json().articles.current).toMatchObject({ title: 'A new country', body: '<p>In full</p>' });

    const found = await call(adminContentArticlesCall.path, {
      q: 'НОВАЯ СТРАНА'.toLowerCase(),
      category_id: 100,
    });
    expect(found.json().articles.list.map((row: { id: number }) => row.id)).toContain(article.id);
    const publications = await call(adminContentArticlesCall.path, { category_id: 1, q: path });
    expect(publications.json().articles.count).toBe(0);

    const edited = await call(
      adminContentArticleSaveCall.path,
      {
        category_id: 1,
        path,
        published_on: '2026-03-02',
        active: 0,
        translations: [
          { language_code: 'ru-RU', title: 'Публикация', body: '<p>Текст</p>' },
          { language_code: 'en-US', title: '' },
        ],
      },
      { id: article.id },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().article.translations[1]).toMatchObject({ language_code: 'en-US', title: '' });
    expect((await postFrom(t.app, articleCall.path, { path, lang: 'ru-RU' })).statusCode).toBe(404);
    const audit = JSON.parse((await lastAudit(adminContentArticleSaveCall.path))!.details!);
    expect(audit.before).toMatchObject({ category_id: 100, active: true });
    expect(audit.after).toMatchObject({ category_id: 1, active: false });

    const deleted = await call(adminContentArticleDeleteCall.path, {}, { id: article.id });
    expect(deleted.statusCode).toBe(200);
    expect((await call(adminContentArticleCall.path, {}, { id: article.id })).statusCode).toBe(404);
    expect((await call(adminContentArticleDeleteCall.path, {}, { id: article.id })).statusCode).toBe(404);
  });

  it('takes pictures by content, refuses other types, oversized files and paths in names, and serves them safely', async () => {
    const done = await upload({ name: 'photo.png', content: PNG });
    expect(done.statusCode, done.body).toBe(200);
    const { url, mime_type } = done.json();
    expect(mime_type).toBe('image/png');
    expect(url).toMatch(/^\/uploads\/content\/[0-9a-f-]{36}\.png$/);
    expect(existsSync(join(uploadsDir, 'content', url.split('/').pop()))).toBe(true);
    expect(JSON.parse((await lastAudit(adminContentImageUploadCall.path))!.details!)).toMatchObject({
      after: { url },
      file_name: 'photo.png',
    });
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    // A GIF named .png is stored as what it is.
    const gif = await upload({ name: 'anim.png', content: GIF });
    expect(gif.json().url).toMatch(/\.gif$/);

    const files = () => readdirSync(join(uploadsDir, 'content')).length;
    const before = files();
    for (const [file, error, status] of [
      [{ name: 'doc.png', content: PDF }, 'ImageTypeNotAllowed', 400],
      [{ name: 'x.svg', content: SVG, type: 'image/svg+xml' }, 'ImageTypeNotAllowed', 400],
      [{ name: 'big.png', content: Buffer.concat([PNG, Buffer.alloc(MAX_BYTES)]) }, 'ImageTooLarge', 413],
      [{ name: '../../etc/passwd.png', content: PNG }, 'FileNameNotAllowed', 400],
      [{ name: '..\\evil.png', content: PNG }, 'FileNameNotAllowed', 400],
    ] as const) {
      const refused = await upload(file);
      expect(refused.statusCode, file.name).toBe(status);
      expect(errorAnswer.parse(refused.json()).error, file.name).toBe(error);
    }
    expect(files()).toBe(before);
    expect((await upload(undefined)).statusCode).toBe(400);
  });
});
