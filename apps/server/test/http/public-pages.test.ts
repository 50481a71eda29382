import { ARTICLE_CATEGORY, articlesCall, settingsCall } from '@storefront/contract';
import { LANGUAGE_COOKIE, TOKEN_COOKIE } from '@storefront/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOk } from '../helpers/http.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';
import { STAND_IN_TEMPLATE as TEMPLATE, type WebBuild, webRendererBuild } from '../helpers/web-build.js';

/**
 * The shop's public pages as the server renders them (ADR 042), with the web app's own renderer
 * (apps/web/src/entry-server.tsx), built here as `npm run build` builds it, calling the real API on
 * the seeded shop: what each page shows, and the status it answers with. The browser's index.html
 * and manifest are stand-ins: the markup and the status do not depend on them.
 */
const GUEST = { cookie: `${LANGUAGE_COOKIE}=ru-RU` };

let web: WebBuild;
beforeAll(async () => {
  web = await webRendererBuild();
}, 180_000);
afterAll(() => web?.remove());

/** The text of `#root`'s markup with its tags dropped, for what a reader sees. */
function rootText(html: string): string {
  const markup = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
  return markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The `<h1>` of the page's markup, as text. */
const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe.each(testedDialects())('public pages rendered by the web app, on %s', (dialect) => {
  let t: TestApp;
  let texts: Record<string, string>;
  const get = (url: string, headers: Record<string, string> = GUEST) =>
    t.app.inject({ method: 'GET', url, headers });
  const firstArticles = async (categoryId: number, page = 1) =>
    (await callOk(t.app, articlesCall, { lang: 'ru-RU', pagesize: 9 }, { page, category_id: categoryId }))
      .articles;

  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { webDistDir: web.dist } });
    texts = (await callOk(t.app, settingsCall, { lang: 'ru-RU' })).translations;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('carries only the texts the page shows, each as the dictionary has it, and says so', async () => {
    for (const path of ['/', '/faq', '/materials/news']) {
      const html = (await get(path)).body;
      const state = JSON.parse(
        /<script type="application\/json" id="storefront-state">(.*?)<\/script>/s.exec(html)![1]!,
      ) as {
        pageTexts?: boolean;
        queries: {
          queries: { queryKey: unknown[]; state: { data: { translations?: Record<string, string> } } }[];
        };
      };
      expect(state.pageTexts, path).toBe(true);
      const carried = state.queries.queries.find((query) => query.queryKey[0] === 'settings')!.state.data
        .translations!;
      const keys = Object.keys(carried);
      expect(keys.length, path).toBeGreaterThan(10);
      expect(keys.length, path).toBeLessThan(Object.keys(texts).length / 3);
      for (const key of keys) expect(carried[key], key).toBe(texts[key]);
      // The page's own heading is among them.
      expect(Object.values(carried)).toContain(
        rootText(`<div id="root">${heading(html)}</div><script type="application/json"`).trim(),
      );
    }
  });

  it('renders the news list, and the page of it the address asks for', async () => {
    const news = await firstArticles(ARTICLE_CATEGORY.news);
    expect(news.list.length).toBeGreaterThan(0);
    const page = await get('/materials/news');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="storefront-state"');
    for (const article of news.list) expect(page.body).toContain(escaped(article.title));

    // The pagination as the page reads it: a later page shows that page's articles, and no page
    // past the last has any.
    const pageCount = Math.ceil(news.count / 9);
    if (pageCount > 1) {
      const second = await firstArticles(ARTICLE_CATEGORY.news, 2);
      const rendered = (await get('/materials/news?page=2')).body;
      expect(rendered).toContain(escaped(second.list[0]!.title));
      expect(rendered).not.toContain(escaped(news.list[0]!.title));
    }
    const past = await get(`/materials/news?page=${pageCount + 1}`);
    expect(past.statusCode).toBe(200);
    expect(rootText(past.body)).toContain(texts.PageIsEmpty);
  });

  it('renders a news article and a publication, each under its own list', async () => {
    const [news] = (await firstArticles(ARTICLE_CATEGORY.news)).list;
    const [publication] = (await firstArticles(ARTICLE_CATEGORY.publication)).list;
    const newsPage = await get(`/materials/news/${news!.path}`);
    expect(newsPage.statusCode).toBe(200);
    expect(newsPage.body).toContain(`<title>${escaped(news!.title)}`);
    expect(heading(newsPage.body)).toBe(escaped(news!.title));

    const publicationPage = await get(`/materials/publications/${publication!.path}`);
    expect(publicationPage.statusCode).toBe(200);
    expect(heading(publicationPage.body)).toBe(escaped(publication!.title));
    expect(rootText(publicationPage.body)).toContain(texts.BackToList);
  });

  it('renders the publications list', async () => {
    const publications = await firstArticles(ARTICLE_CATEGORY.publication);
    const page = await get('/materials/publications');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(escaped(publications.list[0]!.title));
  });

  it("renders the search's form, and leaves a search's results to the browser", async () => {
    const landing = await get('/search');
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toMatch(/<form [^>]*role="search"/);
    expect(landing.body).toMatch(/<input [^>]*name="query"/);
    expect(rootText(landing.body)).toContain(texts.SearchStart);

    const search = await get('/search?query=abc');
    expect(search.statusCode).toBe(200);
    expect(search.body).toBe(TEMPLATE);
  });

  it('answers an unknown address with the not-found page and a 404', async () => {
    for (const url of ['/no-such-page', '/materials/no-such-list', '/404']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(rootText(page.body), url).toContain(texts.NotFoundTitle);
      expect(page.body).toContain(`<title>${escaped(texts.PageNotFound!)}`);
    }
  });

  it('answers 404 where the API does not know what the address names', async () => {
    const [publication] = (await firstArticles(ARTICLE_CATEGORY.publication)).list;
    for (const url of [
      '/materials/news/no-such-article',
      // A publication is not news.
      `/materials/news/${publication!.path}`,
      '/page/no-such-page',
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(rootText(page.body), url).toContain(texts.NotFoundTitle);
    }
    for (const url of ['/country/no-such-country', '/tariffs/no-such-country']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(rootText(page.body), url).toContain(texts.CountryNotFoundTitle);
    }
    expect((await get('/faq')).statusCode).toBe(200);
  });

  it("gives a signed-in visitor the app's page, with a 404 for an address no page has", async () => {
    const signedIn = { cookie: `${TOKEN_COOKIE}=abc` };
    const unknown = await get('/no-such-page', signedIn);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(TEMPLATE);
    for (const url of ['/materials/news', '/materials/news/no-such-article', '/admin/orders']) {
      const page = await get(url, signedIn);
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toBe(TEMPLATE);
    }
  });

  it("leaves the back-office's addresses to the browser, and unknown calls to the API", async () => {
    const admin = await get('/admin/no-such-page');
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toBe(TEMPLATE);
    const call = await get('/api/no-such-call');
    expect(call.statusCode).toBe(404);
    expect(call.json()).toEqual({ error: 'NotFound' });
  });
});
