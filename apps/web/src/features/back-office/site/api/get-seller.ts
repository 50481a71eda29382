import type { SellerRequisites } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';

/** The seller's requisites as kept; null until an administrator enters them. */
export function getSeller(signal?: AbortSignal): Promise<SellerRequisites | null> {
  return callApi('adminSeller', {}, undefined, signal).then((answer) => answer.seller);
}

export const SELLER_KEY = [...USER_DATA_KEY, 'admin-seller'] as const;

export function useSeller() {
  return useQuery(
    queryOptions({ queryKey: SELLER_KEY, queryFn: ({ signal }) => getSeller(signal), staleTime: 30_000 }),
  );
}
