import { useAdminMe } from '@/lib/back-office/get-admin-me';
import { AdminPage } from '@/components/back-office/admin-page';
import { StaffList } from '@/features/back-office/staff/components/staff-list';
import { useT } from '@/lib/i18n';
import { useAuthKey } from '@/lib/session/use-session';

/** /admin/staff: managers and administrators, for an administrator (the server refuses anyone else). */
export function Component() {
  const t = useT();
  // The shell asked already: this reads its answer.
  const me = useAdminMe(useAuthKey() ?? '').data;
  return (
    <AdminPage title={t('AdminStaff')} lead={t('AdminStaffLead')}>
      {me?.role === 'admin' ? (
        <StaffList me={me} />
      ) : (
        <p className="card" role="alert">
          {t('AdminOnly')}
        </p>
      )}
    </AdminPage>
  );
}
