import { AdminPage } from '@/components/back-office/admin-page';
import { OrdersList } from '@/features/back-office/orders/components/orders-list';
import { useT } from '@/lib/i18n';

/** /admin/orders: the orders list (its search, filters, sort and page in the address). */
export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('Orders')}>
      <OrdersList />
    </AdminPage>
  );
}
