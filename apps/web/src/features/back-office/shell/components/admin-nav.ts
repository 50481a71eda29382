import type { StaffRole } from '@storefront/contract';
import { backOfficePaths } from '@/config/back-office-paths';
import { paths } from '@/config/paths';

export interface AdminNavItem {
  to: string;
  /** The dictionary key of its label. */
  key: string;
  /** Only this link's own address marks it current (the dashboard, not every /admin page). */
  end?: boolean;
  /** Who sees it: both roles unless it says otherwise (catalog, content and settings: admin). */
  roles?: readonly StaffRole[];
}

/**
 * The back-office's menu, the daily work first (orders, customers, requests), then the shop's
 * catalog, content and money, then the operations; `roles` marks the administrator's screens.
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: paths.admin, key: 'AdminDashboard', end: true },
  { to: backOfficePaths.adminOrders, key: 'Orders' },
  { to: backOfficePaths.adminCustomers, key: 'AdminCustomers' },
  { to: backOfficePaths.adminConsultations, key: 'InboxConsultations' },
  { to: backOfficePaths.adminCatalog, key: 'AdminCatalogue', roles: ['admin'] },
  { to: backOfficePaths.adminContentPages, key: 'AdminContentPages', roles: ['admin'] },
  { to: backOfficePaths.adminContentArticles, key: 'AdminContentArticles', roles: ['admin'] },
  { to: backOfficePaths.adminContentFaq, key: 'AdminContentFaq', roles: ['admin'] },
  { to: backOfficePaths.adminTranslations, key: 'AdminTexts', roles: ['admin'] },
  { to: backOfficePaths.adminSiteMenus, key: 'AdminMenus', roles: ['admin'] },
  { to: backOfficePaths.adminSiteContacts, key: 'AdminContacts', roles: ['admin'] },
  { to: backOfficePaths.adminSiteSeller, key: 'AdminSeller', roles: ['admin'] },
  { to: backOfficePaths.adminSiteBlocks, key: 'AdminBlocks', roles: ['admin'] },
  { to: backOfficePaths.adminPhoneMasks, key: 'AdminPhoneMasks', roles: ['admin'] },
  { to: backOfficePaths.adminRates, key: 'AdminRates' },
  { to: backOfficePaths.adminCalendar, key: 'AdminCalendar' },
  { to: backOfficePaths.adminStaff, key: 'AdminStaff', roles: ['admin'] },
  { to: backOfficePaths.adminOutbox, key: 'InboxOutbox', roles: ['admin'] },
  { to: backOfficePaths.adminAudit, key: 'InboxAudit', roles: ['admin'] },
  { to: backOfficePaths.adminImports, key: 'InboxImports', roles: ['admin'] },
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
