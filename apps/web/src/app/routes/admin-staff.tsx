import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { staffListParams } from '@/features/back-office/staff/api/get-staff';
import { useAdminMe } from '@/lib/back-office/get-admin-me';
import { AdminPage } from '@/components/back-office/admin-page';
import { StaffList } from '@/features/back-office/staff/components/staff-list';
import { useT } from '@/lib/i18n';
import { useAuthKey } from '@/lib/session/use-session';

/** The search and the page of the list, from the address. */
export function loader({ request }: LoaderFunctionArgs) {
  return { params: staffListParams(new URL(request.url).searchParams) };
}

/** /admin/staff: managers and administrators, for an administrator (the server refuses anyone else). */
export function Component() {
  const t = useT();
  const { params } = useLoaderData<typeof loader>();
  // The shell asked already: this reads its answer.
  const me = useAdminMe(useAuthKey() ?? '').data;
  return (
    <AdminPage title={t('AdminStaff')} lead={t('AdminStaffLead')}>
      {me?.role === 'admin' ? (
        <StaffList params={params} me={me} />
      ) : (
        <p className="card" role="alert">
          {t('AdminOnly')}
        </p>
      )}
    </AdminPage>
  );
}
