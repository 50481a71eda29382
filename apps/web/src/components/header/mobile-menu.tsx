import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { NavLink } from '@/components/link/link';
import { paths } from '@/config/paths';
import { useSettings } from '@/lib/settings/get-settings';
import { useLogOut, useSession } from '@/lib/session/use-session';
import { useT } from '@/lib/i18n';
import { navItems } from './nav-items';
import styles from './header.module.css';

/**
 * The side menu (a Radix dialog: locks page scroll, traps focus, closes on outside click and Esc).
 * Loaded on first use; focus goes back to the hamburger when it closes.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  const settings = useSettings();
  const { isLoggedIn: signedIn, user } = useSession();
  const logOut = useLogOut();
  const items = navItems(settings.top_menu);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.menuOverlay} data-testid="mobile-menu-overlay" />
        <Dialog.Content
          className={styles.menuPanel}
          aria-describedby={undefined}
          data-testid="mobile-menu"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.menuHead}>
            <Dialog.Title className={styles.menuTitle}>{t('Menu')}</Dialog.Title>
            <Dialog.Close className={styles.iconButton} aria-label={t('CloseMenu')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label={t('MobileMenu')}>
            <ul className={styles.menuList}>
              {items.map((item) => (
                <li key={item.id}>
                  <NavLink to={item.url}>{item.label}</NavLink>
                </li>
              ))}
              {signedIn ? (
                <>
                  {user?.staff ? (
                    <li>
                      <NavLink to={paths.admin}>{t('BackOffice')}</NavLink>
                    </li>
                  ) : null}
                  <li>
                    <NavLink to={paths.accountProfile}>{t('Account')}</NavLink>
                  </li>
                  <li>
                    <button
                      type="button"
                      className={styles.menuButton}
                      onClick={() => {
                        onOpenChange(false);
                        logOut();
                      }}
                    >
                      {t('Logout')}
                    </button>
                  </li>
                </>
              ) : (
                <li>
                  <NavLink to={paths.login}>{t('Login')}</NavLink>
                </li>
              )}
            </ul>
          </nav>
          <a className={styles.menuPhone} href={settings.settings.phone_link}>
            {settings.settings.phone}
          </a>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
