import { PageMeta } from '@/components/page/page-meta';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';
import styles from './not-found.module.css';

export function Component() {
  const t = useT();
  const { settings } = useSettings();
  return (
    <>
      <PageMeta
        title={t('PageNotFound')}
        description={t('NotFoundText')}
        siteName={settings.sitename}
        indexed={false}
      />
      <p aria-hidden="true" className={styles.code}>
        404
      </p>
      <h1>{t('NotFoundTitle')}</h1>
      <p className="lead">{t('NotFoundText')}</p>
    </>
  );
}
