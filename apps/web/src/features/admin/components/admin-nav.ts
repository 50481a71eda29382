import type { StaffRole } from '@storefront/contract';
import { paths } from '@/config/paths';

export interface AdminNavItem {
  to: string;
  /** The dictionary key of its label. */
  key: string;
  /** Only this link's own address marks it current (the dashboard, not every /admin page). */
  end?: boolean;
  /** Who sees it: both roles unless it says otherwise (catalogue, content and settings: admin). */
  roles?: readonly StaffRole[];
}

/**
 * The back-office's menu: only what exists. The screens of issue 14 join it as they are built
 * (customers, catalogue, content, translations, rates, calendar, inbox, audit), with `roles` for
 * the administrator's ones.
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: paths.admin, key: 'AdminDashboard', end: true },
  { to: paths.adminOrders, key: 'Orders' },
  { to: paths.adminTranslations, key: 'AdminTexts', roles: ['admin'] },
  { to: paths.adminSiteMenus, key: 'AdminMenus', roles: ['admin'] },
  { to: paths.adminSiteContacts, key: 'AdminContacts', roles: ['admin'] },
];

export const navFor = (role: StaffRole) =>
  ADMIN_NAV.filter((item) => !item.roles || item.roles.includes(role));
