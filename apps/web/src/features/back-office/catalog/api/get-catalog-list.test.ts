import { describe, expect, it } from 'vitest';
import { catalogAddresses } from './get-catalog-list';

describe('the catalog list in the address', () => {
  it('reads page, sort, direction, search, activity and country, and writes them back', () => {
    const products = catalogAddresses.products;
    const state = products.read(
      new URLSearchParams('page=3&sort=price&dir=desc&q=%20апостиль%20&active=0&country=2'),
    );
    expect(state).toEqual({ page: 3, sort: 'price', dir: 'desc', q: 'апостиль', active: '0', country: 2 });
    expect(products.href(state)).toBe(
      '/admin/catalogue/products?q=%D0%B0%D0%BF%D0%BE%D1%81%D1%82%D0%B8%D0%BB%D1%8C&active=0&country=2&sort=price&dir=desc&page=3',
    );
  });

  it('falls back to the defaults for anything it does not know, each section to its own sorts', () => {
    expect(
      catalogAddresses.purposes.read(new URLSearchParams('page=-1&sort=price&dir=up&active=2&country=x')),
    ).toEqual({ page: 1, sort: 'sort', dir: 'asc', q: undefined, active: undefined, country: undefined });
    expect(catalogAddresses.products.read(new URLSearchParams('sort=price')).sort).toBe('price');
    expect(catalogAddresses.types.href(catalogAddresses.types.read(new URLSearchParams()))).toBe(
      '/admin/catalogue/types',
    );
  });
});
