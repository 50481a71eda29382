import { adminContentArticleSaveCall } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFrom } from '../helpers/accounts.js';
import { createSession, createUser } from '../helpers/factories.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

const SHOP = 'https://shop.example';

/** Each `<url>` of a sitemap: its address, its last change and its alternates by hreflang. */
function entries(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1],
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }));
}

describe.each(testedDialects())('the sitemap and robots.txt, on %s', (dialect) => {
  let t: TestApp;
  let adminKey = '';

  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { publicUrl: SHOP } });
    const db = t.database.handle.db;
    adminKey = await createSession(db, (await createUser(db, { role: 'admin' })).id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const sitemap = async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/xml/);
    return answer.body;
  };

  it('lists every public page in both languages with its alternates and its last change', async () => {
    const xml = await sitemap();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const list = entries(xml);
    const locs = list.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of ['', '/faq', '/tariffs', '/foreign-registers', '/materials/news', '/about'])
      expect(locs).toEqual(expect.arrayContaining([`${SHOP}${path || '/'}`, `${SHOP}/en${path}`]));

    const db = t.database.handle.db;
    const countries = await db.selectFrom('country').select('link_sef').where('active', '=', 1).execute();
    const articles = await db
      .selectFrom('article')
      .select(['path', 'category_id'])
      .where('active', '=', 1)
      .execute();
    const pages = await db.selectFrom('page').select('link').where('active', '=', 1).execute();
    expect(countries.length).toBeGreaterThan(0);
    expect(articles.length).toBeGreaterThan(0);
    for (const country of countries) {
      expect(locs).toContain(`${SHOP}/tariffs/${encodeURIComponent(country.link_sef)}`);
      expect(locs).toContain(`${SHOP}/en/country/${encodeURIComponent(country.link_sef)}`);
    }
    for (const article of articles) {
      const kind = article.category_id === 100 ? 'news' : 'publications';
      expect(locs).toContain(`${SHOP}/materials/${kind}/${encodeURIComponent(article.path)}`);
    }
    for (const page of pages.filter((page) => page.link !== 'about'))
      expect(locs).toContain(`${SHOP}/en/page/${encodeURIComponent(page.link)}`);
    // Both languages of every page: fixed pages, two per country, articles, static pages.
    expect(list).toHaveLength(2 * (7 + 2 * countries.length + articles.length + pages.length));

    for (const entry of list) {
      expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const russian = entry.alternates.ru!;
      expect(entry.alternates['x-default']).toBe(russian);
      expect(entry.alternates.en).toBe(
        russian === `${SHOP}/` ? `${SHOP}/en` : russian.replace(SHOP, `${SHOP}/en`),
      );
      expect([russian, entry.alternates.en]).toContain(entry.loc);
    }
  });

  it('follows a content edit at once: a new article is listed with the day it changed', async () => {
    const path = `sitemap-${dialect}-${Date.now().toString(36)}`;
    expect(await sitemap()).not.toContain(path);
    const saved = await postFrom(t.app, adminContentArticleSaveCall.path, {
      auth_key: adminKey,
      category_id: 1,
      path,
      published_on: '2026-03-02',
      image: '',
      active: 1,
      translations: [
        { language_code: 'ru-RU', title: 'Статья для карты сайта', intro: 'Кратко', body: '<p>Текст</p>' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const entry = entries(await sitemap()).find(
      (candidate) => candidate.loc === `${SHOP}/materials/publications/${path}`,
    );
    expect(entry?.lastmod).toBe(new Date().toISOString().slice(0, 10));
    expect(entry?.alternates.en).toBe(`${SHOP}/en/materials/publications/${path}`);
  });

  it('names the sitemap in robots.txt and keeps crawlers out of the API and the private pages', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
    for (const path of ['/api/', '/admin', '/account', '/checkout', '/en/admin', '/en/account', '/en/checkout'])
      expect(robots.body).toContain(`Disallow: ${path}`);
  });
});
