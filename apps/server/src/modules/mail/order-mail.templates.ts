import { formatEuro, formatRuble } from '@storefront/contract';
import {
  escapeHtml,
  type MailAttachmentRef,
  type MailLanguage,
  type MailMessage,
  mailLanguage,
  oneLine,
} from './mail.templates.js';

/** What every mail of an order shows: its number, lines, totals and the way to the account. */
export interface OrderMailData {
  sitename: string;
  /** The order's language: the mail is written in it. */
  language: string;
  number: string;
  items: { product: string; company: string; priceEur: number; priceRub: number }[];
  totalEur: number;
  totalRub: number;
  paymentMethod: 'card' | 'invoice';
  /** The largest duration of the items, in working days. */
  durationDays: number;
  /** The account's orders page. */
  accountLink: string;
}

const texts = {
  'ru-RU': {
    placedSubject: (n: string) => `Заказ ${n} оформлен`,
    placedTitle: (n: string) => `Спасибо! Заказ ${n} оформлен`,
    payByCard: 'Оплатите заказ картой на его странице в личном кабинете — ссылка ниже.',
    payByInvoice:
      'Счёт на оплату — во вложении (он есть и в личном кабинете). Документы будут готовы через указанный срок после поступления оплаты.',
    duration: (days: number) => `Срок подготовки: до ${days} раб. дн. после оплаты.`,
    paidSubject: (n: string) => `Оплата заказа ${n} получена`,
    paidTitle: (n: string) => `Мы получили оплату заказа ${n}`,
    expected: (date: string, estimate: boolean) =>
      // The day ends with 'г.': no second period after it.
      `Документы будут готовы ${estimate ? 'ориентировочно ' : ''}к ${date}${date.endsWith('.') ? '' : '.'}`,
    declinedSubject: (n: string) => `Оплата заказа ${n} не прошла`,
    declinedTitle: (n: string) => `Оплата заказа ${n} не прошла`,
    declinedText: 'Банк не подтвердил оплату картой, поэтому заказ пока не оплачен.',
    payAgain: 'Оплатить его снова можно на странице заказа в личном кабинете — ссылка ниже.',
    readySubject: (n: string) => `Документы по заказу ${n} готовы`,
    readyTitle: (n: string) => `Документы по заказу ${n} готовы`,
    readyText:
      'Скачайте их в личном кабинете, в разделе заказов. Акт выполненных работ — в разделе документов.',
    total: 'Итого',
    account: 'Заказ в личном кабинете:',
    setPasswordSubject: 'Задайте пароль для личного кабинета',
    setPasswordIntro: (site: string) =>
      `При оформлении заказа на сайте ${site} для вас создан личный кабинет.`,
    setPasswordAction:
      'Чтобы входить в него с паролем, задайте пароль по ссылке (она действует 7 дней и один раз):',
    setPasswordIgnore: 'Если заказ оформляли не вы, просто удалите это письмо.',
  },
  'en-US': {
    placedSubject: (n: string) => `Order ${n} placed`,
    placedTitle: (n: string) => `Thank you! Order ${n} is placed`,
    payByCard: 'Pay for the order by card on its page in your account: the link is below.',
    payByInvoice:
      'The invoice is attached (it is in your account too). The documents are ready within the time shown after the payment arrives.',
    duration: (days: number) => `Ready within ${days} working days after payment.`,
    paidSubject: (n: string) => `Payment for order ${n} received`,
    paidTitle: (n: string) => `We have received the payment for order ${n}`,
    expected: (date: string, estimate: boolean) =>
      `The documents will be ready by ${date}${estimate ? ' (approximately)' : ''}.`,
    declinedSubject: (n: string) => `Payment for order ${n} did not go through`,
    declinedTitle: (n: string) => `The payment for order ${n} did not go through`,
    declinedText: 'The bank did not confirm the card payment, so the order is not paid yet.',
    payAgain: "You can pay again on the order's page in your account: the link is below.",
    readySubject: (n: string) => `Documents of order ${n} are ready`,
    readyTitle: (n: string) => `The documents of order ${n} are ready`,
    readyText:
      'Download them in your account, under orders. The certificate of completion is under documents.',
    total: 'Total',
    account: 'The order in your account:',
    setPasswordSubject: 'Set a password for your account',
    setPasswordIntro: (site: string) => `An account was made for you when you placed an order on ${site}.`,
    setPasswordAction: 'To log in to it with a password, set one with this link (it works once, for 7 days):',
    setPasswordIgnore: 'If you did not place the order, just delete this mail.',
  },
} as const;

