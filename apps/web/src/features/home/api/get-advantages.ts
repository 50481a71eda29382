import { type AnswerOf, type firstAdvantagesCall } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

export type AdvantagesAnswer = AnswerOf<typeof firstAdvantagesCall>;

export function getAdvantages(lang: string, signal?: AbortSignal): Promise<AdvantagesAnswer> {
  return callApi('firstAdvantages', { lang }, undefined, signal);
}

export function getAdvantagesQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['advantages', lang],
    queryFn: ({ signal }) => getAdvantages(lang, signal),
  });
}

export function useAdvantages() {
  const { lang } = useLanguage();
  return useQuery(getAdvantagesQueryOptions(lang));
}
