import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { getSettingsQueryOptions } from '@/lib/settings/get-settings';
import { LanguageProvider } from '@/lib/language';
import { settingsFixture } from './fixtures';

/** A query client for one test: no retries, nothing refetched or garbage-collected mid-test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } },
  });
}

export interface RenderOptions {
  queryClient?: QueryClient;
  /** The language whose settings are already loaded (the app starts in it when the cookie agrees). */
  lang?: 'ru-RU' | 'en-US';
  /** Texts added to the test dictionary (a feature's keys as the seed has them). */
  texts?: Record<string, string>;
}

/** The app's providers (query client, language) around `children`. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>{children}</LanguageProvider>
    </QueryClientProvider>
  );
}

/** Renders a route table in a memory router inside the providers, with settings already loaded. */
export function renderRoutes(
  routes: RouteObject[],
  {
    initialEntries = ['/'],
    queryClient = createTestQueryClient(),
    lang = 'ru-RU',
    texts,
  }: RenderOptions & { initialEntries?: string[] } = {},
): RenderResult & { queryClient: QueryClient } {
  const settings = settingsFixture(lang);
  queryClient.setQueryData(getSettingsQueryOptions(lang).queryKey, {
    ...settings,
    translations: { ...settings.translations, ...texts },
  });
  const router = createMemoryRouter(routes, { initialEntries });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, queryClient };
}

/** Renders one component at `url` (for components that read the location) inside the providers. */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', ...options }: RenderOptions & { url?: string } = {},
): RenderResult & { queryClient: QueryClient } {
  return renderRoutes([{ path: '*', element: ui }], { initialEntries: [url], ...options });
}
