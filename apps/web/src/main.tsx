import { hydrate, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter, resolveLazyRoutes } from './app/router';
import { initialLanguage } from './lib/initial-language';
import { createQueryClient } from './lib/query-client';
import { hasServerMarkup, renderedSiteUrl, serverRenderState } from './lib/server-render';
import { setSiteUrl } from './lib/site-url';
import { getSettings, getSettingsQueryOptions } from './lib/settings/get-settings';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/** Tells the boot script the app holds the page: a tap it kept meanwhile is made now (app-start). */
function TookOver() {
  useEffect(() => window.__storefrontTookOver?.(), []);
  return null;
}

const app = (queryClient: QueryClient, router: ReturnType<typeof createAppRouter>): ReactNode => (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProvider>
    <TookOver />
  </StrictMode>
);

/**
 * Starts the app (ADR 042). A page the server rendered for a visitor like this one is hydrated
 * with the server's data, once the code of its routes is here: the markup stays and becomes live.
 * A page rendered for someone else (this browser has a session or a guest cart) keeps showing
 * until the app has its settings and the page's code, then is rendered afresh; a page the server
 * did not render starts as before, from the settings call the boot script began.
 */
/** Ends the current task: the browser may paint and handle input before the next step runs. */
const yieldToBrowser = () => new Promise<void>((resume) => setTimeout(resume, 0));

async function start(container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const lang = initialLanguage();
  const state = serverRenderState(lang);
  // The head's links the server made are kept as they are when the app renders the same ones.
  setSiteUrl(renderedSiteUrl() ?? '');
  // A page brings only the texts it shows; the app's dictionary is the settings call's, which the
  // boot script began. Without it (the call failed) the app starts with the page's and asks again.
  const settings = state?.pageTexts ? getSettings(lang).catch(() => undefined) : undefined;
  // A page whose code fails to load is left to the router, which shows its error with a reload.
  const routesLoaded = hasServerMarkup()
    ? resolveLazyRoutes(window.location.pathname).then(
        () => true,
        () => false,
      )
    : Promise.resolve(false);
  if (state && (await routesLoaded)) {
    // The page is on screen already: each step is its own task, and hydration (a transition)
    // yields to the browser between components, so a tap is never kept waiting for long.
    const allTexts = await settings;
    await yieldToBrowser();
    // The page may have been rendered a while ago and kept (ADR 069): its data is the content's
    // current revision all the same, so it counts as fetched now and is not asked for again.
    const now = Date.now();
    hydrate(queryClient, {
      ...state.queries,
      queries: state.queries.queries.map((query) => ({
        ...query,
        state: { ...query.state, dataUpdatedAt: now },
      })),
    });
    const settingsKey = getSettingsQueryOptions(lang).queryKey;
    if (allTexts) queryClient.setQueryData(settingsKey, allTexts);
    else if (state.pageTexts) void queryClient.invalidateQueries({ queryKey: settingsKey });
    await yieldToBrowser();
    const router = createAppRouter(state.router);
    await yieldToBrowser();
    // The server never sees the address's fragment (`/faq#faq-3` opens an entry): with one, the
    // page is rendered afresh from the server's data instead of taking over markup made without it.
    if (window.location.hash) {
      createRoot(container).render(app(queryClient, router));
      return;
    }
    startTransition(() => {
      hydrateRoot(container, app(queryClient, router));
    });
    return;
  }
  if (hasServerMarkup())
    await Promise.all([routesLoaded, queryClient.prefetchQuery(getSettingsQueryOptions(lang))]);
  createRoot(container).render(app(queryClient, createAppRouter()));
}

// The module's own evaluation (the shell's code) is one task: starting is the next one.
void yieldToBrowser().then(() => start(root));
window.__storefrontStarted?.();
