import {
  type CountryGenerator,
  type GeneratedCompany,
  type RegisterStatus,
  type RowContext,
  UniqueSeries,
  houseNumber,
  padded,
  registrationDate,
} from './company-row.js';
import { type RandomStream, type Weighted, weightedTable } from './random.js';
import { russianCompanyName } from './russia.js';
import { ENGLISH_STREETS, englishCompanyName } from './united-kingdom.js';

/**
 * The other countries: one register each, numbers of the local length (prefix, a unique
 * scrambled part, suffix), local legal forms, names and addresses in Russian for the CIS
 * countries and in English elsewhere. A country not listed here gets an English profile with its
 * code as the number's prefix, so any country code works.
 */

interface Profile {
  language: 'ru' | 'en';
  /** [short form, full form]; the full form heads a Russian-language name. */
  forms: readonly Weighted<readonly [string, string]>[];
  /** The register number: prefix + `digits` scrambled digits (≤ 10) + suffix. */
  prefix: string;
  digits: number;
  suffix?: string;
  /** Whether the register number is also the tax number (BIN, УНП, ИНН, VÖEN). */
  taxNumber?: boolean;
  places: readonly (readonly [city: string, postcode: string])[];
  streets?: readonly string[];
  since: number;
}

const CIS_FORMS: Profile['forms'] = [
  [['ООО', 'Общество с ограниченной ответственностью'], 90],
  [['АО', 'Акционерное общество'], 10],
];

