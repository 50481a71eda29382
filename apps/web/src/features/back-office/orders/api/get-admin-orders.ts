import { type AnswerOf, type adminOrdersCall } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { listQueryOptions } from '@/lib/back-office/list-query';
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

/** Under `[...USER_DATA_KEY, 'admin-orders']`, which an order's actions refresh. */
export const getAdminOrdersQueryOptions = (view: AdminOrdersView) =>
  listQueryOptions([...USER_DATA_KEY, 'admin-orders'], view, (signal) => getAdminOrders(view, signal));

export function useAdminOrders(view: AdminOrdersView) {
  return useQuery(getAdminOrdersQueryOptions(view));
}
