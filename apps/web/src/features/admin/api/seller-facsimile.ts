import {
  type AnswerOf,
  backOfficeRoutes,
  type Calls,
  FACSIMILE_MAX_BYTES,
  type SellerFacsimile,
} from '@storefront/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, readRouteAnswer } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';
import { credentialFor } from '@/lib/session/credentials';

export type { SellerFacsimile };
export { FACSIMILE_MAX_BYTES };

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

/**
 * Uploads a facsimile: multipart with the session's key before the file (the server reads a file
 * only after a live administrator's key). Answers the facsimile now in force.
 */
export async function uploadSellerFacsimile(file: File): Promise<SellerFacsimile | null> {
  const route = backOfficeRoutes.adminSellerFacsimileUpload;
  const body = new FormData();
  for (const [name, value] of Object.entries(credentialFor(route))) if (value) body.append(name, value);
  body.append('file', file);
  const response = await fetch(route.path, { method: 'POST', body });
  const answer = (await readRouteAnswer(route, response)) as AnswerOf<Calls['adminSellerFacsimileUpload']>;
  return answer.facsimile;
}

export function deleteSellerFacsimile(): Promise<SellerFacsimile | null> {
  return callApi('adminSellerFacsimileDelete', {}).then((answer) => answer.facsimile);
}

/** After an upload or a removal: the page shows what the server answered. */
export function useSellerFacsimileChanged() {
  const queryClient = useQueryClient();
  return (facsimile: SellerFacsimile | null) => queryClient.setQueryData(SELLER_FACSIMILE_KEY, facsimile);
}