const PROFILES: Readonly<Record<string, Profile>> = {
  KZ: {
    language: 'ru',
    forms: [
      [['ТОО', 'Товарищество с ограниченной ответственностью'], 92],
      [['АО', 'Акционерное общество'], 8],
    ],
    prefix: '140',
    digits: 9,
    taxNumber: true,
    places: [
      ['Алматы', '050000'],
      ['Астана', '010000'],
      ['Шымкент', '160000'],
      ['Караганда', '100000'],
    ],
    streets: ['пр. Абая', 'ул. Сатпаева', 'пр. Достык', 'ул. Толе би', 'ул. Кабанбай батыра'],
    since: 1995,
  },
  BY: {
    language: 'ru',
    forms: [
      [['ООО', 'Общество с ограниченной ответственностью'], 70],
      [['ЧУП', 'Частное унитарное предприятие'], 25],
      [['ОАО', 'Открытое акционерное общество'], 5],
    ],
    prefix: '1',
    digits: 8,
    taxNumber: true,
    places: [
      ['Минск', '220000'],
      ['Гомель', '246000'],
      ['Брест', '224000'],
      ['Гродно', '230000'],
    ],
    streets: ['пр. Независимости', 'ул. Немига', 'ул. Притыцкого', 'пр. Победителей', 'ул. Сурганова'],
    since: 1994,
  },
  UZ: {
    language: 'ru',
    forms: CIS_FORMS,
    prefix: '3',
    digits: 8,
    taxNumber: true,
    places: [
      ['Ташкент', '100000'],
      ['Самарканд', '140100'],
    ],
    streets: ['ул. Амира Темура', 'ул. Навои', 'ул. Шота Руставели'],
    since: 1995,
  },
  KG: {
    language: 'ru',
    forms: [
      [['ОсОО', 'Общество с ограниченной ответственностью'], 90],
      [['ОАО', 'Открытое акционерное общество'], 10],
    ],
    prefix: '02',
    digits: 10,
    suffix: '01',
    taxNumber: true,
    places: [
      ['Бишкек', '720000'],
      ['Ош', '723500'],
    ],
    streets: ['пр. Чуй', 'ул. Киевская', 'пр. Манаса', 'ул. Токтогула'],
    since: 1995,
  },
  AM: {
    language: 'ru',
    forms: CIS_FORMS,
    prefix: '0',
    digits: 7,
    taxNumber: true,
    places: [
      ['Ереван', '0010'],
      ['Гюмри', '3101'],
    ],
    streets: ['ул. Абовяна', 'пр. Маштоца', 'ул. Туманяна'],
    since: 1996,
  },
  AZ: {
    language: 'ru',
    forms: CIS_FORMS,
    prefix: '',
    digits: 9,
    suffix: '1',
    taxNumber: true,
    places: [
      ['Баку', 'AZ1000'],
      ['Гянджа', 'AZ2000'],
    ],
    streets: ['пр. Нефтяников', 'ул. Низами', 'пр. Бюльбюля'],
    since: 1996,
  },
  TJ: {
    language: 'ru',
    forms: CIS_FORMS,
    prefix: '0',
    digits: 8,
    taxNumber: true,
    places: [
      ['Душанбе', '734000'],
      ['Худжанд', '735700'],
    ],
    streets: ['пр. Рудаки', 'ул. Айни', 'ул. Бохтар'],
    since: 1997,
  },
  GE: {
    language: 'en',
    forms: [
      [['LLC', 'LLC'], 92],
      [['JSC', 'JSC'], 8],
    ],
    prefix: '4',
    digits: 8,
    taxNumber: true,
    places: [
      ['Tbilisi', '0108'],
      ['Batumi', '6010'],
    ],
    streets: ['Rustaveli Avenue', 'Chavchavadze Avenue', 'Pekini Street'],
    since: 1997,
  },
  CY: {
    language: 'en',
    forms: [
      [['Ltd', 'Limited'], 97],
      [['Plc', 'Public Company Limited'], 3],
    ],
    prefix: 'HE',
    digits: 6,
    places: [
      ['Limassol', '3036'],
      ['Nicosia', '1065'],
      ['Larnaca', '6021'],
    ],
    streets: ['Makariou III Avenue', 'Archbishop Kyprianou Street', 'Spyrou Kyprianou Avenue'],
    since: 1960,
  },
  AE: {
    language: 'en',
    forms: [
      [['LLC', 'LLC'], 70],
      [['FZE', 'FZE'], 20],
      [['FZCO', 'FZCO'], 10],
    ],
    prefix: 'CN-',
    digits: 7,
    places: [
      ['Dubai', ''],
      ['Abu Dhabi', ''],
      ['Sharjah', ''],
    ],
    streets: ['Sheikh Zayed Road', 'Al Wasl Road', 'Corniche Street'],
    since: 1980,
  },
  EE: {
    language: 'en',
    forms: [
      [['OÜ', 'OÜ'], 93],
      [['AS', 'AS'], 7],
    ],
    prefix: '1',
    digits: 7,
    places: [
      ['Tallinn', '10111'],
      ['Tartu', '50090'],
    ],
    streets: ['Narva mnt', 'Pärnu mnt', 'Tartu mnt', 'Viru väljak'],
    since: 1995,
  },
  LV: {
    language: 'en',
    forms: [
      [['SIA', 'SIA'], 94],
      [['AS', 'AS'], 6],
    ],
    prefix: '4000',
    digits: 7,
    places: [
      ['Riga', 'LV-1050'],
      ['Daugavpils', 'LV-5401'],
    ],
    streets: ['Brīvības iela', 'Elizabetes iela', 'Krišjāņa Valdemāra iela'],
    since: 1991,
  },
  US: {
    language: 'en',
    forms: [
      [['LLC', 'LLC'], 70],
      [['Inc.', 'Inc.'], 25],
      [['Corp.', 'Corporation'], 5],
    ],
    prefix: '',
    digits: 7,
    places: [
      ['Wilmington, DE', '19801'],
      ['New York, NY', '10001'],
      ['Miami, FL', '33101'],
      ['Austin, TX', '78701'],
      ['San Francisco, CA', '94105'],
    ],
    streets: ['Main Street', 'Broadway', 'Market Street', 'Orange Street', '5th Avenue'],
    since: 1950,
  },
  CN: {
    language: 'en',
    forms: [[['Co., Ltd.', 'Co., Ltd.'], 100]],
    prefix: '91310115',
    digits: 9,
    suffix: 'X',
    places: [
      ['Shanghai', '200120'],
      ['Shenzhen', '518000'],
      ['Beijing', '100020'],
    ],
    streets: ['Century Avenue', 'Shennan Road', 'Jianguo Road'],
    since: 1990,
  },
  TR: {
    language: 'en',
    forms: [
      [['Ltd. Şti.', 'Limited Şirketi'], 85],
      [['A.Ş.', 'Anonim Şirketi'], 15],
    ],
    prefix: '',
    digits: 10,
    places: [
      ['Istanbul', '34000'],
      ['Ankara', '06000'],
      ['Izmir', '35000'],
    ],
    streets: ['Büyükdere Caddesi', 'Atatürk Bulvarı', 'İstiklal Caddesi'],
    since: 1970,
  },
  NL: {
    language: 'en',
    forms: [
      [['B.V.', 'B.V.'], 95],
      [['N.V.', 'N.V.'], 5],
    ],
    prefix: '8',
    digits: 7,
    places: [
      ['Amsterdam', '1012 AB'],
      ['Rotterdam', '3011 AD'],
      ['Utrecht', '3511 LX'],
    ],
    streets: ['Herengracht', 'Keizersgracht', 'Coolsingel', 'Damrak'],
    since: 1960,
  },
  HK: {
    language: 'en',
    forms: [[['Limited', 'Limited'], 100]],
    prefix: '3',
    digits: 7,
    places: [
      ['Central, Hong Kong', ''],
      ['Kowloon, Hong Kong', ''],
      ['Wan Chai, Hong Kong', ''],
    ],
    streets: ['Queen’s Road Central', 'Nathan Road', 'Hennessy Road', 'Des Voeux Road'],
    since: 1960,
  },
  RS: {
    language: 'en',
    forms: [
      [['d.o.o.', 'd.o.o.'], 92],
      [['a.d.', 'a.d.'], 8],
    ],
    prefix: '2',
    digits: 7,
    places: [
      ['Belgrade', '11000'],
      ['Novi Sad', '21000'],
      ['Niš', '18000'],
    ],
    streets: ['Knez Mihailova', 'Bulevar kralja Aleksandra', 'Bulevar Mihajla Pupina'],
    since: 1990,
  },
};

