import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  PageRendererModule,
  PageRenderRequest,
  PageRenderResult,
} from '@storefront/contract/page-renderer';
import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { languageOfPath } from '@storefront/contract/language-paths';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type StaticHandler,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { AppProvider } from './app/provider';
import { setServerStructuredDataSink } from './components/structured-data/structured-data';
import { basenameOf, isBackOfficePath, pageModulesOf, resolveLazyRoutes, routes } from './app/router';
import { setCallTransport } from './lib/api-client';
import { setServerCookieSource } from './lib/cookies';
import { setServerHtmlSanitizer } from './lib/html';
import { setServerTextUse } from './lib/i18n';
import { initialLanguage, setServerPathnameSource } from './lib/initial-language';
import { PageStatusContext } from './lib/page-status';
import { createQueryClient } from './lib/query-client';
import { setSiteUrl } from './lib/site-url';
import type { RouteHandle } from './lib/route-handle';
import type { ServerRenderState } from './lib/server-render';
import { getSettingsQueryOptions, type Settings } from './lib/settings/get-settings';
import { jsonLdScript, type StructuredDataBlock } from './lib/structured-data/json-ld';
import { organization } from './lib/structured-data/organization';

/**
 * The shop's pages rendered on the server (ADR 042): the server process imports this module's
 * build (dist-ssr/entry-server.js) and asks it for a page's markup and data. A page is rendered as
 * a guest with no cart sees it; the browser hydrates it (main.tsx).
 */

/** The shop's address as customers open it (PUBLIC_URL): structured data names pages by absolute URLs. */
let siteUrl = '';

/**
 * The request being rendered, for the code that reads cookies (the language, the chosen country)
 * and its path (a language's prefix names the language), and the structured data its page
 * declares (components/structured-data).
 */
const current = new AsyncLocalStorage<{
  cookies: string;
  pathname: string;
  structuredData: StructuredDataBlock[];
  /** The dictionary's keys the page's last render pass read. */
  texts: Set<string>;
}>();
setServerCookieSource(() => current.getStore()?.cookies ?? '');
setServerPathnameSource(() => current.getStore()?.pathname ?? '/');
setServerTextUse((key) => current.getStore()?.texts.add(key));
setServerStructuredDataSink(() => {
  const scope = current.getStore();
  return scope && { siteUrl, add: (block) => scope.structuredData.push(block) };
});

/**
 * Set once by the server: how the pages' calls reach the API (in-process), how server HTML
 * (pages, FAQ answers) is cleaned where there is no DOM (the server's sanitiser, same allow-list),
 * and the shop's public address.
 */
export const configure: PageRendererModule['configure'] = (options) => {
  setCallTransport(options.transport);
  setServerHtmlSanitizer(options.sanitizeHtml);
  siteUrl = options.publicUrl;
  setSiteUrl(options.publicUrl);
};

/**
 * How many times a page is rendered at most: each render shows which queries the page asks for,
 * those are fetched, and the page is rendered again with their data. A query that depends on
 * another's answer needs one more render; what is still loading after the last one loads in the
 * browser.
 */
const MAX_RENDERS = 3;

/** A handler for each language's prefix (ADR 070): its routes are the same under that basename. */
const handlers = new Map<string, StaticHandler>();
function handlerFor(pathname: string): StaticHandler {
  const basename = basenameOf(pathname);
  let handler = handlers.get(basename);
  if (!handler) handlers.set(basename, (handler = createStaticHandler(routes, { basename })));
  return handler;
}

/**
 * The handle of the page's own (deepest) route, undefined for the back-office's addresses: its
 * routes are not in this table, and the not-found route that matches them here is not theirs.
 * Under a language's prefix the page is the one at the rest of the address.
 */
function pageHandle(pathname: string): RouteHandle | undefined {
  const { path } = languageOfPath(pathname);
  if (isBackOfficePath(path)) return undefined;
  const matches = matchRoutes(routes, path);
  return matches?.[matches.length - 1]?.route.handle as RouteHandle | undefined;
}

/**
 * Whether the page at `url` is one the server renders: its own route's handle says so, which
 * for some pages is stated in the page's module (loaded here, as the browser will, without running
 * any loader: a page that is not rendered here must not have its loaders run twice).
 */
async function isServerRendered(url: URL): Promise<boolean> {
  await resolveLazyRoutes(url.pathname);
  const serverRender = pageHandle(url.pathname)?.serverRender;
  return typeof serverRender === 'function' ? serverRender(url) : serverRender === true;
}

/** The status of the page at `pathname` by its route alone: the not-found page's 404, else 200. */
function routeStatus(pathname: string): number {
  return pageHandle(pathname)?.status ?? 200;
}

/**
 * Statuses already told, by path: the route table never changes, and matching it (React Router
 * flattens and ranks every route on each match) would cost more than sending a kept page. Bounded,
 * so that a scanner's addresses cannot grow it.
 */
