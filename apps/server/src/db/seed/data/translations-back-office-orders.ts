import type { TranslationEntry } from './translation-entry.js';

/** The back-office's orders screens (issue 14, part 2): the list, the order's page and its dialogs. */
export const backOfficeOrdersTexts: TranslationEntry[] = [
  [
    'OrderNotBankTransfer',
    'Отметить оплату вручную можно только у заказа с оплатой по счёту',
    'Only an order paid by bank transfer can be marked paid by hand',
  ],
  [
    'PaymentDayInvalid',
    'День оплаты не может быть позже сегодняшнего или раньше дня заказа',
    'The payment day cannot be after today or before the order was placed',
  ],
];
