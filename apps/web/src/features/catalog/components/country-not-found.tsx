import { Link } from '@/components/link/link';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { usePageStatus } from '@/lib/page-status';
import styles from './country-not-found.module.css';

/** A country link that names no country the shop offers: the page answers 404. */
export function CountryNotFound() {
  const t = useT();
  usePageStatus(404);
  return (
    <div className={styles.box}>
      <h1>{t('CountryNotFoundTitle')}</h1>
      <p className="lead">{t('CountryNotFoundText')}</p>
      <Link className="button" to={paths.tariffs}>
        {t('GoToTariffs')}
      </Link>
    </div>
  );
}
