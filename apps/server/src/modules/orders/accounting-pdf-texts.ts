import { toCardinal } from 'n2words/en-US';
import numberToWordsRu from 'number-to-words-ru';

type ByType = { act: string; invoice: string };

/**
 * The printed words of acts and invoices; the shop's languages are Russian and English. Built in
 * the PDF threads from the language alone, so the texts may be functions.
 */
export interface AccountingTexts {
  locale: string;
  title: ByType;
  fileName: ByType;
  /** "№ 000123 от 8 декабря 2026 г." */
  numberAndDate: (number: string, date: string) => string;
  longDate: (day: Date) => string;
  bank: {
    beneficiaryBank: string;
    beneficiary: string;
    bik: string;
    account: string;
  };
  seller: ByType;
  buyer: ByType;
  basis: string;
  order: (number: string, date: string) => string;
  inn: string;
  /** A buyer's tax number that is not a Russian INN (10 or 12 digits). */
  foreignTaxNumber: string;
  kpp: string;
  ogrn: string;
  ogrnip: string;
  account: string;
  correspondentAccount: string;
  bik: string;
  columns: ByType & {
    number: string;
    quantity: string;
    unit: string;
    price: string;
    sum: string;
    eur: string;
  };
  /** The unit of a service. */
  unit: string;
  total: string;
  vat: string;
  noVat: string;
  totalDue: string;
  /** "Всего наименований 2, на сумму 1 162,00 руб." */
  count: (type: 'act' | 'invoice', count: number, sum: string) => string;
  inWords: (roubles: number) => string;
  euroReference: (euro: string) => string;
  /** The rate the rouble prices were made at; `cbr` when it is the Central Bank's of that day. */
  rate: (day: string, rate: string, cbr: boolean) => string;
  purpose: (invoice: string) => string;
  payBy: (day: string) => string;
  payByCard: string;
  paid: (day: string) => string;
  rendered: string;
  /** The act's two signature blocks' headings. */
  signatures: { seller: string; buyer: string };
  director: string;
  accountant: string;
  seal: string;
  signature: string;
}

const ru: AccountingTexts = {
  locale: 'ru-RU',
  title: { act: 'Акт об оказании услуг', invoice: 'Счёт на оплату' },
  fileName: { act: 'Акт', invoice: 'Счёт' },
  numberAndDate: (number, date) => `№ ${number} от ${date}`,
  longDate: (day) =>
    new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Moscow',
    }).format(day),
  bank: { beneficiaryBank: 'Банк получателя', beneficiary: 'Получатель', bik: 'БИК', account: 'Сч. №' },
  seller: { act: 'Исполнитель:', invoice: 'Поставщик (Исполнитель):' },
  buyer: { act: 'Заказчик:', invoice: 'Покупатель (Заказчик):' },
  basis: 'Основание:',
  order: (number, date) => `Заказ № ${number} от ${date}`,
  inn: 'ИНН',
  foreignTaxNumber: 'Налоговый номер',
  kpp: 'КПП',
  ogrn: 'ОГРН',
  ogrnip: 'ОГРНИП',
  account: 'р/с',
  correspondentAccount: 'к/с',
  bik: 'БИК',
  columns: {
    number: '№',
    act: 'Наименование работ, услуг',
    invoice: 'Товары (работы, услуги)',
    quantity: 'Кол-во',
    unit: 'Ед.',
    price: 'Цена, ₽',
    sum: 'Сумма, ₽',
    eur: 'Справочно, €',
  },
  unit: 'усл.',
  total: 'Итого:',
  vat: 'Без налога (НДС):',
  noVat: '—',
  totalDue: 'Всего к оплате:',
  count: (type, count, sum) =>
    `${type === 'act' ? 'Всего оказано услуг' : 'Всего наименований'} ${count}, на сумму ${sum} руб.`,
  inWords: (roubles) => numberToWordsRu.convert(roubles.toFixed(2), { currency: 'rub' }),
  euroReference: (euro) => `Справочно: сумма в евро ${euro}.`,
  rate: (day, rate, cbr) =>
    cbr ? `Курс евро ЦБ РФ на ${day}: ${rate} ₽` : `Курс евро продавца на ${day}: ${rate} ₽`,
  purpose: (invoice) => `Оплата по счёту ${invoice} за информационные услуги. НДС не облагается.`,
  payBy: (day) => `Счёт действителен к оплате до ${day} включительно.`,
  payByCard: 'Оплата банковской картой на сайте.',
  paid: (day) => `ОПЛАЧЕНО ${day}`,
  rendered:
    'Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объёму, качеству ' +
    'и срокам оказания услуг не имеет.',
  signatures: { seller: 'ИСПОЛНИТЕЛЬ', buyer: 'ЗАКАЗЧИК' },
  director: 'Руководитель',
  accountant: 'Бухгалтер',
  seal: 'М.П.',
  signature: 'подпись',
};

