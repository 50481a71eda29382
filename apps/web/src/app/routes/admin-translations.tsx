import { AdminPage } from '@/components/back-office/admin-page';
import { TranslationsEditor } from '@/features/back-office/site/components/translations-editor';
import { useT } from '@/lib/i18n';

/** /admin/translations?q=…&missing=1&page=2: every key of the shop's dictionary in both languages (administrators). */
export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('AdminTexts')} lead={t('AdminTextsLead')}>
      <TranslationsEditor />
    </AdminPage>
  );
}
