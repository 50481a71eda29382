import type { AdminSiteContacts } from '@storefront/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { FormOutput } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import type { siteContactsSchema } from './rules';
import { SITE_CONTACTS_KEY } from './get-site-contacts';

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
