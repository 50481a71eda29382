import { type AnswerOf, settingsCall } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

export type Settings = AnswerOf<typeof settingsCall>;

export function getSettings(lang: string, signal?: AbortSignal): Promise<Settings> {
  return callApi(settingsCall, { lang }, undefined, signal);
}

/** Settings are loaded once per language and kept; the previous language's stay on screen while switching. */
export function getSettingsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['settings', lang],
    queryFn: ({ signal }) => getSettings(lang, signal),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

export function useSettingsQuery() {
  const { lang } = useLanguage();
  return useQuery(getSettingsQueryOptions(lang));
}

/** The loaded settings; only for components rendered below the settings gate. */
export function useSettings(): Settings {
  const { data } = useSettingsQuery();
  if (!data) throw new Error('useSettings before settings loaded');
  return data;
}
