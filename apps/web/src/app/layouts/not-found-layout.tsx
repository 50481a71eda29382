import { Outlet } from 'react-router';
import { Link } from '@/components/link/link';
import { LogoLink } from '@/components/logo/logo';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import styles from './layouts.module.css';

/** The not-found layout: the logo, the message, a link home; nothing else to get lost in. */
export function NotFoundLayout() {
  const t = useT();
  return (
    <main id="main" className={styles.centered}>
      <div className={styles.notFound}>
        <LogoLink className={styles.logoLink} />
        <Outlet />
        <Link className="button" to={paths.home}>
          {t('GoHome')}
        </Link>
      </div>
    </main>
  );
}
