import { escapeHtml, type MailMessage } from './mail.templates.js';

export interface RateImportFailure {
  url: string;
  error: string;
  /** The rate the shop keeps pricing in (null: none, so no orders), and its day (null: the setup rate). */
  rate: string | null;
  rateDay: string | null;
  at: Date;
}

/**
 * The administrators' alert of a failed daily import, in Russian then English (an administrator's
 * language is not kept): what failed, why, and that the last rate stays in force.
 */
export function rateImportFailedMail(to: string, failure: RateImportFailure): MailMessage {
  const since = failure.rateDay ?? '—';
  const lines = [
    'Загрузка курса евро ЦБ РФ не удалась',
    '',
    `Адрес: ${failure.url}`,
    `Причина: ${failure.error}`,
    `Время: ${failure.at.toISOString()}`,
    failure.rate === null
      ? 'Курса в магазине нет: цены показываются только в евро, заказы не принимаются.'
      : `Магазин продолжает считать по последнему курсу: ${failure.rate} ₽ (с ${since}).`,
    'Задайте курс вручную в разделе «Курс рубля» панели управления или нажмите «Загрузить сейчас».',
    '',
    'The Central Bank euro rate import failed',
    '',
    `Address: ${failure.url}`,
    `Reason: ${failure.error}`,
    `Time: ${failure.at.toISOString()}`,
    failure.rate === null
      ? 'The shop has no rate: it shows euro prices only and takes no orders.'
      : `The shop keeps pricing in the last rate: ${failure.rate} RUB (since ${since}).`,
    'Set the rate by hand on the back-office\'s "Rouble rate" page, or press "Import now".',
  ];
  const text = `${lines.join('\n')}\n`;
  const html =
    '<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a">' +
    lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('') +
    '</body></html>';
  return {
    to,
    subject: 'Курс ЦБ не загружен / CBR rate import failed',
    text,
    html,
    template: 'rate-import-failed',
    language: 'ru-RU',
  };
}
