import { type AnswerOf, type articleCall } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { orNullIfNotFound } from '../utils/is-not-found';

export type ArticleAnswer = AnswerOf<typeof articleCall>;

/** One article by its path, with its country and the latest others of its category; unknown paths answer 404. */
export function getArticle(path: string, lang: string, signal?: AbortSignal): Promise<ArticleAnswer> {
  return callApi('article', { path, lang }, undefined, signal);
}

export function getArticleQueryOptions(path: string, lang: string) {
  return queryOptions({
    queryKey: ['article', lang, path],
    // null: the API does not know the path.
    queryFn: ({ signal }) => orNullIfNotFound(getArticle(path, lang, signal)),
    enabled: path !== '',
  });
}

export function useArticle(path: string) {
  const { lang } = useLanguage();
  return useQuery(getArticleQueryOptions(path, lang));
}
