import { LIMITS } from '@storefront/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { backOfficePaths } from '@/config/back-office-paths';
import { callApi } from '@/lib/api-client';
import { listQueryOptions } from '@/lib/back-office/list-query';
import { type AddressState, listAddress, page, text } from '@/lib/back-office/list-state';
import { USER_DATA_KEY } from '@/lib/language';

export const STAFF_KEY = [...USER_DATA_KEY, 'admin-staff'] as const;
export const STAFF_PAGE_SIZE = 50;

/** The staff list's view as the address holds it: `?q=&page=`. */
export const staffAddress = listAddress(backOfficePaths.adminStaff, { q: text(LIMITS.shortText), page });
export type StaffListParams = AddressState<typeof staffAddress>;

export function getStaff({ page, q }: StaffListParams, signal?: AbortSignal) {
  return callApi('adminStaff', { pagesize: STAFF_PAGE_SIZE, q }, { page }, signal).then(
    (answer) => answer.staff,
  );
}

export const getStaffQueryOptions = (params: StaffListParams) =>
  listQueryOptions(STAFF_KEY, params, (signal) => getStaff(params, signal), 0);

export function useStaff(params: StaffListParams) {
  return useQuery(getStaffQueryOptions(params));
}

/** Marks the staff list stale after a change. */
export function useStaffChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: STAFF_KEY });
}
