import { AdminPage } from '@/components/back-office/admin-page';
import { Dashboard } from '@/features/back-office/dashboard/components/dashboard';
import { SetupChecklist } from '@/features/back-office/dashboard/components/setup-checklist';
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
