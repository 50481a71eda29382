/**
 * A company's status in the page's language. A register keeps its own word ('Действующая',
 * 'Active', 'aktiv', 'Ликвидирована'), which a customer reading the other language cannot read;
 * the import also files every status under one of four codes. The words the registers use are
 * known here with both languages' words; another word is shown as the register has it when it is
 * written in the page's alphabet (nothing would be gained and its detail would be lost), and
 * otherwise as its code says ('other' has no word of its own: the register's is kept).
 */
export type CompanyStatusCode = 'active' | 'liquidating' | 'dissolved' | 'other';
type StatusLanguage = 'ru' | 'en';

type Words = Record<StatusLanguage, string>;

/** The registers' own words (lower case) with what they say in each language. */
const KNOWN_WORDS: Record<string, Words> = {
  действующая: { ru: 'Действующая', en: 'Active' },
  действующий: { ru: 'Действующий', en: 'Active' },
  'в стадии ликвидации': { ru: 'В стадии ликвидации', en: 'In liquidation' },
  ликвидирована: { ru: 'Ликвидирована', en: 'Dissolved' },
  'прекратила деятельность при реорганизации': {
    ru: 'Прекратила деятельность при реорганизации',
    en: 'Ceased to exist on reorganisation',
  },
  'прекратил деятельность': { ru: 'Прекратил деятельность', en: 'Ceased trading' },
  'в процессе реорганизации': { ru: 'В процессе реорганизации', en: 'Being reorganised' },
  'деятельность приостановлена': { ru: 'Деятельность приостановлена', en: 'Suspended' },
  active: { ru: 'Действующая', en: 'Active' },
  'active - proposal to strike off': {
    ru: 'Действующая, предложено исключение из реестра',
    en: 'Active - Proposal to Strike off',
  },
  dissolved: { ru: 'Ликвидирована', en: 'Dissolved' },
  liquidation: { ru: 'В стадии ликвидации', en: 'Liquidation' },
  'in liquidation': { ru: 'В стадии ликвидации', en: 'In liquidation' },
  'struck off': { ru: 'Исключена из реестра', en: 'Struck off' },
  suspended: { ru: 'Деятельность приостановлена', en: 'Suspended' },
  administration: { ru: 'Внешнее управление', en: 'Administration' },
  'in administration': { ru: 'Внешнее управление', en: 'In administration' },
  'voluntary arrangement': { ru: 'Мировое соглашение с кредиторами', en: 'Voluntary arrangement' },
  aktiv: { ru: 'Действующая', en: 'Active' },
  gelöscht: { ru: 'Исключена из реестра', en: 'Removed from the register' },
  'insolvenzverfahren eröffnet': {
    ru: 'Открыто производство о несостоятельности',
    en: 'Insolvency proceedings opened',
  },
};

/** A code's own word, for a register's word that is not known and not in the page's alphabet. */
const CODE_WORDS: Record<Exclude<CompanyStatusCode, 'other'>, Words> = {
  active: { ru: 'Действующая', en: 'Active' },
  liquidating: { ru: 'В стадии ликвидации', en: 'In liquidation' },
  dissolved: { ru: 'Ликвидирована', en: 'Dissolved' },
};

const CYRILLIC = /[\u0400-\u04ff]/;

/** The status to show on a page in `lang` ('ru-RU', 'en-US', 'en'...). */
export function companyStatusText(word: string, code: CompanyStatusCode, lang: string): string {
  const language: StatusLanguage = lang.toLowerCase().startsWith('ru') ? 'ru' : 'en';
  const known = KNOWN_WORDS[word.trim().toLowerCase()];
  if (known) return known[language];
  const inPageAlphabet = CYRILLIC.test(word) === (language === 'ru');
  if (inPageAlphabet || code === 'other' || word.trim() === '') return word;
  return CODE_WORDS[code][language];
}
