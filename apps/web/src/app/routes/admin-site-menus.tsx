import { AdminPage } from '@/components/back-office/admin-page';
import { MenusEditor } from '@/features/back-office/site/components/menus-editor';
import { useT } from '@/lib/i18n';

/** /admin/site/menus: the top and bottom menus (administrators). */
export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('AdminMenus')} lead={t('AdminMenusLead')}>
      <MenusEditor />
    </AdminPage>
  );
}
