import type { ProductCompanyKind } from '@storefront/contract';
import type { Localized, SeedProduct, SeedProductType, SeedTypePurpose } from '../types.js';
import { countries } from './countries.js';

export const productTypes: SeedProductType[] = [
  {
    id: 1,
    code: 'extract',
    sort: 1,
    name: { 'ru-RU': 'Выписка из реестра', 'en-US': 'Register extract' },
    description: {
      'ru-RU':
        'Официальный документ из государственного реестра: наименование, регистрационный номер, адрес, руководитель, участники и статус компании.',
      'en-US':
        'An official document from the state register: company name, registration number, address, directors, members and status.',
    },
  },
  {
    id: 2,
    code: 'good-standing',
    sort: 2,
    name: { 'ru-RU': 'Сертификат о действующем статусе', 'en-US': 'Certificate of good standing' },
    description: {
      'ru-RU':
        'Подтверждает, что компания зарегистрирована, ведёт деятельность и не находится в процессе ликвидации или исключения из реестра.',
      'en-US':
        'Confirms that the company is registered, active and not in the process of liquidation or being struck off.',
    },
  },
  {
    id: 3,
    code: 'incumbency',
    sort: 3,
    name: { 'ru-RU': 'Сертификат об инкумбентности', 'en-US': 'Certificate of incumbency' },
    description: {
      'ru-RU':
        'Справка о директорах, секретаре и акционерах компании с указанием их полномочий; показывает, кто вправе подписывать документы.',
      'en-US':
        'A statement of the company’s directors, secretary and shareholders and their powers, showing who may sign on its behalf.',
    },
  },
  {
    id: 4,
    code: 'apostille',
    sort: 4,
    needsPaper: true,
    name: { 'ru-RU': 'Апостиль и легализация', 'en-US': 'Apostille and legalisation' },
    description: {
      'ru-RU':
        'Апостиль или консульская легализация, чтобы иностранный документ имел юридическую силу в стране предъявления.',
      'en-US':
        'An apostille or consular legalisation so that a foreign document has legal force in the country where it is presented.',
    },
  },
  {
    id: 5,
    code: 'translation',
    sort: 5,
    name: { 'ru-RU': 'Нотариальный перевод', 'en-US': 'Certified translation' },
    description: {
      'ru-RU': 'Перевод документа профессиональным переводчиком с нотариальным заверением его подписи.',
      'en-US': 'Translation by a professional translator whose signature is certified by a notary.',
    },
  },
  {
    id: 6,
    code: 'charter',
    sort: 6,
    name: { 'ru-RU': 'Копия устава', 'en-US': 'Articles of association copy' },
    description: {
      'ru-RU':
        'Копия устава или учредительного договора в действующей редакции из регистрационного дела компании.',
      'en-US':
        'A copy of the current articles of association or memorandum from the company’s registry file.',
    },
  },
  {
    id: 7,
    code: 'financials',
    sort: 7,
    name: { 'ru-RU': 'Финансовая отчётность', 'en-US': 'Financial statements' },
    description: {
      'ru-RU': 'Годовая отчётность, поданная компанией в регистрирующий или налоговый орган.',
      'en-US': 'Annual accounts filed by the company with the registrar or the tax authority.',
    },
  },
  {
    id: 8,
    code: 'court',
    sort: 8,
    name: { 'ru-RU': 'Отчёт о судебных делах', 'en-US': 'Court cases report' },
    description: {
      'ru-RU': 'Сводка судебных споров с участием компании: стороны, суммы требований, стадии и решения.',
      'en-US': 'A summary of lawsuits involving the company: parties, amounts claimed, stages and rulings.',
    },
  },
];

type TypeCode =
  | 'extract'
  | 'good-standing'
  | 'incumbency'
  | 'apostille'
  | 'translation'
  | 'charter'
  | 'financials'
  | 'court';

function typeId(code: TypeCode): number {
  const type = productTypes.find((candidate) => candidate.code === code);
  if (!type) throw new Error(`Unknown product type ${code}`);
  return type.id;
}

function typeIds(...codes: TypeCode[]): number[] {
  return codes.map(typeId);
}

