import { type AnswerOf, type reviewsCall } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

export type ReviewsAnswer = AnswerOf<typeof reviewsCall>;

export function getReviews(lang: string, signal?: AbortSignal): Promise<ReviewsAnswer> {
  return callApi('reviews', { lang }, undefined, signal);
}

export function getReviewsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['reviews', lang],
    queryFn: ({ signal }) => getReviews(lang, signal),
  });
}

export function useReviews() {
  const { lang } = useLanguage();
  return useQuery(getReviewsQueryOptions(lang));
}
