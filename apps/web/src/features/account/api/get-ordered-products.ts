import { type AnswerOf, userFileCall, userOrdersCall } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { USER_DATA_KEY } from '@/lib/language';

export const ORDERS_PAGE_SIZE = 10;

export type OrderedProductPage = AnswerOf<typeof userOrdersCall>['orders'];

export async function getOrderedProducts(
  { authKey, lang, page }: { authKey: string; lang: string; page: number },
  signal?: AbortSignal,
): Promise<OrderedProductPage> {
  const answer = await callApi(
    userOrdersCall,
    { auth_key: authKey, lang, pagesize: ORDERS_PAGE_SIZE },
    { page },
    signal,
  );
  return answer.orders;
}

export function getOrderedProductsQueryOptions(params: { authKey: string; lang: string; page: number }) {
  return queryOptions({
    queryKey: [...USER_DATA_KEY, 'orders', params.lang, params.page],
    queryFn: ({ signal }) => getOrderedProducts(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrderedProducts(params: { authKey: string; lang: string; page: number }) {
  return useQuery(getOrderedProductsQueryOptions(params));
}

/**
 * Downloads a delivered product file. `file_url` is the server's `/api/user-file?id=N`; only a
 * path of that call is followed.
 */
export function downloadProductFile(fileUrl: string, authKey: string): Promise<void> {
  const url = new URL(fileUrl, window.location.origin);
  if (url.origin !== window.location.origin || url.pathname !== userFileCall.path) {
    return Promise.reject(new Error(`Unexpected file_url ${fileUrl}`));
  }
  return downloadFile(userFileCall, { auth_key: authKey }, `${url.pathname}${url.search}`);
}
