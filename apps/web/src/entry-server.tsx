import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  PageRendererModule,
  PageRenderRequest,
  PageRenderResult,
} from '@storefront/contract/page-renderer';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { AppProvider } from './app/provider';
import { pageModulesOf, resolveLazyRoutes, routes } from './app/router';
import { setCallTransport } from './lib/api-client';
import { setServerCookieSource } from './lib/cookies';
import { setServerHtmlSanitizer } from './lib/html';
import { initialLanguage } from './lib/initial-language';
import { createQueryClient } from './lib/query-client';
import type { RouteHandle } from './lib/route-handle';
import type { ServerRenderState } from './lib/server-render';
import { getSettingsQueryOptions } from './lib/settings/get-settings';

/**
 * The shop's pages rendered on the server (ADR 042): the server process imports this module's
 * build (dist-ssr/entry-server.js) and asks it for a page's markup and data. A page is rendered as
 * a guest with no cart sees it; the browser hydrates it (main.tsx).
 */

/** The request being rendered, for the code that reads cookies (the language, the chosen country). */
const current = new AsyncLocalStorage<{ cookies: string }>();
setServerCookieSource(() => current.getStore()?.cookies ?? '');

/**
 * Set once by the server: how the pages' calls reach the API (in-process), and how server HTML
 * (pages, FAQ answers) is cleaned where there is no DOM (the server's sanitiser, same allow-list).
 */
export const configure: PageRendererModule['configure'] = (options) => {
  setCallTransport(options.transport);
  setServerHtmlSanitizer(options.sanitizeHtml);
};

/**
 * How many times a page is rendered at most: each render shows which queries the page asks for,
 * those are fetched, and the page is rendered again with their data. A query that depends on
 * another's answer needs one more render; what is still loading after the last one loads in the
 * browser.
 */
const MAX_RENDERS = 3;

const handler = createStaticHandler(routes);

/**
 * Whether the page at `pathname` is one the server renders: its own route's handle says so, which
 * for some pages is stated in the page's module (loaded here, as the browser will, without running
 * any loader: a page that is not rendered here must not have its loaders run twice).
 */
async function isServerRendered(pathname: string): Promise<boolean> {
  await resolveLazyRoutes(pathname);
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.[matches.length - 1];
  return (leaf?.route.handle as RouteHandle | undefined)?.serverRender === true;
}

function renderOnce(queryClient: QueryClient, context: StaticHandlerContext): string {
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
}

/**
 * The markup after rendering until no new query is asked for. A query whose fetch failed is left
 * loading, as the browser will start it: the markup must be what the browser's first render is.
 */
async function renderWithData(queryClient: QueryClient, context: StaticHandlerContext): Promise<string> {
  const failed = new Set<string>();
  for (let render = 1; ; render++) {
    const html = renderOnce(queryClient, context);
    const wanted = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'pending' && !failed.has(query.queryHash) })
      .filter(isEnabled);
    if (wanted.length === 0 || render === MAX_RENDERS) {
      if (failed.size === 0) return html;
      return renderOnce(queryClient, context);
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

export async function render(request: PageRenderRequest): Promise<PageRenderResult<ServerRenderState>> {
  const pathname = new URL(request.url, 'http://shop.invalid').pathname;
  if (!(await isServerRendered(pathname))) return { kind: 'browser' };
  return current.run({ cookies: request.cookies }, async () => {
    const lang = initialLanguage();
    const queryClient = createQueryClient();
    // Without settings there is no page to render: the browser shows their error with a retry.
    await queryClient.fetchQuery(getSettingsQueryOptions(lang));
    const context = await handler.query(new Request(new URL(request.url, 'http://shop.invalid')));
    // A redirect or a route's error is the browser's to handle, as it would on a navigation.
    if (context instanceof Response || context.errors) return { kind: 'browser' };
    const markup = await renderWithData(queryClient, context);
    const { head, html } = splitHead(markup);
    return {
      kind: 'page',
      status: context.statusCode,
      lang,
      head,
      html,
      modules: pageModulesOf(pathname),
      state: {
        lang,
        queries: dehydrate(queryClient),
        router: { loaderData: context.loaderData, actionData: context.actionData },
      },
    };
  });
}
