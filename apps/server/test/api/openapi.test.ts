import { compileErrors, validate } from '@readme/openapi-parser';
import { calls, type CallName } from '@storefront/contract';
import type { OpenApiDocument } from '@storefront/contract/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PAGE_CSP } from '../../src/plugins/security.js';
import { postRaw } from '../helpers/http.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

describe.each(testedDialects())("the API's description on %s", (dialect) => {
  let t: TestApp;
  let described: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    described = response.json();
  });
  afterAll(async () => t?.close());

  it('is a valid OpenAPI 3.1 document, public, with every call at its path and method', async () => {
    const result = await validate(structuredClone(described) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(described.openapi).toMatch(/^3\.1\./);
    for (const [name, call] of Object.entries(calls))
      expect(described.paths[call.path]?.[call.method === 'GET' ? 'get' : 'post']?.operationId, name).toBe(
        name,
      );
  });

  it('is sent compressed, the same bytes each time', async () => {
    const ask = () =>
      t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    const [first, second] = [await ask(), await ask()];
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.rawPayload.length).toBeLessThan(JSON.stringify(described).length / 4);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("answers an empty form of each of anyone's calls as its 400 example says", async () => {
    const checked: CallName[] = [];
    for (const [name, call] of Object.entries(calls) as [CallName, (typeof calls)[CallName]][]) {
      const operation = described.paths[call.path]?.post;
      const example = (operation?.responses['400'] as { content?: Record<string, { examples?: object }> })
        ?.content?.['application/json']?.examples;
      const required = (
        operation?.requestBody?.content['application/x-www-form-urlencoded']?.schema as {
          required?: string[];
        }
      )?.required;
      if (call.access !== 'anyone' || !example || !required?.length) continue;
      // Each required field sent empty: the server must read the names the description gives.
      const form = required.map((field) => `${encodeURIComponent(field)}=`).join('&');
      const response = await postRaw(t.app, call.path, form);
      expect([response.statusCode, response.json()], name).toEqual([
        400,
        expect.objectContaining(Object.values(example)[0].value),
      ]);
      checked.push(name);
    }
    expect(checked).toEqual(expect.arrayContaining(['login', 'register', 'consult', 'page']));
  });

  it('serves a reference page whose scripts and styles come from the shop, under a policy that allows them', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toBe(API_DOCS_PAGE_CSP);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);

    const scripts = [...page.body.matchAll(/<script\b[^>]*>/g)].map(
      ([tag]) => /\bsrc="([^"]+)"/.exec(tag)?.[1],
    );
    const styles = [...page.body.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href);
    // No inline script (the policy would block it) and nothing from another origin.
    expect(scripts.length).toBeGreaterThan(0);
    expect(styles.length).toBeGreaterThan(0);
    expect(page.body).not.toMatch(/<style|style="/);
    for (const url of [...scripts, ...styles]) {
      expect(url, 'an address on this origin').toMatch(/^\/api\/docs\//);
      const asset = await t.app.inject({ method: 'GET', url: url! });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['content-type'], url).toMatch(
        scripts.includes(url) ? /^text\/javascript/ : /^text\/css/,
      );
      expect(asset.headers['cache-control'], url).toContain('immutable');
    }
    const start = await t.app.inject({ method: 'GET', url: scripts.at(-1)! });
    expect(start.body).toContain("url: '/api/openapi.json'");
  });

  it("keeps the shop's own policy on its pages and the API's on its answers", async () => {
    const shopPage = await t.app.inject({ method: 'GET', url: '/catalog' });
    expect(String(shopPage.headers['content-security-policy'])).toContain(
      "require-trusted-types-for 'script'",
    );
    const api = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});
