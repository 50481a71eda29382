import type { AdminSetup } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { SETUP_KEY } from '@/lib/back-office/query-keys';

/** The dashboard's set-up checklist: what a real shop still lacks before it sells. */
export function getSetup(signal?: AbortSignal): Promise<AdminSetup> {
  return callApi('adminSetup', {}, undefined, signal);
}

export function getSetupQueryOptions() {
  return queryOptions({ queryKey: SETUP_KEY, queryFn: ({ signal }) => getSetup(signal), staleTime: 30_000 });
}

export function useSetup() {
  return useQuery(getSetupQueryOptions());
}
