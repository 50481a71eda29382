import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { type AdminCustomerDetail } from '@storefront/contract';
import { getCustomerQueryOptions } from '../api/get-customer';
import { CustomerDetail } from './customer-detail';

const texts = {
  AdminRegistered: 'Зарегистрирован',
  AdminEmailConfirmed: 'E-mail подтверждён',
  AdminSessions: 'Сеансы',
  AdminSessionStarted: 'Начат',
  AdminSessionLastSeen: 'Последняя активность',
  AdminOrderDate: 'Дата',
  AdminBlockedSince: 'Заблокирован с %s. Причина: %s',
  Orders: 'Заказы',
};

/** Moments late in the UTC evening: in Moscow (UTC+3) they are past midnight, on the next day. */
const customer: AdminCustomerDetail = {
  id: 5,
  email: 'buyer@example.test',
  first_name: 'Иван',
  last_name: 'Петров',
  middle_name: null,
  phone: null,
  telegram: null,
  country: null,
  city: null,
  address: null,
  language_code: 'ru-RU',
  created_at: '2026-06-01T22:30:00.000Z',
  email_verified_at: '2026-06-01T22:31:00.000Z',
  blocked_at: '2026-06-12T23:59:00.000Z',
  blocked_reason: 'Спам',
  orders_total: 1,
  orders: [
    {
      id: 42,
      number: 'RD-000042',
      status: 'paid',
      created_at: '2026-06-03T21:15:00.000Z',
      total_eur: 5.9,
      total_rub: 581,
    },
  ],
  legal_entities_total: 0,
  legal_entities: [],
  sessions: [
    {
      id: 1,
      created_at: '2026-06-10T22:05:00.000Z',
      last_seen_at: '2026-06-11T21:40:00.000Z',
      ip: '203.0.113.5',
      user_agent: 'Mozilla/5.0',
      browser: 'Firefox',
      os: 'Linux',
    },
  ],
};

describe("the back-office's customer page", () => {
  it('shows every moment in Moscow time, as the lists do', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(getCustomerQueryOptions(customer.id).queryKey, customer);
    renderWithProviders(<CustomerDetail id={customer.id} />, {
      queryClient,
      texts,
      url: `/admin/customers/${customer.id}`,
    });
    const registered = screen.getByText('Зарегистрирован').closest('div')!;
    expect(registered).toHaveTextContent('02.06.2026 01:30');
    expect(screen.getByText('E-mail подтверждён').closest('div')).toHaveTextContent('02.06.2026');
    expect(screen.getByTestId('admin-customer-blocked')).toHaveTextContent(
      'Заблокирован с 13.06.2026 02:59. Причина: Спам',
    );
    const orders = screen.getByRole('table', { name: 'Заказы' });
    expect(within(orders).getByRole('row', { name: /RD-000042/ })).toHaveTextContent('04.06.2026 00:15');
    const [, session] = within(screen.getByTestId('admin-customer-sessions')).getAllByRole('row');
    expect(session).toHaveTextContent('11.06.2026 01:05');
    expect(session).toHaveTextContent('12.06.2026 00:40');
  });
});
