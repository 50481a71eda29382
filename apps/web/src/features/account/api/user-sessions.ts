import type { UserSession } from '@storefront/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';

/** The customer's live login sessions, kept with the other account data. */
export const USER_SESSIONS_KEY = [...USER_DATA_KEY, 'sessions'] as const;

export async function getUserSessions(signal?: AbortSignal): Promise<UserSession[]> {
  const answer = await callApi('userSessions', {}, {}, signal);
  return answer.sessions;
}

export function getUserSessionsQueryOptions() {
  return queryOptions({ queryKey: USER_SESSIONS_KEY, queryFn: ({ signal }) => getUserSessions(signal) });
}

export function useUserSessions() {
  return useQuery(getUserSessionsQueryOptions());
}

/** Ends one other session; the list reloads. */
export function useEndUserSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('userSessionEnd', {}, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_SESSIONS_KEY }),
  });
}

/** Ends every session but this one; the list reloads. */
export function useEndOtherUserSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('userSessionsEndOthers', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_SESSIONS_KEY }),
  });
}
