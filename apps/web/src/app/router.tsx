import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import type { RouteHandle } from './route-handle';
import { LoginLayout } from './layouts/login-layout';
import { MainLayout } from './layouts/main-layout';
import { NotFoundLayout } from './layouts/not-found-layout';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RouteLoader } from './route-loader';

const crumb = (titleKey: string): RouteHandle => ({ crumb: { titleKey } });

/**
 * The route table (spec section 2). Pages load as separate chunks. Later issues add their routes
 * here: search and checkout under the main layout. The account pages sit behind the guard of the
 * account layout; the login layout's pages are for signed-out visitors only.
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
            lazy: () => import('./routes/home'),
            handle: { darkHeader: true } satisfies RouteHandle,
          },
          { path: 'about', lazy: () => import('./routes/about'), handle: crumb('About') },
          { path: 'page/:id', lazy: () => import('./routes/static-page') },
          { path: 'country/:id', lazy: () => import('./routes/country') },
          { path: 'faq', lazy: () => import('./routes/faq'), handle: crumb('Faq') },
          {
            path: 'foreign-registers',
            lazy: () => import('./routes/foreign-registers'),
            handle: crumb('ForeignRegisters'),
          },
          {
            path: 'tariffs',
            handle: crumb('Tariffs'),
            children: [
              { index: true, lazy: () => import('./routes/tariffs') },
              { path: ':id', lazy: () => import('./routes/tariff') },
            ],
          },
          {
            path: 'materials',
            children: [
              { index: true, element: <Navigate to="news" replace /> },
              {
                path: 'news',
                handle: crumb('News'),
                children: [
                  { index: true, lazy: () => import('./routes/news') },
                  { path: ':id', lazy: () => import('./routes/article') },
                ],
              },
              {
                path: 'publications',
                handle: crumb('Publications'),
                children: [
                  { index: true, lazy: () => import('./routes/publications') },
                  { path: ':id', lazy: () => import('./routes/article') },
                ],
              },
            ],
          },
          {
            path: 'account',
            lazy: () =>
              import('./layouts/account-layout').then(({ AccountLayout }) => ({ Component: AccountLayout })),
            handle: crumb('Account'),
            children: [
              { index: true, element: <Navigate to="profile" replace /> },
              { path: 'profile', lazy: () => import('./routes/account-profile'), handle: crumb('Profile') },
              {
                path: 'yurlitsa',
                lazy: () => import('./routes/account-legal-entities'),
                handle: crumb('LegalEntities'),
              },
              {
                path: 'documents',
                lazy: () => import('./routes/account-documents'),
                handle: crumb('Documents'),
              },
              { path: 'products', lazy: () => import('./routes/account-products'), handle: crumb('Orders') },
            ],
          },
        ],
      },
      {
        element: <LoginLayout />,
        children: [
          {
            path: 'login',
            lazy: () => import('./routes/login'),
            handle: { ...crumb('LoginTitle'), wideCard: true } satisfies RouteHandle,
          },
          {
            path: 'forgot-password',
            lazy: () => import('./routes/forgot-password'),
            handle: crumb('ForgotPasswordTitle'),
          },
          {
            path: 'reset-password',
            lazy: () => import('./routes/reset-password'),
            handle: crumb('ResetPasswordTitle'),
          },
        ],
      },
      {
        element: <NotFoundLayout />,
        children: [
          { path: '404', lazy: () => import('./routes/not-found') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
