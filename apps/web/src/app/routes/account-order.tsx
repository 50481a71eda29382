import { useParams } from 'react-router';
import { AccountPage } from '@/features/account/components/account-page';
import { AccountOrderView, OrderNotFound } from '@/features/checkout/components/order-pages';
import { useT } from '@/lib/i18n';

/** An order id of the address: a positive whole number, else none. */
function orderIdOf(text: string | undefined): number | undefined {
  return text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
}

/** /account/orders/:id: one order of the signed-in customer (pay it, its invoice, its lines). */
export function Component() {
  const t = useT();
  const orderId = orderIdOf(useParams().id);
  return (
    <AccountPage title={t('OrderPageCrumb')} description={t('OrderPageMetaDescription')}>
      {orderId === undefined ? <OrderNotFound /> : <AccountOrderView key={orderId} orderId={orderId} />}
    </AccountPage>
  );
}
