import type { AdminRates } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficePaths } from '@/config/back-office-paths';
import { callApi } from '@/lib/api-client';
import { listAddress, page } from '@/lib/back-office/list-state';
import { USER_DATA_KEY } from '@/lib/language';

export type { AdminRates };

/** `/admin/rates?page=N`: the history's page. */
export const ratesAddress = listAddress(backOfficePaths.adminRates, { page });

/** Every rates query, for the writes to refresh. */
export const ADMIN_RATES_KEY = [...USER_DATA_KEY, 'admin-rates'] as const;

export function getRates(page: number, signal?: AbortSignal): Promise<AdminRates> {
  return callApi('adminRates', {}, { page }, signal);
}

export function getRatesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...ADMIN_RATES_KEY, page],
    queryFn: ({ signal }) => getRates(page, signal),
    staleTime: 30_000,
  });
}

export function useRates(page: number) {
  return useQuery(getRatesQueryOptions(page));
}
