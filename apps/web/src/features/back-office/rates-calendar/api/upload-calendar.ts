import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ADMIN_CALENDAR_KEY } from './get-calendar';

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
