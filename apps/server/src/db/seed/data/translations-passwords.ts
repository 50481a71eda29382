import type { TranslationEntry } from './translation-entry.js';

/** The password rule: the hint under a new-password field and the refusal of a common password. */
export const passwordTexts: TranslationEntry[] = [
  [
    'NewPasswordRule',
    'Не менее %s символов, не из списка распространённых паролей',
    'At least %s characters, not a common password',
  ],
  [
    'PasswordTooCommon',
    'Этот пароль слишком распространён, его легко подобрать. Придумайте другой',
    'This password is too common and easy to guess. Choose another one',
  ],
];
