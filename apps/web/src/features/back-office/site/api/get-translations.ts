import type { AdminTranslation, AnswerOf, adminTranslationsCall } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';

export type { AdminTranslation };
export type TranslationsPage = AnswerOf<typeof adminTranslationsCall>['translations'];

/** The editor's search as the address holds it (`?q=…&missing=1&page=2`). */
export interface TranslationsSearch {
  q: string;
  missing: boolean;
  page: number;
}

export const TRANSLATIONS_PAGE_SIZE = 25;

export function translationsSearchOf(params: URLSearchParams): TranslationsSearch {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 255),
    missing: params.get('missing') === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a search (empty parts left out). */
export function translationsSearchAddress(path: string, search: TranslationsSearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.missing) params.set('missing', '1');
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function getTranslations(search: TranslationsSearch, signal?: AbortSignal): Promise<TranslationsPage> {
  return callApi(
    'adminTranslations',
    { pagesize: TRANSLATIONS_PAGE_SIZE, q: search.q, missing: search.missing ? 1 : 0 },
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
