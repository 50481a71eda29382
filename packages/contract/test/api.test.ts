import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { calls, registryOf } from '../src/registry.js';
import { backOfficeRoutes, routes, shopRoutes } from '../src/routes.js';
import * as contract from '../src/index.js';

/** The paths of spec section 7, in its order. */
const specPaths = [
  '/api/settings',
  '/api/login',
  '/api/register',
  '/api/request-new-password',
  '/api/validate-reset-token',
  '/api/reset-new-password',
  '/api/consult',
  '/api/edit-profile',
  '/api/login-by-token',
  '/api/set-client-id',
  '/api/countries',
  '/api/page',
  '/api/user-documents',
  '/api/user-act',
  '/api/user-invoice',
  '/api/user-yurlitsa',
  '/api/user-products',
  '/api/user-yurlitso-use',
  '/api/user-yurlitso-add',
  '/api/user-yurlitso-update',
  '/api/user-yurlitso-delete',
  '/api/type-purposes',
  '/api/product-types',
  '/api/faqs',
  '/api/first-docs',
  '/api/first-advantages',
  '/api/first-pay-options',
  '/api/reviews',
  '/api/articles',
  '/api/article',
  '/api/products',
  '/api/price-list',
  '/api/companies',
  '/api/companies2',
  '/api/commercial-offer',
  '/api/list-cart',
  '/api/add-to-cart',
  '/api/remove-from-cart',
  '/api/save-order',
  '/api/get-order',
];

/** The calls of spec section 7, in its order (the shop's table keeps it). */
const specCalls = Object.values(calls).filter((call) => specPaths.includes(call.path));
/** The calls the spec does not list: the shop's few extra ones and the back-office's. */
const notInSpec = Object.values(calls).filter((call) => !specPaths.includes(call.path));

describe('the registry of calls', () => {
  it('holds every path of spec section 7 exactly once, in its order', () => {
    expect(specPaths).toHaveLength(40);
    const paths = Object.values(calls).map((call) => call.path);
    for (const path of specPaths) expect(paths.filter((candidate) => candidate === path)).toHaveLength(1);
    expect(specCalls.map((call) => call.path)).toEqual(specPaths);
  });

  it("names each call after its path, but the account's orders, which the spec calls user-products", () => {
    const renamed: Record<string, string> = { userOrders: 'userProducts' };
    for (const call of specCalls) {
      const camel = call.path
        .slice('/api/'.length)
        .replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
      expect(camel).toBe(renamed[call.name] ?? call.name);
    }
  });

  it('names each extra call after its path', () => {
    expect(notInSpec.length).toBeGreaterThan(100);
    for (const call of notInSpec)
      // `/api/admin/dashboard` is adminDashboard: a folder reads like a hyphen.
      expect(call.path.slice('/api/'.length).replace(/[-/](\w)/g, (_, l: string) => l.toUpperCase())).toBe(
        call.name,
      );
  });

  it('downloads exactly the four PDFs among the calls of the spec', () => {
    const files = specCalls
      .filter((call) => call.answerKind.type === 'file')
      .map((call) => [call.path, call.answerKind]);
    expect(files).toEqual([
      ['/api/user-act', { type: 'file', contentType: 'application/pdf', filename: 'act.pdf' }],
      ['/api/user-invoice', { type: 'file', contentType: 'application/pdf', filename: 'invoice.pdf' }],
      ['/api/price-list', { type: 'file', contentType: 'application/pdf', filename: 'pricelist.pdf' }],
      ['/api/commercial-offer', { type: 'file', contentType: 'application/pdf', filename: 'offer.pdf' }],
    ]);
  });

  it('is exported from the package entry with the rules and every call constant', () => {
    expect(contract.calls).toBe(calls);
    expect(contract.loginCall).toBe(calls.login);
    expect(contract.adminPhoneMasksCall).toBe(calls.adminPhoneMasks);
    expect(contract.adminSiteReviewSaveCall).toBe(calls.adminSiteReviewSave);
    for (const name of [
      'rublePrice',
      'formatDate',
      'plural',
      'cartTotals',
      'isValidInn',
      'toFormFields',
      'fieldErrors',
      'messageKeys',
    ]) {
      expect(contract).toHaveProperty(name);
    }
  });

  it('knows every fallback key as a message key', () => {
    for (const call of Object.values(calls)) expect(contract.isMessageKey(call.fallbackError)).toBe(true);
  });

  it('sends the calls of the spec as POST and the human-check challenge as GET', () => {
    for (const call of specCalls) expect(call.method).toBe('POST');
    expect(calls.humanCheckChallenge).toMatchObject({
      method: 'GET',
      path: '/api/human-check-challenge',
    });
  });

  it('is found among the exports of the modules of schemas, by the name each call carries', () => {
    const { loginCall, logoutCall } = contract;
    expect(
      registryOf(['login', 'logout'], { loginCall, logoutCall, successAnswer: contract.successAnswer }),
    ).toEqual({
      login: loginCall,
      logout: logoutCall,
    });
    // The same call exported under two names is one call.
    expect(registryOf(['login'], { loginCall, alsoLogin: loginCall })).toEqual({ login: loginCall });
  });

  it('refuses a route without schemas, schemas without a route, and two calls of one name', () => {
    const { loginCall, logoutCall } = contract;
    expect(() => registryOf(['login', 'logout'], { loginCall })).toThrow('no schemas for the call logout');
    expect(() => registryOf(['login'], { loginCall, logoutCall })).toThrow(
      'the call logout has no route of that name',
    );
    expect(() => registryOf(['login'], { loginCall, otherLogin: { ...loginCall } })).toThrow(
      'the call login is defined twice',
    );
  });
});

