import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonForScript, pageAssets } from '../../src/plugins/page-renderer.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

/**
 * The server's side of pages rendered on the server (ADR 042), with a renderer module of the shape
 * the web build makes (apps/web/src/entry-server.tsx) that calls the real API through the transport
 * the server gives it. The web app's own renderer is exercised by the browser journeys
 * (e2e/server-render.spec.ts), which run against the built shop.
 */
const TEMPLATE = [
  '<!doctype html>',
  '<html lang="ru">',
  '  <head>',
  '    <title>Storefront</title>',
  '    <script type="module" crossorigin src="/assets/boot-B1.js"></script>',
  '    <script type="module" crossorigin src="/assets/index-E1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/shell-S1.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/shell-S1.css">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

const MANIFEST = {
  'index.html': { file: 'assets/index-E1.js', imports: ['_shell-S1.js'], css: ['assets/shell-S1.css'] },
  '_shell-S1.js': { file: 'assets/shell-S1.js' },
  '_price-P1.js': { file: 'assets/price-P1.js', imports: ['_shell-S1.js'], css: ['assets/price-P1.css'] },
  'src/app/routes/home.tsx': {
    file: 'assets/home-H1.js',
    imports: ['_shell-S1.js', '_price-P1.js'],
    css: ['assets/home-H1.css'],
  },
};

/** Renders `/` with the shop's settings, asked through the server's transport; other paths differ. */
const RENDERER = `
let transport;
let sanitize;
export function configure(options) {
  transport = options.transport;
  sanitize = options.sanitizeHtml;
}
export function statusOf(url) {
  return url === '/unknown-page' ? 404 : 200;
}
export async function render({ url, cookies }) {
  const path = new URL(url, 'http://shop.invalid').pathname;
  if (path === '/browser-page') return { kind: 'browser' };
  if (path === '/broken') throw new Error('the renderer failed');
  const body = new FormData();
  body.append('lang', 'en-US');
  const answer = await transport('/api/settings', { method: 'POST', body });
  const settings = await answer.json();
  const content = sanitize('<p onclick="x()">Text</p><img src="uploads/a.png"><script>alert(1)</script>', (image) => '/' + image);
  return {
    kind: 'page',
    status: 200,
    lang: 'en-US',
    head: '<title>Rendered $& page</title>',
    html: '<main><h1>' + settings.settings.sitename + '</h1>' + content + '<p>' + answer.status + ' ' + cookies + '</p></main>',
    state: { note: '</script><script>alert(1)</script>', line: '\\u2028' },
    modules: ['src/app/routes/home.tsx'],
  };
}
`;

describe.each(testedDialects())('pages rendered on the server, on %s', (dialect) => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'storefront-render-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, '.vite'), { recursive: true });
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(dist, 'index.html'), TEMPLATE);
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
    t = await createTestApp(dialect, { config: { webDistDir: dist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("sends a guest the page's markup and data, with its styles, and its code named for later", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'language=en-US' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/cookie/i);
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    // `$&` in the page's text stays as written (no replacement pattern).
    expect(html).toContain('<title>Rendered $& page</title><title>Storefront</title>');
    // The settings came from the real API, in-process, and the request's cookies reached the renderer.
    expect(html).toMatch(/<div id="root"><main><h1>[^<]+<\/h1>/);
    expect(html).toContain('<p>200 language=en-US</p>');
    // Server HTML is cleaned by the server's sanitiser, images pointed at the server's root.
    expect(html).toContain('<p>Text</p><img src="/uploads/a.png" />');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('alert(1)</script><p>');
    // Styles of the page's modules and their chunks, once each; the shell's stays as it was.
    expect(html.match(/shell-S1\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-H1.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/price-P1.css">');
    // The code is fetched after the first paint: no entry script, no preloads, the list for the boot script.
    expect(html).not.toContain('src="/assets/index-E1.js"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot-B1.js"></script>');
    expect(html).toContain(
      '<meta name="storefront-app" content="/assets/index-E1.js /assets/shell-S1.js /assets/home-H1.js /assets/price-P1.js">',
    );
    // The state cannot end its script element, and reads back as it was.
    const state = /<script type="application\/json" id="storefront-state">(.*?)<\/script>/s.exec(html);
    expect(state?.[1]).not.toContain('</script>');
    expect(JSON.parse(state![1]!)).toEqual({ note: '</script><script>alert(1)</script>', line: '\u2028' });
  });

  it('leaves the page to the browser for a signed-in visitor, a page not rendered here, or a failed render', async () => {
    const signedIn = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'auth_key=abc' } });
    const notHere = await t.app.inject({ method: 'GET', url: '/browser-page' });
    const failed = await t.app.inject({ method: 'GET', url: '/broken' });
    for (const page of [signedIn, notHere, failed]) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(TEMPLATE);
    }
  });

  it("answers a signed-in visitor's address that no page has with index.html and a 404", async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/unknown-page',
      headers: { cookie: 'auth_key=abc' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.body).toBe(TEMPLATE);
  });

  it('answers files and API calls as before', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing-Z9.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(404);
  });
});

describe('page assets and state', () => {
  it('lists each chunk once, the entry first, and skips styles index.html has', () => {
    const assets = pageAssets(
      MANIFEST,
      'index.html',
      ['src/app/routes/home.tsx', 'src/app/routes/home.tsx'],
      TEMPLATE,
    );
    expect(assets.code).toEqual([
      '/assets/index-E1.js',
      '/assets/shell-S1.js',
      '/assets/home-H1.js',
      '/assets/price-P1.js',
    ]);
    expect(assets.links.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/home-H1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/price-P1.css">',
    ]);
  });

  it('escapes what could end a script element or a line', () => {
    expect(jsonForScript({ a: '</script>', b: '\u2028\u2029' })).toBe(
      '{"a":"\\u003c/script>","b":"\\u2028\\u2029"}',
    );
  });
});
