import { Link, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useSettings } from '@/features/settings/api/get-settings';
import { useT } from '@/lib/i18n';
import styles from './layouts.module.css';

/** A centred card with the logo, for the account issue's login, forgot and reset pages. */
export function LoginLayout() {
  const t = useT();
  const { settings } = useSettings();
  return (
    <main id="main" className={styles.centered}>
      <div className={`card ${styles.loginCard}`}>
        <Link to={paths.home} className={styles.logoLink} aria-label={`${settings.sitename}: ${t('Home')}`}>
          <img src={settings.logo} alt="" width={150} height={40} />
        </Link>
        <Outlet />
      </div>
    </main>
  );
}
