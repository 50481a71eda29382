import { LANGUAGE_PATH_PREFIX, languageOfPath } from '@storefront/contract/language-paths';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import {
  createBrowserRouter,
  type DataRouter,
  type HydrationState,
  matchRoutes,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  RouterProvider,
  useLocation,
} from 'react-router';
import { parseCompanySearchAddress, paths } from '@/config/paths';
import { loadChunk } from '@/lib/chunk-load';
import { LanguageChoice, useLanguage } from '@/lib/language';
import { getSettingsQueryOptions } from '@/lib/settings/get-settings';
import { addressIn } from '@/lib/page-addresses';
import type { RouteHandle } from '@/lib/route-handle';
import { LoginLayout } from './layouts/login-layout';
import { MainLayout } from './layouts/main-layout';
import { NotFoundLayout } from './layouts/not-found-layout';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RouteLoader } from './route-loader';

/** The pages' modules, each its own chunk, by file name (`home` for routes/home.tsx). */
const pageModules = import.meta.glob<Record<string, unknown>>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
  // The back-office's pages are named by its own route table (admin-routes.tsx).
  '!./routes/admin-*.tsx',
]);

/** Which page module each route loads: the server names their styles and scripts in the page it renders. */
const routePages = new WeakMap<object, string>();
const lazyPages = new Map<unknown, string>();

/** The root route's id: the back-office's routes are added under it when first asked for. */
const ROOT_ROUTE_ID = 'root';

/** A route's lazy loader for the page module routes/<name>.tsx. */
function page(name: string) {
  const load = pageModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`no page module routes/${name}.tsx`);
  const lazy = () => loadChunk(load);
  lazyPages.set(lazy, name);
  return lazy;
}

const crumb = (titleKey: string): RouteHandle => ({ crumb: { titleKey } });
/** A public page the server renders for guests (ADR 042). */
const served = (handle: RouteHandle = {}): RouteHandle => ({ ...handle, serverRender: true });

/**
 * The route table (spec section 2). Pages load as separate chunks. Checkout and the after-order
 * pages sit under the main layout. The account pages sit behind the guard of the account layout;
 * the login layout's pages are for signed-out visitors only. The back-office (`/admin`) is not in
 * this table: its routes, with its own layout and guard, load with the first navigation there
 * (addBackOffice), so no shop page carries them.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteLoader />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            index: true,
            lazy: page('home'),
            handle: served({ darkHeader: true }),
          },
          {
            path: paths.about,
            lazy: page('about'),
            handle: served(crumb('About')),
          },
          // These pages' modules state their handles, server rendering included.
          { path: paths.page.pattern, lazy: page('static-page') },
          { path: paths.country.pattern, lazy: page('country') },
          {
            path: paths.faq,
            lazy: page('faq'),
            handle: served(crumb('Faq')),
          },
          {
            path: paths.foreignRegisters,
            lazy: page('foreign-registers'),
            handle: served(crumb('ForeignRegisters')),
          },
          {
            path: paths.tariffs,
            handle: crumb('Tariffs'),
            children: [
              { index: true, lazy: page('tariffs'), handle: served() },
              { path: paths.tariff.pattern, lazy: page('tariff') },
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
                  { index: true, lazy: page('news'), handle: served() },
                  {
                    path: paths.newsArticle.pattern,
                    lazy: page('article'),
                  },
                ],
              },
              {
                path: paths.publications,
                handle: crumb('Publications'),
                children: [
                  { index: true, lazy: page('publications'), handle: served() },
                  {
                    path: paths.publication.pattern,
                    lazy: page('article'),
                  },
                ],
              },
            ],
          },
          {
            path: paths.search,
            handle: crumb('SearchCompany'),
            children: [
              // The form is the same for everyone; a search's results are the browser's to fetch.
              {
                index: true,
                lazy: page('search'),
                handle: {
                  serverRender: (url) => parseCompanySearchAddress(url.searchParams).query === '',
                } satisfies RouteHandle,
              },
              {
                path: paths.selectType,
                lazy: page('select-type'),
                handle: crumb('SelectType'),
              },
              {
                path: paths.selectProduct,
                lazy: page('select-product'),
                handle: crumb('SelectProductTitle'),
              },
            ],
          },
          {
            path: paths.search2,
            lazy: page('search2'),
            handle: crumb('SearchResultsTitle'),
          },
          {
            path: paths.checkout,
            lazy: page('checkout'),
            handle: crumb('Checkout'),
          },
          {
            path: paths.orderSuccess,
            lazy: page('order-success'),
            handle: crumb('OrderSuccess'),
          },
          {
            path: paths.paymentSuccess,
            lazy: page('payment-success'),
            handle: crumb('OrderPaymentTitle'),
          },
          {
            path: paths.paymentFail,
            lazy: page('payment-fail'),
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
                lazy: page('account-profile'),
                handle: crumb('Profile'),
              },
              {
                path: paths.accountLegalEntities,
                lazy: page('account-legal-entities'),
                handle: crumb('LegalEntities'),
              },
              {
                path: paths.accountDocuments,
                lazy: page('account-documents'),
                handle: crumb('Documents'),
              },
              {
                path: paths.accountOrders,
                lazy: page('account-orders'),
                handle: crumb('Orders'),
              },
              {
                path: paths.accountOrder.pattern,
                lazy: page('account-order'),
                handle: crumb('OrderPageCrumb'),
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
            lazy: page('login'),
            handle: { ...crumb('LoginTitle'), wideCard: true } satisfies RouteHandle,
          },
          {
            path: paths.forgotPassword,
            lazy: page('forgot-password'),
            handle: crumb('ForgotPasswordTitle'),
          },
          {
            path: paths.resetPassword,
            lazy: page('reset-password'),
            handle: crumb('ResetPasswordTitle'),
          },
          {
            path: paths.confirmEmail,
            lazy: page('confirm-email'),
            handle: crumb('ConfirmEmailTitle'),
          },
        ],
      },
      // Matched only under a language's prefix (`/en/admin`): at the root the back-office's own
      // routes, added on the way there (addBackOffice), come first.
      { path: `${paths.admin}/*`, element: <BackOfficeUnprefixed /> },
      {
        element: <NotFoundLayout />,
        children: [
          { path: paths.notFound, lazy: page('not-found'), handle: served({ status: 404 }) },
          { path: '*', lazy: page('not-found'), handle: served({ status: 404 }) },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the routes that match `pathname` and puts it on their route objects, as React
 * Router's `lazy` would on the first navigation. A page the server rendered is hydrated only once
 * its routes are whole: a route still lazy would render the hydrate fallback instead of the page.
 */
