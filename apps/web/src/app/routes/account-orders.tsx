import { AccountPage } from '@/features/account/components/account-page';
import { OrderList } from '@/features/account/components/order-list';
import { useT } from '@/lib/i18n';

/** /account/orders: what the customer bought, order by order. */
export function Component() {
  const t = useT();
  return (
    <AccountPage title={t('Orders')} description={t('OrdersMetaDescription')} intro={t('OrdersIntro')}>
      <OrderList />
    </AccountPage>
  );
}
