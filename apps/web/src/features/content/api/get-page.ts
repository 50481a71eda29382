import { type AnswerOf, type pageCall } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { orNullIfNotFound } from '../utils/is-not-found';

export type PageAnswer = AnswerOf<typeof pageCall>;

/** A static page by its link (`about`, `offer`, ...); an unknown link answers 404. */
export function getPage(link: string, lang: string, signal?: AbortSignal): Promise<PageAnswer> {
  return callApi('page', { link, lang }, undefined, signal);
}

export function getPageQueryOptions(link: string, lang: string) {
  return queryOptions({
    queryKey: ['page', lang, link],
    // null: the API does not know the link.
    queryFn: ({ signal }) => orNullIfNotFound(getPage(link, lang, signal)),
    enabled: link !== '',
  });
}

export function usePage(link: string) {
  const { lang } = useLanguage();
  return useQuery(getPageQueryOptions(link, lang));
}
