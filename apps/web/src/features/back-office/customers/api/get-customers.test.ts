import { describe, expect, it } from 'vitest';
import { customersAddress } from './get-customers';

describe('the customers list address', () => {
  it('reads the search, filter, sorting and page, and writes them back without the defaults', () => {
    const params = customersAddress.read(
      new URLSearchParams('q=%20ромашка%20&state=blocked&sort=orders&dir=asc&page=3'),
    );
    expect(params).toEqual({ q: 'ромашка', state: 'blocked', sort: 'orders', dir: 'asc', page: 3 });
    expect(customersAddress.read(new URL(customersAddress.href(params), 'http://x').searchParams)).toEqual(
      params,
    );
    expect(customersAddress.href({ sort: 'created', dir: 'desc', page: 1 })).toBe('/admin/customers');
  });

  it('falls back to the defaults for anything it does not know', () => {
    expect(customersAddress.read(new URLSearchParams('state=deleted&sort=password&dir=up&page=-2'))).toEqual({
      q: undefined,
      state: undefined,
      sort: 'created',
      dir: 'desc',
      page: 1,
    });
    expect(customersAddress.read(new URLSearchParams(`q=${'x'.repeat(300)}&page=1.5`))).toMatchObject({
      page: 1,
    });
    expect(customersAddress.read(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(255);
  });
});
