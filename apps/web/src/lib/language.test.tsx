import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageMenu } from '@/components/language-menu/language-menu';
import { useSettings } from '@/lib/settings/get-settings';
import { settingsFixture } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { readCookie } from './cookies';
import { useT } from './i18n';
import { USER_DATA_KEY, useLanguage } from './language';

/** What the rest of the app would show: the site name and a dictionary text in the current language. */
function Probe() {
  const t = useT();
  const { lang } = useLanguage();
  const { settings } = useSettings();
  return (
    <p data-testid="probe">
      {lang} | {settings.sitename} | {t('Home')}
    </p>
  );
}

function clearLanguageCookie() {
  document.cookie = 'language=; Max-Age=0; Path=/';
}

/** The body of the settings call: which language was asked for. */
function requestedLanguage(init: RequestInit | undefined): FormDataEntryValue | null {
  return init?.body instanceof FormData ? init.body.get('lang') : null;
}

describe('choosing a language', () => {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(settingsFixture('en-US')),
  );

  beforeEach(() => {
    clearLanguageCookie();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    clearLanguageCookie();
    document.documentElement.lang = '';
  });

  it('starts in ru-RU without a cookie and sets <html lang>', async () => {
    renderWithProviders(
      <>
        <LanguageMenu />
        <Probe />
      </>,
    );
    expect(await screen.findByTestId('probe')).toHaveTextContent('ru-RU | Реестр Документов | Главная');
    expect(document.documentElement.lang).toBe('ru');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('writes the language cookie, refetches settings in that language, clears user data and switches <html lang>', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(
      <>
        <LanguageMenu />
        <Probe />
      </>,
    );
    queryClient.setQueryData([...USER_DATA_KEY, 'orders'], { count: 1 });

    await user.click(await screen.findByRole('button', { name: 'Язык: RU, Русский' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }));

    expect(readCookie('language')).toBe('en-US');
    await waitFor(() =>
      expect(screen.getByTestId('probe')).toHaveTextContent('en-US | Registry Documents | Home'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/settings');
    expect(requestedLanguage(fetchMock.mock.calls[0]?.[1])).toBe('en-US');
    expect(document.documentElement.lang).toBe('en');
    expect(queryClient.getQueryData([...USER_DATA_KEY, 'orders'])).toBeUndefined();
  });

  it('is a menu button the keyboard drives: opens on the chosen language, moves, wraps, closes to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageMenu />);
    const trigger = await screen.findByRole('button', { name: 'Язык: RU, Русский' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const russian = screen.getByRole('menuitemradio', { name: 'Русский' });
    const english = screen.getByRole('menuitemradio', { name: 'English' });
    expect(russian).toHaveFocus();
    expect(russian).toHaveAttribute('aria-checked', 'true');
    expect(english).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{ArrowDown}');
    expect(english).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(russian).toHaveFocus();
    await user.keyboard('{End}');
    expect(english).toHaveFocus();
    await user.keyboard('{Home}');
    expect(russian).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(readCookie('language')).toBeUndefined();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(readCookie('language')).toBe('en-US');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a click outside it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <LanguageMenu />
        <p>outside</p>
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Язык: RU, Русский' }));
    expect(screen.getByRole('menu', { name: 'Язык' })).toBeInTheDocument();
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('starts in the language the cookie keeps', async () => {
    document.cookie = 'language=en-US; Path=/';
    renderWithProviders(<Probe />, { lang: 'en-US' });
    expect(await screen.findByTestId('probe')).toHaveTextContent('en-US | Registry Documents | Home');
    expect(document.documentElement.lang).toBe('en');
  });
});
