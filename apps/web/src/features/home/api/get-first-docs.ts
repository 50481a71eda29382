import { type AnswerOf, type firstDocsCall } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

export type FirstDocsAnswer = AnswerOf<typeof firstDocsCall>;

export function getFirstDocs(
  lang: string,
  countryId: number | undefined,
  signal?: AbortSignal,
): Promise<FirstDocsAnswer> {
  return callApi('firstDocs', { lang, country_id: countryId }, undefined, signal);
}

export function getFirstDocsQueryOptions(lang: string, countryId: number | undefined) {
  return queryOptions({
    queryKey: ['first-docs', lang, countryId ?? null],
    queryFn: ({ signal }) => getFirstDocs(lang, countryId, signal),
  });
}

/** Sample documents for the chosen country (and those for every country); the last ones stay while the next load. */
export function useFirstDocs(countryId: number | undefined) {
  const { lang } = useLanguage();
  return useQuery({
    ...getFirstDocsQueryOptions(lang, countryId),
    enabled: countryId !== undefined,
    placeholderData: keepPreviousData,
  });
}