const RUSSIAN_STATUSES = weightedTable<RegisterStatus>([
  [['Действующая', 'active'], 850],
  [['В стадии ликвидации', 'liquidating'], 30],
  [['Ликвидирована', 'dissolved'], 110],
  [['Деятельность приостановлена', 'other'], 10],
]);
const ENGLISH_STATUSES = weightedTable<RegisterStatus>([
  [['Active', 'active'], 850],
  [['In liquidation', 'liquidating'], 30],
  [['Struck off', 'dissolved'], 110],
  [['Suspended', 'other'], 10],
]);

function fallbackProfile(code: string): Profile {
  return {
    language: 'en',
    forms: [[['Ltd', 'Limited'], 100]],
    prefix: code,
    digits: 8,
    places: [['Capital City', '']],
    since: 1980,
  };
}

function address(random: RandomStream, profile: Profile): string {
  const [city, postcode] = random.pick(profile.places);
  const house = houseNumber(random);
  if (profile.language === 'ru')
    return `${postcode}, г. ${city}, ${random.pick(profile.streets ?? ['ул. Центральная'])}, д. ${house}`;
  const street = random.pick(profile.streets ?? ENGLISH_STREETS);
  return `${house} ${street}, ${city}${postcode ? ` ${postcode}` : ''}`;
}

export function genericCountry(code: string): CountryGenerator {
  const profile = PROFILES[code] ?? fallbackProfile(code);
  const forms = weightedTable(profile.forms);
  const series = new UniqueSeries<null>([[null, 1]], profile.digits);
  const statuses = profile.language === 'ru' ? RUSSIAN_STATUSES : ENGLISH_STATUSES;
  const registerCode = `${code.toLowerCase()}-register`;
  return {
    code,
    row({ index, random, key }: RowContext): GeneratedCompany {
      const { number } = series.at(index, key);
      const registerId = profile.prefix + padded(number, profile.digits) + (profile.suffix ?? '');
      const [short, full] = random.pick(forms);
      const base = profile.language === 'ru' ? russianCompanyName(random) : englishCompanyName(random);
      const [name, shortName] =
        profile.language === 'ru'
          ? [`${full} «${base}»`, `${short} «${base}»`]
          : [`${base} ${full}`, `${base} ${short}`];
      const [status, statusCode] = random.pick(statuses);
      return {
        country_code: code,
        register_code: registerCode,
        register_id: registerId,
        inn: profile.taxNumber ? registerId : null,
        ogrn: null,
        kpp: null,
        name,
        short_name: shortName,
        status,
        status_code: statusCode,
        legal_form: short,
        address: address(random, profile),
        registered_on: registrationDate(random, profile.since),
      };
    },
  };
}
