import { carrierName } from '@storefront/contract';
import { escapeHtml, type MailMessage, mailLanguage, oneLine } from './mail.templates.js';

/** The originals of some of an order's items left with a carrier. */
export interface OriginalsShippedMailData {
  sitename: string;
  /** The order's language: the mail is written in it. */
  language: string;
  number: string;
  /** The items whose originals are in this parcel. */
  items: { product: string; company: string }[];
  /** As the shop stores it; a known carrier is named in the mail's language. */
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page, for a known carrier. */
  trackingUrl: string | null;
  /** The account's orders page. */
  accountLink: string;
}

const texts = {
  'ru-RU': {
    subject: (n: string) => `Оригиналы документов по заказу ${n} отправлены`,
    intro: 'Мы отправили оригиналы документов на бумаге:',
    carrier: 'Служба доставки',
    tracking: 'Трек-номер',
    follow: 'Отследить посылку:',
    account: 'Заказ в личном кабинете:',
  },
  'en-US': {
    subject: (n: string) => `The paper originals of order ${n} are on their way`,
    intro: 'We have sent the paper originals of these documents:',
    carrier: 'Carrier',
    tracking: 'Tracking number',
    follow: 'Track the parcel:',
    account: 'The order in your account:',
  },
} as const;

/** To the customer, in the order's language: which originals left, with whom, and the tracking number. */
export function originalsShippedMail(to: string, data: OriginalsShippedMailData): MailMessage {
  const language = mailLanguage(data.language);
  const t = texts[language];
  const subject = t.subject(data.number);
  const lines = data.items.map((item) => `${item.product} — ${item.company}`);
  const carrier = `${t.carrier}: ${carrierName(data.carrier, language)}`;
  const tracking = `${t.tracking}: ${data.trackingNumber}`;
  const text = [
    subject,
    '',
    t.intro,
    ...lines,
    '',
    carrier,
    tracking,
    ...(data.trackingUrl ? [t.follow, data.trackingUrl] : []),
    '',
    t.account,
    data.accountLink,
  ]
    .join('\n')
    .concat('\n');
  const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a">` +
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>` +
    `<p>${escapeHtml(t.intro)}</p>` +
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
    `<p>${escapeHtml(carrier)}<br><strong>${escapeHtml(tracking)}</strong></p>` +
    (data.trackingUrl ? `<p>${escapeHtml(t.follow)}<br>${link(data.trackingUrl)}</p>` : '') +
    `<p>${escapeHtml(t.account)}<br>${link(data.accountLink)}</p></body></html>`;
  return {
    to,
    subject: oneLine(`${subject}: ${data.sitename}`),
    text,
    html,
    template: 'originals-shipped',
    language,
  };
}
