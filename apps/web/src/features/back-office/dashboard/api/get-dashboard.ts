import type { AdminDashboard } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';

export type { AdminDashboard };

export function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return callApi('adminDashboard', {}, undefined, signal);
}

export function getDashboardQueryOptions() {
  return queryOptions({
    queryKey: [...USER_DATA_KEY, 'admin-dashboard'],
    queryFn: ({ signal }) => getDashboard(signal),
    // The figures move as orders come in: fresh for a minute, refreshed on return to the tab.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
