import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { TOAST_WITH_LINK_MS } from '@/lib/toast';
import { cartItemFixture } from '@/testing/checkout';
import { settingsFixture } from '@/testing/fixtures';
import { AddToCartButton } from './add-to-cart-button';

const company = {
  id: 5,
  name: 'ООО «Ромашка»',
  inn: '7707083893',
  status: 'Действующая',
  type: 'ООО',
  country: 'RU',
  address: 'г. Москва',
  countryId: 1,
};
const product = { id: 3, name: 'Выписка из ЕГРЮЛ', price_num: 10.5 };

function Checkout() {
  const location = useLocation();
  return <h1>Оформление заказа {location.pathname}</h1>;
}

function renderButton() {
  const settings = settingsFixture('ru-RU');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      if (path === '/api/add-to-cart') return Response.json({ cart: [cartItemFixture()], cart_key: 'key' });
      return Response.json({
        ...settings,
        translations: {
          ...settings.translations,
          AddToCart: 'В корзину',
          InCart: 'В корзине',
          AddedToCart: 'Документ добавлен в корзину',
          CheckoutButton: 'Оформить заказ',
        },
      });
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/search', element: <AddToCartButton company={company} product={product} /> },
      { path: '/checkout', element: <Checkout /> },
    ],
    { initialEntries: ['/search'] },
  );
  render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('adding to the cart', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('says the document was added, with a link on to the checkout that the app follows', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'В корзину: Выписка из ЕГРЮЛ' }));
    expect(await screen.findByText('Документ добавлен в корзину')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Оформить заказ' });
    expect(link).toHaveAttribute('href', '/checkout');
    // The toast stays long enough to reach its link.
    expect(TOAST_WITH_LINK_MS).toBeGreaterThanOrEqual(5_000);

    // A plain click (jsdom has no pointer capture for sonner's swipe handling).
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Оформление заказа /checkout' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Документ добавлен в корзину')).toBeNull());
  });
});
