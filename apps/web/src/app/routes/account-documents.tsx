import { AccountPage } from '@/features/account/components/account-page';
import { DocumentList } from '@/features/account/components/document-list';
import { useT } from '@/lib/i18n';

/** /account/documents: acts and invoices of the customer's orders. */
export function Component() {
  const t = useT();
  return (
    <AccountPage
      title={t('Documents')}
      description={t('DocumentsMetaDescription')}
      intro={t('DocumentsIntro')}
    >
      <DocumentList />
    </AccountPage>
  );
}
