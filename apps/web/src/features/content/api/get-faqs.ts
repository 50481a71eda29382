import { type AnswerOf, type faqsCall } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

export type Faqs = AnswerOf<typeof faqsCall>;

export function getFaqs(lang: string, signal?: AbortSignal): Promise<Faqs> {
  return callApi('faqs', { lang }, undefined, signal);
}

export function getFaqsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['faqs', lang],
    queryFn: ({ signal }) => getFaqs(lang, signal),
  });
}

export function useFaqs() {
  const { lang } = useLanguage();
  return useQuery(getFaqsQueryOptions(lang));
}
