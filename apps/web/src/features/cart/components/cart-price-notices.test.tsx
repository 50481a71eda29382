import type { CartItemWire } from '@storefront/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSettingsQueryOptions, type Settings } from '@/lib/settings/get-settings';
import { cartItemFixture } from '@/testing/checkout';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { resetBrowserSession } from '@/testing/session';
import CartPopup from './cart-popup';

const texts = {
  Cart: 'Корзина',
  CartPriceChangedSince: 'Цена «%s» (%s) изменилась с %s на %s с тех пор, как вы добавили документ в корзину',
};

/** A line whose catalog price went from 10.50 € (1 031 ₽) to 12.00 € (1 178 ₽) since it was added. */
const repriced = cartItemFixture({
  id: 11,
  product_price: '12.00 €',
  product_price_num: 12,
  product_ruble_price_num: 1_178,
  price_change: { from_price_num: 10.5, from_ruble_price_num: 1_031 },
});
const { price_change: _told, ...accepted } = repriced;

/** The cart popup over `cart`, with the server's cart-prices-seen answering `answer`. */
function renderPopup(cart: CartItemWire[], answer: CartItemWire[]) {
  localStorage.setItem('cart_ids', JSON.stringify(cart.map((line) => line.id)));
  localStorage.setItem('cart_key', 'k'.repeat(43));
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    Response.json({ cart: answer }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createTestQueryClient();
  const result = renderWithProviders(<ReopenablePopup />, { queryClient, texts });
  queryClient.setQueryData<Settings>(getSettingsQueryOptions('ru-RU').queryKey, (settings) =>
    settings
      ? { ...settings, cart, settings: { ...settings.settings, rubleCourse: 98.1, paymentMethods: ['card'] } }
      : settings,
  );
  return { ...result, queryClient, fetchMock };
}

/** The popup, open, with a button that closes or opens it again. */
function ReopenablePopup() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        reopen
      </button>
      <CartPopup open={open} onOpenChange={setOpen} returnFocusTo={createRef<HTMLElement>()} />
    </>
  );
}

const seenCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/cart-prices-seen');

describe('the notice of a price changed since the line was added', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetBrowserSession();
  });

  it('says so once: the server is told what was shown, and the notice stays until the cart is closed', async () => {
    const { fetchMock } = renderPopup([repriced], [accepted]);
    const notice = await screen.findByTestId('cart-price-notice');
    expect(notice).toHaveTextContent(
      'Цена «Выписка из ЕГРЮЛ» (ООО «Ромашка») изменилась с 10,50 € (1 031 ₽) на 12 € (1 178 ₽)',
    );
    expect(screen.getByTestId('cart-price-notices')).toHaveAttribute('role', 'status');

    await waitFor(() => expect(seenCalls(fetchMock)).toHaveLength(1));
    const body = seenCalls(fetchMock)[0]![1]!.body as FormData;
    expect(Object.fromEntries(body.entries())).toMatchObject({
      'seen[0][id]': '11',
      'seen[0][price]': '12.00',
      'seen[0][ruble_price]': '1178',
      'cart_ids[]': '11',
      cart_key: 'k'.repeat(43),
    });
    // The cart came back without the notice: still shown here, and nothing more is sent.
    await waitFor(() => expect(screen.getByTestId('cart-item-eur')).toHaveTextContent('12 €'));
    expect(screen.getByTestId('cart-price-notice')).toBeInTheDocument();
    expect(seenCalls(fetchMock)).toHaveLength(1);

    // Closed and opened again: not said again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('cart-item')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'reopen' }));
    expect(await screen.findByTestId('cart-item')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-price-notice')).toBeNull();
    expect(seenCalls(fetchMock)).toHaveLength(1);
  });

  it('tells a new rouble rate by its roubles alone', async () => {
    const rate = cartItemFixture({
      id: 12,
      product_price_num: 10.5,
      product_ruble_price_num: 1_100,
      price_change: { from_price_num: 10.5, from_ruble_price_num: 1_031 },
    });
    renderPopup([rate], [{ ...rate, price_change: undefined }]);
    expect(await screen.findByTestId('cart-price-notice')).toHaveTextContent('с 1 031 ₽ на 1 100 ₽');
  });

  it('says nothing of a line whose price did not change', async () => {
    const { fetchMock } = renderPopup([accepted], [accepted]);
    expect(await screen.findByTestId('cart-item')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-price-notices')).toBeNull();
    expect(seenCalls(fetchMock)).toHaveLength(0);
  });
});
