import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { type AdminCalendar } from '@storefront/contract';
import { getCalendarQueryOptions } from '../api/get-calendar';
import { ProductionCalendar } from './production-calendar';

const texts = {
  AdminCalendarDayOff: 'Праздник или перенесённый выходной',
  AdminCalendarWeekend: 'Выходной',
  AdminCalendarWorkingWeekend: 'Рабочий выходной',
  AdminCalendarShortened: 'Сокращённый день',
  AdminCalendarSource: 'Источник: %s, загружен %s',
  AdminCalendarNotLoaded: 'Постановление на %s год не загружено',
  AdminCalendarYears: 'Загруженные годы',
  AdminCalendarUploadTitle: 'Загрузить постановление',
  AdminCalendarUpload: 'Загрузить',
  AdminCalendarFile: 'Файл календаря',
  AdminCalendarYear: 'Год',
  AdminCalendarPrevYear: 'Предыдущий год',
  AdminCalendarNextYear: 'Следующий год',
  AdminCalendarLegend: 'Обозначения',
  AdminCalendarUploadHint: 'Файл calendar.xml или JSON',
};

const year2026: AdminCalendar = {
  year: 2026,
  loaded: true,
  source: 'xmlcalendar ru/2026/calendar.xml',
  loaded_at: '2026-01-10T09:00:00.000Z',
  days: [
    { day: '2026-01-01', kind: 'day_off', note: 'Новогодние каникулы' },
    { day: '2026-11-03', kind: 'shortened_day', note: '' },
    { day: '2026-12-27', kind: 'working_weekend_day', note: '' },
  ],
  years: [{ year: 2026, source: 'xmlcalendar ru/2026/calendar.xml', loaded_at: '2026-01-10T09:00:00.000Z' }],
};

function renderCalendar(data: AdminCalendar, isAdmin: boolean) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getCalendarQueryOptions(data.year).queryKey, data);
  return renderWithProviders(<ProductionCalendar year={data.year} isAdmin={isAdmin} />, {
    queryClient,
    texts,
    url: '/admin/calendar',
  });
}

describe('the production calendar screen', () => {
  it('draws twelve Monday-first months with the special days marked and named, and the source', () => {
    renderCalendar(year2026, false);
    // Plain selectors: role queries over twelve tables are slow in jsdom.
    const months = [...document.querySelectorAll('table')];
    expect(months).toHaveLength(12);
    expect(months[0]!.querySelector('caption')).toHaveTextContent(/январь/i);
    // January 2026 starts on a Thursday: three empty cells before the 1st.
    const firstWeek = months[0]!.querySelectorAll('tbody tr')[0]!;
    expect([...firstWeek.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '',
      '',
      '',
      '1 — Праздник или перенесённый выходной: Новогодние каникулы',
      '2',
      '3',
      '4',
    ]);
    const cell = (month: number, text: string) =>
      [...months[month]!.querySelectorAll('td')].find((candidate) => candidate.textContent?.startsWith(text));
    expect(cell(0, '1 ')).toHaveAttribute('data-kind', 'day_off');
    expect(cell(0, '3')).toHaveAttribute('data-kind', 'weekend');
    expect(cell(10, '3 ')).toHaveAttribute('data-kind', 'shortened_day');
    expect(cell(11, '27 ')).toHaveAttribute('data-kind', 'working_weekend_day');
    expect(screen.getByTestId('admin-calendar-source')).toHaveTextContent(
      'Источник: xmlcalendar ru/2026/calendar.xml, загружен 10.01.2026',
    );
    // A manager sees no upload.
    expect(screen.queryByRole('button', { name: 'Загрузить' })).not.toBeInTheDocument();
  });

  it('says when a year has no decree, and offers the upload to an administrator', () => {
    renderCalendar({ ...year2026, year: 2027, loaded: false, source: null, loaded_at: null, days: [] }, true);
    expect(screen.getByTestId('admin-calendar-source')).toHaveTextContent(
      'Постановление на 2027 год не загружено',
    );
    expect(screen.getByLabelText('Файл календаря')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('button', { name: 'Загрузить' })).toBeEnabled();
  });
});
