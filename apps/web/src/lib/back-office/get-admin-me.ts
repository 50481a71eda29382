import type { AdminMe } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';

export type { AdminMe };

/** Who is signed in to the back-office; a customer's session answers 403 (ManagerOnly). */
export function getAdminMe(signal?: AbortSignal): Promise<AdminMe> {
  return callApi('adminMe', {}, undefined, signal);
}

export function getAdminMeQueryOptions(authKey: string) {
  return queryOptions({
    // Under USER_DATA_KEY: a sign-out drops it; the key names the session it was asked with.
    queryKey: [...USER_DATA_KEY, 'admin-me', authKey],
    queryFn: ({ signal }) => getAdminMe(signal),
    staleTime: 60_000,
    // A refusal is an answer, not a hiccup: no retry.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 2,
  });
}

export function useAdminMe(authKey: string) {
  return useQuery(getAdminMeQueryOptions(authKey));
}

/** The refusal of a signed-in user who is not staff. */
export const isStaffRefusal = (error: unknown) => error instanceof ApiRequestError && error.status === 403;
