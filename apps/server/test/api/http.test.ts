import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { settingsCall, toFormData } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp, loggerOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import { createDatabase } from '../../src/db/database.js';
import { expectError, post, postRaw } from '../helpers/http.js';
import {
  type TestApp,
  createSiblingApp,
  createTestApp,
  testConfig,
  testedDialects,
} from '../helpers/test-app.js';

/** A CSP header's directives by name, each with its values as one string. */
const cspDirectives = (header: string) =>
  new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );

/** A script big enough to be worth compressing. */
const BIG_SCRIPT = `console.log(${JSON.stringify('app '.repeat(2000))});`;

describe.each(testedDialects())('the server on %s', (dialect) => {
  let t: TestApp;
  let webDist: string;
  let baseUrl: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'storefront-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(webDist, 'assets', 'index-Abc123.js'), 'console.log("app")');
    // As the build leaves a big script: a brotli and a gzip copy beside it.
    writeFileSync(join(webDist, 'assets', 'big-Def456.js'), BIG_SCRIPT);
    writeFileSync(join(webDist, 'assets', 'big-Def456.js.br'), brotliCompressSync(BIG_SCRIPT));
    writeFileSync(join(webDist, 'assets', 'big-Def456.js.gz'), gzipSync(BIG_SCRIPT));
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp(dialect, { config: { webDistDir: webDist } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('reports health with a database round trip', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: dialect });
  });

  it('answers 400, not a database error, to a NUL character in a text field', async () => {
    expectError(await postRaw(t.app, '/api/page', 'link=about%00&lang=ru-RU'), 400, {
      error: 'FieldHasWrongValue',
      field: 'link',
    });
  });

  it('answers unknown API paths and methods with 404 in the error shape', async () => {
    expectError(await post(t.app, '/api/no-such-call'), 404, { error: 'NotFound' });
    expectError(await t.app.inject({ method: 'GET', url: '/api/settings' }), 404, { error: 'NotFound' });
  });

  it('serves index.html for any page path (history mode) and files as files', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/materials/news/some-article?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A hashed file never changes under its name: nothing to revalidate or resume.
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['accept-ranges']).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    // Files outside the build's assets/ change under their name: they revalidate by ETag.
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers.etag).toBeTruthy();
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing-Zzz999.js' })).statusCode).toBe(404);
    const image = await t.app.inject({ method: 'GET', url: '/uploads/brand/logo.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('sends the build’s compressed copies of scripts as they are, the plain file to others', async () => {
    const url = '/assets/big-Def456.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('sends security headers with a CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    const api = await post(t.app, '/api/faqs');
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['strict-transport-security']).toBeDefined();
  });

  it('sends pages a CSP without inline styles, with Trusted Types, and workers only from the origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/catalog' });
    const directives = cspDirectives(String(response.headers['content-security-policy']));
    expect(directives.get('style-src')).toBe("'self'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('worker-src')).toBe("'self'");
    expect(directives.get('require-trusted-types-for')).toBe("'script'");
    expect(directives.get('trusted-types')).toBe('storefront-html storefront-worker dompurify');
  });

  it('lets pages post a form to the payment provider’s origin only when its form is posted (Robokassa)', async () => {
    const formAction = async (app: FastifyInstance, url: string) =>
      cspDirectives(
        String((await app.inject({ method: 'GET', url })).headers['content-security-policy']),
      ).get('form-action');
    // The default sandbox: its page and its form are this origin's.
    expect(await formAction(t.app, '/checkout')).toBe("'self'");
    const paymentsOf = (env: Record<string, string>) =>
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }).payments;
    const robokassa = await createSiblingApp(t, {
      config: {
        payments: paymentsOf({
          PAYMENT_PROVIDER: 'robokassa',
          ROBOKASSA_LOGIN: 'demo-shop',
          ROBOKASSA_PASSWORD1: 'password-one',
          ROBOKASSA_PASSWORD2: 'password-two',
          ROBOKASSA_URL: 'https://pay.example.test:8443/Merchant/Index.aspx?x=1',
        }),
      },
    });
    const yookassa = await createSiblingApp(t, {
      config: {
        payments: paymentsOf({
          PAYMENT_PROVIDER: 'yookassa',
          YOOKASSA_SHOP_ID: '1',
          YOOKASSA_SECRET_KEY: 'test-secret',
        }),
      },
    });
    try {
      for (const url of ['/checkout', '/payment-fail?order_id=1', '/account/orders'])
        expect(await formAction(robokassa.app, url), url).toBe("'self' https://pay.example.test:8443");
      // API answers and assets are never pages that post forms.
      const api = await post(robokassa.app, '/api/faqs');
      expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      // YooKassa's page is reached by navigating to it: nothing to add.
      expect(await formAction(yookassa.app, '/checkout')).toBe("'self'");
    } finally {
      await robokassa.close();
      await yookassa.close();
    }
  });

  it('never serves an upload as a script or a page: non-images are downloads, all sandboxed and unsniffed', async () => {
    const uploads = mkdtempSync(join(tmpdir(), 'storefront-uploads-'));
    writeFileSync(join(uploads, 'evil.js'), 'alert(document.cookie)');
    writeFileSync(join(uploads, 'evil.mjs'), 'alert(document.cookie)');
    writeFileSync(join(uploads, 'evil.html'), '<script>alert(document.cookie)</script>');
    writeFileSync(
      join(uploads, 'evil.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    writeFileSync(join(uploads, 'photo.PNG'), Buffer.from('89504e470d0a1a0a', 'hex'));
    const sibling = await createSiblingApp(t, { config: { uploadsDir: uploads } });
    try {
      const get = (url: string) => sibling.app.inject({ method: 'GET', url });
      for (const name of ['evil.js', 'evil.mjs', 'evil.html']) {
        const response = await get(`/uploads/${name}`);
        expect(response.statusCode, name).toBe(200);
        expect(response.headers['content-type'], name).toBe('application/octet-stream');
        expect(response.headers['content-disposition'], name).toBe('attachment');
      }
      expect((await get('/uploads/evil.svg')).headers['content-type']).toMatch(/^image\/svg\+xml/);
      const image = await get('/uploads/photo.PNG');
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['content-disposition']).toBeUndefined();
      for (const name of ['evil.js', 'evil.html', 'evil.svg', 'photo.PNG']) {
        const response = await get(`/uploads/${name}`);
        expect(response.headers['x-content-type-options'], name).toBe('nosniff');
        const csp = String(response.headers['content-security-policy']);
        expect(csp, name).toContain("default-src 'none'");
        expect(csp, name).toContain('sandbox');
        expect(csp, name).not.toContain('script-src');
        expect(response.headers['cache-control'], name).toBe('public, max-age=86400');
      }
    } finally {
      await sibling.close();
      rmSync(uploads, { recursive: true, force: true });
    }
  });

  it('sends a script only the headers that apply to a subresource', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-Abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toBe("default-src 'self'");
    for (const documentOnly of ['x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster'])
      expect(response.headers[documentOnly], documentOnly).toBeUndefined();
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/assets/big-Def456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['vary']).toMatch(/^accept-encoding$/i);
  });

  it('sends no Referer from any page, so the token of a manager link cannot leak to another site', async () => {
    for (const url of ['/', '/account/profile?manager_token=abc&user_id=7', '/assets/index-Abc123.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
    expect((await post(t.app, '/api/faqs')).headers['referrer-policy']).toBe('no-referrer');
  });

  it('compresses answers when asked', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: settingsCall.path,
      headers: { 'accept-encoding': 'gzip', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'lang=en-US',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers identically in brotli, gzip and plain, cached or not', async () => {
    for (const path of [settingsCall.path, '/api/faqs']) {
      const plain = await t.app.inject({ method: 'POST', url: path });
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const response = await t.app.inject({
          method: 'POST',
          url: path,
          headers: { 'accept-encoding': encoding },
        });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toContain('accept-encoding');
        expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
      }
      const refused = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
      });
      expect(refused.headers['content-encoding']).toBeUndefined();
    }
  });

  it('reads multipart/form-data bodies with bracket names', async () => {
    const response = await fetch(`${baseUrl}${settingsCall.path}`, {
      method: 'POST',
      body: toFormData({ lang: 'en-US', cart_ids: [1] }),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { settings: { appLanguage: string }; cart: unknown[] };
    expect(answer.settings.appLanguage).toBe('en-US');
    expect(answer.cart).toEqual([]);
  });

  it('refuses oversized multipart bodies and files with 413', async () => {
    const big = new FormData();
    big.set('lang', 'a'.repeat(1024 * 1024));
    expect((await fetch(`${baseUrl}/api/faqs`, { method: 'POST', body: big })).status).toBe(413);
    const overFieldCap = new FormData();
    overFieldCap.set('lang', 'a'.repeat(100 * 1024));
    const truncated = await fetch(`${baseUrl}/api/faqs`, { method: 'POST', body: overFieldCap });
    expect(truncated.status).toBe(413);
    expect(await truncated.json()).toEqual({ error: 'PayloadTooLarge', field: 'lang' });
    const many = new FormData();
    for (let i = 0; i < 10_000; i++) many.append('cart_ids[]', String(i + 1));
    expect((await fetch(`${baseUrl}${settingsCall.path}`, { method: 'POST', body: many })).status).toBe(413);
    const withFile = new FormData();
    withFile.set('upload', new Blob(['x']), 'x.txt');
    const fileResponse = await fetch(`${baseUrl}/api/faqs`, { method: 'POST', body: withFile });
    expect(fileResponse.status).toBe(413);
    expect(await fileResponse.json()).toEqual({ error: 'PayloadTooLarge' });
  });

  // JSON used to be parsed (no NUL check, no depth cap; a NUL answered 500 on PostgreSQL).
  it('refuses JSON and plain-text bodies with 415 and writes nothing', async () => {
    const db = t.database.handle.db;
    const count = async () => {
      const [users, consults, audits] = await Promise.all(
        (['app_user', 'consult_request', 'audit_log'] as const).map((table) =>
          db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
        ),
      );
      return [users, consults, audits].map((row) => Number(row!.n));
    };
    const before = await count();
    const nested = `${'{"a":'.repeat(5_000)}"x"${'}'.repeat(5_000)}`;
    const bodies: [string, string, string][] = [
      [
        '/api/consult',
        'application/json',
        JSON.stringify({ name: 'A\u0000B', phone: '+7 900', lang: 'ru-RU' }),
      ],
      ['/api/register', 'application/json', JSON.stringify({ SignupForm: { email: 'json@example.com' } })],
      ['/api/faqs', 'application/json; charset=utf-8', `{"lang":${nested}}`],
      ['/api/faqs', 'application/json', '{"lang": '],
      ['/api/faqs', 'text/plain', 'lang=ru-RU'],
    ];
    for (const [url, contentType, payload] of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType },
        payload,
      });
      expectError(response, 415, { error: 'UnsupportedMediaType' });
    }
    expect(await count()).toEqual(before);
  });

  it('refuses an unknown content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/faqs',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expectError(response, 415, { error: 'UnsupportedMediaType' });
  });

  it('refuses prototype pollution attempts', async () => {
    const response = await postRaw(t.app, '/api/faqs', '__proto__[polluted]=1&constructor[prototype][x]=1');
    expect(response.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('failures and logs', () => {
  it('answers a database failure with 500 UnknownError and no internal detail', async () => {
    const t = await createTestApp('sqlite');
    await sql`drop table faq_translation`.execute(t.database.handle.db);
    const response = await post(t.app, '/api/faqs');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'UnknownError' });
    await t.close();
  });

  it('reports an unreachable database as 503 on /api/health', async () => {
    const database = createDatabase({ url: 'postgres://storefront@127.0.0.1:1/unreachable' });
    const app = await buildApp({ config: testConfig(), database, logger: false });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ error: 'ServiceUnavailable' });
    await app.close();
    await database.destroy();
  });

  it('never writes tokens or passwords to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = testConfig({ logLevel: 'debug' });
    const logger = { ...(loggerOptions(config) as object), stream };
    const t = await createTestApp('sqlite', { logger });
    await t.app.inject({ method: 'POST', url: '/api/validate-reset-token?token=SECRET-RESET-TOKEN' });
    await post(t.app, settingsCall.path, { auth_key: 'SECRET-AUTH-KEY', password: 'SECRET-PASSWORD' });
    await t.app.inject({
      method: 'GET',
      url: '/api/health?auth_key=SECRET-QUERY-KEY',
      headers: { cookie: 'auth_key=SECRET-COOKIE', authorization: 'Bearer SECRET-BEARER' },
    });
    await t.close();
    const log = lines.join('');
    expect(log).toContain('"url"');
    expect(log).not.toMatch(/SECRET-/);
  });
});
