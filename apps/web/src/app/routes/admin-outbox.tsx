import { AdminPage } from '@/components/back-office/admin-page';
import { OutboxList } from '@/features/back-office/inbox/components/outbox-list';
import { useT } from '@/lib/i18n';

/** /admin/outbox: the mail outbox (administrators). */
export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('InboxOutbox')} lead={t('InboxOutboxLead')}>
      <OutboxList />
    </AdminPage>
  );
}
