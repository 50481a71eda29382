import { ARTICLE_CATEGORIES, type AnswerOf, type Calls } from '@storefront/contract';
import { backOfficePaths } from '@/config/back-office-paths';
import { callApi } from '@/lib/api-client';
import { listQueryOptions } from '@/lib/back-office/list-query';
import { type AddressState, choice, listAddress, page, text } from '@/lib/back-office/list-state';
import { CONTENT_KEY } from './content-common';

export type ContentArticlesAnswer = AnswerOf<Calls['adminContentArticles']>['articles'];

/** `/admin/content/articles?category=100&q=…&page=N`. */
export const contentArticlesAddress = listAddress(backOfficePaths.adminContentArticles, {
  category: choice(ARTICLE_CATEGORIES),
  q: text(),
  page,
});

export const getContentArticlesQueryOptions = (
  { page, ...filter }: AddressState<typeof contentArticlesAddress>,
  lang: string,
) =>
  listQueryOptions(
    [...CONTENT_KEY, 'articles'],
    { page, ...filter, lang },
    (signal) =>
      callApi(
        'adminContentArticles',
        { lang, category_id: filter.category, q: filter.q },
        { page },
        signal,
      ).then((answer) => answer.articles),
    0,
  );