/** Whether an object schema has `field` and whether leaving it out is accepted. */
function fieldOf(body: z.ZodType, field: string): 'absent' | 'required' | 'optional' {
  const shape = (body as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) {
    // A refined object (legal entities): its inner object carries the shape.
    const inner = (body as unknown as { def: { in?: z.ZodType; schema?: z.ZodType } }).def;
    if (inner.in) return fieldOf(inner.in, field);
    throw new Error('a body that is not an object');
  }
  const schema = shape[field];
  if (!schema) return 'absent';
  return schema.safeParse(undefined).success ? 'optional' : 'required';
}

describe('access declarations', () => {
  it('declare every call once, under the name its schemas are registered by', () => {
    expect(Object.keys(calls)).toEqual(Object.keys(routes));
    for (const [name, route] of Object.entries(routes)) {
      const call = calls[name as keyof typeof calls];
      expect(route.name).toBe(name);
      for (const key of Object.keys(route) as (keyof typeof route)[]) expect(call[key]).toEqual(route[key]);
    }
  });

  it('give each call whose access reads a credential an auth_key, required unless guests may call', () => {
    for (const call of Object.values(calls)) {
      // Logout's auth_key is the key it ends (any, dead ones too), not a credential it checks.
      if (call === calls.logout) continue;
      const expected = {
        anyone: 'absent',
        'guest-or-customer': 'optional',
        customer: 'required',
        manager: 'required',
        admin: 'required',
      }[call.access];
      expect(fieldOf(call.body, 'auth_key'), call.path).toBe(expected);
    }
  });

  it('give exactly the calls with a human check a required token', () => {
    for (const call of Object.values(calls))
      expect(fieldOf(call.body, 'token'), call.path).toBe(call.humanCheck ? 'required' : 'absent');
  });

  it('keep the back-office to the calls that need a manager or an administrator', () => {
    const staff: readonly string[] = ['manager', 'admin'];
    const staffCalls = Object.entries(routes).filter(([, route]) => staff.includes(route.access));
    expect(staffCalls.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'managerUserToken',
        'adminMe',
        'adminDashboard',
        'adminOrders',
        'adminOrder',
        'adminOrderTake',
        'adminOrderCancel',
        'adminOrderResendMail',
        'adminOrderUpload',
      ]),
    );
    // Every back-office call but the manager's customer link lives under /api/admin/.
    for (const [name, route] of staffCalls)
      if (name !== 'managerUserToken') expect(route.path, name).toMatch(/^\/api\/admin\//);
  });

  it("split into the shop's table and the back-office's, which holds exactly the /api/admin/ calls", () => {
    expect({ ...shopRoutes, ...backOfficeRoutes }).toEqual(routes);
    expect(Object.keys(shopRoutes).filter((name) => name in backOfficeRoutes)).toEqual([]);
    for (const [name, route] of Object.entries(backOfficeRoutes)) {
      expect(route.path, name).toMatch(/^\/api\/admin\//);
      expect(['manager', 'admin'], name).toContain(route.access);
    }
    for (const [name, route] of Object.entries(shopRoutes))
      expect(route.path, name).not.toMatch(/^\/api\/admin\//);
  });

  it('mark every call with a human check as a write', () => {
    for (const call of Object.values(calls)) if (call.humanCheck) expect(call.writes, call.path).toBe(true);
  });

  it("audit a manager's reads of the customer's documents and files, on calls only a customer makes", () => {
    expect(
      Object.entries(routes)
        .filter(([, route]) => route.auditReads)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['userAct', 'userDocuments', 'userFile', 'userInvoice', 'userOrders']);
    for (const route of Object.values(routes))
      if (route.auditReads) expect([route.access, route.writes], route.path).toEqual(['customer', false]);
  });
});
