import { Link } from '@/components/link/link';
import { PageMeta } from '@/components/page/page-meta';
import { paths } from '@/config/paths';
import type { Translate } from '@/lib/i18n';
import { usePageStatus } from '@/lib/page-status';
import styles from './content-page.module.css';

/**
 * An unknown page or article link (the API answered 404): a plain not-found message in the main
 * layout, with a way home and, for an article, back to its list. Not an error: retrying will not help.
 */
export function ContentNotFound({
  t,
  siteName,
  back,
}: {
  t: Translate;
  siteName: string;
  back?: { to: string; label: string };
}) {
  usePageStatus(404);
  return (
    <div className={styles.notFound}>
      <PageMeta title={t('PageNotFound')} description={t('NotFoundText')} siteName={siteName} indexed={false} />
      <p className={styles.notFoundCode} aria-hidden="true">
        404
      </p>
      <h1>{t('NotFoundTitle')}</h1>
      <p className="lead">{t('NotFoundText')}</p>
      <div className={styles.actions}>
        <Link className="button" to={paths.home}>
          {t('GoHome')}
        </Link>
        {back ? (
          <Link className="button button-secondary" to={back.to}>
            {back.label}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