export async function resolveLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, languageOfPath(pathname).path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const name = lazyPages.get(route.lazy);
      if (name) routePages.set(route, name);
      const loaded: Record<string, unknown> = await route.lazy();
      // As React Router does: what the route object states itself wins over the module's exports.
      const target = route as Record<string, unknown>;
      for (const [key, value] of Object.entries(loaded)) target[key] ??= value;
      delete route.lazy;
    }),
  );
}

/** The page modules (`src/app/routes/<name>.tsx`) of the routes matching `pathname`, once resolved. */
export function pageModulesOf(pathname: string): string[] {
  return (matchRoutes(routes, languageOfPath(pathname).path) ?? []).flatMap(({ route }) => {
    const name = routePages.get(route) ?? lazyPages.get(route.lazy);
    return name ? [`src/app/routes/${name}.tsx`] : [];
  });
}

let backOfficeAdded = false;

/**
 * React Router asks this before a navigation that matched no route or only a route with
 * parameters (here the catch-all not-found route): the first one to `/admin…` loads the
 * back-office's route table and adds it under the root, and the router matches again.
 */
const addBackOffice: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (backOfficeAdded || !isBackOfficePath(path)) return;
  const { backOfficeRoute } = await loadChunk(() => import('./admin-routes'));
  if (backOfficeAdded) return;
  patch(ROOT_ROUTE_ID, [backOfficeRoute]);
  backOfficeAdded = true;
};

/** Whether `path` is the back-office's: its routes are not in the shop's table until it is opened. */
export function isBackOfficePath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0]!.toLowerCase();
  return pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
}

/**
 * The router's basename at an address (ADR 070): the prefix of the language the address names
 * (`/en`), else none. Every link and navigation of the shop then stays under it by itself.
 */
export function basenameOf(pathname: string): string {
  const { lang } = languageOfPath(pathname);
  return lang ? LANGUAGE_PATH_PREFIX[lang] : '';
}

interface ShownRouter {
  router: DataRouter;
  basename: string;
}

function browserRouter(table: RouteObject[], hydrationData?: HydrationState): ShownRouter {
  const basename = basenameOf(window.location.pathname);
  const router = createBrowserRouter(table, { basename, hydrationData, patchRoutesOnNavigation: addBackOffice });
  return { router, basename };
}

