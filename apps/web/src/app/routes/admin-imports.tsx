import { AdminPage } from '@/components/back-office/admin-page';
import { RegisterImports } from '@/features/back-office/imports/components/register-imports';
import { useT } from '@/lib/i18n';

/** /admin/imports: the company registers and small imports (administrators). */
export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('InboxImports')} lead={t('InboxImportsLead')}>
      <RegisterImports />
    </AdminPage>
  );
}
