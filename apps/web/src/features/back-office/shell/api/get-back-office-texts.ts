import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { BACK_OFFICE_TEXTS_KEY } from '@/lib/back-office/query-keys';

/** The back-office's own texts in a language (the shop's settings answer leaves them out). */
export function getBackOfficeTexts(lang: string, signal?: AbortSignal): Promise<Record<string, string>> {
  return callApi('adminTexts', { lang }, undefined, signal).then((answer) => answer.translations);
}

/** Loaded once per language; the previous language's stay on screen while switching. */
export function getBackOfficeTextsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: [...BACK_OFFICE_TEXTS_KEY, lang],
    queryFn: ({ signal }) => getBackOfficeTexts(lang, signal),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

export function useBackOfficeTexts(lang: string, enabled: boolean) {
  return useQuery({ ...getBackOfficeTextsQueryOptions(lang), enabled });
}
