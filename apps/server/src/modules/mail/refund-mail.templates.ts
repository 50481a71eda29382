import type { RefundReasonKey } from '@storefront/contract';
import { escapeHtml, type MailMessage } from './mail.templates.js';

export interface RefundDue {
  reason: RefundReasonKey;
  orderNumber: string;
  /** The back-office page of the order. */
  orderUrl: string;
  amountRub: number;
  provider: string;
  attempt: number;
  /** The provider's id of the payment; absent where it must stay out of mails (the sandbox's opens its page). */
  providerPaymentId: string | null;
  /** Made through a provider that takes no money: nothing to return in fact. */
  test: boolean;
  at: Date;
}

const REASONS: Record<RefundReasonKey, { ru: string; en: string }> = {
  RefundPaidTwice: {
    ru: 'заказ уже был оплачен другим платежом, этот платёж лишний',
    en: 'the order had already been paid by another payment; this one is extra',
  },
  RefundPaidAfterCancel: {
    ru: 'деньги пришли после отмены заказа',
    en: 'the money came after the order was cancelled',
  },
};

/**
 * The administrators' alert of a payment the shop must return, in Russian then English (an
 * administrator's language is not kept): which order, how much, through which provider, and why.
 */
export function refundDueMail(to: string, refund: RefundDue): MailMessage {
  const reason = REASONS[refund.reason];
  const amount = refund.amountRub.toLocaleString('ru-RU');
  const payment = `${refund.provider}, #${refund.attempt}${refund.providerPaymentId ? `, ${refund.providerPaymentId}` : ''}`;
  const lines = [
    `Нужно вернуть платёж по заказу ${refund.orderNumber}`,
    '',
    `Причина: ${reason.ru}.`,
    `Сумма: ${amount} ₽`,
    `Платёж: ${payment}`,
    `Время: ${refund.at.toISOString()}`,
    ...(refund.test ? ['Тестовый платёж: деньги не списывались.'] : []),
    'Верните деньги в кабинете платёжной системы; платёж отмечен «к возврату» на странице заказа:',
    refund.orderUrl,
    '',
    `A payment of order ${refund.orderNumber} must be refunded`,
    '',
    `Reason: ${reason.en}.`,
    `Amount: ${amount} RUB`,
    `Payment: ${payment}`,
    `Time: ${refund.at.toISOString()}`,
    ...(refund.test ? ['Test payment: no money was taken.'] : []),
    "Return the money in the payment provider's cabinet; the payment is marked refund-due on the order's page:",
    refund.orderUrl,
  ];
  const text = `${lines.join('\n')}\n`;
  const html =
    '<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a">' +
    lines
      .map((line) =>
        line === refund.orderUrl
          ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>`
          : line
            ? `<p>${escapeHtml(line)}</p>`
            : '',
      )
      .join('') +
    '</body></html>';
  return {
    to,
    subject: `Возврат по заказу ${refund.orderNumber} / Refund due: order ${refund.orderNumber}`,
    text,
    html,
    template: 'refund-due',
    language: 'ru-RU',
  };
}
