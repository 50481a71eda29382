import type { TranslationEntry } from './translation-entry.js';

/** Texts of the company search pages, /search and /search2. */
export const searchPageTexts: TranslationEntry[] = [
  [
    'SearchPageLead',
    'Найдите компанию в реестре её страны по названию, ИНН или регистрационному номеру и посмотрите, какие документы о ней можно заказать',
    'Find a company in its country’s register by name, tax ID or registration number, and see which documents you can order about it',
  ],
  ['SearchResultsTitle', 'Результаты поиска компаний', 'Company search results'],
  ['SearchRegisterOf', 'Реестр: %s', 'Register: %s'],
  [
    'SearchStart',
    'Введите название, ИНН или номер компании и нажмите «Найти»',
    'Type a company name, tax ID or number and press Search',
  ],
  ['FoundCompaniesMany', 'Найдено не меньше %s компаний', '%s or more companies found'],
  ['ShownCompaniesOf', 'Показано %s из %s', 'Showing %s of %s'],
  ['NoResultsFor', 'По запросу «%s» ничего не найдено', 'Nothing found for “%s”'],
  ['SearchShowingResultsFor', 'Показаны результаты для «%s»', 'Showing results for “%s”'],
  ['SearchExactlyFor', 'Искать точно «%s»', 'Search exactly for “%s”'],
  [
    'NoResultsHint',
    'Проверьте написание, попробуйте ИНН или регистрационный номер, или добавьте компанию вручную',
    'Check the spelling, try the tax ID or registration number, or type the company in by hand',
  ],
  [
    'SearchFailed',
    'Не удалось выполнить поиск. Проверьте подключение к интернету и попробуйте ещё раз',
    'The search failed. Check your connection and try again',
  ],
  [
    'ShowMoreFailed',
    'Не удалось загрузить следующие компании. Попробуйте ещё раз',
    'The next companies could not be loaded. Please try again',
  ],
  ['SearchPageIsEmpty', 'На этой странице результатов нет', 'There are no results on this page'],
  ['SearchAsPages', 'Все результаты по страницам', 'All results, page by page'],
  ['SearchAsList', 'Результаты одним списком', 'Results as one list'],
  ['CompanyProductsTitle', 'Документы о компании %s', 'Documents about %s'],
  ['CompanyTypedIn', 'Введена вручную', 'Typed in by hand'],
  ['ManualCompaniesTitle', 'Компании, добавленные вручную', 'Companies you typed in'],
  [
    'ManualCompanyIntro',
    'Укажите, что знаете о компании: по этим данным мы найдём её в реестре при подготовке документов',
    'Tell us what you know about the company: we will find it in the register from these details when preparing your documents',
  ],
  ['ManualCompanyNumber', 'Номер компании, если известен', 'Company number, if known'],
  ['ManualCompanyNumberHint', 'ИНН, ОГРН или регистрационный номер', 'Tax ID or registration number'],
  ['ManualCompanyAdd', 'Добавить компанию', 'Add the company'],
  ['ManualCompanyAdded', 'Компания %s добавлена', '%s has been added'],
  ['RemoveCompany', 'Удалить компанию %s', 'Remove %s'],
];
