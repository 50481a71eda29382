import { type AnswerOf, type Calls } from '@storefront/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { CONTENT_KEY } from './content-common';

export type ContentFaqsAnswer = AnswerOf<Calls['adminContentFaqs']>['faqs'];

export function getContentFaqsQueryOptions(page: number, lang: string) {
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'faqs', page, lang],
    queryFn: ({ signal }) => callApi('adminContentFaqs', { lang }, { page }, signal).then((a) => a.faqs),
  });
}
