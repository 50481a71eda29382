/** The printed words of acts and invoices; the shop's languages are Russian and English. */
export interface AccountingTexts {
  locale: string;
  title: { act: string; invoice: string };
  fileName: { act: string; invoice: string };
  dated: string;
  order: string;
  seller: { act: string; invoice: string };
  buyer: { act: string; invoice: string };
  inn: string;
  kpp: string;
  ogrn: string;
  ogrnip: string;
  account: string;
  correspondentAccount: string;
  bik: string;
  columns: { number: string; item: string; eur: string; rub: string };
  total: string;
  totalRub: string;
  rate: string;
  noVat: string;
}

const ru: AccountingTexts = {
  locale: 'ru-RU',
  title: { act: 'Акт оказанных услуг', invoice: 'Счёт на оплату' },
  fileName: { act: 'Акт', invoice: 'Счёт' },
  dated: 'от',
  order: 'Заказ',
  seller: { act: 'Исполнитель:', invoice: 'Поставщик:' },
  buyer: { act: 'Заказчик:', invoice: 'Покупатель:' },
  inn: 'ИНН',
  kpp: 'КПП',
  ogrn: 'ОГРН',
  ogrnip: 'ОГРНИП',
  account: 'р/с',
  correspondentAccount: 'к/с',
  bik: 'БИК',
  columns: { number: '№', item: 'Наименование', eur: 'Цена, EUR', rub: 'Цена, RUB' },
  total: 'Итого:',
  totalRub: 'Итого в рублях:',
  rate: 'Курс:',
  noVat: 'Без НДС',
};

const en: AccountingTexts = {
  locale: 'en-US',
  title: { act: 'Certificate of services rendered', invoice: 'Invoice' },
  fileName: { act: 'Act', invoice: 'Invoice' },
  dated: 'of',
  order: 'Order',
  seller: { act: 'Contractor:', invoice: 'Supplier:' },
  buyer: { act: 'Customer:', invoice: 'Buyer:' },
  inn: 'INN',
  kpp: 'KPP',
  ogrn: 'OGRN',
  ogrnip: 'OGRNIP',
  account: 'Account',
  correspondentAccount: 'corr. account',
  bik: 'BIK',
  columns: { number: 'No.', item: 'Description', eur: 'Price, EUR', rub: 'Price, RUB' },
  total: 'Total:',
  totalRub: 'Total in roubles:',
  rate: 'Rate:',
  noVat: 'VAT not applicable',
};

/** The texts for a site language; any language but English prints in Russian, the documents' own. */
export function accountingTexts(language: string): AccountingTexts {
  return language.startsWith('en') ? en : ru;
}
