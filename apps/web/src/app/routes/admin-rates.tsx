import { useAdminMe } from '@/lib/back-office/get-admin-me';
import { AdminPage } from '@/components/back-office/admin-page';
import { Rates } from '@/features/back-office/rates-calendar/components/rates';
import { useT } from '@/lib/i18n';
import { useAuthKey } from '@/lib/session/use-session';

/** /admin/rates?page=N: the rouble rate, its history and the Central Bank's import. */
export function Component() {
  const t = useT();
  const me = useAdminMe(useAuthKey() ?? '');
  return (
    <AdminPage title={t('AdminRates')} lead={t('AdminRatesLead')}>
      <Rates isAdmin={me.data?.role === 'admin'} />
    </AdminPage>
  );
}