export const typePurposes: SeedTypePurpose[] = [
  {
    id: 1,
    sort: 1,
    icon: '/uploads/icons/purpose-bank.svg',
    name: { 'ru-RU': 'Для банка', 'en-US': 'For a bank' },
    description: {
      'ru-RU': 'Открытие счёта, проверка KYC, валютный контроль и подтверждение полномочий подписантов.',
      'en-US': 'Opening an account, KYC checks, currency control and proof of signatories’ powers.',
    },
    productTypeIds: typeIds('extract', 'good-standing', 'incumbency', 'charter', 'apostille', 'translation'),
  },
  {
    id: 2,
    sort: 2,
    icon: '/uploads/icons/purpose-tender.svg',
    name: { 'ru-RU': 'Для тендера', 'en-US': 'For a tender' },
    description: {
      'ru-RU': 'Документы участника закупки по 44-ФЗ и 223-ФЗ, а также для международных тендеров.',
      'en-US': 'Bidder documents for public and corporate procurement, including international tenders.',
    },
    productTypeIds: typeIds('extract', 'good-standing', 'financials', 'translation'),
  },
  {
    id: 3,
    sort: 3,
    icon: '/uploads/icons/purpose-court.svg',
    name: { 'ru-RU': 'Для суда', 'en-US': 'For a court' },
    description: {
      'ru-RU': 'Подтверждение правового статуса иностранной стороны спора для арбитражного суда.',
      'en-US': 'Proof of a foreign party’s legal status for commercial courts and arbitration.',
    },
    productTypeIds: typeIds('extract', 'charter', 'apostille', 'translation', 'court'),
  },
  {
    id: 4,
    sort: 4,
    icon: '/uploads/icons/purpose-check.svg',
    name: { 'ru-RU': 'Проверка контрагента', 'en-US': 'Counterparty check' },
    description: {
      'ru-RU': 'Проверка благонадёжности партнёра перед сделкой: статус, руководители, финансы и суды.',
      'en-US': 'Due diligence on a partner before a deal: status, management, finances and lawsuits.',
    },
    productTypeIds: typeIds('extract', 'good-standing', 'financials', 'court'),
  },
  {
    id: 5,
    sort: 5,
    icon: '/uploads/icons/purpose-visa.svg',
    name: { 'ru-RU': 'Для визы и иммиграции', 'en-US': 'For a visa or immigration' },
    description: {
      'ru-RU':
        'Подтверждение владения бизнесом и занимаемой должности для консульства и миграционной службы.',
      'en-US': 'Proof of business ownership and position for consulates and immigration authorities.',
    },
    productTypeIds: typeIds('extract', 'good-standing', 'apostille', 'translation'),
  },
  {
    id: 6,
    sort: 6,
    icon: '/uploads/icons/purpose-subsidiary.svg',
    name: { 'ru-RU': 'Для открытия дочерней компании', 'en-US': 'For opening a subsidiary' },
    description: {
      'ru-RU': 'Комплект документов об иностранном учредителе для регистрации дочерней компании или филиала.',
      'en-US': 'A set of documents on the foreign parent for registering a subsidiary or a branch.',
    },
    productTypeIds: typeIds('extract', 'good-standing', 'incumbency', 'charter', 'apostille', 'translation'),
  },
  {
    id: 7,
    sort: 7,
    icon: '/uploads/icons/purpose-notary.svg',
    name: { 'ru-RU': 'Для нотариуса', 'en-US': 'For a notary' },
    description: {
      'ru-RU': 'Удостоверение сделок и доверенностей с участием иностранной компании.',
      'en-US': 'Notarising transactions and powers of attorney involving a foreign company.',
    },
    productTypeIds: typeIds('extract', 'incumbency', 'charter', 'apostille', 'translation'),
  },
  {
    id: 8,
    sort: 8,
    icon: '/uploads/icons/purpose-deal.svg',
    name: { 'ru-RU': 'Для сделки M&A', 'en-US': 'For an M&A deal' },
    description: {
      'ru-RU': 'Due diligence перед покупкой доли или бизнеса: учредительные документы, отчётность и споры.',
      'en-US':
        'Due diligence before buying a stake or a business: constitutional documents, accounts and disputes.',
    },
    productTypeIds: typeIds('extract', 'incumbency', 'charter', 'financials', 'court'),
  },
];

interface Row {
  types: TypeCode[];
  price: number;
  from: number;
  to: number;
  delivery: boolean;
  name: Localized;
  description?: Localized;
  /** The companies it is for; any when not said. */
  companyKind?: ProductCompanyKind;
}

function row(
  types: TypeCode | TypeCode[],
  price: number,
  [from, to]: [number, number],
  delivery: boolean,
  ru: string,
  en: string,
  description?: Localized,
): Row {
  return {
    types: Array.isArray(types) ? types : [types],
    price,
    from,
    to,
    delivery,
    name: { 'ru-RU': ru, 'en-US': en },
    ...(description ? { description } : {}),
  };
}

/** Only an organisation has it: an EGRUL extract, a charter, accounts filed with GIR BO. */
const organisations = (item: Row): Row => ({ ...item, companyKind: 'legal_entity' });
/** Only a sole trader has it: an EGRIP extract. */
const soleTraders = (item: Row): Row => ({ ...item, companyKind: 'sole_trader' });

/** How each country's register is named inside a sentence ('extract from ...'). */
const registerFrom: Record<string, Localized> = {
  RU: { 'ru-RU': 'из ЕГРЮЛ', 'en-US': 'from EGRUL' },
  KZ: { 'ru-RU': 'из Национального реестра БИН', 'en-US': 'from the National BIN Register' },
  BY: { 'ru-RU': 'из ЕГР Беларуси', 'en-US': 'from the Belarusian Unified State Register' },
  UZ: {
    'ru-RU': 'из реестра субъектов предпринимательства',
    'en-US': 'from the Register of Business Entities',
  },
  KG: {
    'ru-RU': 'из реестра юридических лиц Кыргызстана',
    'en-US': 'from the Kyrgyz register of legal entities',
  },
  AM: { 'ru-RU': 'из Государственного регистра Армении', 'en-US': 'from the Armenian State Register' },
  GE: { 'ru-RU': 'из Реестра предпринимателей (NAPR)', 'en-US': 'from the Registry of Entrepreneurs (NAPR)' },
  AZ: { 'ru-RU': 'из госреестра Азербайджана', 'en-US': 'from the Azerbaijani state register' },
  GB: { 'ru-RU': 'из Companies House', 'en-US': 'from Companies House' },
  DE: { 'ru-RU': 'из торгового реестра Германии', 'en-US': 'from the German commercial register' },
  CY: { 'ru-RU': 'из реестра компаний Кипра', 'en-US': 'from the Cyprus companies register' },
  AE: { 'ru-RU': 'из реестра DED или свободной зоны', 'en-US': 'from the DED or free zone register' },
  EE: { 'ru-RU': 'из Коммерческого регистра Эстонии', 'en-US': 'from the Estonian e-Business Register' },
  LV: { 'ru-RU': 'из Регистра предприятий Латвии', 'en-US': 'from the Latvian Register of Enterprises' },
  US: { 'ru-RU': 'из реестра Secretary of State', 'en-US': 'from the Secretary of State register' },
  CN: { 'ru-RU': 'из системы SAMR', 'en-US': 'from the SAMR system' },
  TR: { 'ru-RU': 'из торгового реестра Турции', 'en-US': 'from the Turkish trade registry' },
  NL: { 'ru-RU': 'из торгового реестра KvK', 'en-US': 'from the KvK business register' },
  HK: { 'ru-RU': 'из Companies Registry Гонконга', 'en-US': 'from the Hong Kong Companies Registry' },
  RS: { 'ru-RU': 'из реестра APR', 'en-US': 'from the APR register' },
};

