import type { Order } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { USER_DATA_KEY } from '@/lib/language';

/** Every cached order of the session (dropped with the rest of the user's data on a sign-out). */
export const ORDER_KEY = [...USER_DATA_KEY, 'order'] as const;

export async function getOrder(orderId: number, lang: string, signal?: AbortSignal): Promise<Order> {
  const answer = await callApi('getOrder', { lang }, { order_id: orderId }, signal);
  return answer.order;
}

/** The order as `/api/get-order` answers it: only to its owner (anyone else gets a 404). */
export function getOrderQueryOptions(orderId: number, lang: string) {
  return queryOptions({
    queryKey: [...ORDER_KEY, orderId, lang],
    queryFn: ({ signal }) => getOrder(orderId, lang, signal),
    staleTime: 0,
  });
}

export function useOrder(orderId: number, lang: string) {
  return useQuery(getOrderQueryOptions(orderId, lang));
}

/**
 * Downloads one of the order's documents. Its `url` is the account's `/api/user-invoice?id=`,
 * `/api/user-act?id=` or `/api/user-file?id=`; the id is read from it and the call made by name,
 * so no other address is ever followed.
 */
export function downloadOrderDocument(document: Order['documents'][number], lang: string): Promise<void> {
  const url = new URL(document.url, window.location.origin);
  const id = url.searchParams.get('id');
  if (url.origin !== window.location.origin || !id) {
    return Promise.reject(new Error(`Unexpected document url ${document.url}`));
  }
  if (document.type === 'invoice') return downloadFile('userInvoice', { lang }, { id });
  if (document.type === 'act') return downloadFile('userAct', { lang }, { id });
  return downloadFile('userFile', {}, { id });
}
