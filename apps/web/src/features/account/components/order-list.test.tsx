import type { OrderLine } from '@storefront/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFormApi } from '@/testing/forms';
import { renderRoutes } from '@/testing/render';
import { startWithToken } from '@/testing/session';
import { OrderList } from './order-list';

const line = (overrides: Partial<OrderLine>): OrderLine => ({
  id: 1,
  order_id: 2,
  order_number: 'RD-000002',
  company_name: 'ООО «Ромашка»',
  company_inn: '7707083893',
  company_country: 'RU',
  product_name: 'Выписка из ЕГРЮЛ на бумаге с печатью налоговой инспекции и подписью должностного лица',
  status: 'processing',
  order_status: 'paid',
  expected_date: '2026-12-04',
  expected_date_estimate: false,
  created_at: '2026-11-27T10:00:00.000Z',
  fulfilled_at: null,
  price_num: 18.9,
  ruble_price_num: 1861,
  file_url: null,
  shipment: null,
  ...overrides,
});

const texts = {
  ReadyDate: 'Готов',
  ReadyAfterPayment: 'после оплаты',
  OrderNumber: 'Заказ № %s',
  OrderOfDate: 'от %s',
};

afterEach(() => vi.unstubAllGlobals());

describe('OrderList', () => {
  beforeEach(() => startWithToken('key-1'));

  it('shows a ready day only once the order is paid, as the back-office does', async () => {
    mockFormApi(() =>
      Response.json({
        orders: {
          count: 3,
          page: 1,
          list: [
            line({
              id: 1,
              order_id: 3,
              order_number: 'RD-000003',
              order_status: 'awaiting_payment',
              expected_date: null,
            }),
            line({ id: 2 }),
            line({
              id: 3,
              order_id: 1,
              order_number: 'RD-000001',
              order_status: 'cancelled',
              expected_date: null,
            }),
          ],
        },
      }),
    );
    renderRoutes([{ path: '/account/orders', element: <OrderList /> }], {
      initialEntries: ['/account/orders'],
      texts,
    });

    const table = await screen.findByTestId('orders-table');
    const rows = Array.from(table.querySelectorAll<HTMLElement>('tbody tr'));
    const readyOf = (row: HTMLElement) => row.querySelector('[data-label="Готов"]')?.textContent;
    expect(rows.map(readyOf)).toEqual(['после оплаты', '04.12.2026', '—']);
    expect(within(rows[0]!).getByTestId('pay-order-link')).toBeInTheDocument();
  });

  it('keeps the whole name for assistive technology and a hover while the table shows two lines of it', async () => {
    const long = line({
      file_url: '/api/user-file?id=9',
      status: 'ready',
      fulfilled_at: '2026-12-01T09:00:00Z',
    });
    mockFormApi(() => Response.json({ orders: { count: 1, page: 1, list: [long] } }));
    renderRoutes([{ path: '/account/orders', element: <OrderList /> }], {
      initialEntries: ['/account/orders'],
      texts,
    });

    const name = await screen.findByTestId('order-product-name');
    expect(name).toHaveTextContent(long.product_name);
    expect(name).toHaveAttribute('title', long.product_name);
    expect(screen.getByTestId('order-number')).toHaveTextContent('Заказ № RD-000002');
    expect(screen.getByTestId('order-date')).toHaveTextContent('от 27.11.2026');
    expect(screen.getByRole('rowheader')).toHaveAccessibleName(expect.stringContaining(long.product_name));
  });
});
