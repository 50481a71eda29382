import type { TranslationEntry } from './translation-entry.js';

/** Checkout, orders and payments: the message keys of the contract. */
export const checkoutTexts: TranslationEntry[] = [
  ['CartIsEmpty', 'Корзина пуста — добавьте документы', 'The cart is empty: add some documents first'],
  [
    'CartChanged',
    'Корзина изменилась в другой вкладке. Проверьте её и оформите заказ ещё раз',
    'The cart has changed in another tab. Check it and place the order again',
  ],
  [
    'PaymentMethodUnavailable',
    'Этот способ оплаты сейчас недоступен',
    'This payment method is not available at the moment',
  ],
  [
    'OrderNotPayable',
    'Этот заказ уже оплачен, отменён или оплачивается по счёту',
    'This order is already paid, cancelled or paid by bank transfer',
  ],
  ['PaymentDeclined', 'Платёж отклонён банком или платёжной системой', 'The payment was declined'],
  ['PaymentCancelled', 'Платёж отменён', 'The payment was cancelled'],
  ['PaymentExpired', 'Время на оплату истекло', 'The time to pay has run out'],
  ['PaymentFailed', 'Платёж не прошёл', 'The payment did not go through'],
  [
    'PaymentProviderUnavailable',
    'Платёжная система не отвечает. Попробуйте ещё раз через несколько минут',
    'The payment provider does not answer. Try again in a few minutes',
  ],
];
