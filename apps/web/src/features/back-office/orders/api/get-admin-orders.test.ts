import { describe, expect, it } from 'vitest';
import { adminOrdersAddress, adminOrdersPath } from '@/lib/back-office/orders-address';

const read = (search: string) => adminOrdersAddress.read(new URLSearchParams(search));

describe('the orders list view in the address', () => {
  it('reads the defaults from an empty address and writes none back', () => {
    const view = read('');
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
      customer: undefined,
    });
    expect(adminOrdersAddress.href(view)).toBe('/admin/orders');
  });

  it('keeps search, filters, sort and page through a round trip', () => {
    const search =
      '?q=RD-000042&customer=7&status=in_progress&created_from=2026-01-01&created_to=2026-01-31&payment_method=invoice&overdue=1&awaiting=1&sort=total&dir=asc&page=3';
    const view = read(search);
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
    expect(adminOrdersAddress.href(view)).toBe(`/admin/orders${search}`);
  });

  it('drops what it does not know rather than sending it to the server', () => {
    const view = read(
      'status=lost&sort=drop&dir=up&page=-2&created_from=yesterday&payment_method=cash&q=%20%20&customer=x1&awaiting=yes',
    );
    expect(adminOrdersAddress.href(view)).toBe('/admin/orders');
  });

  it("links the dashboard's cards to the list with one filter", () => {
    expect(adminOrdersPath({ awaiting: true })).toBe('/admin/orders?awaiting=1');
  });
});
