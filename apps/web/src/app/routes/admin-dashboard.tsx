import { AdminPage } from '@/features/admin/components/admin-page';
import { Dashboard } from '@/features/admin/components/dashboard';
import { useT } from '@/lib/i18n';

/** /admin: the back-office's dashboard. */
export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('AdminDashboard')}>
      <Dashboard />
    </AdminPage>
  );
}
