import type { TranslationEntry } from './translation-entry.js';

/**
 * Refunds the shop must make and payments that take no money, in the back-office (ADR 056): the
 * reasons the shop itself gives (the contract's `refundReasonKeys`), the order page's notice and
 * badge, and the dashboard's "refunds to make".
 */
export const paymentRefundTexts: TranslationEntry[] = [
  [
    'RefundPaidTwice',
    'Оплачен повторно: заказ уже был оплачен другим платежом',
    'Paid twice: the order had already been paid by another payment',
  ],
  [
    'RefundPaidAfterCancel',
    'Деньги пришли после отмены заказа',
    'The money came after the order was cancelled',
  ],
  ['AdminPaymentTest', 'Тест, без денег', 'Test, no money'],
  [
    'AdminRefundDueNotice',
    'Нужно вернуть %s по платежу #%s. Причина: %s',
    'A refund of %s is due on payment #%s. Reason: %s',
  ],
  [
    'AdminRefundHowTo',
    'Верните деньги в кабинете платёжной системы; когда она сообщит о возврате, платёж станет «Возвращён».',
    'Return the money in the payment provider’s cabinet; once it reports the refund, the payment shows “Refunded”.',
  ],
  ['AdminRefundsToMake', 'Возвраты к выполнению', 'Refunds to make'],
  ['AdminNoRefundsToMake', 'Возвратов к выполнению нет', 'No refunds to make'],
  ['AdminRefundAmount', 'Сумма', 'Amount'],
  ['AdminRefundDueSince', 'К возврату с', 'Due since'],
  ['AdminPaymentProvider', 'Платёжная система', 'Payment provider'],
];
