import { AdminPage } from '@/features/admin/components/admin-page';
import { MenusEditor } from '@/features/admin/components/menus-editor';
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
