import { AdminPage } from '@/components/back-office/admin-page';
import { AuditLog } from '@/features/back-office/staff/components/audit-log';
import { useT } from '@/lib/i18n';

/** /admin/audit: the audit log (administrators). */
export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('InboxAudit')} lead={t('InboxAuditLead')}>
      <AuditLog />
    </AdminPage>
  );
}
