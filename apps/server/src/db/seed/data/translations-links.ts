import type { TranslationEntry } from './translation-entry.js';

/**
 * Registration confirmed by a mailed link (docs/decisions/023): the form's
 * "check your e-mail", the confirmation page and its refusal.
 */
export const linksTexts: TranslationEntry[] = [
  [
    'RegisterCheckEmail',
    'Проверьте почту: мы отправили письмо на указанный e-mail. Откройте ссылку из него, чтобы подтвердить регистрацию и войти',
    'Check your e-mail: we have sent a mail to the address you gave. Open the link in it to confirm the registration and log in',
  ],
  ['ConfirmEmailTitle', 'Подтверждение e-mail', 'E-mail confirmation'],
  [
    'ConfirmEmailTokenIsInvalid',
    'Ссылка не действует: она устарела или уже использована',
    'This link does not work: it has expired or has been used already',
  ],
  [
    'ConfirmEmailInvalidText',
    'Зарегистрируйтесь ещё раз, и придёт новая ссылка. Если e-mail уже подтверждён, войдите или восстановите пароль',
    'Sign up again to get a new link. If the e-mail is confirmed already, log in or reset your password',
  ],
  ['RegisterAgain', 'Зарегистрироваться снова', 'Sign up again'],
];
