import { Outlet, useMatches } from 'react-router';
import { handleOf } from '@/lib/route-handle';
import { GuestOnly } from '@/app/route-guards';
import { LanguageMenu } from '@/components/language-menu/language-menu';
import { LogoLink } from '@/components/logo/logo';
import styles from './layouts.module.css';

/**
 * A centred card with the logo and the language menu for the login, forgot-password and
 * reset-password pages, which only signed-out visitors see. The login page asks for a wide card
 * (login and registration side by side).
 */
export function LoginLayout() {
  const wide = useMatches().some((match) => handleOf(match)?.wideCard);
  return (
    <GuestOnly>
      <main id="main" className={styles.centered}>
        <div className={`card ${styles.loginCard}`} data-wide={wide || undefined}>
          <div className={styles.cardHead}>
            <LogoLink />
            <LanguageMenu />
          </div>
          <Outlet />
        </div>
      </main>
    </GuestOnly>
  );
}
