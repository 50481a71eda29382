import { Outlet } from 'react-router';
import { NavLink } from '@/components/link/link';
import { RequireAuth } from '@/app/route-guards';
import { paths } from '@/config/paths';
import { useLogOut, useSession } from '@/lib/session/use-session';
import { useT } from '@/lib/i18n';
import styles from './account-layout.module.css';

const MENU = [
  { to: paths.accountProfile, key: 'Profile' },
  { to: paths.accountLegalEntities, key: 'LegalEntities' },
  { to: paths.accountDocuments, key: 'Documents' },
  { to: paths.accountOrders, key: 'Orders' },
] as const;

/**
 * The account area (signed-in only): the account menu beside the page; a row of tabs on phones.
 * Its pages keep their data under USER_DATA_KEY (dropped on sign-out).
 */
export function AccountLayout() {
  return (
    <RequireAuth>
      <AccountArea />
    </RequireAuth>
  );
}

function AccountArea() {
  const t = useT();
  const { user } = useSession();
  const logOut = useLogOut();
  return (
    <div className={`container page ${styles.area}`}>
      <aside className={styles.aside}>
        {user ? (
          <p className={styles.who} title={user.email}>
            <span className={styles.avatar} aria-hidden="true">
              {(user.first_name || user.email).charAt(0).toUpperCase()}
            </span>
            <span className={styles.whoText}>
              <span className={styles.name}>{user.first_name || t('Account')}</span>
              <span className={styles.email}>{user.email}</span>
            </span>
          </p>
        ) : null}
        <nav aria-label={t('AccountMenu')}>
          <ul className={styles.menu}>
            {MENU.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className={styles.logout} onClick={logOut}>
          {t('Logout')}
        </button>
      </aside>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
