import type { AdminPhoneMask } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USER_DATA_KEY, useLanguage } from '@/lib/language';

export function getPhoneMasks(lang: string, signal?: AbortSignal): Promise<AdminPhoneMask[]> {
  return callApi('adminPhoneMasks', { lang }, undefined, signal).then((answer) => answer.masks);
}

/** The countries' names are in the asked language: one list per language. */
export const phoneMasksKey = (lang: string) => [...USER_DATA_KEY, 'admin-phone-masks', lang] as const;

export function getPhoneMasksQueryOptions(lang: string) {
  return queryOptions({
    queryKey: phoneMasksKey(lang),
    queryFn: ({ signal }) => getPhoneMasks(lang, signal),
    staleTime: 30_000,
  });
}

export function usePhoneMasks() {
  const { lang } = useLanguage();
  return useQuery(getPhoneMasksQueryOptions(lang));
}
