import { type AdminCustomerDetail } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { CUSTOMERS_KEY } from './get-customers';

export function getCustomer(id: number, signal?: AbortSignal): Promise<AdminCustomerDetail> {
  return callApi('adminCustomer', {}, { id }, signal).then((answer) => answer.customer);
}

export function getCustomerQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'detail', id],
    queryFn: ({ signal }) => getCustomer(id, signal),
  });
}

export function useCustomer(id: number) {
  return useQuery(getCustomerQueryOptions(id));
}
