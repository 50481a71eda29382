import { PaymentFailView } from '@/features/checkout/components/order-pages';
import { useT } from '@/lib/i18n';
import { OrderPageFrame, orderPageLoader } from './order-page';

/** /payment-fail?order_id= (or Robokassa's Shp_order): why the payment failed, and paying again. */
export const loader = orderPageLoader;

export function Component() {
  const t = useT();
  return (
    <OrderPageFrame title={t('PaymentFail')} description={t('PaymentFailText')}>
      {(orderId) => <PaymentFailView key={orderId} orderId={orderId} />}
    </OrderPageFrame>
  );
}
