import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { loadChunk } from '@/lib/chunk-load';
import type { RouteHandle } from '@/lib/route-handle';
import { LoginLayout } from './layouts/login-layout';
import { MainLayout } from './layouts/main-layout';
import { NotFoundLayout } from './layouts/not-found-layout';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RouteLoader } from './route-loader';

const crumb = (titleKey: string): RouteHandle => ({ crumb: { titleKey } });

/**
 * The route table (spec section 2). Pages load as separate chunks. Checkout and the after-order
 * pages sit under the main layout. The account pages sit behind the guard of the account layout;
 * the login layout's pages are for signed-out visitors only. The back-office (`/admin`) has its
 * own layout behind its own guard.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteLoader />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            index: true,
            lazy: () => loadChunk(() => import('./routes/home')),
            handle: { darkHeader: true } satisfies RouteHandle,
          },
          {
            path: paths.about,
            lazy: () => loadChunk(() => import('./routes/about')),
            handle: crumb('About'),
          },
          { path: paths.page.pattern, lazy: () => loadChunk(() => import('./routes/static-page')) },
          { path: paths.country.pattern, lazy: () => loadChunk(() => import('./routes/country')) },
          { path: paths.faq, lazy: () => loadChunk(() => import('./routes/faq')), handle: crumb('Faq') },
          {
            path: paths.foreignRegisters,
            lazy: () => loadChunk(() => import('./routes/foreign-registers')),
            handle: crumb('ForeignRegisters'),
          },
          {
            path: paths.tariffs,
            handle: crumb('Tariffs'),
            children: [
              { index: true, lazy: () => loadChunk(() => import('./routes/tariffs')) },
              { path: paths.tariff.pattern, lazy: () => loadChunk(() => import('./routes/tariff')) },
            ],
          },
          {
            path: paths.materials,
            children: [
              { index: true, element: <Navigate to={paths.news} replace /> },
              {
                path: paths.news,
                handle: crumb('News'),
                children: [
                  { index: true, lazy: () => loadChunk(() => import('./routes/news')) },
                  {
                    path: paths.newsArticle.pattern,
                    lazy: () => loadChunk(() => import('./routes/article')),
                  },
                ],
              },
              {
                path: paths.publications,
                handle: crumb('Publications'),
                children: [
                  { index: true, lazy: () => loadChunk(() => import('./routes/publications')) },
                  {
                    path: paths.publication.pattern,
                    lazy: () => loadChunk(() => import('./routes/article')),
                  },
                ],
              },
            ],
          },
          {
            path: paths.search,
            handle: crumb('SearchCompany'),
            children: [
              { index: true, lazy: () => loadChunk(() => import('./routes/search')) },
              {
                path: paths.selectType,
                lazy: () => loadChunk(() => import('./routes/select-type')),
                handle: crumb('SelectType'),
              },
              {
                path: paths.selectProduct,
                lazy: () => loadChunk(() => import('./routes/select-product')),
                handle: crumb('SelectProductTitle'),
              },
            ],
          },
          {
            path: paths.search2,
            lazy: () => loadChunk(() => import('./routes/search2')),
            handle: crumb('SearchResultsTitle'),
          },
          {
            path: paths.checkout,
            lazy: () => loadChunk(() => import('./routes/checkout')),
            handle: crumb('Checkout'),
          },
          {
            path: paths.orderSuccess,
            lazy: () => loadChunk(() => import('./routes/order-success')),
            handle: crumb('OrderSuccess'),
          },
          {
            path: paths.paymentSuccess,
            lazy: () => loadChunk(() => import('./routes/payment-success')),
            handle: crumb('OrderPaymentTitle'),
          },
          {
            path: paths.paymentFail,
            lazy: () => loadChunk(() => import('./routes/payment-fail')),
            handle: crumb('PaymentFail'),
          },
          {
            path: paths.account,
            lazy: () =>
              loadChunk(() => import('./layouts/account-layout')).then(({ AccountLayout }) => ({
                Component: AccountLayout,
              })),
            handle: crumb('Account'),
            children: [
              { index: true, element: <Navigate to={paths.accountProfile} replace /> },
              {
                path: paths.accountProfile,
                lazy: () => loadChunk(() => import('./routes/account-profile')),
                handle: crumb('Profile'),
              },
              {
                path: paths.accountLegalEntities,
                lazy: () => loadChunk(() => import('./routes/account-legal-entities')),
                handle: crumb('LegalEntities'),
              },
              {
                path: paths.accountDocuments,
                lazy: () => loadChunk(() => import('./routes/account-documents')),
                handle: crumb('Documents'),
              },
              {
                path: paths.accountOrders,
                lazy: () => loadChunk(() => import('./routes/account-orders')),
                handle: crumb('Orders'),
              },
              { path: paths.accountOrdersOfSpec, element: <Navigate to={paths.accountOrders} replace /> },
            ],
          },
        ],
      },
      {
        element: <LoginLayout />,
        children: [
          {
            path: paths.login,
            lazy: () => loadChunk(() => import('./routes/login')),
            handle: { ...crumb('LoginTitle'), wideCard: true } satisfies RouteHandle,
          },
          {
            path: paths.forgotPassword,
            lazy: () => loadChunk(() => import('./routes/forgot-password')),
            handle: crumb('ForgotPasswordTitle'),
          },
          {
            path: paths.resetPassword,
            lazy: () => loadChunk(() => import('./routes/reset-password')),
            handle: crumb('ResetPasswordTitle'),
          },
          {
            path: paths.confirmEmail,
            lazy: () => loadChunk(() => import('./routes/confirm-email')),
            handle: crumb('ConfirmEmailTitle'),
          },
        ],
      },
      {
        // The back-office: its own layout and chunks; nothing of it loads on the shop's pages.
        path: paths.admin,
        lazy: () =>
          loadChunk(() => import('./layouts/admin-layout')).then(({ AdminLayout }) => ({
            Component: AdminLayout,
          })),
        children: [
          { index: true, lazy: () => loadChunk(() => import('./routes/admin-dashboard')) },
          { path: paths.adminOrders, lazy: () => loadChunk(() => import('./routes/admin-orders')) },
          { path: paths.adminRates, lazy: () => loadChunk(() => import('./routes/admin-rates')) },
          { path: paths.adminCalendar, lazy: () => loadChunk(() => import('./routes/admin-calendar')) },
          { path: paths.adminOrder.pattern, lazy: () => loadChunk(() => import('./routes/admin-order')) },
          { path: paths.adminCustomers, lazy: () => loadChunk(() => import('./routes/admin-customers')) },
          {
            path: paths.adminCustomer.pattern,
            lazy: () => loadChunk(() => import('./routes/admin-customer')),
          },
          { path: paths.adminStaff, lazy: () => loadChunk(() => import('./routes/admin-staff')) },
          { path: paths.adminCatalogue, lazy: () => loadChunk(() => import('./routes/admin-catalogue')) },
          {
            path: paths.adminCatalogueSection.pattern,
            lazy: () => loadChunk(() => import('./routes/admin-catalogue')),
          },
          {
            path: paths.adminCatalogueEntry.pattern,
            lazy: () => loadChunk(() => import('./routes/admin-catalogue-entry')),
          },
          {
            path: paths.adminConsultations,
            lazy: () => loadChunk(() => import('./routes/admin-consultations')),
          },
          {
            path: paths.adminConsultation.pattern,
            lazy: () => loadChunk(() => import('./routes/admin-consultation')),
          },
          { path: paths.adminOutbox, lazy: () => loadChunk(() => import('./routes/admin-outbox')) },
          { path: paths.adminAudit, lazy: () => loadChunk(() => import('./routes/admin-audit')) },
          { path: paths.adminImports, lazy: () => loadChunk(() => import('./routes/admin-imports')) },
          {
            path: paths.adminContentPages,
            lazy: () => loadChunk(() => import('./routes/admin-content-pages')),
          },
          {
            path: paths.adminContentPage.pattern,
            lazy: () => loadChunk(() => import('./routes/admin-content-pages')),
          },
          {
            path: paths.adminContentArticles,
            lazy: () => loadChunk(() => import('./routes/admin-content-articles')),
          },
          {
            path: paths.adminContentArticle.pattern,
            lazy: () => loadChunk(() => import('./routes/admin-content-articles')),
          },
          { path: paths.adminContentFaq, lazy: () => loadChunk(() => import('./routes/admin-content-faq')) },
          {
            path: paths.adminContentFaqEntry.pattern,
            lazy: () => loadChunk(() => import('./routes/admin-content-faq')),
          },
          {
            path: paths.adminTranslations,
            lazy: () => loadChunk(() => import('./routes/admin-translations')),
          },
          { path: paths.adminSiteMenus, lazy: () => loadChunk(() => import('./routes/admin-site-menus')) },
          {
            path: paths.adminSiteContacts,
            lazy: () => loadChunk(() => import('./routes/admin-site-contacts')),
          },
          {
            // `/admin/site/blocks` alone goes to the reviews (the route's loader).
            path: `${paths.adminSiteBlocks}/:block?`,
            lazy: () => loadChunk(() => import('./routes/admin-site-blocks')),
          },
          {
            path: paths.adminPhoneMasks,
            lazy: () => loadChunk(() => import('./routes/admin-phone-masks')),
          },
        ],
      },
      {
        element: <NotFoundLayout />,
        children: [
          { path: paths.notFound, lazy: () => loadChunk(() => import('./routes/not-found')) },
          { path: '*', lazy: () => loadChunk(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