const toldStatuses = new Map<string, number>();
const TOLD_STATUSES_MAX = 2_000;

export const statusOf: PageRendererModule['statusOf'] = (url) => {
  const { pathname } = new URL(url, 'http://shop.invalid');
  let status = toldStatuses.get(pathname);
  if (status === undefined) {
    status = routeStatus(pathname);
    if (toldStatuses.size >= TOLD_STATUSES_MAX) toldStatuses.clear();
    toldStatuses.set(pathname, status);
  }
  return status;
};

/** The markup, and the status the page reported while rendering (a link its data does not know). */
function renderOnce(
  queryClient: QueryClient,
  handler: StaticHandler,
  context: StaticHandlerContext,
): { html: string; status: number | undefined } {
  const router = createStaticRouter(handler.dataRoutes, context);
  // Each pass declares the page's structured data and reads its texts afresh: the page's are the
  // last pass's.
  current.getStore()!.structuredData = [];
  current.getStore()!.texts = new Set();
  let status: number | undefined;
  const html = renderToString(
    <StrictMode>
      <PageStatusContext.Provider value={(reported) => (status = reported)}>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </PageStatusContext.Provider>
    </StrictMode>,
  );
  return { html, status };
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
}

/**
 * The markup after rendering until no new query is asked for. A query whose fetch failed is left
 * loading, as the browser will start it: the markup must be what the browser's first render is.
 */
async function renderWithData(
  queryClient: QueryClient,
  handler: StaticHandler,
  context: StaticHandlerContext,
): Promise<ReturnType<typeof renderOnce>> {
  const failed = new Set<string>();
  for (let render = 1; ; render++) {
    const rendered = renderOnce(queryClient, handler, context);
    const wanted = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'pending' && !failed.has(query.queryHash) })
      .filter(isEnabled);
    if (wanted.length === 0 || render === MAX_RENDERS) {
      if (failed.size === 0) return rendered;
      return renderOnce(queryClient, handler, context);
    }
    await Promise.all(
      wanted.map((query) =>
        query.fetch().catch(() => {
          failed.add(query.queryHash);
          queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
        }),
      ),
    );
  }
}

/** `<title>` and `<meta>` React put at the start of the markup, to go into the document's head. */
function splitHead(markup: string): { head: string; html: string } {
  const match = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/.exec(markup);
  return match ? { head: match[0], html: markup.slice(match[0].length) } : { head: '', html: markup };
}

/**
 * The page's data with the settings' dictionary cut to the texts the page read: the shop's whole
 * dictionary is most of a page's state, and the browser asks for it while the app's code loads.
 */
function withPageTexts(state: DehydratedState, used: ReadonlySet<string>): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const data = query.state.data as Settings | undefined;
      if (query.queryKey[0] !== 'settings' || !data?.translations) return query;
      const translations = Object.fromEntries(
        Object.entries(data.translations).filter(([key]) => used.has(key)),
      );
      return { ...query, state: { ...query.state, data: { ...data, translations } } };
    }),
  };
}

export async function render(request: PageRenderRequest): Promise<PageRenderResult<ServerRenderState>> {
  const url = new URL(request.url, 'http://shop.invalid');
  const { pathname } = url;
  if (!(await isServerRendered(url))) return { kind: 'browser' };
  const scope = {
    cookies: request.cookies,
    pathname,
    structuredData: [] as StructuredDataBlock[],
    texts: new Set<string>(),
  };
  return current.run(scope, async () => {
    // The address's language first, else the cookie's (ADR 070).
    const lang = initialLanguage();
    const queryClient = createQueryClient();
    // Without settings there is no page to render: the browser shows their error with a retry.
    const settings = await queryClient.fetchQuery(getSettingsQueryOptions(lang));
    const handler = handlerFor(pathname);
    const context = await handler.query(new Request(url));
    // A redirect or a route's error is the browser's to handle, as it would on a navigation.
    if (context instanceof Response || context.errors) return { kind: 'browser' };
    const rendered = await renderWithData(queryClient, handler, context);
    const { head, html } = splitHead(rendered.html);
    // The shop itself on every page, then what the page declared.
    const structuredData = [
      organization(settings.settings, settings.social, siteUrl),
      ...scope.structuredData,
    ];
    return {
      kind: 'page',
      status: rendered.status ?? (context.statusCode === 200 ? routeStatus(pathname) : context.statusCode),
      lang,
      head: head + structuredData.map(jsonLdScript).join(''),
      html,
      modules: pageModulesOf(pathname),
      state: {
        lang,
        siteUrl,
        queries: withPageTexts(dehydrate(queryClient), scope.texts),
        router: { loaderData: context.loaderData, actionData: context.actionData },
        pageTexts: true,
      },
    };
  });
}
