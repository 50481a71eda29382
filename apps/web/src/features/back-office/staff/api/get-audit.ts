import type { AuditEntry } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';

export type { AuditEntry };

export const AUDIT_PAGE_SIZE = 25;

/** The audit log's filters as the address holds them (all text; blank is no filter). */
export interface AuditFilter {
  page: number;
  actor?: string | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  entity_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export function getAudit({ page, ...filter }: AuditFilter, signal?: AbortSignal) {
  return callApi('adminAudit', { pagesize: AUDIT_PAGE_SIZE, ...filter }, { page }, signal);
}

export function getAuditQueryOptions(filter: AuditFilter) {
  return queryOptions({
    queryKey: [...USER_DATA_KEY, 'admin-audit', filter],
    queryFn: ({ signal }) => getAudit(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useAudit(filter: AuditFilter) {
  return useQuery(getAuditQueryOptions(filter));
}
