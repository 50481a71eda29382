import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { type AdminSetup } from '@storefront/contract';
import { getSetupQueryOptions } from '../api/get-setup';
import { SetupChecklist } from './setup-checklist';

const texts = {
  AdminSetupTitle: 'Запуск магазина',
  AdminSetupLead: 'Что нужно сделать, прежде чем магазин начнёт продавать',
  AdminSetupDemo: 'Это демо-магазин',
  AdminSetupProgress: 'Готово %s из %s',
  AdminSetupDone: 'Готово',
  AdminSetupToDo: 'Не сделано',
  AdminSetupOpen: 'Открыть',
  AdminSetupAdministrator: 'Администратор создан',
  AdminSetupSeller: 'Реквизиты продавца для счетов и актов',
  AdminSetupSellerHint: 'Без них оплата по счёту не предлагается',
  AdminSetupRate: 'Курс рубля',
  AdminSetupRateHint: 'Задайте вручную или загрузите из ЦБ',
  AdminSetupPayments: 'Платёжная система',
  AdminSetupPaymentsHint: 'Задаётся на сервере: PAYMENT_PROVIDER',
  AdminSetupPaymentMethods: 'Сейчас покупатели могут платить: %s',
  AdminSetupNoCheckout: 'Сейчас заказы не принимаются',
  PaymentInvoice: 'Счёт для юрлиц и ИП',
};

function renderChecklist(setup: AdminSetup) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getSetupQueryOptions().queryKey, setup);
  return renderWithProviders(<SetupChecklist />, { queryClient, texts, url: '/admin' });
}

const item = (key: AdminSetup['items'][number]['key'], done: boolean, detail: string | null = null) => ({
  key,
  done,
  detail,
});

describe('the set-up checklist', () => {
  it('lists what is left with the way to each, and what is done without one', () => {
    renderChecklist({
      mode: 'production',
      complete: false,
      items: [
        item('administrator', true),
        item('seller', false),
        item('rate', true, '98.45'),
        item('payments', false),
      ],
      payment_methods: ['invoice'],
    });
    const list = screen.getByRole('region', { name: 'Запуск магазина' });
    expect(within(list).getByText('Готово 2 из 4')).toBeVisible();
    expect(within(list).getByText(texts.AdminSetupLead)).toBeVisible();

    const seller = within(list).getByTestId('setup-seller');
    expect(seller).toHaveAttribute('data-done', 'false');
    expect(within(seller).getByText(texts.AdminSetupSellerHint)).toBeVisible();
    expect(
      within(seller).getByRole('link', { name: 'Открыть: Реквизиты продавца для счетов и актов' }),
    ).toHaveAttribute('href', '/admin/site/seller');
    // Set on the server: a hint, no link.
    expect(within(within(list).getByTestId('setup-payments')).queryByRole('link')).toBeNull();

    const rate = within(list).getByTestId('setup-rate');
    expect(rate).toHaveAttribute('data-done', 'true');
    // The rate in the Russian marks.
    expect(rate).toHaveTextContent('Курс рубля · 98,45 — Готово');
    expect(within(rate).queryByRole('link')).toBeNull();
    expect(within(rate).queryByText(texts.AdminSetupRateHint)).toBeNull();

    expect(within(list).getByTestId('setup-payment-methods')).toHaveTextContent(
      'Сейчас покупатели могут платить: Счёт для юрлиц и ИП',
    );
  });

  it('says no orders are taken while there is no way to pay, and that the demo is the demo', () => {
    renderChecklist({
      mode: 'demo',
      complete: false,
      items: [item('administrator', false)],
      payment_methods: [],
    });
    expect(screen.getByText(texts.AdminSetupDemo)).toBeVisible();
    expect(screen.getByTestId('setup-payment-methods')).toHaveTextContent(texts.AdminSetupNoCheckout);
  });

  it('is gone once everything is done', () => {
    renderChecklist({
      mode: 'production',
      complete: true,
      items: [item('administrator', true)],
      payment_methods: [],
    });
    expect(screen.queryByTestId('setup-checklist')).toBeNull();
  });
});
