import { type AnswerOf, settingsCall } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, readAnswer } from '@/lib/api-client';
import { takeEarlySettings } from '@/lib/early-settings';
import { useLanguage } from '@/lib/language';

export type Settings = AnswerOf<typeof settingsCall>;

/** Settings in a language: the boot script's early answer when it asked the same, else a new call. */
export async function getSettings(lang: string, signal?: AbortSignal): Promise<Settings> {
  const body = { lang };
  const early = await takeEarlySettings(body)?.catch(() => undefined);
  if (early) return readAnswer(settingsCall, early);
  return callApi(settingsCall, body, undefined, signal);
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
