import { ARTICLE_CATEGORY, type AnswerOf, type articlesCall } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

export type LatestNewsAnswer = AnswerOf<typeof articlesCall>;

/** How many news cards the home page shows. */
const LATEST_NEWS_COUNT = 3;

export function getLatestNews(lang: string, signal?: AbortSignal): Promise<LatestNewsAnswer> {
  return callApi(
    'articles',
    { lang, pagesize: LATEST_NEWS_COUNT },
    { page: 1, category_id: ARTICLE_CATEGORY.news },
    signal,
  );
}

/** Its own key: the news list pages ask for other page sizes, whose answers must not mix with this one. */
export function getLatestNewsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['latest-news', lang, LATEST_NEWS_COUNT],
    queryFn: ({ signal }) => getLatestNews(lang, signal),
  });
}

export function useLatestNews() {
  const { lang } = useLanguage();
  return useQuery(getLatestNewsQueryOptions(lang));
}
