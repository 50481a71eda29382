import { PageMeta } from '@/components/page/page-meta';
import { LegalEntityList } from '@/features/account/components/legal-entity-list';
import { useSettings } from '@/features/settings/api/get-settings';
import { useSignedIn } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import styles from './account-page.module.css';

/** /account/yurlitsa: the customer's legal entities. */
export function Component() {
  const t = useT();
  const { settings } = useSettings();
  const { authKey } = useSignedIn();
  return (
    <>
      <PageMeta
        title={t('LegalEntities')}
        description={t('LegalEntitiesMetaDescription')}
        siteName={settings.sitename}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('LegalEntities')}</h1>
        <p className={styles.intro}>{t('LegalEntitiesIntro')}</p>
      </header>
      <LegalEntityList authKey={authKey} />
    </>
  );
}
