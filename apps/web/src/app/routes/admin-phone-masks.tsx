import { AdminPage } from '@/components/back-office/admin-page';
import { PhoneMasksForm } from '@/features/back-office/site/components/phone-masks-form';
import { useT } from '@/lib/i18n';

/** /admin/site/phone-masks: the countries of the shop's phone fields and their masks (administrators). */
export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('AdminPhoneMasks')} lead={t('AdminPhoneMasksLead')}>
      <PhoneMasksForm />
    </AdminPage>
  );
}
