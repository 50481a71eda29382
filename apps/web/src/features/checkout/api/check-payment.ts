import type { Order } from '@storefront/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ORDER_KEY } from './get-order';

/** How often the return page asks again while the payment is unconfirmed, and how many times. */
export const CHECK_PAYMENT_INTERVAL_MS = 3000;
export const CHECK_PAYMENT_MAX_ANSWERS = 20;

export type PaymentOutcome = 'paid' | 'pending' | 'failed' | 'closed';

/**
 * What the payer's return means for the order: paid (or further on), still waiting for the
 * provider's notification, failed (the latest attempt was declined, cancelled or expired and the
 * order can be paid again), or closed (cancelled, or not payable online).
 */
export function paymentOutcome(order: Order): PaymentOutcome {
  if (order.status === 'paid' || order.status === 'in_progress' || order.status === 'completed')
    return 'paid';
  if (order.status === 'cancelled') return 'closed';
  const status = order.payment?.status;
  if (status === 'failed' || status === 'cancelled') return order.can_pay ? 'failed' : 'closed';
  return 'pending';
}

export async function checkPayment(orderId: number, lang: string, signal?: AbortSignal): Promise<Order> {
  const answer = await callApi('checkPayment', { lang }, { order_id: orderId }, signal);
  return answer.order;
}

/**
 * The order after asking the provider (`check-payment`). While it is pending (the notification may
 * come a moment after the payer), it is asked again every 3 s, 20 answers at most (about a minute).
 */
export function checkPaymentQueryOptions(orderId: number, lang: string) {
  return queryOptions({
    queryKey: [...ORDER_KEY, 'check-payment', orderId, lang],
    queryFn: ({ signal }) => checkPayment(orderId, lang, signal),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data &&
      paymentOutcome(query.state.data) === 'pending' &&
      query.state.dataUpdateCount < CHECK_PAYMENT_MAX_ANSWERS
        ? CHECK_PAYMENT_INTERVAL_MS
        : false,
  });
}

/** The order after check-payment, and whether the page has stopped asking (after about a minute). */
export function useCheckPayment(orderId: number, lang: string) {
  const queryClient = useQueryClient();
  const options = checkPaymentQueryOptions(orderId, lang);
  const query = useQuery(options);
  const answers = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  return { query, pollingStopped: answers >= CHECK_PAYMENT_MAX_ANSWERS };
}
