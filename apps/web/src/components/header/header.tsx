import * as Dialog from '@radix-ui/react-dialog';
import { HEADER_SCROLL_THRESHOLD_PX } from '@storefront/contract';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageMenu } from '@/components/language-menu/language-menu';
import { paths } from '@/config/paths';
import { CartPopup } from '@/features/cart/components/cart-popup';
import { useSettings } from '@/features/settings/api/get-settings';
import { useT } from '@/lib/i18n';
import styles from './header.module.css';

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/**
 * Logo, top menu, cart, login and language; below 900 px a hamburger opens the side menu (a Radix
 * dialog: locks page scroll, closes on outside click, Esc and any navigation). Scrolled past 50 px
 * it takes its compact, shadowed state; on the home page it is dark until then.
 */
export function Header({ dark = false }: { dark?: boolean }) {
  const t = useT();
  const settings = useSettings();
  const location = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const { sitename, logo } = settings.settings;
  const topItems = settings.top_menu.filter((item) => item.top_status);
  const menuItems = settings.top_menu.filter((item) => item.hamburger_status);
  const cartCount = settings.cart.length;
  const tone = dark && !scrolled ? 'dark' : 'light';

  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  return (
    <header className={styles.header} data-scrolled={scrolled} data-tone={tone}>
      <div className={`container ${styles.bar}`}>
        <Link to={paths.home} className={styles.logo} aria-label={`${sitename}: ${t('Home')}`}>
          <img src={logo} alt="" width={150} height={40} />
        </Link>
        <nav className={styles.nav} aria-label={t('Menu')}>
          <ul>
            {topItems.map((item) => (
              <li key={item.id}>
                <NavLink to={item.url} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => setCartOpen(true)}
            aria-label={cartCount ? `${t('Cart')}: ${cartCount}` : t('Cart')}
            data-testid="cart-button"
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L21 8H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              <circle cx="10" cy="20" r="1.4" fill="currentColor" />
              <circle cx="17" cy="20" r="1.4" fill="currentColor" />
            </svg>
            {cartCount > 0 ? <span className={styles.dot} data-testid="cart-dot" /> : null}
          </button>
          <Link to={paths.login} className={`${styles.login} ${styles.desktopOnly}`}>
            {t('Login')}
          </Link>
          <LanguageMenu tone={tone} />
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger className={`${styles.iconButton} ${styles.burger}`} aria-label={t('OpenMenu')}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className={styles.menuOverlay} data-testid="mobile-menu-overlay" />
              <Dialog.Content className={styles.menuPanel} aria-describedby={undefined} data-testid="mobile-menu">
                <div className={styles.menuHead}>
                  <Dialog.Title className={styles.menuTitle}>{t('Menu')}</Dialog.Title>
                  <Dialog.Close className={styles.iconButton} aria-label={t('CloseMenu')}>
                    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                    </svg>
                  </Dialog.Close>
                </div>
                <nav aria-label={t('Menu')}>
                  <ul className={styles.menuList}>
                    {menuItems.map((item) => (
                      <li key={item.id}>
                        <NavLink to={item.url}>{item.label}</NavLink>
                      </li>
                    ))}
                    <li>
                      <NavLink to={paths.login}>{t('Login')}</NavLink>
                    </li>
                  </ul>
                </nav>
                <a className={styles.menuPhone} href={settings.settings.phone_link}>
                  {settings.settings.phone}
                </a>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>
      <CartPopup open={cartOpen} onOpenChange={setCartOpen} />
    </header>
  );
}
