import { adminCustomerSorts, type AnswerOf, type adminCustomersCall, LIMITS } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { backOfficePaths } from '@/config/back-office-paths';
import { callApi } from '@/lib/api-client';
import { listQueryOptions } from '@/lib/back-office/list-query';
import {
  type AddressState,
  choice,
  choiceOr,
  direction,
  listAddress,
  page,
  text,
} from '@/lib/back-office/list-state';
import { USER_DATA_KEY } from '@/lib/language';

export type CustomerSort = (typeof adminCustomerSorts)[number];

/** The customers list as the address says it: `?q=&state=&sort=&dir=&page=`. */
export const customersAddress = listAddress(backOfficePaths.adminCustomers, {
  q: text(LIMITS.shortText),
  state: choice(['active', 'blocked'] as const),
  sort: choiceOr(adminCustomerSorts, 'created'),
  dir: direction(),
  page,
});
export type CustomerListParams = AddressState<typeof customersAddress>;

export const CUSTOMERS_PAGE_SIZE = 20;
export const CUSTOMERS_KEY = [...USER_DATA_KEY, 'admin-customers'] as const;

export function getCustomers(
  { page, ...params }: CustomerListParams,
  signal?: AbortSignal,
): Promise<AnswerOf<typeof adminCustomersCall>['customers']> {
  return callApi('adminCustomers', { pagesize: CUSTOMERS_PAGE_SIZE, ...params }, { page }, signal).then(
    (answer) => answer.customers,
  );
}

export const getCustomersQueryOptions = (params: CustomerListParams) =>
  listQueryOptions(CUSTOMERS_KEY, params, (signal) => getCustomers(params, signal), 0);

export function useCustomers(params: CustomerListParams) {
  return useQuery(getCustomersQueryOptions(params));
}
