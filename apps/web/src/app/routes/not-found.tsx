import { PageMeta } from '@/components/page/page-meta';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';

export function Component() {
  const t = useT();
  const { settings } = useSettings();
  return (
    <>
      <PageMeta title={t('PageNotFound')} description={t('NotFoundText')} siteName={settings.sitename} />
      <p
        aria-hidden="true"
        style={{ fontSize: '4.5rem', fontWeight: 800, margin: 0, color: 'var(--color-primary)' }}
      >
        404
      </p>
      <h1>{t('NotFoundTitle')}</h1>
      <p className="lead">{t('NotFoundText')}</p>
    </>
  );
}
