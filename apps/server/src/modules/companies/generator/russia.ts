import { inn10, inn12, ogrn13, ogrnip15 } from './check-digits.js';
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
import { type RandomStream, type Weighted, scrambleDigits, weightedTable } from './random.js';

/**
 * Russia: legal entities from the EGRUL (ООО, АО, ПАО with OGRN 13, INN 10, KPP 9) and individual
 * entrepreneurs from the EGRIP (ИП with OGRNIP 15 and INN 12), all with correct control digits.
 * Numbers follow the FNS layout: region code, tax office, serial; the region also gives the
 * address, Moscow and Saint Petersburg most often as in the real register.
 */

interface Region {
  code: string;
  places: readonly string[];
  postcode: string;
}

const r = (code: string, postcode: string, ...places: string[]): Region => ({ code, postcode, places });

/** Regions with their share of the register (slots of UniqueSeries; the largest bounds its capacity). */
export const RUSSIAN_REGIONS: readonly Weighted<Region>[] = [
  [r('77', '12', 'г. Москва'), 20],
  [r('78', '19', 'г. Санкт-Петербург'), 9],
  [
    r(
      '50',
      '14',
      'Московская обл., г. Химки',
      'Московская обл., г. Подольск',
      'Московская обл., г. Балашиха',
      'Московская обл., г. Мытищи',
    ),
    7,
  ],
  [
    r(
      '23',
      '35',
      'Краснодарский край, г. Краснодар',
      'Краснодарский край, г. Сочи',
      'Краснодарский край, г. Новороссийск',
    ),
    4,
  ],
  [r('66', '62', 'Свердловская обл., г. Екатеринбург', 'Свердловская обл., г. Нижний Тагил'), 4],
  [r('16', '42', 'Республика Татарстан, г. Казань', 'Республика Татарстан, г. Набережные Челны'), 3],
  [r('54', '63', 'Новосибирская обл., г. Новосибирск'), 3],
  [r('52', '60', 'Нижегородская обл., г. Нижний Новгород'), 3],
  [r('63', '44', 'Самарская обл., г. Самара', 'Самарская обл., г. Тольятти'), 3],
  [r('02', '45', 'Республика Башкортостан, г. Уфа'), 3],
  [r('61', '34', 'Ростовская обл., г. Ростов-на-Дону', 'Ростовская обл., г. Таганрог'), 3],
  [r('74', '45', 'Челябинская обл., г. Челябинск', 'Челябинская обл., г. Магнитогорск'), 3],
  [r('24', '66', 'Красноярский край, г. Красноярск'), 2],
  [r('59', '61', 'Пермский край, г. Пермь'), 2],
  [r('36', '39', 'Воронежская обл., г. Воронеж'), 2],
  [r('34', '40', 'Волгоградская обл., г. Волгоград'), 2],
  [r('72', '62', 'Тюменская обл., г. Тюмень'), 2],
  [r('55', '64', 'Омская обл., г. Омск'), 2],
  [r('38', '66', 'Иркутская обл., г. Иркутск'), 2],
  [r('25', '69', 'Приморский край, г. Владивосток'), 2],
  [r('47', '18', 'Ленинградская обл., г. Гатчина', 'Ленинградская обл., г. Всеволожск'), 2],
  [r('39', '23', 'Калининградская обл., г. Калининград'), 1],
  [r('76', '15', 'Ярославская обл., г. Ярославль'), 1],
  [r('70', '63', 'Томская обл., г. Томск'), 1],
  [r('42', '65', 'Кемеровская обл., г. Кемерово', 'Кемеровская обл., г. Новокузнецк'), 1],
  [r('18', '42', 'Удмуртская Республика, г. Ижевск'), 1],
  [r('56', '46', 'Оренбургская обл., г. Оренбург'), 1],
  [r('64', '41', 'Саратовская обл., г. Саратов'), 1],
  [r('31', '30', 'Белгородская обл., г. Белгород'), 1],
  [r('71', '30', 'Тульская обл., г. Тула'), 1],
];

export const RUSSIAN_STREETS = [
  'ул. Ленина',
  'ул. Советская',
  'ул. Мира',
  'ул. Гагарина',
  'пр-т Мира',
  'ул. Садовая',
  'ул. Молодёжная',
  'ул. Школьная',
  'ул. Лесная',
  'ул. Новая',
  'ул. Набережная',
  'ул. Пушкина',
  'ул. Кирова',
  'ул. Московская',
  'ул. Центральная',
  'ул. Заводская',
  'ул. Промышленная',
  'ул. Строителей',
  'ш. Энтузиастов',
  'пер. Почтовый',
  'б-р Победы',
  'ул. Октябрьская',
  'ул. Комсомольская',
  'ул. Луговая',
  'пр-т Ленинский',
  'ул. Чкалова',
];

