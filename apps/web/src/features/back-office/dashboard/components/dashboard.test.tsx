import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { type AdminDashboard, getDashboardQueryOptions } from '../api/get-dashboard';
import { Dashboard } from './dashboard';

const texts = {
  AdminOrdersToday: 'Заказов сегодня',
  AdminRevenueToday: 'Выручка сегодня',
  AdminOverdue: 'Просрочено',
  AdminOverdueOrders: 'Просроченные заказы',
  AdminNoOverdue: 'Просроченных заказов нет',
  AdminCustomer: 'Клиент',
  AdminStatusInProgress: 'В работе',
  AdminDayOf: 'Данные на %s, время московское',
  AdminRevenueHint: 'Оплаченные заказы, без отменённых',
  AdminRevenueMonth: 'Выручка за месяц',
  AdminAwaitingFulfilment: 'Ждут исполнения',
  AdminAwaitingHint: 'Оплачены или в работе',
  AdminOverdueHint: 'Срок прошёл, документы не сданы',
  AdminConsultationsToday: 'Заявок на консультацию сегодня',
  AdminOrderNumber: 'Заказ',
  AdminExpectedDate: 'Ожидался',
  Status: 'Статус',
  Total: 'Итого',
  AdminDashRateImportFailed: 'Загрузка курса ЦБ РФ за %s не удалась: %s.',
  AdminDashRateOpen: 'Открыть курс рубля',
  AdminRefundsToMake: 'Возвраты к выполнению',
  AdminNoRefundsToMake: 'Возвратов к выполнению нет',
  AdminRefundAmount: 'Сумма',
  AdminReason: 'Причина',
  AdminRefundDueSince: 'К возврату с',
  AdminPaymentProvider: 'Платёжная система',
  AdminProviderBankTransfer: 'банковский перевод',
  AdminPaymentTest: 'Тест, без денег',
  RefundPaidTwice: 'Оплачен повторно: заказ уже был оплачен другим платежом',
};

const figures: AdminDashboard = {
  day: '2026-06-11',
  orders_today: 4,
  revenue_today: { eur_cents: 1_234_590, rub: 1_215_432 },
  revenue_month: { eur_cents: 2_000_000, rub: 1_969_000 },
  awaiting_fulfilment: 3,
  overdue: 12,
  overdue_orders: [
    {
      id: 7,
      number: 'RD-000007',
      email: 'buyer@example.test',
      customer: 'ООО «Покупатель»',
      status: 'in_progress',
      expected_date: '2026-06-09',
      total_eur_cents: 4_590,
    },
  ],
  consultations_today: 2,
  rate_import_failure: null,
  refunds_due: { count: 0, payments: [] },
};

function renderDashboard(data: AdminDashboard) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getDashboardQueryOptions().queryKey, data);
  return renderWithProviders(<Dashboard />, { queryClient, texts, url: '/admin' });
}

describe('the back-office dashboard', () => {
  it('shows the figures in cards, money in euros with cents and whole roubles', () => {
    renderDashboard(figures);
    expect(screen.getByText('Данные на 11.06.2026, время московское')).toBeInTheDocument();
    expect(screen.getByTestId('admin-card-orders-today')).toHaveTextContent('Заказов сегодня4');
    const revenue = screen.getByTestId('admin-card-revenue-today');
    expect(revenue).toHaveTextContent('12 345,90 €');
    expect(revenue).toHaveTextContent('1 215 432 ₽');
    // The cards with a list behind them are links: reached with Tab, opened with Enter.
    expect(within(screen.getByTestId('admin-card-overdue')).getByRole('link')).toBeInTheDocument();
    expect(within(revenue).queryByRole('link')).toBeNull();
  });

  it('leads each counting card to the orders list filtered to what it counts', () => {
    renderDashboard(figures);
    const link = (testId: string) => within(screen.getByTestId(testId)).getByRole('link');
    expect(link('admin-card-orders-today')).toHaveAttribute(
      'href',
      '/admin/orders?created_from=2026-06-11&created_to=2026-06-11',
    );
    expect(link('admin-card-awaiting')).toHaveAttribute('href', '/admin/orders?awaiting=1');
    expect(link('admin-card-overdue')).toHaveAttribute('href', '/admin/orders?overdue=1');
  });

  it('lists the overdue orders in a table, each leading to its order, and says how many there are', () => {
    renderDashboard(figures);
    expect(screen.getByRole('heading', { name: 'Просроченные заказы (12)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Просроченные заказы' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('link', { name: 'RD-000007' })).toHaveAttribute('href', '/admin/orders/7');
    expect(row).toHaveTextContent('ООО «Покупатель»');
    expect(row).toHaveTextContent('В работе');
    expect(row).toHaveTextContent('09.06.2026');
    expect(row).toHaveTextContent('45,90 €');
  });

  it('warns of a failed rate import with its day and reason, and leads to the rates screen', () => {
    renderDashboard(figures);
    expect(screen.queryByTestId('admin-rate-import-failure')).toBeNull();
    renderDashboard({
      ...figures,
      rate_import_failure: { day: '2026-06-11', started_at: '2026-06-11T09:00:00.000Z', error: 'HTTP 503' },
    });
    const warning = screen.getByTestId('admin-rate-import-failure');
    expect(warning).toHaveTextContent('Загрузка курса ЦБ РФ за 11.06.2026 не удалась: HTTP 503.');
    expect(within(warning).getByRole('link', { name: 'Открыть курс рубля' })).toHaveAttribute(
      'href',
      '/admin/rates',
    );
  });

  it('lists the refunds to make, each leading to its order, with the reason in words and test payments marked', () => {
    renderDashboard(figures);
    expect(screen.getByText('Возвратов к выполнению нет')).toBeInTheDocument();
    renderDashboard({
      ...figures,
      refunds_due: {
        count: 3,
        payments: [
          {
            payment_id: 31,
            order_id: 9,
            number: 'RD-000009',
            amount_rub: 1_162,
            reason: 'RefundPaidTwice',
            refund_due_at: '2026-06-10T08:00:00.000Z',
            provider: 'sandbox',
            test: true,
          },
          {
            payment_id: 32,
            order_id: 10,
            number: 'RD-000010',
            amount_rub: 5_000,
            reason: 'Клиент передумал',
            refund_due_at: '2026-06-11T08:00:00.000Z',
            provider: 'yookassa',
            test: false,
          },
        ],
      },
    });
    expect(screen.getByRole('heading', { name: 'Возвраты к выполнению (3)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Возвраты к выполнению' });
    const [, paidTwice, cancelled] = within(table).getAllByRole('row');
    expect(within(paidTwice!).getByRole('link', { name: 'RD-000009' })).toHaveAttribute(
      'href',
      '/admin/orders/9',
    );
    expect(paidTwice).toHaveTextContent('1 162 ₽');
    expect(paidTwice).toHaveTextContent('Оплачен повторно: заказ уже был оплачен другим платежом');
    expect(paidTwice).toHaveTextContent('10.06.2026');
    expect(within(paidTwice!).getByTestId('payment-test-badge')).toHaveTextContent('Тест, без денег');
    // A manager's own reason is shown as written; a real payment carries no test mark.
    expect(cancelled).toHaveTextContent('Клиент передумал');
    expect(within(cancelled!).queryByTestId('payment-test-badge')).toBeNull();
  });

  it('says so when nothing is overdue', () => {
    renderDashboard({ ...figures, overdue: 0, overdue_orders: [] });
    expect(screen.getByText('Просроченных заказов нет')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
