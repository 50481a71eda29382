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
    'Верните деньги в кабинете платёжной системы или переводом и отметьте возврат; если система сама сообщит о возврате, платёж станет «Возвращён».',
    'Return the money in the payment provider’s cabinet or by a transfer and mark the refund made; a refund the provider reports marks the payment “Refunded” by itself.',
  ],
  ['AdminRefundMade', 'Возврат сделан', 'Refund made'],
  ['AdminRefundMadeTitle', 'Возврат по заказу %s', 'Refund on order %s'],
  [
    'AdminRefundMadeText',
    'Отметьте, когда деньги вернулись плательщику, и укажите номер операции возврата или платёжного поручения.',
    'Mark it once the money is back with the payer, with the refund operation’s or payment order’s number.',
  ],
  ['AdminRefundMadeConfirm', 'Отметить возврат', 'Mark the refund made'],
  ['AdminRefundReference', 'Номер операции возврата', 'Refund reference'],
  ['AdminEventRefundMade', 'Возврат сделан', 'Refund made'],
  [
    'RefundNotDue',
    'По этому платежу возврат не ожидается или уже сделан',
    'No refund is due on this payment, or it is made already',
  ],
  ['AdminRefundsToMake', 'Возвраты к выполнению', 'Refunds to make'],
  ['AdminNoRefundsToMake', 'Возвратов к выполнению нет', 'No refunds to make'],
  ['AdminRefundAmount', 'Сумма', 'Amount'],
  ['AdminRefundDueSince', 'К возврату с', 'Due since'],
  ['AdminPaymentProvider', 'Платёжная система', 'Payment provider'],
];
