import { useParams } from 'react-router';
import { AdminPage } from '@/components/back-office/admin-page';
import { ConsultationDetail } from '@/features/back-office/inbox/components/consultation-detail';
import { useT } from '@/lib/i18n';

/** /admin/consultations/:id: one request with its status and notes. */
export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  const requestId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return (
    <AdminPage title={t('InboxConsultation', id)}>
      <ConsultationDetail key={requestId} id={requestId} />
    </AdminPage>
  );
}
