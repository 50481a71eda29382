import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { getSettingsQueryOptions, type Settings } from '@/lib/settings/get-settings';
import { cartItemFixture } from '@/testing/checkout';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import CartPopup from './cart-popup';

const texts = {
  Cart: 'Корзина',
  DurationUpTo: 'до %s рабочих дней',
  CheckoutButton: 'Оформить заказ',
  CheckoutSoon: 'Оформление заказов скоро откроется',
};

/** The popup over a cart of one line (or the given lines), in a shop with the given rate and ways to pay. */
function renderPopup(
  shop: Pick<Settings['settings'], 'rubleCourse' | 'paymentMethods'>,
  lines?: ReturnType<typeof cartItemFixture>[],
) {
  const queryClient = createTestQueryClient();
  const item = cartItemFixture({
    product_price_num: 10.5,
    product_ruble_price_num: shop.rubleCourse === null ? null : 1_034,
  });
  const result = renderWithProviders(
    <CartPopup open onOpenChange={() => {}} returnFocusTo={createRef<HTMLElement>()} />,
    { queryClient, texts },
  );
  queryClient.setQueryData<Settings>(getSettingsQueryOptions('ru-RU').queryKey, (settings) =>
    settings ? { ...settings, cart: lines ?? [item], settings: { ...settings.settings, ...shop } } : settings,
  );
  return result;
}

describe('the cart popup', () => {
  it('leads to the checkout in a shop that takes orders, with prices in euros and roubles', async () => {
    renderPopup({ rubleCourse: 98.45, paymentMethods: ['card', 'invoice'] });
    expect(await screen.findByRole('link', { name: texts.CheckoutButton })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(screen.getByTestId('cart-item-rub')).toHaveTextContent('1 034 ₽');
    expect(screen.getByTestId('cart-total-rub')).toBeInTheDocument();
  });

  it('gives documents of different terms the longest one: "до 5 рабочих дней"', async () => {
    renderPopup({ rubleCourse: 98.45, paymentMethods: ['card'] }, [
      cartItemFixture({ id: 1, product_duration: { from: 1, to: 2, text: '1' } }),
      cartItemFixture({ id: 2, product_duration: { from: 3, to: 5, text: '3' } }),
    ]);
    expect(await screen.findByTestId('cart-duration')).toHaveTextContent('до 5 рабочих дней');
  });

  it('shows euro prices only and no checkout while the shop has no rouble rate', async () => {
    renderPopup({ rubleCourse: null, paymentMethods: [] });
    expect(await screen.findByTestId('checkout-closed')).toHaveTextContent(texts.CheckoutSoon);
    expect(screen.queryByRole('link', { name: texts.CheckoutButton })).toBeNull();
    expect(screen.getByTestId('cart-item-eur')).toHaveTextContent('10,50 €');
    expect(screen.queryByTestId('cart-item-rub')).toBeNull();
    expect(screen.queryByTestId('cart-total-rub')).toBeNull();
  });

  it('offers no checkout with a rate but no way to pay', async () => {
    renderPopup({ rubleCourse: 98.45, paymentMethods: [] });
    expect(await screen.findByTestId('checkout-closed')).toBeVisible();
  });
});
