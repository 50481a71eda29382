import type { CartItemWire } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSettingsQueryOptions, type Settings } from '@/lib/settings/get-settings';
import { userFixture } from '@/testing/account';
import { cartItemFixture, orderFixture } from '@/testing/checkout';
import { mockFormApi, renderForm } from '@/testing/forms';
import { resetBrowserSession } from '@/testing/session';
import { CheckoutView } from './checkout-view';

const texts = {
  LastName: 'Фамилия',
  FirstName: 'Имя',
  PlaceOrder: 'Оформить заказ',
  UserExists: 'Этот e-mail уже зарегистрирован',
  UserExistsCheckout: 'Войдите в личный кабинет — данные и корзина сохранятся',
  LoginToContinue: 'Войти и продолжить',
  OrderPlacedRedirecting: 'Заказ оформлен, переходим дальше…',
};

const cart = [cartItemFixture({ id: 11 }), cartItemFixture({ id: 12, product_name: 'Справка' })];

describe('the checkout page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetBrowserSession();
  });

  it('drops the user-exists notice and its error once the cart changes (spec section 4)', async () => {
    mockFormApi((path) =>
      path === '/api/save-order'
        ? Response.json({ userExists: true, error: 'UserExists' }, { status: 409 })
        : Response.json({ date: '2026-03-02', estimate: false }),
    );
    const ui = userEvent.setup();
    const { queryClient } = renderForm(<CheckoutView />, { texts });
    // As a cart call's answer (applyCart) or settings asked again after another tab's change put it.
    const setCart = async (next: CartItemWire[]) => {
      queryClient.setQueryData<Settings>(getSettingsQueryOptions('ru-RU').queryKey, (settings) =>
        settings ? { ...settings, cart: next } : settings,
      );
      await waitFor(() => expect(screen.getAllByTestId('checkout-item')).toHaveLength(next.length));
    };
    await setCart(cart);

    await ui.type(await screen.findByRole('textbox', { name: /^Фамилия/ }), 'Иванова');
    await ui.type(screen.getByRole('textbox', { name: /^Имя/ }), 'Анна');
    await ui.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'anna@example.com');
    await ui.type(screen.getByRole('textbox', { name: /^Телефон/ }), '9123456789');
    await ui.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(await screen.findByTestId('user-exists')).toHaveTextContent(texts.UserExistsCheckout);
    expect(screen.getByRole('alert')).toHaveTextContent(texts.UserExists);

    // A line removed (the popup, or another tab's change fetched with settings): both go, the form stays.
    await setCart(cart.slice(0, 1));
    expect(screen.queryByTestId('user-exists')).toBeNull();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('anna@example.com');
  });

  it("puts what the cart has to say at the top of the order's summary", async () => {
    mockFormApi(() => Response.json({ date: '2026-03-02', estimate: false }));
    const { queryClient } = renderForm(<CheckoutView cartNotices={<p>Цена изменилась</p>} />, { texts });
    queryClient.setQueryData<Settings>(getSettingsQueryOptions('ru-RU').queryKey, (settings) =>
      settings ? { ...settings, cart } : settings,
    );
    const summary = await screen.findByTestId('checkout-summary');
    expect(within(summary).getByText('Цена изменилась')).toBeInTheDocument();
  });

  it('brings a spinner where the customer is, at the bottom of the form, once the order is placed', async () => {
    const scrolledIntoView: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolledIntoView.push(this);
    });
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    try {
      const answer = {
        user: { ...userFixture(), auth_key: 'new-key' },
        order: orderFixture(),
        payment_form: null,
      };
      mockFormApi((path) =>
        path === '/api/save-order'
          ? Response.json(answer)
          : Response.json({ date: '2026-03-02', estimate: false }),
      );
      const ui = userEvent.setup();
      const { queryClient } = renderForm(<CheckoutView />, { texts });
      queryClient.setQueryData<Settings>(getSettingsQueryOptions('ru-RU').queryKey, (settings) =>
        settings ? { ...settings, cart } : settings,
      );
      await ui.type(await screen.findByRole('textbox', { name: /^Фамилия/ }), 'Иванова');
      await ui.type(screen.getByRole('textbox', { name: /^Имя/ }), 'Анна');
      await ui.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'anna@example.com');
      await ui.type(screen.getByRole('textbox', { name: /^Телефон/ }), '9123456789');
      await ui.click(screen.getByRole('button', { name: 'Оформить заказ' }));

      const leaving = await screen.findByTestId('checkout-leaving');
      expect(within(leaving).getByRole('status')).toHaveTextContent(texts.OrderPlacedRedirecting);
      expect(scrolledIntoView).toContain(leaving);
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});
