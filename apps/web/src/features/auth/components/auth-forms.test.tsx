import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionToken } from '@/lib/session/token';
import { accountTexts, userFixture } from '@/testing/account';
import { mockFormApi, renderForm, submittedCalls } from '@/testing/forms';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** The Set-Cookie strings written for the token cookie. */
function spyOnTokenCookie() {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    if (value.startsWith('auth_key=')) writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

const signedInAnswer = (authKey: string) => ({ user: { ...userFixture(), auth_key: authKey }, cart: [] });

describe('the registration form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the password rule, refuses a short password and a repeat that differs, and sends nothing', async () => {
    const fetchMock = mockFormApi(() => Response.json(signedInAnswer('new-key')));
    const ui = userEvent.setup();
    renderForm(<RegisterForm labelledBy="register" />, { texts: accountTexts });
    const password = screen.getByLabelText(/^Пароль/);
    expect(password).toHaveAccessibleDescription(
      'Не менее 8 символов, не из списка распространённых паролей',
    );

    await ui.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'new@example.com');
    await ui.type(password, 'abcdefg');
    await ui.type(screen.getByLabelText(/^Повторите пароль/), 'abcdefg');
    await ui.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Введите не менее 8 символов')).toBeInTheDocument();

    await ui.clear(password);
    await ui.type(password, 'long-enough-1');
    await ui.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Повторите пароль/)).toHaveAttribute('aria-invalid', 'true');
    expect(submittedCalls(fetchMock)).toEqual([]);
  });

  it('shows the server refusing a common password under the password field', async () => {
    mockFormApi((path) =>
      path === '/api/register'
        ? Response.json({ error: 'PasswordTooCommon', field: 'SignupForm[password]' }, { status: 400 })
        : Response.json({ success: true }),
    );
    const ui = userEvent.setup();
    renderForm(<RegisterForm labelledBy="register" />, { texts: accountTexts });
    const password = screen.getByLabelText(/^Пароль/);
    await ui.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'new@example.com');
    await ui.type(password, 'password1');
    await ui.type(screen.getByLabelText(/^Повторите пароль/), 'password1');
    await ui.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/Этот пароль слишком распространён/);
  });

  it('sends matching passwords with the human check, the language and the clientID, then says to check the mail', async () => {
    const writes = spyOnTokenCookie();
    const fetchMock = mockFormApi((path) =>
      path === '/api/register'
        ? Response.json({ success: true, user: null })
        : Response.json({ success: true }),
    );
    const ui = userEvent.setup();
    renderForm(<RegisterForm labelledBy="register" />, { texts: accountTexts });
    await ui.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'new@example.com');
    await ui.type(screen.getByLabelText(/^Пароль/), 'long-enough-1');
    await ui.type(screen.getByLabelText(/^Повторите пароль/), 'long-enough-1');
    await ui.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    // The answer is the same for a new e-mail and a taken one (ADR 023): nobody is signed in.
    expect(await screen.findByText(/^Проверьте почту/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^E-mail/ })).toBeNull();
    expect(sessionToken()).toBeNull();
    expect(writes).toEqual([]);
    const register = submittedCalls(fetchMock).find((call) => call.path === '/api/register')!;
    expect(register.fields).toMatchObject({
      'SignupForm[email]': 'new@example.com',
      'SignupForm[password]': 'long-enough-1',
      'SignupForm[passwordRepeat]': 'long-enough-1',
      lang: 'ru-RU',
    });
    expect(register.fields.token).toBeTruthy();
    expect(register.fields.clientID).toMatch(/^[0-9a-f-]{36}$/);
    expect(submittedCalls(fetchMock).map((call) => call.path)).toEqual(['/api/register']);
  });
});

describe('the login form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('refuses empty fields without a call and shows the server’s LoginIncorrect', async () => {
    const fetchMock = mockFormApi(() => Response.json({ error: 'LoginIncorrect' }, { status: 400 }));
    const ui = userEvent.setup();
    renderForm(<LoginForm labelledBy="login" />, { texts: accountTexts });
    await ui.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findAllByText('Заполните это поле')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();

    await ui.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'maria@example.com');
    await ui.type(screen.getByLabelText(/^Пароль/), 'wrong-password');
    await ui.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный e-mail или пароль');
    expect(sessionToken()).toBeNull();
    // Login carries no human-check token (spec section 7).
    expect(submittedCalls(fetchMock)[0]!.fields.token).toBeUndefined();
  });

  it('starts with the e-mail the checkout sent it (an e-mail that has an account)', () => {
    renderForm(<LoginForm labelledBy="login" />, {
      texts: accountTexts,
      initialEntries: ['/?redirect=%2Fcheckout&email=anna%40example.com'],
    });
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('anna@example.com');
  });

  it('keeps the token 30 days with remember-me (the flag in local storage), 1 day without', async () => {
    const writes = spyOnTokenCookie();
    const fetchMock = mockFormApi((path) =>
      path === '/api/login' ? Response.json(signedInAnswer('month-key')) : Response.json({ success: true }),
    );
    const ui = userEvent.setup();
    const { unmount } = renderForm(<LoginForm labelledBy="login" />, { texts: accountTexts });
    await ui.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'maria@example.com');
    await ui.type(screen.getByLabelText(/^Пароль/), 'secret-1');
    await ui.click(screen.getByRole('checkbox', { name: 'Запомнить меня' }));
    await ui.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(sessionToken()).toBe('month-key'));
    expect(submittedCalls(fetchMock)[0]!.fields['LoginForm[rememberMe]']).toBe('1');
    expect(writes.at(-1)).toMatch(/^auth_key=month-key; Max-Age=2592000;/);
    expect(localStorage.getItem('remember_me')).toBe('1');
    unmount();

    mockFormApi((path) =>
      path === '/api/login' ? Response.json(signedInAnswer('day-key')) : Response.json({ success: true }),
    );
    renderForm(<LoginForm labelledBy="login" />, { texts: accountTexts });
    const form = screen.getByRole('textbox', { name: /^E-mail/ }).closest('form')!;
    await ui.type(within(form).getByRole('textbox', { name: /^E-mail/ }), 'maria@example.com');
    await ui.type(within(form).getByLabelText(/^Пароль/), 'secret-1');
    await ui.click(within(form).getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(sessionToken()).toBe('day-key'));
    expect(writes.at(-1)).toMatch(/^auth_key=day-key; Max-Age=86400;/);
    expect(localStorage.getItem('remember_me')).toBeNull();
  });
});
