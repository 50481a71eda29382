import { createQueryClient } from '@/lib/query-client';
import type { CartItemWire } from '@storefront/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { getSettingsQueryOptions, type Settings } from '@/lib/settings/get-settings';
import { accountRoutes, accountTexts, userFixture } from '@/testing/account';
import { settingsFixture } from '@/testing/fixtures';
import { mockFormApi, renderForm } from '@/testing/forms';
import { startWithToken } from '@/testing/session';
import { ApiRequestError, callApi } from '../api-client';
import { USER_DATA_KEY } from '../language';
import { clientId } from './client-id';
import { MANAGER_CREDENTIALS_KEY } from './manager-credentials';

const where = () => screen.getByTestId('where').textContent;

const cartItem: CartItemWire = {
  id: 1,
  thumb: '/uploads/x.png',
  product_name: 'Выписка из ЕГРЮЛ',
  company_name: 'ООО Ромашка',
  company_inn: '7707083893',
  company_country: 'Россия',
  company_register_id: '1027700132195',
  company_address: 'г. Москва',
  product_duration: { from: 1, to: 2 },
  product_price: '10 €',
  product_price_num: 10,
  product_ruble_price_num: 985,
  delivery: false,
  product_id: 3,
};

describe('a 401 from any call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('logs out: token and manager data cleared, the user reset, the cart and account data dropped, the clientID kept', async () => {
    mockFormApi((path) =>
      path.startsWith('/api/user-yurlitsa')
        ? Response.json({ error: 'IncorrectToken' }, { status: 401 })
        : Response.json({ success: true }),
    );
    const id = clientId();
    const { queryClient } = renderForm(accountRoutes, {
      texts: accountTexts,
      user: userFixture({ boughts: 4 }),
      initialEntries: ['/account/profile'],
    });
    const settingsKey = getSettingsQueryOptions('ru-RU').queryKey;
    queryClient.setQueryData<Settings>(
      settingsKey,
      (settings) => settings && { ...settings, cart: [cartItem] },
    );
    queryClient.setQueryData([...USER_DATA_KEY, 'yurlitsa', 1], { count: 0, list: [], page: 1 });
    localStorage.setItem(MANAGER_CREDENTIALS_KEY, '{"token":"m"}');
    expect(await screen.findByRole('heading', { name: 'Страница профиля' })).toBeInTheDocument();

    const failure = await callApi('userYurlitsa', {}, { page: 1 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 401, key: 'IncorrectToken' });

    await waitFor(() => expect(where()).toBe('/login?message=auth_required&redirect=%2Faccount%2Fprofile'));
    expect(document.cookie).not.toContain('auth_key=');
    expect(localStorage.getItem(MANAGER_CREDENTIALS_KEY)).toBeNull();
    const settings = queryClient.getQueryData<Settings>(settingsKey)!;
    expect(settings.user_data).toBeNull();
    expect(settings.cart).toEqual([]);
    expect(queryClient.getQueryData([...USER_DATA_KEY, 'yurlitsa', 1])).toBeUndefined();
    expect(clientId()).toBe(id);
  });
});

describe("another tab's logout", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes an open account page to the login page at once, the user and account data gone, without a call', async () => {
    const fetchMock = mockFormApi(() => Response.json({ success: true }));
    const { queryClient } = renderForm(accountRoutes, {
      texts: accountTexts,
      user: userFixture(),
      initialEntries: ['/account/profile'],
    });
    queryClient.setQueryData([...USER_DATA_KEY, 'yurlitsa', 1], { count: 0, list: [], page: 1 });
    expect(await screen.findByRole('heading', { name: 'Страница профиля' })).toBeInTheDocument();
    const calls = fetchMock.mock.calls.length;

    // The other tab drops the shared cookie and marks the change in local storage.
    document.cookie = 'auth_key=; Max-Age=0; Path=/';
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'session_changed_at', newValue: `${Date.now()} out` }),
    );

    await waitFor(() => expect(where()).toBe('/login?message=auth_required&redirect=%2Faccount%2Fprofile'));
    const settings = queryClient.getQueryData<Settings>(getSettingsQueryOptions('ru-RU').queryKey)!;
    expect(settings.user_data).toBeNull();
    expect(queryClient.getQueryData([...USER_DATA_KEY, 'yurlitsa', 1])).toBeUndefined();
    expect(fetchMock.mock.calls.length).toBe(calls);
  });
});

describe('the start of the app with a token', () => {
  afterEach(() => vi.unstubAllGlobals());

  function startApp(initialEntry: string, loginByToken: () => Response) {
    const user = userFixture();
    const calls: string[] = [];
    let answerLogin: () => void = () => undefined;
    const loginAnswered = new Promise<void>((resolve) => {
      answerLogin = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
        const path = String(url);
        const body = init?.body as FormData;
        calls.push(`${path} ${body.get('auth_key') ?? '-'}`);
        if (path === '/api/login-by-token') {
          await loginAnswered;
          return loginByToken();
        }
        const signedIn = body.get('auth_key') === 'start-key';
        return Response.json({
          ...settingsFixture('ru-RU'),
          translations: { ...settingsFixture('ru-RU').translations, ...accountTexts },
          user_data: signedIn ? user : null,
        });
      }),
    );
    startWithToken('start-key');
    const router = createMemoryRouter(accountRoutes, { initialEntries: [initialEntry] });
    render(
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    return { calls, answerLogin };
  }

  it('runs auto-login and the signed-in settings call at once, and shows nothing before both answered', async () => {
    const { calls, answerLogin } = startApp('/account/profile', () =>
      Response.json({ user: { ...userFixture(), auth_key: 'start-key' }, cart: [] }),
    );
    await waitFor(() =>
      expect(calls).toEqual(
        expect.arrayContaining(['/api/settings start-key', '/api/login-by-token start-key']),
      ),
    );
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    answerLogin();
    expect(await screen.findByRole('heading', { name: 'Страница профиля' })).toBeInTheDocument();
    expect(where()).toBe('/account/profile');
  });

  it('goes to /login when the auto-login is refused, signed out, with the page to come back to', async () => {
    const { answerLogin } = startApp('/account/profile', () =>
      Response.json({ error: 'IncorrectToken' }, { status: 401 }),
    );
    answerLogin();
    await waitFor(() => expect(where()).toBe('/login?message=session_expired&redirect=%2Faccount%2Fprofile'));
    expect(screen.getByText('Сессия истекла. Войдите снова')).toBeInTheDocument();
    expect(document.cookie).not.toContain('auth_key=');
  });
});
