import { type AnswerOf, shopRoutes, type userOrdersCall } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { USER_DATA_KEY } from '@/lib/language';

export const ORDERS_PAGE_SIZE = 10;

/** A page of the account's orders: each bought product with its order (the spec's `user-products`). */
export type OrderPage = AnswerOf<typeof userOrdersCall>['orders'];

interface OrdersParams {
  lang: string;
  page: number;
}

export async function getOrders({ lang, page }: OrdersParams, signal?: AbortSignal): Promise<OrderPage> {
  const answer = await callApi('userOrders', { lang, pagesize: ORDERS_PAGE_SIZE }, { page }, signal);
  return answer.orders;
}

export function getOrdersQueryOptions(params: OrdersParams) {
  return queryOptions({
    queryKey: [...USER_DATA_KEY, 'orders', params.lang, params.page],
    queryFn: ({ signal }) => getOrders(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(params: OrdersParams) {
  return useQuery(getOrdersQueryOptions(params));
}

/**
 * Downloads the delivered file of an order line. `file_url` is the server's
 * `/api/user-file?id=N`; only an address of that call is followed.
 */
export function downloadOrderFile(fileUrl: string): Promise<void> {
  const url = new URL(fileUrl, window.location.origin);
  const id = url.searchParams.get('id');
  if (url.origin !== window.location.origin || url.pathname !== shopRoutes.userFile.path || !id) {
    return Promise.reject(new Error(`Unexpected file_url ${fileUrl}`));
  }
  return downloadFile('userFile', {}, { id });
}
