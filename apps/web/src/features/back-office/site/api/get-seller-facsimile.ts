import { type SellerFacsimile } from '@storefront/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';

/** The seller's facsimile in force (its picture as a `data:` URL), or null. */
export function getSellerFacsimile(signal?: AbortSignal): Promise<SellerFacsimile | null> {
  return callApi('adminSellerFacsimile', {}, undefined, signal).then((answer) => answer.facsimile);
}

export const SELLER_FACSIMILE_KEY = [...USER_DATA_KEY, 'admin-seller-facsimile'] as const;

export function getSellerFacsimileQueryOptions() {
  return queryOptions({
    queryKey: SELLER_FACSIMILE_KEY,
    queryFn: ({ signal }) => getSellerFacsimile(signal),
    staleTime: 30_000,
  });
}

export function useSellerFacsimile() {
  return useQuery(getSellerFacsimileQueryOptions());
}

/** After an upload or a removal: the page shows what the server answered. */
export function useSellerFacsimileChanged() {
  const queryClient = useQueryClient();
  return (facsimile: SellerFacsimile | null) => queryClient.setQueryData(SELLER_FACSIMILE_KEY, facsimile);
}
