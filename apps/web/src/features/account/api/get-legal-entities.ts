import { type AnswerOf, userYurlitsaCall } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';

export const LEGAL_ENTITIES_PAGE_SIZE = 10;

/** Every page of the legal-entity list, for invalidation after a write. */
export const LEGAL_ENTITIES_KEY = [...USER_DATA_KEY, 'legal-entities'] as const;

export type LegalEntityPage = AnswerOf<typeof userYurlitsaCall>['yourlitsa'];

export async function getLegalEntities(
  authKey: string,
  page: number,
  signal?: AbortSignal,
): Promise<LegalEntityPage> {
  const answer = await callApi(
    userYurlitsaCall,
    { auth_key: authKey, pagesize: LEGAL_ENTITIES_PAGE_SIZE },
    { page },
    signal,
  );
  return answer.yourlitsa;
}

export function getLegalEntitiesQueryOptions(authKey: string, page: number) {
  return queryOptions({
    queryKey: [...LEGAL_ENTITIES_KEY, page],
    queryFn: ({ signal }) => getLegalEntities(authKey, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLegalEntities(authKey: string, page: number) {
  return useQuery(getLegalEntitiesQueryOptions(authKey, page));
}
