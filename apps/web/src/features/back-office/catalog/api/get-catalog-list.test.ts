import { describe, expect, it } from 'vitest';
import { catalogListSearch, parseCatalogListState } from './get-catalog-list';

describe('the catalog list in the address', () => {
  it('reads page, sort, direction, search, activity and country, and writes them back', () => {
    const state = parseCatalogListState(
      'products',
      new URLSearchParams('page=3&sort=price&dir=desc&q=%20апостиль%20&active=0&country=2'),
    );
    expect(state).toEqual({ page: 3, sort: 'price', dir: 'desc', q: 'апостиль', active: '0', country: 2 });
    expect(parseCatalogListState('products', new URLSearchParams(catalogListSearch(state)))).toEqual(state);
  });

  it('falls back to the defaults for anything it does not know', () => {
    expect(
      parseCatalogListState('purposes', new URLSearchParams('page=-1&sort=price&dir=up&active=2&country=5')),
    ).toEqual({ page: 1, sort: 'sort', dir: 'asc', q: '', active: '', country: undefined });
    expect(catalogListSearch(parseCatalogListState('types', new URLSearchParams()))).toBe('?sort=sort');
  });
});
