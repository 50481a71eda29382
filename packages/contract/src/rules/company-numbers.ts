/**
 * How a company is told apart from its namesakes wherever it is shown (cart, checkout, orders,
 * mails, invoices, acts, the back-office): its numbers, each under the label its country uses.
 * A Russian company has an INN and an OGRN (OGRNIP for a sole trader); a UK company a company
 * number; a German one its Handelsregister entry ("Amtsgericht München HRB 12345"); anywhere else
 * the register's number, and a tax number where the register gives one. Never "INN -".
 */
export type CompanyNumberKind =
  'inn' | 'ogrn' | 'ogrnip' | 'companyNumber' | 'commercialRegister' | 'registerNumber' | 'taxNumber';

export interface CompanyNumber {
  kind: CompanyNumberKind;
  value: string;
}

export interface CompanyNumbered {
  /** ISO country code of the company's register (`RU`, `GB`...). */
  country: string;
  /** Its tax number where it has one; `-` or empty when unknown. */
  inn?: string | null | undefined;
  /** Its register's own number: OGRN/OGRNIP, a UK company number, "Amtsgericht … HRB …". */
  registerId?: string | null | undefined;
}

const known = (value: string | null | undefined): string | undefined => {
  const text = value?.trim();
  return text && text !== '-' ? text : undefined;
};

/** Countries a client named instead of giving their code (older carts, typed-in companies). */
const COUNTRY_NAMES: Record<string, string> = {
  россия: 'RU',
  'российская федерация': 'RU',
  russia: 'RU',
  'russian federation': 'RU',
  великобритания: 'GB',
  'соединённое королевство': 'GB',
  'united kingdom': 'GB',
  uk: 'GB',
  германия: 'DE',
  germany: 'DE',
};

/** The ISO code of a company's country as a cart or an order keeps it (a code, or a name). */
export function countryCodeOf(country: string): string {
  const text = country.trim();
  return COUNTRY_NAMES[text.toLowerCase()] ?? text.toUpperCase();
}

/** The company's numbers, most telling first; empty when none is known (a company typed in by hand). */
export function companyNumbers(company: CompanyNumbered): CompanyNumber[] {
  const inn = known(company.inn);
  const register = known(company.registerId);
  const country = countryCodeOf(company.country);
  const numbers: CompanyNumber[] = [];
  if (country === 'RU') {
    if (inn) numbers.push({ kind: 'inn', value: inn });
    if (register) numbers.push({ kind: register.length === 15 ? 'ogrnip' : 'ogrn', value: register });
    return numbers;
  }
  if (register)
    numbers.push({
      kind: country === 'GB' ? 'companyNumber' : country === 'DE' ? 'commercialRegister' : 'registerNumber',
      value: register,
    });
  if (inn && inn !== register) numbers.push({ kind: 'taxNumber', value: inn });
  return numbers;
}

const LABELS: Record<'ru' | 'en', Record<CompanyNumberKind, string>> = {
  ru: {
    inn: 'ИНН',
    ogrn: 'ОГРН',
    ogrnip: 'ОГРНИП',
    companyNumber: 'Номер компании',
    commercialRegister: 'Торговый реестр',
    registerNumber: 'Рег. номер',
    taxNumber: 'Налоговый номер',
  },
  en: {
    inn: 'INN',
    ogrn: 'OGRN',
    ogrnip: 'OGRNIP',
    companyNumber: 'Company number',
    commercialRegister: 'Commercial register',
    registerNumber: 'Registration no.',
    taxNumber: 'Tax no.',
  },
};

/** The label of a number in a language (`ru-RU`, `en`...); Russian unless the language is English. */
export function companyNumberLabel(kind: CompanyNumberKind, lang: string): string {
  return LABELS[lang.toLowerCase().startsWith('en') ? 'en' : 'ru'][kind];
}

/** "Номер компании 08492362 · ..." : the numbers with their labels, as one line of text. */
export function companyNumbersText(company: CompanyNumbered, lang: string, separator = ' · '): string {
  return companyNumbers(company)
    .map((number) => `${companyNumberLabel(number.kind, lang)} ${number.value}`)
    .join(separator);
}
