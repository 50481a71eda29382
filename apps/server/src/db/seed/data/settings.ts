import type { SeedLanguage, SeedSettings } from '../types.js';

export const languages: SeedLanguage[] = [
  { code: 'ru-RU', name: 'Русский', sort: 1, isDefault: true },
  { code: 'en-US', name: 'English', sort: 2, isDefault: false },
];

export const settings: SeedSettings = {
  logo: '/uploads/brand/logo.svg',
  phone: '+7 (495) 120-45-67',
  phone2: '8 (800) 350-27-41',
  phoneLink: 'tel:+74951204567',
  email: 'info@reestr-docs.ru',
  managerEmail: 'orders@reestr-docs.ru',
  rubleCourse: '98.45',
  // Made up, with valid check digits (the bank's BIK and correspondent account are Sberbank's).
  seller: {
    name: 'ООО «Реестр Документов»',
    inn: '7704407589',
    kpp: '770401001',
    ogrn: '1177746352519',
    address: '125047, г. Москва, ул. 1-я Тверская-Ямская, д. 21, офис 512',
    bank: 'ПАО Сбербанк',
    bik: '044525225',
    account: '40702810538000123456',
    correspondent_account: '30101810400000000225',
  },
  sitename: {
    'ru-RU': 'Реестр Документов',
    'en-US': 'Registry Documents',
  },
  address: {
    'ru-RU': '125047, Москва, ул. 1-я Тверская-Ямская, д. 21, офис 512',
    'en-US': 'Office 512, 21 1st Tverskaya-Yamskaya St., Moscow 125047, Russia',
  },
  phoneMasks: [
    { code: 'RU', mask: '7 (###) ###-##-##', flag: '🇷🇺' },
    { code: 'KZ', mask: '7 (###) ###-##-##', flag: '🇰🇿' },
    { code: 'BY', mask: '375 (##) ###-##-##', flag: '🇧🇾' },
    { code: 'UZ', mask: '998 (##) ###-##-##', flag: '🇺🇿' },
    { code: 'KG', mask: '996 (###) ###-###', flag: '🇰🇬' },
    { code: 'TJ', mask: '992 (##) ###-####', flag: '🇹🇯' },
    { code: 'AM', mask: '374 (##) ###-###', flag: '🇦🇲' },
    { code: 'GE', mask: '995 (###) ###-###', flag: '🇬🇪' },
    { code: 'AZ', mask: '994 (##) ###-##-##', flag: '🇦🇿' },
    { code: 'GB', mask: '44 #### ######', flag: '🇬🇧' },
    { code: 'DE', mask: '49 ### ########', flag: '🇩🇪' },
    { code: 'CY', mask: '357 ## ######', flag: '🇨🇾' },
    { code: 'AE', mask: '971 ## ### ####', flag: '🇦🇪' },
    { code: 'EE', mask: '372 #### ####', flag: '🇪🇪' },
    { code: 'LV', mask: '371 ## ### ###', flag: '🇱🇻' },
    { code: 'US', mask: '1 (###) ###-####', flag: '🇺🇸' },
    { code: 'CN', mask: '86 ### #### ####', flag: '🇨🇳' },
    { code: 'TR', mask: '90 (###) ###-##-##', flag: '🇹🇷' },
    { code: 'NL', mask: '31 # ########', flag: '🇳🇱' },
    { code: 'HK', mask: '852 #### ####', flag: '🇭🇰' },
    { code: 'RS', mask: '381 ## ###-####', flag: '🇷🇸' },
  ],
};
