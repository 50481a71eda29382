import { OrderSuccessView } from '@/features/checkout/components/order-pages';
import { useT } from '@/lib/i18n';
import { OrderPageFrame, orderPageLoader } from './order-page';

/** /order-success?order_id=: the order placed, and what happens next. */
export const loader = orderPageLoader;

export function Component() {
  const t = useT();
  return (
    <OrderPageFrame title={t('OrderSuccess')} description={t('OrderSuccessText')}>
      {(orderId) => <OrderSuccessView key={orderId} orderId={orderId} />}
    </OrderPageFrame>
  );
}
