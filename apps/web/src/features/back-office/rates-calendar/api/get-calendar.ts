import { type AdminCalendar } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';

export const ADMIN_CALENDAR_KEY = [...USER_DATA_KEY, 'admin-calendar'] as const;

export function getCalendar(year: number, signal?: AbortSignal): Promise<AdminCalendar> {
  return callApi('adminCalendar', {}, { year }, signal);
}

export function getCalendarQueryOptions(year: number) {
  return queryOptions({
    queryKey: [...ADMIN_CALENDAR_KEY, year],
    queryFn: ({ signal }) => getCalendar(year, signal),
    staleTime: 5 * 60_000,
  });
}

export function useCalendar(year: number) {
  return useQuery(getCalendarQueryOptions(year));
}
