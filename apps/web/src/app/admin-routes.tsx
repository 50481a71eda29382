import type { RouteObject } from 'react-router';
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
    { path: paths.adminOrders, lazy: adminPage('admin-orders') },
    { path: paths.adminRates, lazy: adminPage('admin-rates') },
    { path: paths.adminCalendar, lazy: adminPage('admin-calendar') },
    { path: paths.adminOrder.pattern, lazy: adminPage('admin-order') },
    { path: paths.adminCustomers, lazy: adminPage('admin-customers') },
    {
      path: paths.adminCustomer.pattern,
      lazy: adminPage('admin-customer'),
    },
    { path: paths.adminStaff, lazy: adminPage('admin-staff') },
    { path: paths.adminCatalogue, lazy: adminPage('admin-catalogue') },
    {
      path: paths.adminCatalogueSection.pattern,
      lazy: adminPage('admin-catalogue'),
    },
    {
      path: paths.adminCatalogueEntry.pattern,
      lazy: adminPage('admin-catalogue-entry'),
    },
    {
      path: paths.adminConsultations,
      lazy: adminPage('admin-consultations'),
    },
    {
      path: paths.adminConsultation.pattern,
      lazy: adminPage('admin-consultation'),
    },
    { path: paths.adminOutbox, lazy: adminPage('admin-outbox') },
    { path: paths.adminAudit, lazy: adminPage('admin-audit') },
    { path: paths.adminImports, lazy: adminPage('admin-imports') },
    {
      path: paths.adminContentPages,
      lazy: adminPage('admin-content-pages'),
    },
    {
      path: paths.adminContentPage.pattern,
      lazy: adminPage('admin-content-pages'),
    },
    {
      path: paths.adminContentArticles,
      lazy: adminPage('admin-content-articles'),
    },
    {
      path: paths.adminContentArticle.pattern,
      lazy: adminPage('admin-content-articles'),
    },
    { path: paths.adminContentFaq, lazy: adminPage('admin-content-faq') },
    {
      path: paths.adminContentFaqEntry.pattern,
      lazy: adminPage('admin-content-faq'),
    },
    {
      path: paths.adminTranslations,
      lazy: adminPage('admin-translations'),
    },
    { path: paths.adminSiteMenus, lazy: adminPage('admin-site-menus') },
    {
      path: paths.adminSiteContacts,
      lazy: adminPage('admin-site-contacts'),
    },
    {
      // `/admin/site/blocks` alone goes to the reviews (the route's loader).
      path: `${paths.adminSiteBlocks}/:block?`,
      lazy: adminPage('admin-site-blocks'),
    },
    {
      path: paths.adminPhoneMasks,
      lazy: adminPage('admin-phone-masks'),
    },
  ],
};
