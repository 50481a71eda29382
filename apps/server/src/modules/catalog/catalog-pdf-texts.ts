/** The printed words of the price list and the commercial offer, in the shop's two languages. */
export interface CatalogPdfTexts {
  locale: string;
  priceListTitle: string;
  offerTitle: string;
  dated: string;
  inn: string;
  ogrn: string;
  kpp: string;
  /** Before the lines of the company the offer is about (a counterparty, not the offer's reader). */
  company: string;
  /** The label of `company_inn`: a tax number, or the register's own number abroad. */
  companyNumber: string;
  companyCountry: string;
  companyDate: string;
  offerIntro: (company: string, country: string) => string;
  priceListIntro: (country: string) => string;
  columns: { product: string; duration: string; eur: string; rub: string };
  otherProducts: string;
  delivery: string;
  rate: (course: string, date: string) => string;
  /** Said instead of the rate while the shop has none. */
  noRate: string;
  rubleRule: string;
  validUntil: (date: string, days: number) => string;
  noProducts: string;
  contacts: string;
  phone: string;
  email: string;
  address: string;
  noVat: string;
}

const ru: CatalogPdfTexts = {
  locale: 'ru-RU',
  priceListTitle: 'Прайс-лист',
  offerTitle: 'Коммерческое предложение',
  dated: 'от',
  inn: 'ИНН',
  ogrn: 'ОГРН',
  kpp: 'КПП',
  company: 'Компания:',
  companyNumber: 'ИНН / регистрационный номер',
  companyCountry: 'Страна',
  companyDate: 'Дата регистрации',
  offerIntro: (company, country) =>
    `Предлагаем подготовить документы о компании ${company} из официальных источников (${country}). ` +
    'Цены и сроки указаны ниже; сроки — в рабочих днях с момента оплаты.',
  priceListIntro: (country) => `Документы о компаниях: ${country}. Сроки — в рабочих днях с момента оплаты.`,
  columns: { product: 'Документ', duration: 'Срок', eur: 'Цена, €', rub: 'Цена, ₽' },
  otherProducts: 'Другие документы',
  delivery: 'оригинал на бумаге курьером',
  rate: (course, date) => `Курс: 1 € = ${course} ₽ на ${date}`,
  noRate: 'Цены в рублях будут указаны после установки курса',
  rubleRule: 'Цена в рублях — цена в евро, умноженная на курс и округлённая вверх до рубля.',
  validUntil: (date, days) => `Предложение действительно до ${date} (${days} дней).`,
  noProducts: 'Для этой страны документов пока нет.',
  contacts: 'Контакты',
  phone: 'Телефон',
  email: 'Эл. почта',
  address: 'Адрес',
  noVat: 'Без НДС',
};

const en: CatalogPdfTexts = {
  locale: 'en-US',
  priceListTitle: 'Price list',
  offerTitle: 'Commercial offer',
  dated: 'of',
  inn: 'INN',
  ogrn: 'OGRN',
  kpp: 'KPP',
  company: 'Company:',
  companyNumber: 'INN / company number',
  companyCountry: 'Country',
  companyDate: 'Registration date',
  offerIntro: (company, country) =>
    `We offer to prepare documents about ${company} from official sources (${country}). ` +
    'Prices and durations are below; durations are in working days from payment.',
  priceListIntro: (country) => `Company documents: ${country}. Durations are in working days from payment.`,
  columns: { product: 'Document', duration: 'Duration', eur: 'Price, €', rub: 'Price, ₽' },
  otherProducts: 'Other documents',
  delivery: 'paper original by courier',
  rate: (course, date) => `Rate: €1 = ${course} ₽ on ${date}`,
  noRate: 'Rouble prices will be shown once the rate is set',
  rubleRule: 'The rouble price is the euro price times the rate, rounded up to a whole rouble.',
  validUntil: (date, days) => `This offer is valid until ${date} (${days} days).`,
  noProducts: 'There are no documents for this country yet.',
  contacts: 'Contacts',
  phone: 'Phone',
  email: 'E-mail',
  address: 'Address',
  noVat: 'VAT not applicable',
};

/** The texts for a site language; any language but English prints in Russian, the shop's own. */
export function catalogPdfTexts(language: string): CatalogPdfTexts {
  return language.startsWith('en') ? en : ru;
}
