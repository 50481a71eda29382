import { AdminPage } from '@/components/back-office/admin-page';
import { CustomerList } from '@/features/back-office/customers/components/customer-list';
import { useT } from '@/lib/i18n';

/** /admin/customers: the shop's customers, searched, sorted and paged on the server (the view in the address). */
export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('AdminCustomers')}>
      <CustomerList />
    </AdminPage>
  );
}
