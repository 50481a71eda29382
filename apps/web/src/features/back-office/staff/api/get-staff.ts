import { LIMITS } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';
export const STAFF_KEY = [...USER_DATA_KEY, 'admin-staff'] as const;
export const STAFF_PAGE_SIZE = 50;

/** The staff list's view as the address holds it: `?q=&page=`. */
export interface StaffListParams {
  q: string;
  page: number;
}

export function staffListParams(search: URLSearchParams): StaffListParams {
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').trim().slice(0, LIMITS.shortText),
    page: Number.isInteger(page) && page >= 1 && page <= LIMITS.maxPage ? page : 1,
  };
}

/** The address of a view of the list (the first page and an empty search left out). */
export function staffListPath(base: string, params: StaffListParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}

export function getStaff(params: StaffListParams, signal?: AbortSignal) {
  return callApi(
    'adminStaff',
    { pagesize: STAFF_PAGE_SIZE, ...(params.q && { q: params.q }) },
    { page: params.page },
    signal,
  ).then((answer) => answer.staff);
}

export function getStaffQueryOptions(params: StaffListParams) {
  return queryOptions({
    queryKey: [...STAFF_KEY, params.q, params.page],
    queryFn: ({ signal }) => getStaff(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStaff(params: StaffListParams) {
  return useQuery(getStaffQueryOptions(params));
}

/** Marks the staff list stale after a change. */
export function useStaffChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: STAFF_KEY });
}
