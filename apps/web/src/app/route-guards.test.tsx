import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountRoutes, accountTexts, userFixture } from '@/testing/account';
import { mockFormApi, renderForm, submittedCalls } from '@/testing/forms';

const where = () => screen.getByTestId('where').textContent;

/** The account's routes with a stand-in back-office page beside them. */
const withBackOffice: RouteObject[] = accountRoutes.map((root) => ({
  ...root,
  children: [...(root.children ?? []), { path: 'admin', element: <h1>Сводка бэк-офиса</h1> }],
})) as RouteObject[];

describe('the account guard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a signed-out visitor to /login with auth_required, and back to the page asked for after login', async () => {
    const user = userFixture();
    const fetchMock = mockFormApi((path) =>
      path === '/api/login'
        ? Response.json({ user: { ...user, auth_key: 'fresh-key' }, cart: [] })
        : Response.json({ success: true }),
    );
    const ui = userEvent.setup();
    renderForm(accountRoutes, { texts: accountTexts, initialEntries: ['/account/yurlitsa?page=2'] });

    await waitFor(() =>
      expect(where()).toBe('/login?message=auth_required&redirect=%2Faccount%2Fyurlitsa%3Fpage%3D2'),
    );
    expect(screen.getByText('Войдите, чтобы продолжить')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { name: 'Страница юрлиц' })).not.toBeInTheDocument();

    const login = screen.getByRole('region', { name: 'Вход в личный кабинет' });
    await ui.type(within(login).getByRole('textbox', { name: /^E-mail/ }), 'maria@example.com');
    await ui.type(within(login).getByLabelText(/^Пароль/), 'secret-1');
    await ui.click(within(login).getByRole('button', { name: 'Войти' }));

    expect(await screen.findByRole('heading', { name: 'Страница юрлиц' })).toBeInTheDocument();
    expect(where()).toBe('/account/yurlitsa?page=2');
    const calls = submittedCalls(fetchMock);
    expect(calls[0]).toMatchObject({
      path: '/api/login',
      fields: {
        'LoginForm[username]': 'maria@example.com',
        'LoginForm[password]': 'secret-1',
        'LoginForm[rememberMe]': '0',
      },
    });
    expect(calls[0]!.fields.clientID).toMatch(/^[0-9a-f-]{36}$/);
    // The analytics id is linked to the account after login.
    await waitFor(() =>
      expect(submittedCalls(fetchMock).find((call) => call.path === '/api/set-client-id')?.fields).toEqual({
        auth_key: 'fresh-key',
        clientID: calls[0]!.fields.clientID,
      }),
    );
  });

  it('sends a signed-in user away from /login: to the account, or to the page the login was for', async () => {
    mockFormApi(() => Response.json({ success: true }));
    renderForm(accountRoutes, { texts: accountTexts, user: userFixture(), initialEntries: ['/login'] });
    expect(await screen.findByRole('heading', { name: 'Страница профиля' })).toBeInTheDocument();
    expect(where()).toBe('/account/profile');
  });

  it('follows a redirect back to the shop only, never to another site or back to /login', async () => {
    mockFormApi(() => Response.json({ success: true }));
    renderForm(accountRoutes, {
      texts: accountTexts,
      user: userFixture(),
      initialEntries: ['/login?redirect=%2F%2Fevil.example%2Fx'],
    });
    expect(await screen.findByRole('heading', { name: 'Страница профиля' })).toBeInTheDocument();
  });

  it('shows the account menu to a signed-in user, and a logout from there goes home', async () => {
    mockFormApi(() => Response.json({ success: true }));
    const ui = userEvent.setup();
    renderForm(accountRoutes, { texts: accountTexts, user: userFixture(), initialEntries: ['/account'] });
    const menu = await screen.findByRole('navigation', { name: 'Разделы личного кабинета' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/account/profile', '/account/yurlitsa', '/account/documents', '/account/orders']);
    expect(within(menu).getByRole('link', { name: 'Профиль' })).toHaveAttribute('aria-current', 'page');
    await ui.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeInTheDocument();
    expect(where()).toBe('/');
    expect(document.cookie).not.toContain('auth_key=');
  });

  it('lands a manager in the back-office after the login, not in the account', async () => {
    const staff = userFixture({ staff: true });
    mockFormApi((path) =>
      path === '/api/login'
        ? Response.json({ user: { ...staff, auth_key: 'staff-key' }, cart: [] })
        : Response.json({ success: true }),
    );
    const ui = userEvent.setup();
    renderForm(withBackOffice, { texts: accountTexts, initialEntries: ['/login'] });
    const login = await screen.findByRole('region', { name: 'Вход в личный кабинет' });
    await ui.type(within(login).getByRole('textbox', { name: /^E-mail/ }), 'maria@example.com');
    await ui.type(within(login).getByLabelText(/^Пароль/), 'secret-1');
    await ui.click(within(login).getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('heading', { name: 'Сводка бэк-офиса' })).toBeInTheDocument();
    expect(where()).toBe('/admin');
  });

  it('still sends a manager to the page the login was for', async () => {
    mockFormApi(() => Response.json({ success: true }));
    renderForm(withBackOffice, {
      texts: accountTexts,
      user: userFixture({ staff: true }),
      initialEntries: ['/login?redirect=%2Faccount%2Fyurlitsa'],
    });
    expect(await screen.findByRole('heading', { name: 'Страница юрлиц' })).toBeInTheDocument();
  });

  it('sends a signed-in manager who opens /login to the back-office', async () => {
    mockFormApi(() => Response.json({ success: true }));
    renderForm(withBackOffice, {
      texts: accountTexts,
      user: userFixture({ staff: true }),
      initialEntries: ['/login'],
    });
    expect(await screen.findByRole('heading', { name: 'Сводка бэк-офиса' })).toBeInTheDocument();
  });
});
