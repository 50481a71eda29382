import type { TranslationEntry } from './translation-entry.js';

/** Sessions and the login e-mail (issue 10): the server's refusals and the profile's texts. */
export const sessionsTexts: TranslationEntry[] = [
  ['CurrentPasswordIncorrect', 'Неверный текущий пароль', 'The current password is incorrect'],
  [
    'RecentLoginRequired',
    'Для этого действия войдите заново: вход был слишком давно',
    'Please log in again for this: your login is too old',
  ],
  [
    'ManagerCannotEndSessions',
    'Менеджер не может завершать сеансы клиента: это делает сам клиент',
    'A manager cannot end the customer’s sessions: the customer does it',
  ],
];
