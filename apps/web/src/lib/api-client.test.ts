import { backOfficeRoutes, routes, shopRoutes } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { routeOf } from './api-client';

describe('routeOf', () => {
  it("finds a shop call in the shell's table", async () => {
    expect(await routeOf('countries')).toBe(shopRoutes.countries);
    expect(await routeOf('saveOrder')).toBe(shopRoutes.saveOrder);
  });

  it("finds a back-office call in the back-office's table, loaded when first asked for", async () => {
    expect(await routeOf('adminOrders')).toBe(backOfficeRoutes.adminOrders);
    expect((await routeOf('adminSiteReviewSave')).access).toBe('admin');
  });

  it('knows every call of the contract, and each one once', async () => {
    const shop = Object.keys(shopRoutes);
    const backOffice = Object.keys(backOfficeRoutes);
    expect(shop.filter((name) => backOffice.includes(name))).toEqual([]);
    for (const name of Object.keys(routes) as (keyof typeof routes)[]) {
      const route = await routeOf(name);
      expect(route).toBe(routes[name]);
      expect(route.name).toBe(name);
    }
  });

  it('refuses a name no table has', async () => {
    await expect(routeOf('noSuchCall' as never)).rejects.toThrow(/no call named noSuchCall/);
  });
});
