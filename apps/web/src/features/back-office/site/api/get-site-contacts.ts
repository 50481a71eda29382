import type { AdminSiteContacts } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY } from '@/lib/language';

export function getSiteContacts(signal?: AbortSignal): Promise<AdminSiteContacts> {
  return callApi('adminSiteContacts', {}, undefined, signal).then((answer) => answer.contacts);
}

export const SITE_CONTACTS_KEY = [...USER_DATA_KEY, 'admin-site-contacts'] as const;

export function getSiteContactsQueryOptions() {
  return queryOptions({
    queryKey: SITE_CONTACTS_KEY,
    queryFn: ({ signal }) => getSiteContacts(signal),
    staleTime: 30_000,
  });
}

export function useSiteContacts() {
  return useQuery(getSiteContactsQueryOptions());
}
