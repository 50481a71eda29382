import type { TranslationEntry } from './translation-entry.js';

/** Refusals of the forms' server side: the human check of every form with a `token`, accounts, managers. */
export const formsServerTexts: TranslationEntry[] = [
  [
    'HumanCheckFailed',
    'Проверка не пройдена. Обновите страницу и отправьте форму ещё раз',
    'The check failed. Reload the page and send the form again',
  ],
  [
    'HumanCheckExpired',
    'Проверка устарела. Отправьте форму ещё раз',
    'The check has expired. Please send the form again',
  ],
  [
    'HumanCheckUsed',
    'Эта проверка уже использована. Отправьте форму ещё раз',
    'This check has already been used. Please send the form again',
  ],
  [
    'EmailIsTaken',
    'Этот e-mail уже зарегистрирован. Войдите или восстановите пароль',
    'This e-mail is already registered. Log in or reset your password',
  ],
  ['ManagerOnly', 'Это доступно только менеджеру', 'Only a manager may do this'],
  [
    'ManagerCannotChangeEmail',
    'Менеджер не может сменить e-mail клиента: его меняет сам клиент',
    'A manager cannot change the customer’s e-mail: the customer changes it',
  ],
  [
    'CannotActAsStaff',
    'Менеджер может действовать только от имени клиента',
    'A manager may act only as a customer',
  ],
];
