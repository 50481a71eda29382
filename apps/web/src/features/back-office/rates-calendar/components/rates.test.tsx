import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { type AdminRates, getRatesQueryOptions } from '../api/get-rates';
import { Rates } from './rates';

const texts = {
  AdminRateCurrent: 'Курс сегодня',
  AdminRateSince: 'с %s,',
  AdminRateSourceManual: 'вручную',
  AdminRateSourceCbr: 'ЦБ РФ',
  AdminRateImportTitle: 'Загрузка курса ЦБ РФ',
  AdminRateImportOn: 'Ежедневная загрузка включена.',
  AdminRateImportLast: 'Последняя загрузка',
  AdminRateLastSuccess: 'Последняя успешная',
  AdminRateImportFailed: 'ошибка: %s',
  AdminRateImportSucceeded: 'курс %s ₽ на %s',
  AdminRateTriggerJob: 'по расписанию',
  AdminRateImportNow: 'Загрузить сейчас',
  AdminRateSetTitle: 'Задать курс',
  AdminRateAdminOnly: 'Курс задаёт администратор.',
  AdminRateHistory: 'История курса',
  AdminRateDay: 'День',
  AdminRateValue: 'Курс, ₽ за 1 €',
  AdminRateSave: 'Сохранить курс',
  AdminRateImportNever: 'загрузок ещё не было',
  AdminRateSource: 'Источник',
  AdminRateAuthor: 'Кто задал',
  AdminRateCreated: 'Когда',
  AdminRateSetHint: 'Курс действует с выбранного дня',
  AdminRateSaved: 'Курс сохранён',
  RequiredField: 'обязательное поле',
};

const rates: AdminRates = {
  today: '2026-11-26',
  current: { id: 2, day: '2026-11-26', rate: '93.4512', source: 'cbr' },
  history: {
    count: 2,
    page: 1,
    list: [
      {
        id: 2,
        day: '2026-11-26',
        rate: '93.4512',
        source: 'cbr',
        author: null,
        created_at: '2026-11-25T12:00:00.000Z',
      },
      {
        id: 1,
        day: '2026-11-20',
        rate: '97.3',
        source: 'manual',
        author: { id: 5, email: 'admin@example.test' },
        created_at: '2026-11-20T08:00:00.000Z',
      },
    ],
  },
  import: {
    enabled: true,
    url: 'https://www.cbr.ru/scripts/XML_daily.asp',
    last: {
      id: 9,
      day: '2026-11-26',
      trigger: 'job',
      status: 'failed',
      started_at: '2026-11-26T06:00:00.000Z',
      finished_at: '2026-11-26T06:00:10.000Z',
      rate: null,
      rate_day: null,
      error: 'HTTP 503 from https://www.cbr.ru/scripts/XML_daily.asp',
    },
    last_success: null,
  },
};

function renderRates(isAdmin: boolean) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getRatesQueryOptions(1).queryKey, rates);
  return renderWithProviders(<Rates isAdmin={isAdmin} />, {
    queryClient,
    texts,
    url: '/admin/rates',
  });
}

describe('the rates screen', () => {
  it('shows the rate in force, the failed import with its reason, and the history', () => {
    renderRates(false);
    expect(screen.getByTestId('admin-rate-value')).toHaveTextContent('93,4512');
    expect(screen.getByTestId('admin-rate-current')).toHaveTextContent('с 26.11.2026, ЦБ РФ');
    expect(screen.getByText(/ошибка: HTTP 503/)).toBeInTheDocument();
    const rows = within(screen.getByTestId('admin-rate-history')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('20.11.202697,30вручнуюadmin@example.test');
  });

  it('gives a manager no controls and an administrator the import and the manual rate', () => {
    const { unmount } = renderRates(false);
    expect(screen.queryByRole('button', { name: 'Загрузить сейчас' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Задать курс' })).not.toBeInTheDocument();
    expect(screen.getByText('Курс задаёт администратор.')).toBeInTheDocument();
    unmount();
    renderRates(true);
    expect(screen.getByRole('button', { name: 'Загрузить сейчас' })).toBeEnabled();
    const form = screen.getByRole('form', { name: 'Задать курс' });
    expect(within(form).getByLabelText(/^День/)).toHaveValue('2026-11-26');
    expect(within(form).getByRole('button', { name: 'Сохранить курс' })).toBeInTheDocument();
  });
});
