import type { TranslationEntry } from './translation-entry.js';

/** Texts of the web app's home, country and tariff pages that the base dictionary lacks. */
export const catalogPageTexts: TranslationEntry[] = [
  ['PopularDocumentsTitle', 'Популярные документы: %s', 'Popular documents: %s'],
  ['CountryAllTariffs', 'Все документы и цены: %s', 'All documents and prices: %s'],
  ['OtherCountries', 'Другие страны', 'Other countries'],
  ['DocumentsAndPrices', 'Документы и цены', 'Documents and prices'],
  [
    'TariffsLead',
    'Выберите страну, чтобы увидеть документы, цены в евро и рублях и сроки изготовления',
    'Choose a country to see its documents, prices in euros and roubles, and turnaround times',
  ],
  [
    'TariffPageDescription',
    'Цены и сроки: выписки из реестра, апостиль и перевод документов для компаний страны %s',
    'Prices and turnaround times for register extracts, apostilles and translations — %s',
  ],
  [
    'CountryPageDescription',
    'Выписки из реестра, апостиль и нотариальный перевод для компаний страны %s — официально и с доставкой',
    'Official company documents — %s: register extracts, apostilles and certified translations, delivered',
  ],
  ['CountryNotFoundTitle', 'Страна не найдена', 'Country not found'],
  [
    'CountryNotFoundText',
    'Возможно, ссылка устарела или в ней опечатка. Выберите страну из списка тарифов',
    'The link may be out of date or mistyped. Choose a country from the tariffs list',
  ],
  [
    'NoProductsForPurpose',
    'Для этой цели документов нет — выберите другую',
    'There are no documents for this purpose — choose another one',
  ],
  ['OrderCtaTitle', 'Закажите документы на конкретную компанию', 'Order documents for a specific company'],
  [
    'OrderCtaText',
    'Найдите компанию по названию, ИНН или регистрационному номеру и выберите нужные документы',
    'Find the company by name, tax ID or registration number and choose the documents you need',
  ],
];
