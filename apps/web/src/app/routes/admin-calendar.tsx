import { moscowDay } from '@storefront/contract';
import { useSearchParams } from 'react-router';
import { useAdminMe } from '@/lib/back-office/get-admin-me';
import { AdminPage } from '@/components/back-office/admin-page';
import { ProductionCalendar } from '@/features/back-office/rates-calendar/components/production-calendar';
import { useT } from '@/lib/i18n';
import { useAuthKey } from '@/lib/session/use-session';

/** /admin/calendar?year=YYYY: the production calendar of a year (this year by default). */
export function Component() {
  const t = useT();
  const [search] = useSearchParams();
  const asked = Number(search.get('year'));
  const year =
    Number.isInteger(asked) && asked >= 1900 && asked <= 2200
      ? asked
      : Number(moscowDay(new Date()).slice(0, 4));
  const me = useAdminMe(useAuthKey() ?? '');
  return (
    <AdminPage title={t('AdminCalendar')} lead={t('AdminCalendarLead')}>
      <ProductionCalendar year={year} isAdmin={me.data?.role === 'admin'} />
    </AdminPage>
  );
}
