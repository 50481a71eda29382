import { PaymentSuccessView } from '@/features/checkout/components/order-pages';
import { useT } from '@/lib/i18n';
import { OrderPageFrame, orderPageLoader } from './order-page';

/** /payment-success?order_id= (or Robokassa's Shp_order): the payment's outcome, confirmed with the provider. */
export const loader = orderPageLoader;

export function Component() {
  const t = useT();
  return (
    <OrderPageFrame title={t('OrderPaymentTitle')} description={t('PaymentSuccessText')}>
      {(orderId) => <PaymentSuccessView key={orderId} orderId={orderId} />}
    </OrderPageFrame>
  );
}
