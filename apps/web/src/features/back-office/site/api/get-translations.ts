import type { AdminTranslation, AnswerOf, adminTranslationsCall } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficePaths } from '@/config/back-office-paths';
import { callApi } from '@/lib/api-client';
import { type AddressState, flag, listAddress, page, text } from '@/lib/back-office/list-state';
import { USER_DATA_KEY } from '@/lib/language';

export type { AdminTranslation };
export type TranslationsPage = AnswerOf<typeof adminTranslationsCall>['translations'];

/** `/admin/translations?q=…&missing=1&page=2`: the editor's search. */
export const translationsAddress = listAddress(backOfficePaths.adminTranslations, {
  q: text(),
  missing: flag,
  page,
});

/** The editor's search as the address holds it. */
export type TranslationsSearch = AddressState<typeof translationsAddress>;

export const TRANSLATIONS_PAGE_SIZE = 25;

export function getTranslations(search: TranslationsSearch, signal?: AbortSignal): Promise<TranslationsPage> {
  return callApi(
    'adminTranslations',
    { pagesize: TRANSLATIONS_PAGE_SIZE, q: search.q ?? '', missing: search.missing ? 1 : 0 },
    { page: search.page },
    signal,
  ).then((answer) => answer.translations);
}

export const TRANSLATIONS_KEY = [...USER_DATA_KEY, 'admin-translations'] as const;

export function getTranslationsQueryOptions(search: TranslationsSearch) {
  return queryOptions({
    queryKey: [...TRANSLATIONS_KEY, search],
    queryFn: ({ signal }) => getTranslations(search, signal),
    staleTime: 30_000,
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useTranslations(search: TranslationsSearch) {
  return useQuery(getTranslationsQueryOptions(search));
}
