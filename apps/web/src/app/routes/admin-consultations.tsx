import { AdminPage } from '@/components/back-office/admin-page';
import { ConsultationsList } from '@/features/back-office/inbox/components/consultations-list';
import { useT } from '@/lib/i18n';

/** /admin/consultations: the consultation requests. */
export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('InboxConsultations')} lead={t('InboxConsultationsLead')}>
      <ConsultationsList />
    </AdminPage>
  );
}
