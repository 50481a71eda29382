import type { LegalEntity } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';

/** Every list of the customer's legal entities (the account's pages and the checkout's chooser). */
export const CUSTOMER_LEGAL_ENTITIES_KEY = [...USER_DATA_KEY, 'legal-entities'] as const;

/** More than a customer keeps in practice; the chooser shows the first page only. */
const CHOOSER_PAGE_SIZE = 100;

/** The customer's legal entities to pay as (the account's `user-yurlitsa`, first page). */
export async function getPayerEntities(signal?: AbortSignal): Promise<LegalEntity[]> {
  const answer = await callApi('userYurlitsa', { pagesize: CHOOSER_PAGE_SIZE }, { page: 1 }, signal);
  return answer.yourlitsa.list;
}

export function payerEntitiesQueryOptions() {
  return queryOptions({
    queryKey: [...CUSTOMER_LEGAL_ENTITIES_KEY, 'checkout'],
    queryFn: ({ signal }) => getPayerEntities(signal),
  });
}

/** Asked only for a signed-in customer. */
export function usePayerEntities(signedIn: boolean) {
  return useQuery({ ...payerEntitiesQueryOptions(), enabled: signedIn });
}
