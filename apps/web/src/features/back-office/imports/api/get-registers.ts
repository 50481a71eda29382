import { type RegisterImportJob } from '@storefront/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';
export const REGISTERS_KEY = [...USER_DATA_KEY, 'admin-registers'] as const;

const isActive = (job: RegisterImportJob) => job.status === 'queued' || job.status === 'running';

export function getRegistersQueryOptions() {
  return queryOptions({
    queryKey: REGISTERS_KEY,
    queryFn: ({ signal }) => callApi('adminRegisters', {}, undefined, signal),
    // While an import runs (on any instance) its progress is polled every two seconds.
    refetchInterval: (query) => (query.state.data?.imports.some(isActive) ? 2_000 : false),
  });
}

export function useRegisters() {
  return useQuery(getRegistersQueryOptions());
}

export function useRefreshRegisters() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: REGISTERS_KEY });
}