function defaultDescription(code: TypeCode, country: string): Localized {
  const from = registerFrom[country] ?? {
    'ru-RU': 'из государственного реестра',
    'en-US': 'from the state register',
  };
  switch (code) {
    case 'extract':
      return {
        'ru-RU': `Официальная выписка ${from['ru-RU']}: наименование, регистрационный номер, дата регистрации, адрес, руководители, участники и текущий статус компании.`,
        'en-US': `An official extract ${from['en-US']}: company name, registration number, date of incorporation, address, directors, members and current status.`,
      };
    case 'good-standing':
      return {
        'ru-RU':
          'Документ подтверждает, что компания зарегистрирована, действует и не находится в процессе ликвидации. Такое подтверждение часто запрашивают банки и иностранные контрагенты.',
        'en-US':
          'Confirms that the company is registered, active and not being wound up. Banks and foreign counterparties often ask for it.',
      };
    case 'incumbency':
      return {
        'ru-RU':
          'Перечень директоров, секретаря и акционеров с их полномочиями. Показывает, кто вправе подписывать документы от имени компании.',
        'en-US':
          'Lists the directors, secretary and shareholders with their powers, showing who may sign documents on the company’s behalf.',
      };
    case 'apostille':
      return {
        'ru-RU':
          'Апостиль на выписку или сертификат, чтобы документ принимали в России и других странах Гаагской конвенции без консульской легализации.',
        'en-US':
          'An apostille on the extract or certificate so that it is accepted in Russia and other Hague Convention countries without consular legalisation.',
      };
    case 'translation':
      return {
        'ru-RU':
          'Перевод документа на русский язык с нотариальным заверением подписи переводчика. Срок указан для документов объёмом до пяти страниц.',
        'en-US':
          'Translation into Russian with the translator’s signature certified by a notary. The duration applies to documents of up to five pages.',
      };
    case 'charter':
      return {
        'ru-RU':
          'Копия устава или учредительного договора в действующей редакции из регистрационного дела компании.',
        'en-US':
          'A copy of the current articles of association or memorandum from the company’s registry file.',
      };
    case 'financials':
      return {
        'ru-RU':
          'Годовая финансовая отчётность, поданная компанией: баланс, отчёт о прибылях и убытках и ключевые показатели за последние годы.',
        'en-US':
          'Annual accounts filed by the company: balance sheet, profit and loss account and key figures for recent years.',
      };
    case 'court':
      return {
        'ru-RU':
          'Сводка судебных дел, где компания выступает истцом или ответчиком: суммы требований, стадии и решения. Помогает оценить риски перед сделкой.',
        'en-US':
          'A summary of cases where the company is claimant or defendant: amounts claimed, stages and rulings. Helps assess risks before a deal.',
      };
  }
}

const formatNote: Record<'paper' | 'electronic', Localized> = {
  paper: {
    'ru-RU': 'Скан появится в личном кабинете сразу после готовности, бумажный оригинал доставим курьером.',
    'en-US':
      'A scan appears in your account as soon as it is ready; the paper original is delivered by courier.',
  },
  electronic: {
    'ru-RU': 'Документ предоставляется в электронном виде (PDF) в личном кабинете и по e-mail.',
    'en-US': 'Delivered electronically as a PDF to your account and by e-mail.',
  },
};

