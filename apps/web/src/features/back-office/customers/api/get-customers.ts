import { adminCustomerSorts, type AnswerOf, type adminCustomersCall, LIMITS } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';

export type CustomerSort = (typeof adminCustomerSorts)[number];
export type CustomerState = 'active' | 'blocked';

/** The customers list as the address says it: `?q=&state=&sort=&dir=&page=`. */
export interface CustomerListParams {
  q: string;
  state: CustomerState | undefined;
  sort: CustomerSort;
  dir: 'asc' | 'desc';
  page: number;
}

export const CUSTOMERS_PAGE_SIZE = 20;

/** Reads the list's parameters from the address; anything unknown falls back to the default. */
export function customerListParams(search: URLSearchParams): CustomerListParams {
  const sort = search.get('sort');
  const state = search.get('state');
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').trim().slice(0, LIMITS.shortText),
    state: state === 'active' || state === 'blocked' ? state : undefined,
    sort: (adminCustomerSorts as readonly string[]).includes(sort ?? '') ? (sort as CustomerSort) : 'created',
    dir: search.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 && page <= LIMITS.maxPage ? page : 1,
  };
}

/** The address of the list with these parameters (defaults left out). */
export function customerListSearch(params: CustomerListParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.state) search.set('state', params.state);
  if (params.sort !== 'created') search.set('sort', params.sort);
  if (params.dir !== 'desc') search.set('dir', params.dir);
  if (params.page > 1) search.set('page', String(params.page));
  return search.size ? `?${search}` : '';
}

export const CUSTOMERS_KEY = [...USER_DATA_KEY, 'admin-customers'] as const;

export function getCustomers(
  params: CustomerListParams,
  signal?: AbortSignal,
): Promise<AnswerOf<typeof adminCustomersCall>['customers']> {
  return callApi(
    'adminCustomers',
    {
      pagesize: CUSTOMERS_PAGE_SIZE,
      sort: params.sort,
      dir: params.dir,
      ...(params.state && { state: params.state }),
      ...(params.q && { q: params.q }),
    },
    { page: params.page },
    signal,
  ).then((answer) => answer.customers);
}

export function getCustomersQueryOptions(params: CustomerListParams) {
  return queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'list', params],
    queryFn: ({ signal }) => getCustomers(params, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(params: CustomerListParams) {
  return useQuery(getCustomersQueryOptions(params));
}
