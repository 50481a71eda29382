import { Link, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';
import styles from './layouts.module.css';

/** The not-found layout: the logo, the message, a link home; nothing else to get lost in. */
export function NotFoundLayout() {
  const t = useT();
  const { settings } = useSettings();
  return (
    <main id="main" className={styles.centered}>
      <div className={styles.notFound}>
        <Link to={paths.home} className={styles.logoLink} aria-label={`${settings.sitename}: ${t('Home')}`}>
          <img src={settings.logo} alt="" width={150} height={40} />
        </Link>
        <Outlet />
        <Link className="button" to={paths.home}>
          {t('GoHome')}
        </Link>
      </div>
    </main>
  );
}
