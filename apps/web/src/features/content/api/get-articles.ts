import { type AnswerOf, type articlesCall } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

export type ArticlesAnswer = AnswerOf<typeof articlesCall>;

export interface ArticlesRequest {
  /** ARTICLE_CATEGORY.news (100) or ARTICLE_CATEGORY.publication (1). */
  categoryId: number;
  page: number;
  pageSize: number;
}

export function getArticles(
  { categoryId, page, pageSize }: ArticlesRequest,
  lang: string,
  signal?: AbortSignal,
): Promise<ArticlesAnswer> {
  return callApi('articles', { lang, pagesize: pageSize }, { page, category_id: categoryId }, signal);
}

/** One page of a category; the previous page stays on screen while the next one loads. */
export function getArticlesQueryOptions(request: ArticlesRequest, lang: string) {
  return queryOptions({
    queryKey: ['articles', lang, request.categoryId, request.page, request.pageSize],
    queryFn: ({ signal }) => getArticles(request, lang, signal),
    placeholderData: keepPreviousData,
  });
}

export function useArticles(request: ArticlesRequest) {
  const { lang } = useLanguage();
  return useQuery(getArticlesQueryOptions(request, lang));
}
