import { type AnswerOf, type adminOrdersCall } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { type AdminOrdersView } from '@/lib/back-office/orders-address';
import { USER_DATA_KEY } from '@/lib/language';

export const ADMIN_ORDERS_PAGE_SIZE = 20;
export type AdminOrdersPage = AnswerOf<typeof adminOrdersCall>['orders'];
export type AdminOrderRow = AdminOrdersPage['list'][number];

export async function getAdminOrders(view: AdminOrdersView, signal?: AbortSignal): Promise<AdminOrdersPage> {
  const { page, overdue, awaiting, customer, ...filters } = view;
  const answer = await callApi(
    'adminOrders',
    {
      ...filters,
      overdue: overdue ? 1 : undefined,
      awaiting: awaiting ? 1 : undefined,
      customer_id: customer,
      pagesize: ADMIN_ORDERS_PAGE_SIZE,
    },
    { page },
    signal,
  );
  return answer.orders;
}

export function getAdminOrdersQueryOptions(view: AdminOrdersView) {
  return queryOptions({
    queryKey: [...USER_DATA_KEY, 'admin-orders', view],
    queryFn: ({ signal }) => getAdminOrders(view, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useAdminOrders(view: AdminOrdersView) {
  return useQuery(getAdminOrdersQueryOptions(view));
}
