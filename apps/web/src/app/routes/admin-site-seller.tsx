import { AdminPage } from '@/features/admin/components/admin-page';
import { SellerForm } from '@/features/admin/components/seller-form';
import { useT } from '@/lib/i18n';

/** /admin/site/seller: the seller's requisites invoices and acts carry (administrators). */
export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('AdminSeller')} lead={t('AdminSellerLead')}>
      <SellerForm />
    </AdminPage>
  );
}
