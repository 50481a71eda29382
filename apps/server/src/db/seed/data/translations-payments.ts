import type { TranslationEntry } from './translation-entry.js';

/** The sandbox's payment page, served by the shop. */
export const paymentTexts: TranslationEntry[] = [
  ['SandboxPayTitle', 'Тестовая оплата', 'Test payment'],
  [
    'SandboxPayNote',
    'Это тестовая платёжная страница магазина: деньги не списываются.',
    'This is the shop’s test payment page: no money is taken.',
  ],
  ['SandboxPayOrder', 'Заказ %s', 'Order %s'],
  ['SandboxPayAmount', 'К оплате', 'Amount due'],
  ['SandboxPayApprove', 'Оплатить', 'Approve'],
  ['SandboxPayDecline', 'Отклонить', 'Decline'],
  ['SandboxPayDone', 'Этот платёж уже завершён.', 'This payment is already finished.'],
  ['SandboxPayBack', 'Вернуться в магазин', 'Back to the shop'],
];