/** A day 'YYYY-MM-DD' as the language writes it: '15 января 2027 г.', 'January 15, 2027'. */
function formatDay(day: string, language: MailLanguage): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A mail of paragraphs and the order's lines, as text and as HTML, every value escaped. */
function orderMail(
  to: string,
  template: string,
  data: OrderMailData,
  parts: { subject: string; title: string; paragraphs: string[]; attachments?: MailAttachmentRef[] },
): MailMessage {
  const language = mailLanguage(data.language);
  const t = texts[language];
  const lines = data.items.map(
    (item) =>
      `${item.product} — ${item.company}: ${formatEuro(item.priceEur, language)} / ${formatRuble(item.priceRub, language)}`,
  );
  const total = `${t.total}: ${formatEuro(data.totalEur, language)} / ${formatRuble(data.totalRub, language)}`;
  const text = [parts.title, '', ...lines, total, '', ...parts.paragraphs, '', t.account, data.accountLink]
    .join('\n')
    .concat('\n');
  const link = escapeHtml(data.accountLink);
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a">` +
    `<h1 style="font-size:18px">${escapeHtml(parts.title)}</h1>` +
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
    `<p><strong>${escapeHtml(total)}</strong></p>` +
    parts.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
    `<p>${escapeHtml(t.account)}<br><a href="${link}">${link}</a></p></body></html>`;
  return {
    to,
    subject: oneLine(`${parts.subject}: ${data.sitename}`),
    text,
    html,
    template,
    language,
    ...(parts.attachments ? { attachments: parts.attachments } : {}),
  };
}

/**
 * To the shop's managers, in Russian: a new order or an order paid, with its lines, the buyer and
 * the way to it in the back-office.
 */
export function managerOrderMail(
  to: string,
  data: OrderMailData,
  event: 'placed' | 'paid',
  notice: { buyer: string; adminLink: string },
): MailMessage {
  const title = event === 'placed' ? `Новый заказ ${data.number}` : `Заказ ${data.number} оплачен`;
  const lines = data.items.map(
    (item) =>
      `${item.product} — ${item.company}: ${formatEuro(item.priceEur, 'ru-RU')} / ${formatRuble(item.priceRub, 'ru-RU')}`,
  );
  const paragraphs = [
    `Итого: ${formatEuro(data.totalEur, 'ru-RU')} / ${formatRuble(data.totalRub, 'ru-RU')}`,
    `Покупатель: ${notice.buyer}`,
    `Оплата: ${data.paymentMethod === 'invoice' ? 'по счёту' : 'картой'}`,
  ];
  const text = [title, '', ...lines, '', ...paragraphs, '', 'В бэк-офисе:', notice.adminLink]
    .join('\n')
    .concat('\n');
  const link = escapeHtml(notice.adminLink);
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a">` +
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1>` +
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
    `<p>В бэк-офисе:<br><a href="${link}">${link}</a></p></body></html>`;
  return {
    to,
    subject: oneLine(`${title}: ${data.sitename}`),
    text,
    html,
    template: event === 'placed' ? 'manager-order-placed' : 'manager-order-paid',
    language: 'ru-RU',
  };
}

/** The order is placed: how to pay, how long it takes; a bank transfer's invoice attached. */
export function orderPlacedMail(to: string, data: OrderMailData & { invoiceId: number }): MailMessage {
  const t = texts[mailLanguage(data.language)];
  const invoice = data.paymentMethod === 'invoice';
  return orderMail(to, 'order-placed', data, {
    subject: t.placedSubject(data.number),
    title: t.placedTitle(data.number),
    paragraphs: [invoice ? t.payByInvoice : t.payByCard, t.duration(data.durationDays)],
    ...(invoice
      ? { attachments: [{ kind: 'invoice', id: data.invoiceId, language: mailLanguage(data.language) }] }
      : {}),
  });
}

/** The payment arrived: when the documents are expected. */
export function paymentReceivedMail(
  to: string,
  data: OrderMailData & { expectedDate: string; estimate: boolean },
): MailMessage {
  const language = mailLanguage(data.language);
  const t = texts[language];
  return orderMail(to, 'payment-received', data, {
    subject: t.paidSubject(data.number),
    title: t.paidTitle(data.number),
    paragraphs: [t.expected(formatDay(data.expectedDate, language), data.estimate)],
  });
}

/** A card payment was declined: the order still awaits payment, its page in the account pays it. */
export function paymentDeclinedMail(to: string, data: OrderMailData): MailMessage {
  const t = texts[mailLanguage(data.language)];
  return orderMail(to, 'payment-declined', data, {
    subject: t.declinedSubject(data.number),
    title: t.declinedTitle(data.number),
    paragraphs: [t.declinedText, t.payAgain],
  });
}

/** Every document of the order is delivered. */
export function documentsReadyMail(to: string, data: OrderMailData): MailMessage {
  const t = texts[mailLanguage(data.language)];
  return orderMail(to, 'documents-ready', data, {
    subject: t.readySubject(data.number),
    title: t.readyTitle(data.number),
    paragraphs: [t.readyText],
  });
}

/** A checkout made the account: the link that sets its password (a password reset's token). */
export function setPasswordMail(
  to: string,
  data: { sitename: string; language: string; link: string },
): MailMessage {
  const language = mailLanguage(data.language);
  const t = texts[language];
  const link = escapeHtml(data.link);
  return {
    to,
    subject: oneLine(`${t.setPasswordSubject}: ${data.sitename}`),
    text: [t.setPasswordIntro(data.sitename), '', t.setPasswordAction, data.link, '', t.setPasswordIgnore]
      .join('\n')
      .concat('\n'),
    html:
      `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a">` +
      `<p>${escapeHtml(t.setPasswordIntro(data.sitename))}</p><p>${escapeHtml(t.setPasswordAction)}<br>` +
      `<a href="${link}">${link}</a></p><p style="color:#666">${escapeHtml(t.setPasswordIgnore)}</p></body></html>`,
    template: 'set-password',
    language,
  };
}
