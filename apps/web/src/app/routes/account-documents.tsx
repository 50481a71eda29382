import { PageMeta } from '@/components/page/page-meta';
import { DocumentList } from '@/features/account/components/document-list';
import { useSettings } from '@/features/settings/api/get-settings';
import { useSignedIn } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import styles from './account-page.module.css';

/** /account/documents: acts and invoices of the customer's orders. */
export function Component() {
  const t = useT();
  const { settings } = useSettings();
  const { authKey } = useSignedIn();
  return (
    <>
      <PageMeta
        title={t('Documents')}
        description={t('DocumentsMetaDescription')}
        siteName={settings.sitename}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('Documents')}</h1>
        <p className={styles.intro}>{t('DocumentsIntro')}</p>
      </header>
      <DocumentList authKey={authKey} />
    </>
  );
}
