import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, type RouteObject, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageMenu } from '@/components/language-menu/language-menu';
import { Link } from '@/components/link/link';
import { readCookie } from '@/lib/cookies';
import { useLanguage } from '@/lib/language';
import { getSettingsQueryOptions, useSettings } from '@/lib/settings/get-settings';
import { settingsFixture } from '@/testing/fixtures';
import { AppProviders, createTestQueryClient } from '@/testing/render';
import { AppRouter, basenameOf } from './router';

/**
 * What the page shows: its language, the router's location (the address without its prefix) and,
 * as every page's parts do, its settings, which it reads at once.
 */
function Where() {
  const { pathname, search } = useLocation();
  const { lang } = useLanguage();
  const { settings } = useSettings();
  return (
    <>
      <output aria-label="where">{`${lang} ${pathname}${search}`}</output>
      <p aria-label="site">{settings.sitename}</p>
    </>
  );
}

const table: RouteObject[] = [
  {
    path: '*',
    // A router made for an entry reached by Back has no page data yet: it loads it first.
    HydrateFallback: () => null,
    element: (
      <>
        <LanguageMenu />
        <Link to="/about">About</Link>
        <Where />
      </>
    ),
  },
];

/**
 * The app's router as main.tsx starts it, at `address`, over a small table with the language menu,
 * with the settings of `loaded` languages.
 */
function openAt(address: string, loaded: readonly ('ru-RU' | 'en-US')[] = ['ru-RU', 'en-US']) {
  window.history.replaceState(null, '', address);
  const queryClient = createTestQueryClient();
  for (const lang of loaded)
    queryClient.setQueryData(getSettingsQueryOptions(lang).queryKey, settingsFixture(lang));
  const router = createBrowserRouter(table, { basename: basenameOf(window.location.pathname) });
  render(
    <AppProviders queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProviders>,
  );
}

const where = () => screen.getByLabelText('where').textContent;
const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

async function choose(current: RegExp, language: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: current }));
  await user.click(screen.getByRole('menuitemradio', { name: language }));
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = '';
});

describe('an address per language (ADR 070)', () => {
  it('moves to the chosen language’s address of the page, query and fragment kept, and back', async () => {
    openAt('/faq?page=2#a');
    expect(where()).toBe('ru-RU /faq?page=2');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');

    await choose(/^Язык/, 'English');
    await waitFor(() => expect(address()).toBe('/en/faq?page=2#a'));
    expect(where()).toBe('en-US /faq?page=2');
    expect(readCookie('language')).toBe('en-US');
    // The links of the page are the English addresses, and the menu's button keeps the focus.
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/en/about');
    expect(screen.getByRole('button', { name: /^Language/ })).toHaveFocus();

    await choose(/^Language/, 'Русский');
    await waitFor(() => expect(address()).toBe('/faq?page=2#a'));
    expect(where()).toBe('ru-RU /faq?page=2');
    expect(readCookie('language')).toBe('ru-RU');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it("keeps the page as it is until the chosen language's settings have come, then moves", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await answered;
        return Response.json(settingsFixture('en-US'));
      }),
    );
    try {
      openAt('/faq', ['ru-RU']);
      await choose(/^Язык/, 'English');
      expect(address()).toBe('/faq');
      expect(where()).toBe('ru-RU /faq');

      await act(async () => answer());
      await waitFor(() => expect(address()).toBe('/en/faq'));
      expect(where()).toBe('en-US /faq');
      expect(screen.getByLabelText('site')).toHaveTextContent('Registry Documents');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('opens an English address in English whatever the cookie, and the cookie follows', () => {
    document.cookie = 'language=ru-RU; Path=/';
    openAt('/en/faq');
    expect(where()).toBe('en-US /faq');
    expect(document.documentElement.lang).toBe('en');
    expect(readCookie('language')).toBe('en-US');
  });

  it('keeps the cookie’s language at the root, and leaves the address when that is the one chosen', async () => {
    document.cookie = 'language=en-US; Path=/';
    openAt('/faq');
    expect(where()).toBe('en-US /faq');

    await choose(/^Language/, 'Русский');
    await waitFor(() => expect(where()).toBe('ru-RU /faq'));
    expect(address()).toBe('/faq');
    expect(readCookie('language')).toBe('ru-RU');
  });

  it('follows Back to an entry under the other prefix, in that address’s language', async () => {
    openAt('/en/faq');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(address()).toBe('/en/about');
    await choose(/^Language/, 'Русский');
    await waitFor(() => expect(address()).toBe('/about'));
    expect(where()).toBe('ru-RU /about');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await waitFor(() => expect(where()).toBe('en-US /faq'));
    expect(address()).toBe('/en/faq');
    expect(readCookie('language')).toBe('en-US');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/en/about');
  });
});
