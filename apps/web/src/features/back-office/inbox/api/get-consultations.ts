import type { ConsultationStatus } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';

export const CONSULTATIONS_KEY = [...USER_DATA_KEY, 'admin-consultations'] as const;
export const CONSULTATIONS_PAGE_SIZE = 20;

export interface ConsultationsFilter {
  page: number;
  status?: ConsultationStatus | undefined;
  q?: string | undefined;
}

export function getConsultations(filter: ConsultationsFilter, signal?: AbortSignal) {
  return callApi(
    'adminConsultations',
    { pagesize: CONSULTATIONS_PAGE_SIZE, status: filter.status, q: filter.q },
    { page: filter.page },
    signal,
  );
}

export function getConsultationsQueryOptions(filter: ConsultationsFilter) {
  return queryOptions({
    queryKey: [...CONSULTATIONS_KEY, 'list', filter],
    queryFn: ({ signal }) => getConsultations(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useConsultations(filter: ConsultationsFilter) {
  return useQuery(getConsultationsQueryOptions(filter));
}
