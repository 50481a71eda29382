import { type AnswerOf, type Calls } from '@storefront/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { CONTENT_KEY } from './content-common';

export type ContentArticlesAnswer = AnswerOf<Calls['adminContentArticles']>['articles'];

export function getContentArticlesQueryOptions(filter: {
  page: number;
  lang: string;
  category?: number;
  q?: string;
}) {
  return queryOptions({
    queryKey: [...CONTENT_KEY, 'articles', filter],
    queryFn: ({ signal }) =>
      callApi(
        'adminContentArticles',
        { lang: filter.lang, category_id: filter.category, q: filter.q },
        { page: filter.page },
        signal,
      ).then((a) => a.articles),
  });
}
