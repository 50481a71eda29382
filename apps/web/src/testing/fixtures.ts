import type { Faq } from '@storefront/contract';
import type { Settings } from '@/lib/settings/get-settings';

/** A small dictionary per language: the keys the tested components show. */
const dictionaries: Record<string, Record<string, string>> = {
  'ru-RU': {
    Home: 'Главная',
    News: 'Новости',
    Breadcrumbs: 'Навигационная цепочка',
    HttpError: 'Ошибка HTTP: %s',
    Retry: 'Повторить',
    Language: 'Язык',
    Loading: 'Загрузка…',
    LogoName: 'Реестр',
    LogoTagline: 'Документов',
  },
  'en-US': {
    Home: 'Home',
    News: 'News',
    Breadcrumbs: 'Breadcrumbs',
    HttpError: 'HTTP error: %s',
    Retry: 'Try again',
    Language: 'Language',
    Loading: 'Loading…',
    LogoName: 'Registry',
    LogoTagline: 'Documents',
  },
};

/** A settings answer as /api/settings gives it, in one of the two languages. */
export function settingsFixture(lang: 'ru-RU' | 'en-US' = 'ru-RU'): Settings {
  const russian = lang === 'ru-RU';
  return {
    settings: {
      sitename: russian ? 'Реестр Документов' : 'Registry Documents',
      logo: '/uploads/brand/logo.svg',
      phone: '+7 (495) 120-45-67',
      phone2: '8 (800) 350-27-41',
      phone_link: 'tel:+74951204567',
      email: 'info@reestr-docs.ru',
      address: russian ? 'Москва, ул. Тверская, 21' : '21 Tverskaya St., Moscow',
      rubleCourse: 98.45,
      phoneMasks: { RU: { code: 'RU', mask: '7 (###) ###-##-##', flag: '🇷🇺', name: 'Россия' } },
      appLanguage: lang,
      paymentMethods: ['card', 'invoice'],
      demo: false,
    },
    top_menu: [],
    bottom_menu: [],
    lang_settings: { locale: lang, name: russian ? 'Русский' : 'English', default_locale: 'ru-RU' },
    translations: dictionaries[lang] ?? {},
    social: { vk: null, tw: null, fb: null, in: null },
    languages: [
      { locale: 'ru-RU', name: 'Русский' },
      { locale: 'en-US', name: 'English' },
    ],
    cart: [],
    user_data: null,
  };
}

export const faqsFixture: Faq[] = [
  {
    id: 1,
    question: 'Как заказать документ?',
    answer: '<p>Найдите компанию и добавьте документ в корзину.</p>',
  },
  {
    id: 2,
    question: 'Как оплатить?',
    answer: '<p>Картой, через СБП или по счёту.</p><script>alert(1)</script>',
  },
  {
    id: 3,
    question: 'Как доставляются документы?',
    answer: '<p>Электронные — в кабинет, оригиналы — курьером.</p>',
  },
];
