import type { RouteObject } from 'react-router';
import { backOfficePaths } from '@/config/back-office-paths';
import { paths } from '@/config/paths';
import { loadChunk } from '@/lib/chunk-load';

/** The back-office's page modules (`routes/admin-*.tsx`), each its own chunk. */
const adminPages = import.meta.glob<Record<string, unknown>>([
  './routes/admin-*.tsx',
  '!./routes/*.test.tsx',
]);

function adminPage(name: string) {
  const load = adminPages[`./routes/${name}.tsx`];
  if (!load) throw new Error(`no page module routes/${name}.tsx`);
  return () => loadChunk(load);
}

/**
 * The back-office's routes (`/admin`), for managers and administrators: its own layout (with its
 * guard) and pages. The shop's router adds this table under its root on the first navigation to
 * `/admin…` (router.tsx, addBackOffice), so none of it travels with the shop's pages.
 */
export const backOfficeRoute: RouteObject = {
  id: 'back-office',
  path: paths.admin,
  lazy: () =>
    loadChunk(() => import('./layouts/admin-layout')).then(({ AdminLayout }) => ({
      Component: AdminLayout,
    })),
  children: [
    { index: true, lazy: adminPage('admin-dashboard') },
    { path: backOfficePaths.adminOrders, lazy: adminPage('admin-orders') },
    { path: backOfficePaths.adminRates, lazy: adminPage('admin-rates') },
    { path: backOfficePaths.adminCalendar, lazy: adminPage('admin-calendar') },
    { path: backOfficePaths.adminOrder.pattern, lazy: adminPage('admin-order') },
    { path: backOfficePaths.adminCustomers, lazy: adminPage('admin-customers') },
    {
      path: backOfficePaths.adminCustomer.pattern,
      lazy: adminPage('admin-customer'),
    },
    { path: backOfficePaths.adminStaff, lazy: adminPage('admin-staff') },
    { path: backOfficePaths.adminCatalog, lazy: adminPage('admin-catalog') },
    {
      path: backOfficePaths.adminCatalogSection.pattern,
      lazy: adminPage('admin-catalog'),
    },
    {
      path: backOfficePaths.adminCatalogEntry.pattern,
      lazy: adminPage('admin-catalog-entry'),
    },
    {
      path: backOfficePaths.adminConsultations,
      lazy: adminPage('admin-consultations'),
    },
    {
      path: backOfficePaths.adminConsultation.pattern,
      lazy: adminPage('admin-consultation'),
    },
    { path: backOfficePaths.adminOutbox, lazy: adminPage('admin-outbox') },
    { path: backOfficePaths.adminAudit, lazy: adminPage('admin-audit') },
    { path: backOfficePaths.adminImports, lazy: adminPage('admin-imports') },
    {
      path: backOfficePaths.adminContentPages,
      lazy: adminPage('admin-content-pages'),
    },
    {
      path: backOfficePaths.adminContentPage.pattern,
      lazy: adminPage('admin-content-pages'),
    },
    {
      path: backOfficePaths.adminContentArticles,
      lazy: adminPage('admin-content-articles'),
    },
    {
      path: backOfficePaths.adminContentArticle.pattern,
      lazy: adminPage('admin-content-articles'),
    },
    { path: backOfficePaths.adminContentFaq, lazy: adminPage('admin-content-faq') },
    {
      path: backOfficePaths.adminContentFaqEntry.pattern,
      lazy: adminPage('admin-content-faq'),
    },
    {
      path: backOfficePaths.adminTranslations,
      lazy: adminPage('admin-translations'),
    },
    { path: backOfficePaths.adminSiteMenus, lazy: adminPage('admin-site-menus') },
    {
      path: backOfficePaths.adminSiteContacts,
      lazy: adminPage('admin-site-contacts'),
    },
    { path: backOfficePaths.adminSiteSeller, lazy: adminPage('admin-site-seller') },
    {
      // `/admin/site/blocks` alone goes to the reviews (the route's loader).
      path: `${backOfficePaths.adminSiteBlocks}/:block?`,
      lazy: adminPage('admin-site-blocks'),
    },
    {
      path: backOfficePaths.adminPhoneMasks,
      lazy: adminPage('admin-phone-masks'),
    },
  ],
};