/** Price tables per country: price in euro cents, duration in working days. */
const priceTables: Record<string, Row[]> = {
  RU: [
    organisations(
      row(
        'extract',
        590,
        [1, 1],
        false,
        'Выписка из ЕГРЮЛ с электронной подписью ФНС',
        'EGRUL extract signed by the Federal Tax Service',
        {
          'ru-RU':
            'Актуальная выписка из ЕГРЮЛ в формате PDF, подписанная усиленной квалифицированной электронной подписью ФНС России. Имеет ту же юридическую силу, что и бумажная.',
          'en-US':
            'An up-to-date EGRUL extract as a PDF signed with the Federal Tax Service’s qualified e-signature. It has the same legal force as a paper one.',
        },
      ),
    ),
    organisations(
      row(
        'extract',
        1890,
        [3, 5],
        true,
        'Выписка из ЕГРЮЛ на бумаге с печатью налоговой',
        'Paper EGRUL extract with the tax office seal',
        {
          'ru-RU':
            'Выписка на бланке, прошитая и заверенная печатью и подписью должностного лица налоговой инспекции. Подходит для апостиля и предъявления за рубежом.',
          'en-US':
            'An extract on paper, bound and certified with the seal and signature of a tax office official. Suitable for an apostille and for use abroad.',
        },
      ),
    ),
    soleTraders(
      row('extract', 590, [1, 1], false, 'Выписка из ЕГРИП', 'EGRIP extract (sole proprietor)', {
        'ru-RU':
          'Выписка из реестра индивидуальных предпринимателей: ОГРНИП, ИНН, дата регистрации, виды деятельности и сведения о постановке на учёт.',
        'en-US':
          'An extract from the register of sole proprietors: OGRNIP, INN, date of registration, business activities and tax registration details.',
      }),
    ),
    organisations(
      row(
        'charter',
        2450,
        [5, 7],
        true,
        'Копия устава из регистрационного дела',
        'Charter copy from the registration file',
        {
          'ru-RU':
            'Заверенная налоговой инспекцией копия устава в последней редакции. Запрос подаём от вашего имени, документ выдаётся на бумаге.',
          'en-US':
            'A copy of the latest charter certified by the tax office. We file the request on your behalf; the document is issued on paper.',
        },
      ),
    ),
    organisations(
      row(
        'financials',
        990,
        [1, 2],
        false,
        'Бухгалтерская отчётность из ГИР БО',
        'Financial statements from GIR BO',
        {
          'ru-RU':
            'Бухгалтерский баланс и отчёт о финансовых результатах из Государственного информационного ресурса бухгалтерской отчётности за последние три года.',
          'en-US':
            'Balance sheet and income statement from the State Information Resource of Accounting Reports for the last three years.',
        },
      ),
    ),
    row(
      'court',
      1450,
      [1, 2],
      false,
      'Отчёт об арбитражных делах компании',
      'Commercial court cases report',
      {
        'ru-RU':
          'Сводка дел из картотеки арбитражных судов за пять лет: роль компании, суммы исков, стадии и итоговые решения, а также сведения о банкротстве.',
        'en-US':
          'Cases from the commercial courts’ records for five years: the company’s role, amounts claimed, stages and final rulings, plus bankruptcy records.',
      },
    ),
    organisations(
      row('apostille', 3500, [5, 7], true, 'Апостиль на выписку из ЕГРЮЛ', 'Apostille on the EGRUL extract', {
        'ru-RU':
          'Апостиль на бумажную выписку из ЕГРЮЛ для предъявления в странах Гаагской конвенции. Проставляется налоговым органом.',
        'en-US':
          'An apostille on the paper EGRUL extract for use in Hague Convention countries. It is affixed by the tax authority.',
      }),
    ),
    row(
      'translation',
      2900,
      [2, 3],
      true,
      'Нотариальный перевод выписки на английский язык',
      'Notarised English translation of the extract',
      {
        'ru-RU':
          'Перевод выписки из ЕГРЮЛ или ЕГРИП на английский язык с нотариальным заверением подписи переводчика. Другие языки — по запросу.',
        'en-US':
          'Translation of the EGRUL or EGRIP extract into English with the translator’s signature notarised. Other languages on request.',
      },
    ),
  ],
  KZ: [
    row(
      'extract',
      4500,
      [1, 2],
      false,
      'Справка о зарегистрированном юридическом лице (eGov)',
      'Certificate of a registered legal entity (eGov)',
    ),
    row(
      'extract',
      6900,
      [2, 3],
      false,
      'Справка о всех регистрационных действиях',
      'Certificate of all registration actions',
      {
        'ru-RU':
          'История компании с момента создания: смены руководителей, участников, адреса и наименования, перерегистрации и изменения устава.',
        'en-US':
          'The company’s history since incorporation: changes of directors, members, address and name, re-registrations and amendments to the charter.',
      },
    ),
    row(
      'good-standing',
      7500,
      [3, 5],
      false,
      'Справка об отсутствии налоговой задолженности',
      'Tax clearance certificate',
      {
        'ru-RU':
          'Подтверждает, что у компании нет задолженности по налогам и обязательным платежам на дату выдачи. Её часто запрашивают банки и участники тендеров.',
        'en-US':
          'Confirms that the company has no outstanding taxes or mandatory payments on the date of issue. Banks and tender organisers often ask for it.',
      },
    ),
    row(
      'financials',
      8900,
      [3, 5],
      false,
      'Финансовая отчётность из депозитария',
      'Financial statements from the depository',
    ),
    row('charter', 12900, [7, 10], true, 'Нотариальная копия устава', 'Notarised copy of the charter'),
    row(
      'apostille',
      14500,
      [7, 10],
      true,
      'Апостиль на справку о регистрации',
      'Apostille on the registration certificate',
    ),
    row(
      'translation',
      6500,
      [3, 4],
      true,
      'Нотариальный перевод с казахского языка',
      'Certified translation from Kazakh',
    ),
  ],
  BY: [
    row(
      'extract',
      4900,
      [2, 3],
      false,
      'Выписка из ЕГР Республики Беларусь',
      'Extract from the Belarusian Unified State Register',
    ),
    row(
      ['extract', 'apostille'],
      15900,
      [10, 15],
      true,
      'Выписка из ЕГР с апостилем',
      'Register extract with an apostille',
      {
        'ru-RU':
          'Бумажная выписка из ЕГР, заверенная Министерством юстиции, с проставленным апостилем. Готовый комплект для предъявления за рубежом.',
        'en-US':
          'A paper extract certified by the Ministry of Justice with an apostille attached — a ready set for use abroad.',
      },
    ),
    row(
      'good-standing',
      5500,
      [2, 3],
      false,
      'Справка о статусе субъекта хозяйствования',
      'Certificate of business status',
    ),
    row(
      'charter',
      11500,
      [7, 10],
      true,
      'Копия устава, заверенная регистрирующим органом',
      'Charter copy certified by the registration authority',
    ),
    row('court', 7900, [3, 5], false, 'Отчёт о делах в экономических судах', 'Economic court cases report'),
    row(
      'translation',
      6000,
      [3, 5],
      true,
      'Нотариальный перевод на английский язык',
      'Notarised translation into English',
      {
        'ru-RU':
          'Перевод выписки или справки на английский язык с нотариальным заверением — для банков и партнёров за пределами СНГ.',
        'en-US':
          'Translation of the extract or certificate into English, notarised — for banks and partners outside the CIS.',
      },
    ),
  ],
  UZ: [
    row(
      'extract',
      5500,
      [2, 3],
      false,
      'Выписка из Единого реестра субъектов предпринимательства',
      'Extract from the Register of Business Entities',
    ),
    row(
      'good-standing',
      6500,
      [3, 5],
      false,
      'Справка о действующем статусе компании',
      'Certificate of active status',
    ),
    row(
      'charter',
      13500,
      [10, 15],
      true,
      'Копия устава из регистрационного дела',
      'Charter copy from the registration file',
    ),
    row('apostille', 15500, [10, 14], true, 'Апостиль на выписку', 'Apostille on the extract'),
    row(
      'translation',
      6900,
      [3, 5],
      true,
      'Нотариальный перевод с узбекского языка',
      'Certified translation from Uzbek',
    ),
  ],
  KG: [
    row(
      'extract',
      5200,
      [3, 5],
      false,
      'Выписка из реестра юридических лиц Минюста КР',
      'Extract from the Ministry of Justice register',
    ),
    row(
      'good-standing',
      6900,
      [5, 7],
      false,
      'Справка о действующей регистрации',
      'Certificate of valid registration',
    ),
    row(
      'charter',
      12500,
      [10, 15],
      true,
      'Копия устава и решения о создании',
      'Copy of the charter and the founding decision',
    ),
    row('apostille', 14900, [10, 15], true, 'Апостиль на выписку', 'Apostille on the extract'),
    row(
      'translation',
      6500,
      [3, 5],
      true,
      'Нотариальный перевод с кыргызского языка',
      'Certified translation from Kyrgyz',
    ),
  ],
  AM: [
    row(
      'extract',
      4900,
      [1, 2],
      false,
      'Выписка из Государственного регистра юрлиц',
      'Extract from the State Register of Legal Entities',
    ),
    row(
      'extract',
      8900,
      [3, 5],
      false,
      'Выписка с историей изменений',
      'Historical extract with all changes',
      {
        'ru-RU':
          'Полная история компании в регистре: все смены участников, руководителей, адреса и размера уставного капитала с датами.',
        'en-US':
          'The company’s full register history: every change of members, directors, address and share capital, with dates.',
      },
    ),
    row(
      'incumbency',
      9500,
      [3, 5],
      false,
      'Справка о руководителе и участниках',
      'Certificate of director and members',
    ),
    row('apostille', 16500, [7, 10], true, 'Апостиль на выписку', 'Apostille on the extract'),
    row(
      'translation',
      7500,
      [3, 5],
      true,
      'Нотариальный перевод с армянского языка',
      'Certified translation from Armenian',
    ),
  ],
  GE: [
    row(
      'extract',
      4500,
      [1, 2],
      false,
      'Выписка из Реестра предпринимателей (NAPR)',
      'Extract from the Registry of Entrepreneurs (NAPR)',
    ),
    row(
      ['extract', 'apostille'],
      14900,
      [5, 7],
      true,
      'Выписка из реестра с апостилем',
      'Register extract with an apostille',
    ),
    row(
      'charter',
      9900,
      [3, 5],
      false,
      'Копия устава и документов регистрационного дела',
      'Charter and registry file documents',
    ),
    row(
      'incumbency',
      8900,
      [3, 5],
      false,
      'Справка о руководителях и партнёрах',
      'Certificate of directors and partners',
    ),
    row('court', 9900, [5, 7], false, 'Отчёт о судебных делах в Грузии', 'Georgian court cases report'),
    row(
      'translation',
      7500,
      [3, 5],
      true,
      'Нотариальный перевод с грузинского языка',
      'Certified translation from Georgian',
    ),
  ],
  AZ: [
    row(
      'extract',
      7900,
      [5, 7],
      false,
      'Выписка из Государственного реестра юрлиц',
      'Extract from the State Register of Legal Entities',
    ),
    row(
      'good-standing',
      9900,
      [7, 10],
      false,
      'Справка об отсутствии налоговой задолженности',
      'Tax clearance certificate',
      {
        'ru-RU':
          'Подтверждает, что у компании нет задолженности по налогам и обязательным платежам на дату выдачи. Её часто запрашивают банки и участники тендеров.',
        'en-US':
          'Confirms that the company has no outstanding taxes or mandatory payments on the date of issue. Banks and tender organisers often ask for it.',
      },
    ),
    row('charter', 14500, [10, 15], true, 'Нотариальная копия устава', 'Notarised copy of the charter'),
    row('apostille', 17500, [10, 15], true, 'Апостиль на выписку', 'Apostille on the extract'),
    row(
      'translation',
      8500,
      [3, 5],
      true,
      'Нотариальный перевод с азербайджанского языка',
      'Certified translation from Azerbaijani',
    ),
  ],
  GB: [
    row('extract', 4900, [1, 1], false, 'Выписка из Companies House', 'Extract from Companies House', {
      'ru-RU':
        'Сведения о компании из Companies House: номер, дата регистрации, адрес, директора, лица со значительным контролем (PSC) и история подачи отчётности.',
      'en-US':
        'The Companies House record: company number, date of incorporation, address, officers, persons with significant control (PSC) and filing history.',
    }),
    row('good-standing', 9500, [3, 5], true, 'Certificate of Good Standing', 'Certificate of Good Standing'),
    row('incumbency', 19500, [5, 7], true, 'Certificate of Incumbency', 'Certificate of Incumbency', {
      'ru-RU':
        'Сертификат о директорах, секретаре и акционерах, который подписывает английский солиситор или зарегистрированный агент компании.',
      'en-US':
        'A certificate of the directors, secretary and shareholders signed by an English solicitor or the company’s registered agent.',
    }),
    row(
      'charter',
      8900,
      [3, 5],
      true,
      'Заверенная копия Articles of Association',
      'Certified copy of the Articles of Association',
    ),
    row(
      'financials',
      5900,
      [1, 2],
      false,
      'Годовая отчётность из Companies House',
      'Annual accounts filed at Companies House',
    ),
    row('apostille', 12900, [5, 10], true, 'Апостиль FCDO', 'FCDO apostille', {
      'ru-RU':
        'Апостиль британского Министерства иностранных дел (FCDO) на сертификат или заверенную копию для использования в России.',
      'en-US':
        'An apostille from the Foreign, Commonwealth and Development Office on a certificate or certified copy for use in Russia.',
    }),
    row(
      ['good-standing', 'apostille'],
      19900,
      [7, 12],
      true,
      'Good Standing с апостилем',
      'Good Standing with an apostille',
      {
        'ru-RU':
          'Certificate of Good Standing и апостиль FCDO одним заказом — самый частый комплект для российских банков и нотариусов.',
        'en-US':
          'A Certificate of Good Standing with an FCDO apostille in one order — the set Russian banks and notaries ask for most often.',
      },
    ),
    row(
      'translation',
      8900,
      [3, 5],
      true,
      'Нотариальный перевод с английского языка',
      'Certified translation from English',
    ),
  ],
  DE: [
    row(
      'extract',
      4500,
      [1, 2],
      false,
      'Текущая выписка из торгового реестра (Handelsregisterauszug)',
      'Current commercial register extract (Handelsregisterauszug)',
    ),
    row(
      'extract',
      6900,
      [2, 3],
      false,
      'Хронологическая выписка из Handelsregister',
      'Chronological Handelsregister extract',
      {
        'ru-RU':
          'Выписка со всеми записями, которые когда-либо вносились в реестр: смены управляющих, прокуристов, капитала и адреса.',
        'en-US':
          'An extract with every entry ever made in the register: changes of managing directors, authorised officers, capital and address.',
      },
    ),
    row(
      'extract',
      11900,
      [5, 7],
      true,
      'Заверенная выписка (beglaubigter Auszug)',
      'Certified extract (beglaubigter Auszug)',
      {
        'ru-RU':
          'Бумажная выписка, заверенная участковым судом. Необходима для проставления апостиля и для российских нотариусов.',
        'en-US':
          'A paper extract certified by the local court. Required for an apostille and by Russian notaries.',
      },
    ),
    row(
      'charter',
      6500,
      [2, 4],
      false,
      'Устав компании (Gesellschaftsvertrag)',
      'Articles of association (Gesellschaftsvertrag)',
    ),
    row(
      'financials',
      5500,
      [1, 3],
      false,
      'Годовая отчётность (Jahresabschluss)',
      'Annual accounts (Jahresabschluss)',
    ),
    row(
      'apostille',
      17900,
      [10, 15],
      true,
      'Апостиль на заверенную выписку',
      'Apostille on the certified extract',
    ),
    row(
      'translation',
      9900,
      [3, 5],
      true,
      'Нотариальный перевод с немецкого языка',
      'Certified translation from German',
    ),
  ],
  CY: [
    row(
      'extract',
      5900,
      [1, 2],
      false,
      'Выписка из реестра компаний Кипра',
      'Extract from the Cyprus companies register',
    ),
    row('good-standing', 8900, [2, 3], false, 'Certificate of Good Standing', 'Certificate of Good Standing'),
    row(
      'incumbency',
      8900,
      [2, 3],
      false,
      'Сертификат о директорах и секретаре',
      'Certificate of Directors and Secretary',
    ),
    row('incumbency', 8900, [2, 3], false, 'Сертификат об акционерах', 'Certificate of Shareholders', {
      'ru-RU':
        'Официальный сертификат регистратора со списком акционеров и количеством принадлежащих им акций.',
      'en-US':
        'The registrar’s official certificate listing the shareholders and the number of shares each holds.',
    }),
    row(
      'charter',
      11900,
      [3, 5],
      true,
      'Заверенная копия Memorandum and Articles',
      'Certified copy of the Memorandum and Articles',
    ),
    row('apostille', 9500, [3, 5], true, 'Апостиль на сертификат', 'Apostille on a certificate'),
    row(
      ['extract', 'good-standing', 'incumbency', 'apostille'],
      44500,
      [7, 10],
      true,
      'Полный комплект сертификатов с апостилем',
      'Full set of certificates with apostilles',
      {
        'ru-RU':
          'Сертификаты о регистрации, юридическом адресе, директорах и секретаре, акционерах и действующем статусе — каждый с апостилем.',
        'en-US':
          'Certificates of incorporation, registered office, directors and secretary, shareholders and good standing — each with an apostille.',
      },
    ),
    row(
      'translation',
      7900,
      [3, 5],
      true,
      'Нотариальный перевод с английского или греческого',
      'Certified translation from English or Greek',
    ),
  ],
  AE: [
    row(
      'extract',
      12900,
      [5, 7],
      false,
      'Выписка о торговой лицензии (DED или свободная зона)',
      'Trade licence extract (DED or free zone)',
    ),
    row(
      'incumbency',
      19500,
      [7, 10],
      false,
      'Certificate of Incumbency свободной зоны',
      'Free zone Certificate of Incumbency',
    ),
    row(
      'good-standing',
      17500,
      [7, 10],
      false,
      'Certificate of Good Standing свободной зоны',
      'Free zone Certificate of Good Standing',
    ),
    row(
      'charter',
      22500,
      [10, 15],
      true,
      'Заверенная копия Memorandum of Association',
      'Certified copy of the Memorandum of Association',
    ),
    row(
      'apostille',
      39500,
      [15, 25],
      true,
      'Аттестация MOFA и консульская легализация',
      'MOFA attestation and consular legalisation',
      {
        'ru-RU':
          'ОАЭ не применяют апостиль, поэтому документ заверяется в Министерстве иностранных дел ОАЭ и легализуется в консульстве России.',
        'en-US':
          'The UAE does not use the apostille, so the document is attested by the UAE Ministry of Foreign Affairs and legalised at the Russian consulate.',
      },
    ),
    row(
      'translation',
      9900,
      [3, 5],
      true,
      'Нотариальный перевод с арабского и английского',
      'Certified translation from Arabic and English',
    ),
  ],
  EE: [
    row(
      'extract',
      4000,
      [1, 1],
      false,
      'Выписка из Коммерческого регистра Эстонии',
      'Extract from the Estonian e-Business Register',
    ),
    row(
      'extract',
      5900,
      [1, 2],
      false,
      'Регистрационная карточка с историей изменений',
      'Registry card with the history of changes',
    ),
    row('financials', 4900, [1, 2], false, 'Годовые отчёты компании', 'Annual reports'),
    row('charter', 5900, [1, 3], false, 'Устав компании (põhikiri)', 'Articles of association (põhikiri)'),
    row('apostille', 13900, [5, 7], true, 'Апостиль на выписку', 'Apostille on the extract'),
    row(
      'translation',
      8500,
      [3, 5],
      true,
      'Нотариальный перевод с эстонского языка',
      'Certified translation from Estonian',
    ),
  ],
  LV: [
    row(
      'extract',
      4200,
      [1, 1],
      false,
      'Выписка из Регистра предприятий Латвии',
      'Extract from the Latvian Register of Enterprises',
    ),
    row(
      'extract',
      5500,
      [1, 2],
      false,
      'Выписка со сведениями о бенефициарах',
      'Extract with beneficial owners',
    ),
    row('financials', 4900, [1, 2], false, 'Годовые отчёты', 'Annual reports'),
    row(
      'good-standing',
      6900,
      [3, 5],
      false,
      'Справка об отсутствии налоговых долгов (VID)',
      'Tax debt certificate (VID)',
      {
        'ru-RU':
          'Справка Службы государственных доходов Латвии об отсутствии налоговых долгов — подтверждает добросовестный статус компании.',
        'en-US':
          'A statement from the Latvian State Revenue Service that the company has no tax debts, confirming it is in good standing.',
      },
    ),
    row('apostille', 14500, [5, 7], true, 'Апостиль на выписку', 'Apostille on the extract'),
    row(
      'translation',
      8500,
      [3, 5],
      true,
      'Нотариальный перевод с латышского языка',
      'Certified translation from Latvian',
    ),
  ],
  US: [
    row(
      'extract',
      7900,
      [1, 2],
      false,
      'Выписка из реестра штата (Business Entity Details)',
      'State register record (Business Entity Details)',
      {
        'ru-RU':
          'Сведения о компании из реестра Secretary of State: наименование, номер в реестре, дата образования, зарегистрированный агент и статус. Акционеры в реестрах штатов, как правило, не раскрываются.',
        'en-US':
          'The company record from the Secretary of State register: name, file number, date of formation, registered agent and status. State registers usually do not disclose shareholders.',
      },
    ),
    row(
      'good-standing',
      14900,
      [2, 3],
      false,
      'Certificate of Good Standing штата',
      'State Certificate of Good Standing',
    ),
    row(
      'charter',
      16900,
      [3, 5],
      true,
      'Заверенная копия Certificate of Incorporation',
      'Certified copy of the Certificate of Incorporation',
    ),
    row('incumbency', 24500, [5, 7], true, 'Certificate of Incumbency', 'Certificate of Incumbency'),
    row('apostille', 22900, [10, 15], true, 'Апостиль Secretary of State', 'Secretary of State apostille'),
    row(
      'court',
      12500,
      [3, 5],
      false,
      'Отчёт о федеральных судебных делах (PACER)',
      'Federal court cases report (PACER)',
    ),
    row(
      'translation',
      8900,
      [3, 5],
      true,
      'Нотариальный перевод с английского языка',
      'Certified translation from English',
    ),
  ],
  CN: [
    row(
      'extract',
      11900,
      [5, 7],
      false,
      'Выписка о компании из системы SAMR',
      'Company record from the SAMR system',
    ),
    row(
      'charter',
      24500,
      [10, 15],
      true,
      'Регистрационное дело и копия бизнес-лицензии',
      'Registration archive and business licence copy',
      {
        'ru-RU':
          'Копия бизнес-лицензии и документы регистрационного дела из местного управления SAMR: устав, сведения об акционерах и изменениях.',
        'en-US':
          'A copy of the business licence and the registration archive from the local SAMR bureau: articles, shareholders and changes.',
      },
    ),
    row('financials', 13900, [7, 10], false, 'Годовые отчёты компании', 'Annual reports'),
    row('court', 15900, [7, 10], false, 'Отчёт о судебных делах в Китае', 'Chinese court cases report'),
    row(
      'apostille',
      29500,
      [15, 20],
      true,
      'Апостиль на документы компании',
      'Apostille on company documents',
    ),
    row(
      'translation',
      12900,
      [5, 7],
      true,
      'Нотариальный перевод с китайского языка',
      'Certified translation from Chinese',
    ),
  ],
  TR: [
    row(
      'good-standing',
      11900,
      [5, 7],
      false,
      'Справка о деятельности (Faaliyet Belgesi)',
      'Activity certificate (Faaliyet Belgesi)',
    ),
    row(
      'extract',
      9900,
      [5, 7],
      false,
      'Выписка из торгового реестра (Ticaret Sicil Tasdiknamesi)',
      'Trade registry extract (Ticaret Sicil Tasdiknamesi)',
    ),
    row(
      'charter',
      8500,
      [3, 5],
      false,
      'Публикации в Торговом реестровом вестнике',
      'Trade Registry Gazette publications',
      {
        'ru-RU':
          'Выпуски Ticaret Sicili Gazetesi с публикациями о создании компании, её уставе и последующих изменениях.',
        'en-US':
          'Issues of the Ticaret Sicili Gazetesi with the notices of the company’s formation, its articles and later changes.',
      },
    ),
    row('apostille', 16900, [10, 15], true, 'Апостиль на справку', 'Apostille on the certificate'),
    row(
      'translation',
      8900,
      [3, 5],
      true,
      'Нотариальный перевод с турецкого языка',
      'Certified translation from Turkish',
    ),
  ],
  NL: [
    row(
      'extract',
      4200,
      [1, 1],
      false,
      'Выписка из торгового реестра KvK (uittreksel)',
      'KvK business register extract (uittreksel)',
    ),
    row('extract', 8900, [3, 5], true, 'Заверенная выписка KvK на бумаге', 'Certified paper KvK extract'),
    row(
      'financials',
      5500,
      [1, 2],
      false,
      'Годовая отчётность (jaarrekening)',
      'Annual accounts (jaarrekening)',
    ),
    row('charter', 7900, [3, 5], false, 'Устав компании (statuten)', 'Articles of association (statuten)'),
    row(
      'apostille',
      15900,
      [7, 10],
      true,
      'Апостиль на заверенную выписку',
      'Apostille on the certified extract',
    ),
    row(
      'translation',
      9500,
      [3, 5],
      true,
      'Нотариальный перевод с нидерландского языка',
      'Certified translation from Dutch',
    ),
  ],
  HK: [
    row(
      'extract',
      6500,
      [1, 2],
      false,
      'Сведения о компании из Companies Registry',
      'Company particulars from the Companies Registry',
    ),
    row('extract', 6900, [1, 2], false, 'Копия ежегодной декларации NAR1', 'Copy of the NAR1 annual return', {
      'ru-RU':
        'Последняя ежегодная декларация компании: директора, секретарь, акционеры, количество акций и зарегистрированный адрес.',
      'en-US':
        'The company’s latest annual return: directors, secretary, shareholders, number of shares and registered address.',
    }),
    row(
      'charter',
      8900,
      [2, 3],
      false,
      'Устав компании (Articles of Association)',
      'Articles of Association',
    ),
    row('incumbency', 19900, [5, 7], true, 'Certificate of Incumbency', 'Certificate of Incumbency'),
    row(
      'apostille',
      17500,
      [7, 10],
      true,
      'Апостиль Высокого суда Гонконга',
      'Hong Kong High Court apostille',
    ),
    row(
      'translation',
      8900,
      [3, 5],
      true,
      'Нотариальный перевод с английского или китайского',
      'Certified translation from English or Chinese',
    ),
  ],
  RS: [
    row('extract', 4500, [1, 2], false, 'Выписка из реестра APR (izvod)', 'APR register extract (izvod)'),
    row('financials', 4900, [1, 2], false, 'Финансовая отчётность из APR', 'Financial statements from APR'),
    row('charter', 8900, [3, 5], true, 'Копия учредительного акта', 'Copy of the founding act'),
    row('apostille', 13900, [7, 10], true, 'Апостиль суда на выписку', 'Court apostille on the extract'),
    row(
      'translation',
      7500,
      [3, 5],
      true,
      'Нотариальный перевод с сербского языка',
      'Certified translation from Serbian',
    ),
  ],
};

