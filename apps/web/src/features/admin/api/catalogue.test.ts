import { describe, expect, it } from 'vitest';
import { catalogueListSearch, parseCatalogueListState } from './catalogue';

describe('the catalogue list in the address', () => {
  it('reads page, sort, direction, search, activity and country, and writes them back', () => {
    const state = parseCatalogueListState(
      'products',
      new URLSearchParams('page=3&sort=price&dir=desc&q=%20апостиль%20&active=0&country=2'),
    );
    expect(state).toEqual({ page: 3, sort: 'price', dir: 'desc', q: 'апостиль', active: '0', country: 2 });
    expect(parseCatalogueListState('products', new URLSearchParams(catalogueListSearch(state)))).toEqual(
      state,
    );
  });

  it('falls back to the defaults for anything it does not know', () => {
    expect(
      parseCatalogueListState(
        'purposes',
        new URLSearchParams('page=-1&sort=price&dir=up&active=2&country=5'),
      ),
    ).toEqual({ page: 1, sort: 'sort', dir: 'asc', q: '', active: '', country: undefined });
    expect(catalogueListSearch(parseCatalogueListState('types', new URLSearchParams()))).toBe('?sort=sort');
  });
});
