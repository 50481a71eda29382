import { type AnswerOf, type firstPayOptionsCall } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

export type PayOptionsAnswer = AnswerOf<typeof firstPayOptionsCall>;

export function getPayOptions(lang: string, signal?: AbortSignal): Promise<PayOptionsAnswer> {
  return callApi('firstPayOptions', { lang }, undefined, signal);
}

export function getPayOptionsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['pay-options', lang],
    queryFn: ({ signal }) => getPayOptions(lang, signal),
  });
}

export function usePayOptions() {
  const { lang } = useLanguage();
  return useQuery(getPayOptionsQueryOptions(lang));
}
