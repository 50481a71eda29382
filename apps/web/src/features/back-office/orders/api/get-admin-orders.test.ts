import { describe, expect, it } from 'vitest';
import { adminOrdersSearch, parseAdminOrdersView } from '@/lib/back-office/orders-address';

describe('the orders list view in the address', () => {
  it('reads the defaults from an empty address and writes none back', () => {
    const view = parseAdminOrdersView(new URLSearchParams(''));
    expect(view).toEqual({
      page: 1,
      sort: 'created',
      dir: 'desc',
      status: undefined,
      created_from: undefined,
      created_to: undefined,
      payment_method: undefined,
      overdue: false,
      awaiting: false,
      q: undefined,
    });
    expect(adminOrdersSearch(view)).toBe('');
  });

  it('keeps search, filters, sort and page through a round trip', () => {
    const search =
      '?q=RD-000042&customer=7&status=in_progress&created_from=2026-01-01&created_to=2026-01-31&payment_method=invoice&overdue=1&awaiting=1&sort=total&dir=asc&page=3';
    const view = parseAdminOrdersView(new URLSearchParams(search));
    expect(view).toMatchObject({
      q: 'RD-000042',
      customer: 7,
      status: 'in_progress',
      overdue: true,
      awaiting: true,
      sort: 'total',
      dir: 'asc',
      page: 3,
    });
    expect(adminOrdersSearch(view)).toBe(search);
  });

  it('drops what it does not know rather than sending it to the server', () => {
    const view = parseAdminOrdersView(
      new URLSearchParams(
        'status=lost&sort=drop&dir=up&page=-2&created_from=yesterday&payment_method=cash&q=%20%20&customer=x1&awaiting=yes',
      ),
    );
    expect(adminOrdersSearch(view)).toBe('');
  });
});
