import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '@/components/link/link';
import { LanguageMenu } from '@/components/language-menu/language-menu';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useLogOut } from '@/lib/session/use-session';
import type { AdminMe } from '@/lib/back-office/get-admin-me';
import { navFor, refusedItem } from './admin-nav';
import { AdminPage } from '@/components/back-office/admin-page';
import pageStyles from '@/components/back-office/admin-page.module.css';
import styles from './admin-shell.module.css';

function AdminNav({ me, onNavigate }: { me: AdminMe; onNavigate?: () => void }) {
  const t = useT();
  return (
    <nav aria-label={t('AdminMenu')}>
      <ul className={styles.nav}>
        {navFor(me.role).map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
            >
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The staff member's menu in the header: who they are, the shop, log out. */
function UserMenu({ me }: { me: AdminMe }) {
  const t = useT();
  const logOut = useLogOut();
  const name = me.first_name || me.email;
  const role = t(me.role === 'admin' ? 'AdminRoleAdmin' : 'AdminRoleManager');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.user} data-testid="admin-user-menu">
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className={styles.userText}>
          <span className={styles.userName} data-testid="admin-user-name">
            {name}
          </span>
          <span className={styles.userRole}>{role}</span>
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
          <DropdownMenu.Label className={styles.menuLabel}>{me.email}</DropdownMenu.Label>
          <DropdownMenu.Item asChild className={styles.menuItem}>
            <Link to={paths.home}>{t('AdminToShop')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={styles.menuSeparator} />
          <DropdownMenu.Item className={styles.menuItem} onSelect={logOut}>
            {t('Logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The menu as a drawer on narrow screens (Radix's dialog: focus trapped, Esc closes). */
function NavDrawer({ me }: { me: AdminMe }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.menuButton} aria-label={t('AdminOpenMenu')}>
        <span className={styles.burger} aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.drawerHead}>
            <Dialog.Title className={styles.drawerTitle}>{t('AdminTitle')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('AdminCloseMenu')}>
              ×
            </Dialog.Close>
          </div>
          <AdminNav me={me} onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The back-office's frame: a header (the menu button on narrow screens, the title, the language,
 * the staff member's menu), the sidebar menu and the page.
 */
export function AdminShell({ me, children }: { me: AdminMe; children: ReactNode }) {
  const t = useT();
  const refused = refusedItem(me.role, useLocation().pathname);
  return (
    <div className={styles.shell} data-testid="admin-shell">
      <a className={styles.skip} href="#admin-main">
        {t('SkipToContent')}
      </a>
      <header className={styles.header}>
        <NavDrawer me={me} />
        <Link to={paths.admin} className={styles.brand}>
          {t('AdminTitle')}
        </Link>
        <div className={styles.headerEnd}>
          <LanguageMenu tone="dark" />
          <UserMenu me={me} />
        </div>
      </header>
      <aside className={styles.sidebar}>
        <AdminNav me={me} />
      </aside>
      <main id="admin-main" className={styles.main} tabIndex={-1}>
        {refused ? (
          <AdminPage title={t(refused.key)}>
            <p className={`card ${pageStyles.coming}`} role="alert" data-testid="admin-only">
              {t('AdminOnly')}
            </p>
          </AdminPage>
        ) : (
          children
        )}
      </main>
    </div>
  );
}
