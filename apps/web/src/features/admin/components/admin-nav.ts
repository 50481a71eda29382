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
 * The back-office's menu, the daily work first (orders, customers, requests), then the shop's
 * catalogue, content and money, then the operations; `roles` marks the administrator's screens.
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: paths.admin, key: 'AdminDashboard', end: true },
  { to: paths.adminOrders, key: 'Orders' },
  { to: paths.adminCustomers, key: 'AdminCustomers' },
  { to: paths.adminConsultations, key: 'InboxConsultations' },
  { to: paths.adminCatalogue, key: 'AdminCatalogue', roles: ['admin'] },
  { to: paths.adminContentPages, key: 'AdminContentPages', roles: ['admin'] },
  { to: paths.adminContentArticles, key: 'AdminContentArticles', roles: ['admin'] },
  { to: paths.adminContentFaq, key: 'AdminContentFaq', roles: ['admin'] },
  { to: paths.adminTranslations, key: 'AdminTexts', roles: ['admin'] },
  { to: paths.adminSiteMenus, key: 'AdminMenus', roles: ['admin'] },
  { to: paths.adminSiteContacts, key: 'AdminContacts', roles: ['admin'] },
  { to: paths.adminSiteBlocks, key: 'AdminBlocks', roles: ['admin'] },
  { to: paths.adminPhoneMasks, key: 'AdminPhoneMasks', roles: ['admin'] },
  { to: paths.adminRates, key: 'AdminRates' },
  { to: paths.adminCalendar, key: 'AdminCalendar' },
  { to: paths.adminStaff, key: 'AdminStaff', roles: ['admin'] },
  { to: paths.adminOutbox, key: 'InboxOutbox', roles: ['admin'] },
  { to: paths.adminAudit, key: 'InboxAudit', roles: ['admin'] },
  { to: paths.adminImports, key: 'InboxImports', roles: ['admin'] },
];

export const navFor = (role: StaffRole) =>
  ADMIN_NAV.filter((item) => !item.roles || item.roles.includes(role));

/**
 * The administrator's screen a manager has opened by its address (a link, a bookmark), if any:
 * the shell shows them a refusal in place of the page, rather than the 403 of its data.
 */
export function refusedItem(role: StaffRole, pathname: string): AdminNavItem | undefined {
  return ADMIN_NAV.find(
    (item) =>
      item.roles &&
      !item.roles.includes(role) &&
      (pathname === item.to || pathname.startsWith(`${item.to}/`)),
  );
}
