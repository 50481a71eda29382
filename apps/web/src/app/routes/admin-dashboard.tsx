import { AdminPage } from '@/features/admin/components/admin-page';
import { Dashboard } from '@/features/admin/components/dashboard';
import { SetupChecklist } from '@/features/admin/components/setup-checklist';
import { useT } from '@/lib/i18n';

/** /admin: the back-office's dashboard, under the set-up checklist while the shop lacks something. */
export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('AdminDashboard')}>
      <SetupChecklist />
      <Dashboard />
    </AdminPage>
  );
}
