import type { TranslationEntry } from './translation-entry.js';

/** Texts of the web app's login, registration, password-reset and account pages that the base dictionary lacks. */
export const accountsWebTexts: TranslationEntry[] = [
  [
    'LoginMetaDescription',
    'Вход и регистрация в личном кабинете: заказы, закрывающие документы и юрлица в одном месте',
    'Log in or sign up: your orders, accounting documents and legal entities in one place',
  ],
  ['LoginIntro', 'По e-mail и паролю', 'With your e-mail and password'],
  ['RegisterIntro', 'Заказы, акты и счета — в одном месте', 'Orders, acts and invoices in one place'],
  ['BackToLogin', 'Вернуться ко входу', 'Back to login'],
  ['RequestNewLink', 'Запросить новую ссылку', 'Request a new link'],
  [
    'ResetPasswordText',
    'Придумайте новый пароль для входа в личный кабинет',
    'Choose a new password for your account',
  ],
  ['AccountMenu', 'Разделы личного кабинета', 'Account sections'],
  [
    'ProfileMetaDescription',
    'Личные данные, контакты и адрес доставки в личном кабинете',
    'Your personal details, contacts and delivery address',
  ],
];
