import type { AdminOrderDetail } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';

export type { AdminOrderDetail };

export const adminOrderKey = (id: number) => [...USER_DATA_KEY, 'admin-order', id] as const;

export async function getAdminOrder(id: number, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return (await callApi('adminOrder', {}, { id }, signal)).order;
}

export function getAdminOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminOrderKey(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    staleTime: 15_000,
  });
}

export function useAdminOrder(id: number) {
  return useQuery(getAdminOrderQueryOptions(id));
}
