import { type AdminCalendar, CALENDAR_FILE_MAX_CHARS } from '@storefront/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';

export type { AdminCalendar };
export { CALENDAR_FILE_MAX_CHARS };

const ADMIN_CALENDAR_KEY = [...USER_DATA_KEY, 'admin-calendar'] as const;

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

export interface CalendarUpload {
  file_name: string;
  content: string;
}

export function uploadCalendar(upload: CalendarUpload) {
  return callApi('adminCalendarUpload', upload);
}

/** Loads a decree file; every calendar screen is read again after it. */
export function useUploadCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCalendar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CALENDAR_KEY }),
  });
}
