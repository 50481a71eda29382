import type { AuditEntry } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { backOfficePaths } from '@/config/back-office-paths';
import { callApi } from '@/lib/api-client';
import { listQueryOptions } from '@/lib/back-office/list-query';
import { type AddressState, day, listAddress, page, text } from '@/lib/back-office/list-state';
import { USER_DATA_KEY } from '@/lib/language';

export type { AuditEntry };

export const AUDIT_PAGE_SIZE = 25;

/** The audit log's filters as the address holds them: who, what, which object, which days. */
export const auditAddress = listAddress(backOfficePaths.adminAudit, {
  actor: text(),
  action: text(),
  entity: text(64),
  entity_id: text(64),
  from: day,
  to: day,
  page,
});
export type AuditFilter = AddressState<typeof auditAddress>;

export function getAudit({ page, ...filter }: AuditFilter, signal?: AbortSignal) {
  return callApi('adminAudit', { pagesize: AUDIT_PAGE_SIZE, ...filter }, { page }, signal);
}

export const getAuditQueryOptions = (filter: AuditFilter) =>
  listQueryOptions([...USER_DATA_KEY, 'admin-audit'], filter, (signal) => getAudit(filter, signal));

export function useAudit(filter: AuditFilter) {
  return useQuery(getAuditQueryOptions(filter));
}
