import type { TranslationEntry } from './translation-entry.js';

/** Sessions and the login e-mail: the server's refusals and the profile's texts. */
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
  // The profile: the password a new e-mail needs, and the active sessions.
  ['CurrentPassword', 'Текущий пароль', 'Current password'],
  [
    'CurrentPasswordHint',
    'E-mail — это логин: чтобы сменить его, введите пароль. На старый адрес придёт уведомление, остальные сеансы завершатся',
    'The e-mail is your login: enter your password to change it. The old address is notified and your other sessions end',
  ],
  ['ActiveSessions', 'Активные сеансы', 'Active sessions'],
  [
    'ActiveSessionsIntro',
    'Устройства, на которых выполнен вход в ваш аккаунт. Если какое-то вам незнакомо, завершите его и смените пароль',
    'Devices signed in to your account. If you do not recognise one, end it and change your password',
  ],
  ['ThisSession', 'Этот сеанс', 'This session'],
  ['SessionLastSeen', 'Последняя активность', 'Last active'],
  ['SessionStarted', 'Вход', 'Signed in'],
  ['SessionIp', 'IP-адрес', 'IP address'],
  ['UnknownDevice', 'Неизвестное устройство', 'Unknown device'],
  ['EndSession', 'Завершить', 'End'],
  ['SessionEnded', 'Сеанс завершён', 'The session has been ended'],
  ['EndOtherSessions', 'Завершить все остальные сеансы', 'End all other sessions'],
  ['OtherSessionsEnded', 'Остальные сеансы завершены', 'Your other sessions have been ended'],
  ['NoOtherSessions', 'Других активных сеансов нет', 'There are no other active sessions'],
];
