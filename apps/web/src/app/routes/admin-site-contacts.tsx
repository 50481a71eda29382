import { AdminPage } from '@/components/back-office/admin-page';
import { SiteContactsForm } from '@/features/back-office/site/components/site-contacts-form';
import { useT } from '@/lib/i18n';

/** /admin/site/contacts: the shop's name, phones, e-mail, address and social links (administrators). */
export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('AdminContacts')} lead={t('AdminContactsLead')}>
      <SiteContactsForm />
    </AdminPage>
  );
}
