import type { AdminSiteContacts } from '@storefront/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormOutput } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import { USER_DATA_KEY } from '@/lib/language';
import type { siteContactsSchema } from './rules';

export type { AdminSiteContacts };

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

/** The contacts form's rules (the contract's), loaded with the form's first focus. */
export const loadSiteContactsRules = () =>
  loadChunk(() => import('./rules')).then((rules) => rules.siteContactsSchema);
export type SiteContactsSchema = typeof siteContactsSchema;
export type SiteContactsRequest = FormOutput<SiteContactsSchema>;

/** The form's inputs, all text. */
export interface SiteContactsFormValues {
  phone: string;
  phone2: string;
  phone_link: string;
  email: string;
  sitename: { 'ru-RU': string; 'en-US': string };
  address: { 'ru-RU': string; 'en-US': string };
  social: { vk: string; tw: string; fb: string; in: string };
}

export function saveSiteContacts(values: SiteContactsRequest): Promise<AdminSiteContacts> {
  return callApi('adminSiteContactsSave', values).then((answer) => answer.contacts);
}

/** After a save: the screen takes the answer, and the shop's settings are read again. */
export function useSiteContactsSaved() {
  const queryClient = useQueryClient();
  return async (contacts: AdminSiteContacts) => {
    queryClient.setQueryData(SITE_CONTACTS_KEY, contacts);
    await queryClient.invalidateQueries({ queryKey: ['settings'] });
  };
}
