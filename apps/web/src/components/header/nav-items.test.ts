import type { MenuItem } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items';

const item = (id: number, url: string, top_status: boolean, hamburger_status: boolean): MenuItem => ({
  id,
  url,
  label: url,
  top_status,
  hamburger_status,
});

describe('navItems', () => {
  it('keeps every item flagged for the top bar or the hamburger, in order, once per destination', () => {
    const menu = [
      item(1, '/tariffs', true, true),
      item(2, '/materials/publications', false, true),
      item(3, '/about', true, false),
      item(4, '/hidden', false, false),
      item(5, '/tariffs', true, false),
    ];
    expect(navItems(menu).map((entry) => entry.url)).toEqual([
      '/tariffs',
      '/materials/publications',
      '/about',
    ]);
  });
});