/** The browser's router; with the server's hydration data when the page was rendered there. */
export function createAppRouter(hydrationData?: HydrationState): DataRouter {
  return browserRouter(routes, hydrationData).router;
}

const shownAddress = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Opens an address (path, query, fragment) in the router for its prefix, in place of this entry. */
const OpenAddressContext = createContext<(href: string) => void>(() => undefined);

/**
 * `/en/admin…`: the back-office has one address, without a language's prefix (it shows the
 * language chosen); opening it under a prefix goes there in place.
 */
function BackOfficeUnprefixed() {
  const open = useContext(OpenAddressContext);
  const { pathname, search, hash } = useLocation();
  useEffect(() => open(`${pathname}${search}${hash}`), [open, pathname, search, hash]);
  return <RouteLoader />;
}

/**
 * The app's router. A router's basename is fixed, so an address under another prefix is shown by a
 * router made for it, with the routes this one has loaded: choosing a language moves to that
 * language's address of the page (with the page's data, so it shows at once), and so do Back and
 * Forward across prefixes and a way to the back-office from under one. The query cache is outside
 * and stays; the language follows an address that names one.
 */
export function AppRouter({ router }: { router: DataRouter }) {
  const queryClient = useQueryClient();
  const { lang, setLanguage } = useLanguage();
  const shownRef = useRef<ShownRouter>({ router, basename: basenameOf(window.location.pathname) });
  const [shown, setShown] = useState({ router, generation: 0 });

  const open = useCallback((href: string, samePage: boolean) => {
    const previous = shownRef.current;
    if (href !== shownAddress()) window.history.replaceState(window.history.state, '', href);
    if (basenameOf(window.location.pathname) === previous.basename) return;
    const { loaderData, actionData, errors } = previous.router.state;
    // The data routes are route objects too: what they have loaded (pages, the back-office) stays.
    const next = browserRouter(
      previous.router.routes as RouteObject[],
      samePage ? { loaderData, actionData, errors } : undefined,
    );
    previous.router.dispose();
    shownRef.current = next;
    setShown(({ generation }) => ({ router: next.router, generation: generation + 1 }));
  }, []);
  const openElsewhere = useCallback((href: string) => open(href, false), [open]);

  /**
   * Shows `href` in `next`, the language it names or the cookie's. The page is mounted anew under
   * another prefix, and its parts read the language's settings at once: those are loaded first, the
   * page staying as it is meanwhile (as it does in place, until they come).
   */
  const showIn = useCallback(
    (next: string, href: string, samePage: boolean, setNext: (lang: string) => void) => {
      const show = () => {
        open(href, samePage);
        setNext(next);
      };
      const settings = getSettingsQueryOptions(next);
      if (basenameOf(new URL(href, window.location.href).pathname) === shownRef.current.basename)
        return show();
      if (queryClient.getQueryData(settings.queryKey)) return show();
      void queryClient.prefetchQuery(settings).then(() => {
        if (queryClient.getQueryData(settings.queryKey)) return show();
        // Without them (offline) the language stays: a choice is made in place, where the previous
        // language's settings stay on screen until the next's come; Back or Forward show the entry.
        if (samePage) setNext(next);
        else open(href, false);
      });
    },
    [open, queryClient],
  );

  // A language chosen: the same page at that language's address, query and fragment kept. The
  // back-office keeps its one address; a language without a prefix of its own is the root's.
  const choose = useCallback(
    (next: string, setNext: (lang: string) => void) => {
      const { path } = languageOfPath(window.location.pathname);
      if (isBackOfficePath(path)) return setNext(next);
      showIn(next, addressIn(next, `${path}${window.location.search}${window.location.hash}`), true, setNext);
    },
    [showIn],
  );

  // Back or Forward to an entry under another prefix: the current router cannot show it.
  useEffect(() => {
    const follow = () => {
      if (basenameOf(window.location.pathname) === shownRef.current.basename) return;
      const named = languageOfPath(window.location.pathname).lang;
      if (!named || named === lang) return open(shownAddress(), false);
      showIn(named, shownAddress(), false, setLanguage);
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [lang, open, setLanguage, showIn]);

  return (
    <OpenAddressContext.Provider value={openElsewhere}>
      <LanguageChoice choose={choose}>
        <RouterProvider key={shown.generation} router={shown.router} />
      </LanguageChoice>
    </OpenAddressContext.Provider>
  );
}
