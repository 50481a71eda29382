import type { User } from '@storefront/contract';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { AccountLayout } from '@/app/layouts/account-layout';
import { LoginLayout } from '@/app/layouts/login-layout';
import { RootLayout } from '@/app/root-layout';
import { Component as LoginPage } from '@/app/routes/login';
import { SessionSync } from '@/lib/session/use-session';

/** The account and login texts of the seed dictionary (ru-RU) that the tested pages show. */
export const accountTexts: Record<string, string> = {
  Login: 'Войти',
  LoginTitle: 'Вход в личный кабинет',
  LoginIntro: 'По e-mail и паролю',
  RegisterTitle: 'Регистрация',
  RegisterIntro: 'Заказы, акты и счета — в одном месте',
  Register: 'Зарегистрироваться',
  RegisterSuccess: 'Регистрация прошла успешно',
  RegisterCheckEmail: 'Проверьте почту: мы отправили письмо на указанный e-mail',
  Password: 'Пароль',
  RepeatPassword: 'Повторите пароль',
  NewPasswordRule: 'Не менее %s символов, не из списка распространённых паролей',
  PasswordShouldBeTheSame: 'Пароли не совпадают',
  PasswordTooCommon: 'Этот пароль слишком распространён, его легко подобрать. Придумайте другой',
  RememberMe: 'Запомнить меня',
  ForgotPassword: 'Забыли пароль?',
  AuthRequired: 'Войдите, чтобы продолжить',
  IncorrectToken: 'Сессия истекла. Войдите снова',
  LoginIncorrect: 'Неверный e-mail или пароль',
  Account: 'Личный кабинет',
  AccountMenu: 'Разделы личного кабинета',
  Profile: 'Профиль',
  LegalEntities: 'Юрлица',
  Documents: 'Документы',
  Orders: 'Заказы',
  Logout: 'Выйти',
  LoggedOut: 'Вы вышли из аккаунта',
};

/** A signed-in user as the API answers it. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    clientID: null,
    first_name: 'Мария',
    email: 'maria@example.com',
    phone: null,
    phoneMask: { iso_code_2: 'RU', mask: '7 (###) ###-##-##' },
    telegram: null,
    country: null,
    region: null,
    city: null,
    address: null,
    act_type: null,
    contact_name: null,
    contact_phone: null,
    contact_phoneMask: null,
    contact_index: null,
    boughts: 0,
    def_your_name: null,
    def_your_inn: null,
    ...overrides,
  };
}

/** The current address, for assertions on where the guard sent the visitor. */
function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{`${pathname}${search}`}</div>;
}

/**
 * The app's own root, login and account layouts with the real login page, and stand-in account
 * pages: enough to follow the guard's redirects.
 */
export const accountRoutes: RouteObject[] = [
  {
    element: (
      <>
        <SessionSync />
        <Where />
        <RootLayout />
      </>
    ),
    children: [
      { index: true, element: <h1>Главная</h1> },
      {
        path: 'account',
        element: <AccountLayout />,
        children: [
          { index: true, element: <Navigate to="profile" replace /> },
          { path: 'profile', element: <h1>Страница профиля</h1> },
          { path: 'yurlitsa', element: <h1>Страница юрлиц</h1> },
        ],
      },
      {
        element: <LoginLayout />,
        children: [{ path: 'login', element: <LoginPage /> }],
      },
    ],
  },
];
