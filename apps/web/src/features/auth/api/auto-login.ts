import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, callApi } from '@/lib/api-client';
import { clearSession, initialSessionToken } from '@/lib/session/token';

/** Auto-login with the token the page started with (spec section 4): user and cart, or a refusal. */
export function getAutoLoginQueryOptions(authKey: string) {
  return queryOptions({
    queryKey: ['auto-login', authKey],
    queryFn: async ({ signal }) => {
      try {
        return await callApi('loginByToken', {}, undefined, signal);
      } catch (error) {
        // A 401 has ended the session already; any other refusal of the token ends it too.
        if (isRefusedAutoLogin(error)) clearSession();
        throw error;
      }
    },
    // Once: a refusal stays a refusal for the root layout that reads it after the gate.
    retry: false,
    retryOnMount: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The start's auto-login; idle when the page started signed out. */
export function useAutoLogin() {
  const authKey = initialSessionToken();
  return useQuery({ ...getAutoLoginQueryOptions(authKey ?? ''), enabled: authKey !== null });
}

/**
 * Whether the server refused the token (any 4xx; a 401 has already ended the session). A network
 * fault or a 5xx is not a refusal: the token is kept and the settings answer says who is signed in.
 */
export function isRefusedAutoLogin(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}