const ROOTS = [
  'Строй',
  'Торг',
  'Агро',
  'Тех',
  'Инвест',
  'Пром',
  'Энерго',
  'Транс',
  'Мед',
  'Фарм',
  'Нефте',
  'Газ',
  'Лес',
  'Авто',
  'Техно',
  'Спец',
  'Гео',
  'Эко',
  'Инфо',
  'Телеком',
  'Металл',
  'Хим',
  'Электро',
  'Проект',
  'Рем',
  'Снаб',
  'Сиб',
  'Урал',
  'Волга',
  'Даль',
  'Рос',
  'Мос',
  'Нева',
  'Балт',
  'Сев',
  'Юг',
  'Дор',
  'Мега',
  'Вент',
];
const ENDINGS = [
  'строй',
  'торг',
  'инвест',
  'сервис',
  'пром',
  'комплект',
  'снаб',
  'тех',
  'маш',
  'трейд',
  'лайн',
  'групп',
  'монтаж',
  'проект',
  'ресурс',
  'логистик',
  'систем',
  'холдинг',
  'центр',
  'альянс',
  'транс',
  'агро',
  'мед',
];
const WORDS = [
  'Вектор',
  'Альянс',
  'Меридиан',
  'Гранит',
  'Горизонт',
  'Квант',
  'Сфера',
  'Магистраль',
  'Импульс',
  'Созвездие',
  'Ориент',
  'Престиж',
  'Фаворит',
  'Родник',
  'Каскад',
  'Успех',
  'Партнёр',
  'Атлант',
  'Монолит',
  'Стандарт',
  'Берёзка',
  'Восход',
  'Русь',
  'Сибирь',
  'Эталон',
  'Феникс',
  'Формула',
  'Регион',
  'Лидер',
  'Орион',
];
const TAILS = [' Плюс', '-М', ' Групп', '-2000', ' Юг', ' Север', '-Сервис', ' и К', '-Центр', ' 21 век'];
const KINDS = ['ТД', 'ПКФ', 'НПО', 'ПТК', 'СК', 'ТК', 'УК'];

/** A name as Russian companies choose them: compounds of roots ("Стройинвест"), plain words, trade-house styles. */
export function russianCompanyName(random: RandomStream): string {
  const pattern = random.below(100);
  if (pattern < 55) {
    const root = random.pick(ROOTS);
    let ending = random.pick(ENDINGS);
    if (root.toLowerCase() === ending) ending = 'сервис';
    return root + ending;
  }
  if (pattern < 75) return random.pick(WORDS);
  if (pattern < 90) return random.pick(ROOTS) + random.pick(ENDINGS) + random.pick(TAILS);
  return `${random.pick(KINDS)} ${random.pick(WORDS)}`;
}

const SURNAMES = [
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Петров',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Фёдоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семёнов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
  'Николаев',
  'Орлов',
  'Андреев',
  'Макаров',
  'Никитин',
  'Захаров',
  'Зайцев',
  'Соловьёв',
  'Борисов',
  'Яковлев',
  'Григорьев',
  'Романов',
  'Воробьёв',
  'Сергеев',
  'Кузьмин',
  'Фролов',
  'Александров',
  'Дмитриев',
  'Королёв',
  'Гусев',
  'Киселёв',
];
const MEN = [
  'Александр',
  'Дмитрий',
  'Максим',
  'Сергей',
  'Андрей',
  'Алексей',
  'Артём',
  'Илья',
  'Кирилл',
  'Михаил',
  'Никита',
  'Иван',
  'Евгений',
  'Владимир',
  'Николай',
  'Павел',
  'Роман',
  'Олег',
  'Виктор',
  'Юрий',
];
const WOMEN = [
  'Анна',
  'Мария',
  'Елена',
  'Ольга',
  'Татьяна',
  'Наталья',
  'Ирина',
  'Светлана',
  'Екатерина',
  'Юлия',
  'Анастасия',
  'Марина',
  'Людмила',
  'Галина',
  'Дарья',
];
const PATRONYMICS: readonly (readonly [string, string])[] = [
  ['Александрович', 'Александровна'],
  ['Сергеевич', 'Сергеевна'],
  ['Владимирович', 'Владимировна'],
  ['Николаевич', 'Николаевна'],
  ['Андреевич', 'Андреевна'],
  ['Викторович', 'Викторовна'],
  ['Михайлович', 'Михайловна'],
  ['Петрович', 'Петровна'],
  ['Иванович', 'Ивановна'],
  ['Юрьевич', 'Юрьевна'],
  ['Дмитриевич', 'Дмитриевна'],
  ['Олегович', 'Олеговна'],
  ['Анатольевич', 'Анатольевна'],
];

