import { AdminPage } from '@/components/back-office/admin-page';
import { SellerFacsimile } from '@/features/back-office/site/components/seller-facsimile';
import { SellerForm } from '@/features/back-office/site/components/seller-form';
import { useT } from '@/lib/i18n';

/**
 * /admin/site/seller: the seller's requisites and the facsimile of the signature and seal that
 * invoices and acts carry (administrators).
 */
export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('AdminSeller')} lead={t('AdminSellerLead')}>
      <SellerForm />
      <SellerFacsimile />
    </AdminPage>
  );
}
