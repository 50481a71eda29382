import type { AnswerOf, payOrderCall } from '@storefront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { goToPayment } from '../utils/payment-form';
import { ORDER_KEY } from './get-order';

export type PayOrderAnswer = AnswerOf<typeof payOrderCall>;

/** Starts a new online payment attempt of an order awaiting payment ("pay again"). */
export function payOrder(orderId: number, lang: string): Promise<PayOrderAnswer> {
  return callApi('payOrder', { lang }, { order_id: orderId });
}

/** Pay (again): a new attempt, then the browser goes to the provider's payment page. */
export function usePayOrder(orderId: number) {
  const queryClient = useQueryClient();
  const { lang } = useLanguage();
  return useMutation({
    mutationFn: () => payOrder(orderId, lang),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ORDER_KEY, refetchType: 'none' });
      goToPayment(answer.payment_form);
    },
  });
}
