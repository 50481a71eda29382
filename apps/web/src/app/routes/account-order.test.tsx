import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderFixture } from '@/testing/checkout';
import { mockFormApi, submittedCalls } from '@/testing/forms';
import { renderRoutes } from '@/testing/render';
import { startWithToken } from '@/testing/session';
import { Component as AccountOrderPage } from './account-order';

afterEach(() => vi.unstubAllGlobals());

function renderAt(url: string) {
  return renderRoutes([{ path: '/account/orders/:id', element: <AccountOrderPage /> }], {
    initialEntries: [url],
  });
}

describe('/account/orders/:id', () => {
  beforeEach(() => startWithToken('key-1'));

  it('pays an unpaid card order from its own page', async () => {
    const fetchMock = mockFormApi((path) =>
      path.startsWith('/api/pay-order')
        ? // Refused here: a payment form would take the page to the provider.
          Response.json({ error: 'OrderCannotBePaid' }, { status: 409 })
        : Response.json({ order: orderFixture() }),
    );
    renderAt('/account/orders/42');
    const pay = await screen.findByTestId('pay-order');
    expect(screen.getByTestId('order-details')).toHaveTextContent('OrderStatusAwaitingPayment');
    await userEvent.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('OrderCannotBePaid');
    const calls = submittedCalls(fetchMock).map((call) => call.path);
    expect(calls).toContain('/api/get-order?order_id=42');
    expect(calls.some((path) => path.startsWith('/api/pay-order?order_id=42'))).toBe(true);
  });

  it('offers no payment for a paid order, and says so for an address without an order id', async () => {
    mockFormApi(() => Response.json({ order: orderFixture({ status: 'paid', can_pay: false }) }));
    renderAt('/account/orders/42');
    expect(await screen.findByTestId('order-details')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-order')).toBeNull();
  });

  it('takes no order id that is not a number', () => {
    mockFormApi(() => Response.json({}));
    renderAt('/account/orders/abc');
    expect(screen.getByTestId('order-not-found')).toBeInTheDocument();
  });
});
