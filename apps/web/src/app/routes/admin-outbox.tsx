import { AdminPage } from '@/features/admin/components/admin-page';
import { OutboxList } from '@/features/admin/components/outbox-list';
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
