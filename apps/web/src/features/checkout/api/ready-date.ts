import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export interface ReadyDate {
  /** YYYY-MM-DD */
  date: string;
  /** A year on the way has no production calendar yet: the day is approximate. */
  estimate: boolean;
}

export function getReadyDate(days: number, signal?: AbortSignal): Promise<ReadyDate> {
  return callApi('readyDate', { days }, undefined, signal);
}

/** The day documents of `days` working days would be ready if paid today (Russian working days). */
export function readyDateQueryOptions(days: number) {
  return queryOptions({
    queryKey: ['ready-date', days],
    queryFn: ({ signal }) => getReadyDate(days, signal),
    staleTime: 60 * 60_000,
  });
}

export function useReadyDate(days: number | undefined) {
  return useQuery({ ...readyDateQueryOptions(days ?? 0), enabled: days !== undefined });
}