/** "1162" → "One thousand one hundred sixty-two roubles 00 kopecks" (rouble prices are whole). */
function englishInWords(roubles: number): string {
  const whole = Math.trunc(roubles);
  const kopecks = Math.round((roubles - whole) * 100);
  const words = toCardinal(whole);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${whole === 1 ? 'rouble' : 'roubles'} ${String(kopecks).padStart(2, '0')} ${kopecks === 1 ? 'kopeck' : 'kopecks'}`;
}

const en: AccountingTexts = {
  locale: 'en-US',
  title: { act: 'Certificate of services rendered', invoice: 'Invoice' },
  fileName: { act: 'Act', invoice: 'Invoice' },
  numberAndDate: (number, date) => `No. ${number} of ${date}`,
  longDate: (day) =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Moscow',
    }).format(day),
  bank: {
    beneficiaryBank: "Beneficiary's bank",
    beneficiary: 'Beneficiary',
    bik: 'BIK',
    account: 'Account No.',
  },
  seller: { act: 'Contractor:', invoice: 'Supplier (Contractor):' },
  buyer: { act: 'Customer:', invoice: 'Buyer (Customer):' },
  basis: 'Basis:',
  order: (number, date) => `Order No. ${number} of ${date}`,
  inn: 'INN',
  foreignTaxNumber: 'Tax no.',
  kpp: 'KPP',
  ogrn: 'OGRN',
  ogrnip: 'OGRNIP',
  account: 'Account',
  correspondentAccount: 'corr. account',
  bik: 'BIK',
  columns: {
    number: 'No.',
    act: 'Services',
    invoice: 'Goods (work, services)',
    quantity: 'Qty',
    unit: 'Unit',
    price: 'Price, RUB',
    sum: 'Amount, RUB',
    eur: 'For reference, EUR',
  },
  unit: 'service',
  total: 'Total:',
  vat: 'VAT:',
  noVat: 'not applicable',
  totalDue: 'Total due:',
  count: (type, count, sum) =>
    `${type === 'act' ? 'Services rendered' : 'Items'}: ${count}, amount RUB ${sum}`,
  inWords: (roubles) => `Total in words: ${englishInWords(roubles)}`,
  euroReference: (euro) => `For reference: the amount in euros is ${euro}.`,
  rate: (day, rate, cbr) =>
    cbr
      ? `Euro rate of the Central Bank of Russia on ${day}: RUB ${rate}`
      : `The seller's euro rate on ${day}: RUB ${rate}`,
  purpose: (invoice) => `Payment under invoice ${invoice} for information services. VAT not applicable.`,
  payBy: (day) => `This invoice is payable until ${day} inclusive.`,
  payByCard: 'Payment by bank card on the website.',
  paid: (day) => `PAID ${day}`,
  rendered:
    'The services listed above have been rendered in full and on time. The Customer has no claims as ' +
    'to the scope, quality or timing of the services.',
  signatures: { seller: 'CONTRACTOR', buyer: 'CUSTOMER' },
  director: 'Director',
  accountant: 'Accountant',
  seal: 'L.S.',
  signature: 'signature',
};

/** The texts for a site language; any language but English prints in Russian, the documents' own. */
export function accountingTexts(language: string): AccountingTexts {
  return language.startsWith('en') ? en : ru;
}
