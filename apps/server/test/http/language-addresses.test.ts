import { settingsCall } from '@storefront/contract';
import { COUNTRY_COOKIE, LANGUAGE_COOKIE, TOKEN_COOKIE } from '@storefront/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOk } from '../helpers/http.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';
import { STAND_IN_TEMPLATE, type WebBuild, standInWebBuild, webRendererBuild } from '../helpers/web-build.js';

/**
 * An address per language (ADR 070) as the server renders it, with the web app's own renderer
 * built from apps/web/src/entry-server.tsx, on the seeded shop: `/en/…` is English whatever the
 * cookie, the root is the cookie's language, and every page's head names its canonical address
 * and each language's, absolute under PUBLIC_URL.
 */

const PUBLIC_URL = 'https://shop.example';

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('</head>'));

/** The head's canonical link and alternates by hreflang; React spells the attribute `hrefLang`. */
function addressLinks(html: string): { canonical: string[]; alternates: Record<string, string[]> } {
  const links = [...html.matchAll(/<link ([^>]*)\/?>/g)].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name!.toLowerCase(),
        value!,
      ]),
    ),
  );
  const alternates: Record<string, string[]> = {};
  for (const link of links.filter((candidate) => candidate.rel === 'alternate'))
    (alternates[link.hreflang!] ??= []).push(link.href!);
  return {
    canonical: links.filter((link) => link.rel === 'canonical').map((link) => link.href!),
    alternates,
  };
}

let web: WebBuild;
beforeAll(async () => {
  web = await webRendererBuild();
}, 180_000);
afterAll(() => web?.remove());

