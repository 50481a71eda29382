import type { TranslationEntry } from './translation-entry.js';

/** The company search's `companies_error` keys: why a search did not run. */
export const companySearchTexts: TranslationEntry[] = [
  [
    'CompanyQueryTooShort',
    'Введите не меньше трёх букв названия или номер компании (ИНН, ОГРН)',
    'Type at least three letters of the name, or the company number',
  ],
  [
    'CompanyQueryLegalFormOnly',
    'Организационно-правовая форма (ООО, АО, ИП…) не ищется: введите название компании без неё или её ИНН, ОГРН',
    'A legal form alone (Ltd, LLC, GmbH…) finds nothing: type the company’s name without it, or its number',
  ],
  ['CompanyCountryUnknown', 'Такой страны нет в списке', 'This country is not on the list'],
  [
    'CompanyRegisterUnavailable',
    'Поиск по реестру этой страны пока недоступен',
    'The register of this country cannot be searched yet',
  ],
];
