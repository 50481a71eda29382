import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { adminContentFaqSaveCall } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFrom } from '../helpers/accounts.js';
import { createSession, createUser } from '../helpers/factories.js';
import { type TestApp, createSiblingApp, createTestApp, testedDialects } from '../helpers/test-app.js';
import { STAND_IN_TEMPLATE as TEMPLATE, type WebBuild, standInWebBuild } from '../helpers/web-build.js';

/**
 * Guest pages are rendered once per address, language, country cookie and content revision, kept
 * with their compressed bodies, and revalidated by ETag. The renderer here counts its renders and
 * shows the FAQ it reads through the real API, so a test sees both a cached answer and a fresh one.
 */
const RENDERER = `
let transport;
let renders = 0;
let flaky = 0;
export function configure(options) {
  transport = options.transport;
}
/** As the route table would tell: addresses under /nowhere/ have no page. */
export function statusOf(url) {
  return url.startsWith('/nowhere/') ? 404 : 200;
}
export async function render({ url, cookies }) {
  const path = new URL(url, 'http://shop.invalid').pathname;
  if (path === '/flaky' && flaky++ === 0) throw new Error('the renderer failed once');
  renders++;
  const lang = /language=en-US/.test(cookies) ? 'en-US' : 'ru-RU';
  const body = new FormData();
  body.append('lang', lang);
  const faqs = await (await transport('/api/faqs', { method: 'POST', body })).json();
  const questions = faqs.faqs.map((faq) => faq.question).join(' | ');
  return {
    kind: 'page',
    status: path === '/missing' || path.startsWith('/nowhere/') ? 404 : 200,
    lang,
    head: '',
    html: '<main><p>render ' + renders + '</p><p>' + cookies + '</p><p>' + questions + '</p>' + 'x'.repeat(4000) + '</main>',
    state: {},
    modules: [],
  };
}
`;

const renderNumber = (html: string) => Number(/<p>render (\d+)<\/p>/.exec(html)?.[1]);

describe.each(testedDialects())('the cache of rendered pages, on %s', (dialect) => {
  let t: TestApp;
  let web: WebBuild;
  let adminKey = '';

  beforeAll(async () => {
    web = standInWebBuild(RENDERER);
    // A long TTL: only the instance's own expiry after a write, or another's revision, may drop a page.
    t = await createTestApp(dialect, {
      config: { webDistDir: web.dist, contentCacheTtlMs: 3_600_000, pageCacheEntries: 8 },
    });
    const db = t.database.handle.db;
    adminKey = await createSession(db, (await createUser(db, { role: 'admin' })).id);
  });
  afterAll(async () => {
    await t?.close();
    web?.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('renders a page once for every guest with the same language and country, whatever else they carry', async () => {
    const first = await get('/faq', { cookie: 'country_selected=3; _ga=one' });
    const second = await get('/faq', { cookie: '_ga=two; country_selected=3' });
    expect(first.statusCode).toBe(200);
    expect(renderNumber(second.body)).toBe(renderNumber(first.body));
    // Only the cookies the page may depend on reach the renderer.
    expect(first.body).toContain('<p>country_selected=3</p>');
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);

    const english = await get('/faq', { cookie: 'country_selected=3; language=en-US' });
    const otherCountry = await get('/faq', { cookie: 'country_selected=4' });
    const otherAddress = await get('/faq?page=2', { cookie: 'country_selected=3' });
    const numbers = [first, english, otherCountry, otherAddress].map((page) => renderNumber(page.body));
    expect(new Set(numbers).size).toBe(4);
    expect(english.body).toContain('<html lang="en">');
    expect(new Set([first, english, otherCountry].map((page) => page.headers.etag)).size).toBe(3);
  });

  it('sends the same document in each encoding the client takes, compressed once', async () => {
    const plain = await get('/encodings');
    const br = await get('/encodings', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/encodings', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(br.headers.vary).toMatch(/cookie/);
    expect(new Set([plain, br, gzip].map((page) => page.headers.etag)).size).toBe(1);
  });

  it('answers 304 without a body to a client that has the page, and the page to one with an old tag', async () => {
    const page = await get('/revalidate');
    const etag = page.headers.etag as string;
    const again = await get('/revalidate', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A strong form of the same tag, and one in a list, match too (weak comparison).
    expect((await get('/revalidate', { 'if-none-match': `"x", ${etag.slice(2)}` })).statusCode).toBe(304);
    const stale = await get('/revalidate', { 'if-none-match': 'W/"an-older-page"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(page.body);
  });

  it('keeps a not-found page with its status and never answers it 304', async () => {
    const missing = await get('/missing');
    expect(missing.statusCode).toBe(404);
    const again = await get('/missing', { 'if-none-match': missing.headers.etag as string });
    expect(again.statusCode).toBe(404);
    expect(renderNumber(again.body)).toBe(renderNumber(missing.body));
  });

  it("keeps unknown addresses apart: a scanner's many cannot push the shop's pages out", async () => {
    const page = await get('/kept-page');
    for (let n = 0; n < 20; n++) expect((await get(`/nowhere/${n}`)).statusCode).toBe(404);
    expect(renderNumber((await get('/kept-page')).body)).toBe(renderNumber(page.body));
    // The unknown ones are kept too, the most recent of them.
    const last = await get('/nowhere/19');
    expect(renderNumber((await get('/nowhere/19')).body)).toBe(renderNumber(last.body));
  });

  it('does not keep a failed render: the next request renders again', async () => {
    const failed = await get('/flaky');
    expect(failed.body).toBe(TEMPLATE);
    const rendered = await get('/flaky');
    expect(rendered.body).toContain('<div id="root"><main>');
  });

  it('shows a back-office edit at once here, and on another instance once it sees the revision', async () => {
    const sibling = await createSiblingApp(t, { config: { contentCacheTtlMs: 0 } });
    try {
      const before = await get('/faq');
      const siblingBefore = await sibling.app.inject({ method: 'GET', url: '/faq' });
      const question = `Cached question ${dialect}?`;
      expect(before.body).not.toContain(question);
      const saved = await postFrom(t.app, adminContentFaqSaveCall.path, {
        auth_key: adminKey,
        sort: 1,
        active: 1,
        translations: [{ language_code: 'ru-RU', question, answer: '<p>Yes</p>' }],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = await get('/faq');
      expect(after.body).toContain(question);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect((await get('/faq', { 'if-none-match': before.headers.etag as string })).statusCode).toBe(200);
      const siblingAfter = await sibling.app.inject({ method: 'GET', url: '/faq' });
      expect(siblingBefore.body).not.toContain(question);
      expect(siblingAfter.body).toContain(question);
    } finally {
      await sibling.close();
    }
  });

  it('leaves a signed-in visitor to the browser, uncached', async () => {
    const page = await get('/faq', { cookie: 'auth_key=abc' });
    expect(page.body).toBe(TEMPLATE);
  });
});