describe.each(testedDialects())('an address per language, on %s', (dialect) => {
  let t: TestApp;
  let ru: Record<string, string>;
  let en: Record<string, string>;
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { webDistDir: web.dist, publicUrl: PUBLIC_URL } });
    ru = (await callOk(t.app, settingsCall, { lang: 'ru-RU' })).translations;
    en = (await callOk(t.app, settingsCall, { lang: 'en-US' })).translations;
    expect(en.Faq).not.toBe(ru.Faq);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('renders an /en address in English whatever the cookie, with its addresses in the head', async () => {
    for (const cookie of [undefined, `${LANGUAGE_COOKIE}=ru-RU`, `${LANGUAGE_COOKIE}=en-US`]) {
      const page = await get('/en/faq', cookie);
      expect(page.statusCode, cookie).toBe(200);
      expect(page.body, cookie).toContain('<html lang="en">');
      expect(page.body, cookie).toContain(`<title>${escaped(en.Faq!)}`);
      expect(page.body, cookie).toContain('"lang":"en-US"');
      const head = addressLinks(headOf(page.body));
      expect(head.canonical).toEqual([`${PUBLIC_URL}/en/faq`]);
      expect(head.alternates).toEqual({
        ru: [`${PUBLIC_URL}/faq`],
        en: [`${PUBLIC_URL}/en/faq`],
        'x-default': [`${PUBLIC_URL}/faq`],
      });
      // In the head only: nothing of them is left in the markup.
      expect(addressLinks(bodyOf(page.body)).canonical).toEqual([]);
    }
  });

  it("renders the root in the cookie's language, Russian without one", async () => {
    const russian = await get('/faq');
    expect(russian.statusCode).toBe(200);
    expect(russian.body).toContain('<html lang="ru">');
    expect(russian.body).toContain(`<title>${escaped(ru.Faq!)}`);
    expect(addressLinks(headOf(russian.body)).canonical).toEqual([`${PUBLIC_URL}/faq`]);

    // A visitor who chose English before gets it at the root; the page's own address is the English one.
    const english = await get('/faq', `${LANGUAGE_COOKIE}=en-US`);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`<title>${escaped(en.Faq!)}`);
    const head = addressLinks(headOf(english.body));
    expect(head.canonical).toEqual([`${PUBLIC_URL}/en/faq`]);
    expect(head.alternates['x-default']).toEqual([`${PUBLIC_URL}/faq`]);
  });

  it('names the home page /en in English, and keeps only the query that names what a list shows', async () => {
    const home = await get('/en');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html lang="en">');
    expect(addressLinks(headOf(home.body))).toEqual({
      canonical: [`${PUBLIC_URL}/en`],
      alternates: { ru: [`${PUBLIC_URL}/`], en: [`${PUBLIC_URL}/en`], 'x-default': [`${PUBLIC_URL}/`] },
    });

    const list = await get('/en/materials/news?page=2&utm_source=mail');
    expect(list.statusCode).toBe(200);
    const links = addressLinks(headOf(list.body));
    expect(links.canonical).toEqual([`${PUBLIC_URL}/en/materials/news?page=2`]);
    expect(links.alternates.ru).toEqual([`${PUBLIC_URL}/materials/news?page=2`]);
    expect(addressLinks(headOf((await get('/materials/news?page=1')).body)).canonical).toEqual([
      `${PUBLIC_URL}/materials/news`,
    ]);
  });

  it("names an English page's structured data at its English addresses", async () => {
    const blocks = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
        ([, json]) => JSON.parse(json!) as Record<string, unknown>,
      );
    const trail = (html: string) =>
      (
        blocks(html).find((block) => block['@type'] === 'BreadcrumbList')!.itemListElement as {
          item: string;
        }[]
      ).map((crumb) => crumb.item);
    expect(trail((await get('/en/faq')).body)).toEqual([`${PUBLIC_URL}/en`, `${PUBLIC_URL}/en/faq`]);
    expect(trail((await get('/faq')).body)).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/faq`]);
    const tariffs = blocks((await get('/en/tariffs/russia')).body).find(
      (block) => block['@type'] === 'ItemList',
    );
    expect(tariffs?.url).toBe(`${PUBLIC_URL}/en/tariffs/russia`);
  });

  it('answers an unknown English address with the English not-found page, which names no addresses', async () => {
    for (const url of ['/en/unknown', '/en/materials/news/no-such-article', '/en/tariffs/no-such-country']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).toContain('<html lang="en">');
      expect(page.body, url).toContain('<meta name="robots" content="noindex"/>');
      expect(addressLinks(page.body), url).toEqual({ canonical: [], alternates: {} });
    }
    expect((await get('/en/unknown')).body).toContain(`<title>${escaped(en.PageNotFound!)}`);
    // A prefix is a whole segment.
    expect((await get('/english')).statusCode).toBe(404);
  });

  it('leaves /en/admin to the browser, which opens the back-office at /admin', async () => {
    for (const cookie of [undefined, `${TOKEN_COOKIE}=abc`]) {
      const page = await get('/en/admin/orders', cookie);
      expect(page.statusCode, cookie).toBe(200);
      expect(page.body, cookie).toBe(STAND_IN_TEMPLATE);
    }
  });
});

describe('the language cookie under a prefix', () => {
  // Echoes the cookies the server gives it: they are all a rendered page may depend on.
  const RENDERER = `
export function configure() {}
export function statusOf() { return 200; }
export async function render({ cookies }) {
  return { kind: 'page', status: 200, lang: 'en-US', head: '', html: '<p>' + cookies + '</p>', state: {}, modules: [] };
}`;
  let build: WebBuild;
  let t: TestApp;
  beforeAll(async () => {
    build = standInWebBuild(RENDERER);
    t = await createTestApp('sqlite', { config: { webDistDir: build.dist } });
  });
  afterAll(async () => {
    await t?.close();
    build?.remove();
  });

  it('is not given to the renderer, so one kept page serves every visitor of an /en address', async () => {
    const cookie = `${LANGUAGE_COOKIE}=ru-RU; ${COUNTRY_COOKIE}=7`;
    const english = await t.app.inject({ method: 'GET', url: '/en/faq', headers: { cookie } });
    expect(english.body).toContain(`<p>${COUNTRY_COOKIE}=7</p>`);
    const root = await t.app.inject({ method: 'GET', url: '/faq', headers: { cookie } });
    expect(root.body).toContain(`<p>${LANGUAGE_COOKIE}=ru-RU; ${COUNTRY_COOKIE}=7</p>`);
  });
});
