import { Link, Outlet, useMatches } from 'react-router';
import { handleOf } from '@/lib/route-handle';
import { GuestOnly } from '@/app/route-guards';
import { paths } from '@/config/paths';
import { useSettings } from '@/lib/settings/get-settings';
import { useT } from '@/lib/i18n';
import styles from './layouts.module.css';

/**
 * A centred card with the logo for the login, forgot-password and reset-password pages, which
 * only signed-out visitors see. The login page asks for a wide card (login and registration side
 * by side).
 */
export function LoginLayout() {
  const t = useT();
  const { settings } = useSettings();
  const wide = useMatches().some((match) => handleOf(match)?.wideCard);
  return (
    <GuestOnly>
      <main id="main" className={styles.centered}>
        <div className={`card ${styles.loginCard}`} data-wide={wide || undefined}>
          <Link to={paths.home} className={styles.logoLink} aria-label={`${settings.sitename}: ${t('Home')}`}>
            <img src={settings.logo} alt="" width={150} height={40} />
          </Link>
          <Outlet />
        </div>
      </main>
    </GuestOnly>
  );
}
