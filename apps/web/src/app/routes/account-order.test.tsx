import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderFixture } from '@/testing/checkout';
import { mockFormApi, submittedCalls } from '@/testing/forms';
import { renderRoutes } from '@/testing/render';
import { startWithToken } from '@/testing/session';
import { Component as AccountOrderPage } from './account-order';

afterEach(() => vi.unstubAllGlobals());

const texts = {
  ExpectedReadyDate: 'Ожидаемая дата готовности',
  ReadyDaysAfterPayment: 'через %s после оплаты',
  WorkingDay_few: '%s рабочих дня',
};

function renderAt(url: string) {
  return renderRoutes([{ path: '/account/orders/:id', element: <AccountOrderPage /> }], {
    initialEntries: [url],
    texts,
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
    // No ready day before the payment (the back-office shows none either): the working days instead.
    expect(screen.queryByTestId('expected-date')).toBeNull();
    expect(screen.getByTestId('expected-after-payment')).toHaveTextContent(
      'через 2 рабочих дня после оплаты',
    );
    await userEvent.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('OrderCannotBePaid');
    const calls = submittedCalls(fetchMock).map((call) => call.path);
    expect(calls).toContain('/api/get-order?order_id=42');
    expect(calls.some((path) => path.startsWith('/api/pay-order?order_id=42'))).toBe(true);
  });

  it('offers no payment for a paid order, and says so for an address without an order id', async () => {
    mockFormApi(() =>
      Response.json({
        order: orderFixture({
          status: 'paid',
          can_pay: false,
          paid_at: '2026-03-02T12:00:00Z',
          expected_date: '2026-03-04',
        }),
      }),
    );
    renderAt('/account/orders/42');
    expect(await screen.findByTestId('order-details')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-order')).toBeNull();
    expect(screen.getByTestId('expected-date')).toHaveTextContent('04.03.2026');
    expect(screen.queryByTestId('expected-after-payment')).toBeNull();
  });

  it('takes no order id that is not a number', () => {
    mockFormApi(() => Response.json({}));
    renderAt('/account/orders/abc');
    expect(screen.getByTestId('order-not-found')).toBeInTheDocument();
  });
});
