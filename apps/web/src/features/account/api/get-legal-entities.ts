import { type AnswerOf, type userYurlitsaCall } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';

export const LEGAL_ENTITIES_PAGE_SIZE = 10;

/** Every page of the legal-entity list, for invalidation after a write. */
export const LEGAL_ENTITIES_KEY = [...USER_DATA_KEY, 'legal-entities'] as const;

export type LegalEntityPage = AnswerOf<typeof userYurlitsaCall>['yourlitsa'];

export async function getLegalEntities(page: number, signal?: AbortSignal): Promise<LegalEntityPage> {
  const answer = await callApi('userYurlitsa', { pagesize: LEGAL_ENTITIES_PAGE_SIZE }, { page }, signal);
  return answer.yourlitsa;
}

export function getLegalEntitiesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...LEGAL_ENTITIES_KEY, page],
    queryFn: ({ signal }) => getLegalEntities(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLegalEntities(page: number) {
  return useQuery(getLegalEntitiesQueryOptions(page));
}
