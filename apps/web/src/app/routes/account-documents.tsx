import { AccountPage } from '@/features/account/components/account-page';
import { DocumentList } from '@/features/account/components/document-list';
import { useSignedIn } from '@/lib/auth';
import { useT } from '@/lib/i18n';

/** /account/documents: acts and invoices of the customer's orders. */
export function Component() {
  const t = useT();
  const { authKey } = useSignedIn();
  return (
    <AccountPage
      title={t('Documents')}
      description={t('DocumentsMetaDescription')}
      intro={t('DocumentsIntro')}
    >
      <DocumentList authKey={authKey} />
    </AccountPage>
  );
}
