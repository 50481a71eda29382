import { HEADER_SCROLL_THRESHOLD_PX } from '@storefront/contract';
import { type ComponentType, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '@/components/link/link';
import { LanguageMenu } from '@/components/language-menu/language-menu';
import { LogoLink } from '@/components/logo/logo';
import { paths } from '@/config/paths';
import { useSettings } from '@/lib/settings/get-settings';
import { useAuthKey } from '@/lib/session/use-session';
import { useT } from '@/lib/i18n';
import { navItems } from './nav-items';
import { ProfileButton } from './profile-trigger';
import styles from './header.module.css';
import { lazyChunk } from '@/lib/chunk-load';

const MobileMenu = lazyChunk(() => import('./mobile-menu'));

/** The cart's popup, which the app hands the header (the cart is a feature; the header is shared). */
export type CartPopupComponent = ComponentType<{
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}>;

/** True from the first time `open` is true: the lazy part then stays mounted for its close animation. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

function useScrolledPast(threshold: number): boolean {
  // Not scrolled at first, as the server renders it; the effect reads the real position at once.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/**
 * Logo, top menu, cart, login (or a signed-in user's profile menu) and language; below 1200 px a hamburger opens the side menu (a Radix
 * dialog: locks page scroll, closes on outside click, Esc and any navigation). Scrolled past 50 px
 * it takes its compact, shadowed state; on the home page it is dark until then.
 */
export function Header({ dark = false, CartPopup }: { dark?: boolean; CartPopup: CartPopupComponent }) {
  const t = useT();
  const settings = useSettings();
  const signedIn = useAuthKey() !== null;
  const location = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  // The menu is open for the page it was opened on: any navigation closes it.
  const place = `${location.pathname}${location.search}`;
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === place;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? place : null);
  const [cartOpen, setCartOpen] = useState(false);
  const menuUsed = useOpenedOnce(menuOpen);
  const cartUsed = useOpenedOnce(cartOpen);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const cartRef = useRef<HTMLButtonElement>(null);
  const items = navItems(settings.top_menu);
  const cartCount = settings.cart.length;
  const tone = dark && !scrolled ? 'dark' : 'light';

  return (
    <header className={styles.header} data-scrolled={scrolled} data-tone={tone}>
      <div className={`container ${styles.bar}`}>
        <LogoLink tone={tone} className={styles.logo} />
        <nav className={styles.nav} aria-label={t('MainMenu')}>
          <ul>
            {items.map((item) => (
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
            ref={cartRef}
            onClick={() => setCartOpen(true)}
            aria-label={cartCount ? `${t('Cart')}: ${cartCount}` : t('Cart')}
            data-testid="cart-button"
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L21 8H6.2"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
              <circle cx="10" cy="20" r="1.4" fill="currentColor" />
              <circle cx="17" cy="20" r="1.4" fill="currentColor" />
            </svg>
            {cartCount > 0 ? (
              // The button's label says the count; the badge shows it.
              <span className={styles.dot} data-testid="cart-dot" aria-hidden="true">
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            ) : null}
          </button>
          {signedIn ? (
            <ProfileButton />
          ) : (
            <Link to={paths.login} className={`${styles.login} ${styles.desktopOnly}`}>
              {t('Login')}
            </Link>
          )}
          <LanguageMenu tone={tone} />
          <button
            ref={burgerRef}
            type="button"
            className={`${styles.iconButton} ${styles.burger}`}
            aria-label={t('OpenMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      {/* Behind a click, so their code (dialog, scroll lock, focus trap) loads on first use. */}
      <Suspense fallback={null}>
        {menuUsed ? (
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={burgerRef} />
        ) : null}
        {cartUsed ? <CartPopup open={cartOpen} onOpenChange={setCartOpen} returnFocusTo={cartRef} /> : null}
      </Suspense>
    </header>
  );
}
