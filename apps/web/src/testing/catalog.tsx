import {
  COUNTRY_COOKIE,
  type Country,
  LANGUAGE_COOKIE,
  type Product,
  type TypePurpose,
} from '@storefront/contract';
import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { getSettingsQueryOptions } from '@/lib/settings/get-settings';
import { settingsFixture } from '@/testing/fixtures';
import { AppProviders, createTestQueryClient } from '@/testing/render';

type Lang = 'ru-RU' | 'en-US';

function plural(base: string, forms: [string, string, string, string]): Record<string, string> {
  const [one, few, many, other] = forms;
  return { [`${base}_one`]: one, [`${base}_few`]: few, [`${base}_many`]: many, [`${base}_other`]: other };
}

/** The catalog's texts as the seed has them, on top of the shared test dictionary. */
export const catalogTexts: Record<Lang, Record<string, string>> = {
  'ru-RU': {
    ...plural('WorkingDay', ['%s рабочий день', '%s рабочих дня', '%s рабочих дней', '%s рабочего дня']),
    ...plural('Document', ['%s документ', '%s документа', '%s документов', '%s документа']),
    Duration: 'Срок',
    DurationRange: 'от %s до %s рабочих дней',
    DurationUpTo: 'до %s рабочих дней',
    DeliveryByCourier: 'Оригинал курьером',
    Electronic: 'Электронный документ',
    Expand: 'Подробнее',
    Collapse: 'Свернуть',
    RelatedProducts: 'С этим документом заказывают',
    TypePurposesTitle: 'Для чего нужен документ?',
    AllProducts: 'Все документы',
    NoProducts: 'Для этой страны пока нет документов',
    NoProductsForPurpose: 'Для этой цели документов нет — выберите другую',
    PopularCountries: 'Популярные страны',
    AllCountries: 'Все страны',
    OtherCountries: 'Другие страны',
    ChooseCountry: 'Выберите страну',
    DownloadPriceList: 'Скачать прайс-лист',
    DownloadStarted: 'Файл скачивается',
    ErrorFetchingPriceList: 'Не удалось скачать прайс-лист',
  },
  'en-US': {
    ...plural('WorkingDay', ['%s working day', '%s working days', '%s working days', '%s working days']),
    ...plural('Document', ['%s document', '%s documents', '%s documents', '%s documents']),
    Duration: 'Duration',
    DurationRange: '%s to %s working days',
    DurationUpTo: 'up to %s working days',
    DeliveryByCourier: 'Original by courier',
    Electronic: 'Electronic document',
    Expand: 'Details',
    Collapse: 'Collapse',
    RelatedProducts: 'Often ordered with',
    TypePurposesTitle: 'What do you need the document for?',
    AllProducts: 'All documents',
    NoProducts: 'No documents are available for this country yet',
    NoProductsForPurpose: 'There are no documents for this purpose — choose another one',
    PopularCountries: 'Popular countries',
    AllCountries: 'All countries',
    OtherCountries: 'Other countries',
    ChooseCountry: 'Choose a country',
    DownloadPriceList: 'Download the price list',
    DownloadStarted: 'Your download has started',
    ErrorFetchingPriceList: 'Could not download the price list',
  },
};

/**
 * Renders a catalog component in `lang` (set through the language cookie, as the app reads it),
 * with settings and the catalog's dictionary already loaded.
 */
export function renderCatalog(
  ui: ReactElement,
  { lang = 'ru-RU', queryClient = createTestQueryClient() }: { lang?: Lang; queryClient?: QueryClient } = {},
): RenderResult & { queryClient: QueryClient } {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/`;
  const settings = settingsFixture(lang);
  queryClient.setQueryData(getSettingsQueryOptions(lang).queryKey, {
    ...settings,
    translations: { ...settings.translations, ...catalogTexts[lang] },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, queryClient };
}

export function clearCatalogCookies(): void {
  for (const name of [LANGUAGE_COOKIE, COUNTRY_COOKIE]) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

function country(id: number, code: string, text: string, linkSef: string, popular: boolean): Country {
  return {
    id,
    code,
    text,
    link_sef: linkSef,
    online: true,
    popular,
    description: `${text}: реестр компаний`,
    register_name: `Реестр ${code}`,
  };
}

const russia = country(1, 'RU', 'Россия', 'russia', true);
const kazakhstan = country(2, 'KZ', 'Казахстан', 'kazakhstan', true);
const uzbekistan = country(4, 'UZ', 'Узбекистан', 'uzbekistan', false);
const unitedKingdom = country(9, 'GB', 'Великобритания', 'united-kingdom', true);
const germany = country(10, 'DE', 'Германия', 'germany', false);

/** A countries answer: all countries in display order, the popular ones in their own order. */
export const countriesFixture = {
  countries: [russia, kazakhstan, uzbekistan, unitedKingdom, germany],
  popular: [unitedKingdom, russia, kazakhstan],
  curCountry: unitedKingdom,
};

export function productFixture(overrides: Partial<Product> & Pick<Product, 'id' | 'name'>): Product {
  return {
    country_id: 1,
    description: 'Описание документа',
    thumb: '/uploads/products/extract.svg',
    price: '18.90',
    price_num: 18.9,
    ruble_price_num: 1861,
    duration: { from: 3, to: 5, text: '3' },
    delivery: false,
    productTypes: [1],
    productsRelated: [],
    company_kind: 'any',
    ...overrides,
  };
}

export const purposesFixture: TypePurpose[] = [
  { id: 1, name: 'Для банка', description: 'Открытие счёта и KYC', productTypes: [1, 4] },
  { id: 2, name: 'Для суда', description: 'Арбитражные споры', productTypes: [8] },
];
