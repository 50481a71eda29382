import { describe, expect, it } from 'vitest';
import { customerListParams, customerListSearch } from './get-customers';

describe('the customers list address', () => {
  it('reads the search, filter, sorting and page, and writes them back without the defaults', () => {
    const params = customerListParams(
      new URLSearchParams('q=%20ромашка%20&state=blocked&sort=orders&dir=asc&page=3'),
    );
    expect(params).toEqual({ q: 'ромашка', state: 'blocked', sort: 'orders', dir: 'asc', page: 3 });
    expect(customerListParams(new URLSearchParams(customerListSearch(params).slice(1)))).toEqual(params);
    expect(customerListSearch({ q: '', state: undefined, sort: 'created', dir: 'desc', page: 1 })).toBe('');
  });

  it('falls back to the defaults for anything it does not know', () => {
    expect(customerListParams(new URLSearchParams('state=deleted&sort=password&dir=up&page=-2'))).toEqual({
      q: '',
      state: undefined,
      sort: 'created',
      dir: 'desc',
      page: 1,
    });
    expect(customerListParams(new URLSearchParams(`q=${'x'.repeat(300)}&page=1.5`))).toMatchObject({
      page: 1,
    });
    expect(customerListParams(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(255);
  });
});
