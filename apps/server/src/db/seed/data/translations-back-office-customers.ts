import type { TranslationEntry } from './translation-entry.js';

/** The back-office's customers and staff (issue 14, part 3): refusals, the screens' texts. */
export const backOfficeCustomerTexts: TranslationEntry[] = [
  [
    'AccountBlocked',
    'Учётная запись заблокирована. Обратитесь в поддержку магазина.',
    'This account is blocked. Please contact the shop’s support.',
  ],
  [
    'CannotChangeOwnAccount',
    'Свою роль и доступ изменить нельзя: попросите другого администратора',
    'You cannot change your own role or access: ask another administrator',
  ],
  [
    'LastAdministrator',
    'Это последний администратор: сначала назначьте другого',
    'This is the last administrator: make someone else one first',
  ],
];