/** Which product types a product of a given type is offered together with. */
const relatedTypes: Record<TypeCode, TypeCode[]> = {
  extract: ['apostille', 'translation', 'charter'],
  'good-standing': ['apostille', 'translation', 'extract'],
  incumbency: ['apostille', 'translation', 'extract'],
  apostille: ['extract', 'translation', 'good-standing'],
  translation: ['extract', 'apostille'],
  charter: ['extract', 'translation', 'apostille'],
  financials: ['extract', 'court'],
  court: ['extract', 'financials'],
};

const MAX_RELATED = 3;

function buildProducts(): SeedProduct[] {
  const result: SeedProduct[] = [];
  for (const country of countries) {
    // A country the shop only names (for phone numbers) has no products.
    if (country.active === false) continue;
    const rows = priceTables[country.code];
    if (!rows) throw new Error(`No price table for ${country.code}`);
    const ids = rows.map((_, index) => country.id * 100 + index + 1);
    rows.forEach((item, index) => {
      const id = country.id * 100 + index + 1;
      const primary = item.types[0] ?? 'extract';
      const wanted = new Set(item.types.flatMap((code) => relatedTypes[code]));
      const related: number[] = [];
      // An apostille goes on a paper document, so paper candidates come first for it.
      const candidates = rows
        .map((candidate, candidateIndex) => ({ candidate, candidateIndex }))
        .sort((a, b) =>
          primary === 'apostille' ? Number(b.candidate.delivery) - Number(a.candidate.delivery) : 0,
        );
      const take = (code: TypeCode, limit: number): void => {
        let taken = 0;
        candidates.forEach(({ candidate, candidateIndex }) => {
          const candidateId = ids[candidateIndex];
          if (
            candidateId !== undefined &&
            candidateId !== id &&
            candidate.types[0] === code &&
            !related.includes(candidateId) &&
            related.length < MAX_RELATED &&
            taken < limit
          ) {
            related.push(candidateId);
            taken += 1;
          }
        });
      };
      // One product of each related type first, then more of the same types if room is left.
      const order = [...new Set([...relatedTypes[primary], ...wanted])];
      order.forEach((code) => take(code, 1));
      order.forEach((code) => take(code, MAX_RELATED));
      const base = item.description ?? defaultDescription(primary, country.code);
      const note = item.delivery ? formatNote.paper : formatNote.electronic;
      result.push({
        id,
        countryCode: country.code,
        productTypeIds: typeIds(...item.types),
        priceCents: item.price,
        durationFrom: item.from,
        durationTo: item.to,
        delivery: item.delivery,
        companyKind: item.companyKind ?? 'any',
        sort: index + 1,
        thumb: `/uploads/products/${primary}.svg`,
        name: item.name,
        description: {
          'ru-RU': `${base['ru-RU']} ${note['ru-RU']}`,
          'en-US': `${base['en-US']} ${note['en-US']}`,
        },
        relatedIds: related,
      });
    });
  }
  return result;
}

export const products: SeedProduct[] = buildProducts();
