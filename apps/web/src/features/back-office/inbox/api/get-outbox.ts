import type { outboxStatuses } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';

export type OutboxStatus = (typeof outboxStatuses)[number];

export const OUTBOX_KEY = [...USER_DATA_KEY, 'admin-outbox'] as const;
export const OUTBOX_PAGE_SIZE = 25;

export interface OutboxFilter {
  page: number;
  status?: OutboxStatus | undefined;
  q?: string | undefined;
}

export function getOutbox(filter: OutboxFilter, signal?: AbortSignal) {
  return callApi(
    'adminOutbox',
    { pagesize: OUTBOX_PAGE_SIZE, status: filter.status, q: filter.q },
    { page: filter.page },
    signal,
  );
}

export function getOutboxQueryOptions(filter: OutboxFilter) {
  return queryOptions({
    queryKey: [...OUTBOX_KEY, 'list', filter],
    queryFn: ({ signal }) => getOutbox(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useOutbox(filter: OutboxFilter) {
  return useQuery(getOutboxQueryOptions(filter));
}
