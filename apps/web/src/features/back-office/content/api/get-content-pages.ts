import { type AnswerOf, type Calls } from '@storefront/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { CONTENT_KEY } from './content-common';

export type ContentPagesAnswer = AnswerOf<Calls['adminContentPages']>['pages'];

export function getContentPagesQueryOptions(page: number, lang: string) {
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'pages', page, lang],
    queryFn: ({ signal }) => callApi('adminContentPages', { lang }, { page }, signal).then((a) => a.pages),
  });
}