/** Фамилия Имя Отчество and the initials form "Фамилия И.О.". */
export function russianPerson(random: RandomStream): { full: string; initials: string } {
  const woman = random.chance(0.4);
  const surname = random.pick(SURNAMES) + (woman ? 'а' : '');
  const first = random.pick(woman ? WOMEN : MEN);
  const patronymic = random.pick(PATRONYMICS)[woman ? 1 : 0];
  return { full: `${surname} ${first} ${patronymic}`, initials: `${surname} ${first[0]}.${patronymic[0]}.` };
}

interface LegalForm {
  short: string;
  full: string;
}

const LEGAL_FORMS = weightedTable<LegalForm>([
  [{ short: 'ООО', full: 'Общество с ограниченной ответственностью' }, 900],
  [{ short: 'АО', full: 'Акционерное общество' }, 60],
  [{ short: 'ПАО', full: 'Публичное акционерное общество' }, 4],
  [{ short: 'АНО', full: 'Автономная некоммерческая организация' }, 12],
  [{ short: 'ТСЖ', full: 'Товарищество собственников жилья' }, 24],
]);

const LEGAL_STATUSES = weightedTable<RegisterStatus>([
  [['Действующая', 'active'], 800],
  [['В стадии ликвидации', 'liquidating'], 30],
  [['Ликвидирована', 'dissolved'], 110],
  [['Прекратила деятельность при реорганизации', 'dissolved'], 35],
  [['В процессе реорганизации', 'other'], 25],
]);

const ENTREPRENEUR_STATUSES = weightedTable<RegisterStatus>([
  [['Действующий', 'active'], 810],
  [['Прекратил деятельность', 'dissolved'], 190],
]);

/** A share of the Russian rows that are individual entrepreneurs (EGRIP), out of 100. */
const ENTREPRENEURS_PERCENT = 25;

function russianAddress(random: RandomStream, region: Region, flat: boolean): string {
  const postcode =
    region.postcode + padded(random.below(10 ** (6 - region.postcode.length)), 6 - region.postcode.length);
  const room = flat
    ? `, кв. ${random.between(1, 240)}`
    : random.chance(0.5)
      ? `, офис ${random.between(1, 520)}`
      : random.chance(0.4)
        ? `, пом. ${random.between(1, 40)}`
        : '';
  return `${postcode}, ${random.pick(region.places)}, ${random.pick(RUSSIAN_STREETS)}, д. ${houseNumber(random)}${room}`;
}

export function russia(): CountryGenerator {
  const series = new UniqueSeries(RUSSIAN_REGIONS, 7);
  return {
    code: 'RU',
    row({ index, random, key }: RowContext): GeneratedCompany {
      // unique: 7 digits = tax office (2) and serial (5), unique within the region
      const { series: region, number: unique } = series.at(index, key);
      const office = padded(Math.floor(unique / 100_000), 2);
      const serial = unique % 100_000;
      if (random.below(100) < ENTREPRENEURS_PERCENT) {
        const registered = registrationDate(random, 1996);
        const year = Math.max(2004, Number(registered.slice(0, 4))) % 100;
        const person = russianPerson(random);
        const [status, statusCode] = random.pick(ENTREPRENEUR_STATUSES);
        const ogrnip = ogrnip15(
          `3${padded(year, 2)}${region.code}${padded(scrambleDigits(unique, 9, key + 3), 9)}`,
        );
        return {
          country_code: 'RU',
          register_code: 'egrip',
          register_id: ogrnip,
          inn: inn12(region.code + office + padded(scrambleDigits(serial, 6, key + 2), 6)),
          ogrn: ogrnip,
          kpp: null,
          name: `Индивидуальный предприниматель ${person.full}`,
          short_name: `ИП ${person.initials}`,
          status,
          status_code: statusCode,
          legal_form: 'ИП',
          address: russianAddress(random, region, true),
          registered_on: registered,
        };
      }
      const form = random.pick(LEGAL_FORMS);
      const registered = registrationDate(random, 1991);
      const year = Math.max(2002, Number(registered.slice(0, 4))) % 100;
      const name = russianCompanyName(random);
      const [status, statusCode] = random.pick(LEGAL_STATUSES);
      const sign = year >= 3 && random.chance(0.3) ? '5' : '1';
      const ogrn = ogrn13(
        `${sign}${padded(year, 2)}${region.code}${office}${padded(scrambleDigits(serial, 5, key + 1), 5)}`,
      );
      return {
        country_code: 'RU',
        register_code: 'egrul',
        register_id: ogrn,
        inn: inn10(region.code + padded(unique, 7)),
        ogrn,
        kpp: `${region.code}${office}01001`,
        name: `${form.full} «${name}»`,
        short_name: `${form.short} «${name}»`,
        status,
        status_code: statusCode,
        legal_form: form.short,
        address: russianAddress(random, region, false),
        registered_on: registered,
      };
    },
  };
}
